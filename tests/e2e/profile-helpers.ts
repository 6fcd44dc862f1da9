import type { Browser, BrowserContext, Page, Response } from "@playwright/test";
import { signInThroughApi, type NewAccount } from "./accounts";
import { auditDocument, expect, expectAccessible } from "./fixtures";

/** The profile's texts the journeys look for, in both languages. */
export const profileText = {
  fr: {
    path: "/profile",
    heading: "Mon profil",
    role: "Utilisateur",
    active: "Actif",
    memberSince: /Membre depuis le \d{1,2} \S+ \d{4}/,
    registrations: "Mes Inscriptions",
    catalogue: "Voir le catalogue des formations",
    editLink: "Modifier le profil",
    firstName: "Prénom",
    lastName: "Nom",
    phone: "Téléphone",
    company: "Entreprise",
    save: "Enregistrer",
    saved: "Votre profil a été mis à jour.",
    phoneFormat: "Ce numéro n'existe pas",
    current: "Mot de passe actuel",
    newPassword: "Nouveau mot de passe",
    confirm: "Confirmer le nouveau mot de passe",
    changePassword: "Changer le mot de passe",
    wrongCurrent: "Mot de passe actuel incorrect.",
    passwordSaved: "Votre mot de passe a été modifié. Vos autres appareils ont été déconnectés.",
    thisDevice: "Cet appareil",
    iphone: "Safari 17 sur iOS 17",
    signOutDevice: "Déconnecter cet appareil",
    deviceSignedOut: "L'appareil a été déconnecté.",
    signOutOthers: "Déconnecter tous les autres appareils",
    othersSignedOut: "Tous vos autres appareils ont été déconnectés.",
    passwordChanged: "Mot de passe modifié",
    othersEvent: "Déconnexion des autres appareils",
    twoFactor: "Gérer la connexion en deux étapes",
    deleteLink: "Supprimer mon compte…",
    deleteHeading: "Supprimer mon compte",
    deletePassword: "Mot de passe",
    deleteSubmit: "Supprimer définitivement mon compte",
    wrongPassword: "Mot de passe incorrect.",
    deleted: "Votre compte et vos données personnelles ont été supprimés.",
    signIn: "Connexion",
    newEmail: "Nouvelle adresse e-mail",
    emailPassword: "Mot de passe actuel",
    changeEmail: "Changer d'adresse",
    pending: "Un lien de confirmation a été envoyé à",
    emailChanged: "Adresse e-mail modifiée",
  },
  en: {
    path: "/en/profile",
    heading: "My profile",
    role: "User",
    active: "Active",
    memberSince: /Member since \d{1,2} \S+ \d{4}/,
    registrations: "My Registrations",
    catalogue: "Browse the training catalogue",
    editLink: "Edit profile",
    firstName: "First name",
    lastName: "Last name",
    phone: "Phone",
    company: "Company",
    save: "Save",
    saved: "Your profile has been updated.",
    phoneFormat: "This number cannot exist",
    current: "Current password",
    newPassword: "New password",
    confirm: "Confirm the new password",
    changePassword: "Change password",
    wrongCurrent: "The current password is incorrect.",
    passwordSaved: "Your password has been changed. Your other devices have been signed out.",
    thisDevice: "This device",
    iphone: "Safari 17 on iOS 17",
    signOutDevice: "Sign out this device",
    deviceSignedOut: "The device has been signed out.",
    signOutOthers: "Sign out all other devices",
    othersSignedOut: "All your other devices have been signed out.",
    passwordChanged: "Password changed",
    othersEvent: "Signed out on the other devices",
    twoFactor: "Manage two-factor sign-in",
    deleteLink: "Delete my account…",
    deleteHeading: "Delete my account",
    deletePassword: "Password",
    deleteSubmit: "Delete my account for good",
    wrongPassword: "Incorrect password.",
    deleted: "Your account and your personal data have been deleted.",
    signIn: "Sign in",
    newEmail: "New e-mail address",
    emailPassword: "Current password",
    changeEmail: "Change address",
    pending: "A confirmation link has been sent to",
    emailChanged: "E-mail address changed",
  },
} as const;

export type ProfileText = (typeof profileText)[keyof typeof profileText];

export const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1";

/** Another device of the same account: its own browser context, user agent and address. */
export async function otherDevice(
  browser: Browser,
  account: NewAccount,
  { userAgent = IPHONE, ip }: { userAgent?: string; ip: string },
): Promise<BrowserContext> {
  const context = await browser.newContext({ userAgent, extraHTTPHeaders: { "x-forwarded-for": ip } });
  await signInThroughApi(context, account);
  return context;
}

export async function isSignedIn(context: BrowserContext): Promise<boolean> {
  return (await (await context.request.get("/api/auth/get-session")).json()) !== null;
}

/**
 * Submits with a click. Without JavaScript that is a full navigation: the document the
 * browser ends on is returned (the 4xx page of a refusal, or the page after the redirect).
 * With JavaScript the page updates in place: the caller waits for what it expects to see.
 */
export async function submit(
  page: Page,
  javaScript: boolean,
  click: () => Promise<void>,
): Promise<Response | undefined> {
  if (javaScript) {
    await click();
    return undefined;
  }
  const [response] = await Promise.all([
    page.waitForResponse(
      (candidate) =>
        candidate.request().resourceType() === "document" &&
        (candidate.request().method() === "POST" ? candidate.status() !== 302 : true),
    ),
    click(),
  ]);
  return response;
}

/** A message shown after a redirect: a toast with JavaScript, a <noscript> banner without. */
export async function expectFlash(page: Page, message: string, javaScript: boolean) {
  if (javaScript) await expect(page.getByText(message)).toBeVisible();
  // Without JavaScript the banner is <noscript> text; the document may still be streaming in.
  else await expect.poll(() => page.content()).toContain(message);
}

/** axe on the page as it is; without JavaScript, on this exact document replayed with it. */
export async function audit(page: Page, label: string, javaScript: boolean, response?: Response) {
  if (javaScript) await expectAccessible(page, label);
  else await auditDocument(page, label, response ? await response.text() : undefined);
}
