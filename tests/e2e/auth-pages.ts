import type { Page } from "@playwright/test";
import { type Eml, messagesTo, waitForMail } from "../helpers/mailbox";
import { auditDocument, expect, expectAccessible } from "./fixtures";

/** The account pages' words in each language, as a visitor reads them. */
export const words = {
  fr: {
    prefix: "",
    name: "Nom complet",
    email: "Email",
    password: "Mot de passe",
    signIn: "Se connecter",
    signUp: "S'inscrire",
    toSignUp: "Créer un compte",
    toSignIn: "Se connecter",
    signInTitle: "Connexion",
    signUpTitle: "Créer un compte",
    sent: (email: string) => `Un e-mail de confirmation a été envoyé à ${email}.`,
    verified: "Adresse confirmée",
    welcome: (name: string) => `Bienvenue, ${name} !`,
    signOut: "Déconnexion",
    headerSignIn: "Connexion",
    error: "Erreur",
    wrong: "Email ou mot de passe incorrect",
    minutes: "Trop de tentatives de connexion. Veuillez réessayer dans 30 minutes.",
    forgot: "Mot de passe oublié ?",
    sendLink: "Envoyer le lien",
    resetSent: "Si un compte existe pour cette adresse",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmez le mot de passe",
    savePassword: "Enregistrer le mot de passe",
    resetDone: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
  },
  en: {
    prefix: "/en",
    name: "Full name",
    email: "Email",
    password: "Password",
    signIn: "Sign in",
    signUp: "Sign up",
    toSignUp: "Create an account",
    toSignIn: "Sign in",
    signInTitle: "Sign in",
    signUpTitle: "Create an account",
    sent: (email: string) => `A confirmation e-mail was sent to ${email}.`,
    verified: "Address confirmed",
    welcome: (name: string) => `Welcome, ${name}!`,
    signOut: "Sign out",
    headerSignIn: "Sign in",
    error: "Error",
    wrong: "Incorrect email or password",
    minutes: "Too many sign-in attempts. Please try again in 30 minutes.",
    forgot: "Forgot your password?",
    sendLink: "Send the link",
    resetSent: "If an account exists for this address",
    newPassword: "New password",
    confirmPassword: "Confirm the password",
    savePassword: "Save the password",
    resetDone: "Your password has been changed. Sign in with the new one.",
  },
} as const;

export type Lang = keyof typeof words;

/** The form of the page (the header has its own sign-in link and sign-out button). */
export const form = (page: Page) => page.getByRole("main");

/** The link of the latest e-mail to `email` that points at `path`. */
export async function mailedLink(email: string, path: string, count = 1): Promise<string> {
  const linksTo = (mail: Eml) =>
    mail.links
      .map((href) => new URL(href))
      .filter((url) => url.pathname.endsWith(path) && url.searchParams.has("token"));
  const mails = await waitForMail(() => messagesTo(email, (mail) => linksTo(mail).length > 0), count);
  const [link] = linksTo(mails.at(-1)!);
  expect(link, `a ${path} link in the e-mail to ${email}`).toBeTruthy();
  return link!.pathname + link!.search;
}

/** axe on the page as it is: directly with JavaScript, through a replay without. */
export async function audit(
  page: Page,
  javaScriptEnabled: boolean,
  label: string,
  { replay = true }: { replay?: boolean } = {},
) {
  if (javaScriptEnabled) {
    // A toast fading in is measured half transparent: audit what the visitor sees once it settled.
    await page.evaluate(() =>
      Promise.all(
        [...document.querySelectorAll("[data-sonner-toast]")].flatMap((toast) =>
          toast.getAnimations({ subtree: true }).map((animation) => animation.finished),
        ),
      ),
    );
    await expectAccessible(page, label);
  }
  // A replayed document would pop its one-time message as a toast: pages with one are loaded again.
  else await auditDocument(page, label, replay ? await page.content() : undefined);
}

/** Fills the page's form field by its visible label. */
export async function fill(page: Page, label: string, value: string) {
  await form(page).getByLabel(label, { exact: true }).fill(value);
}
