import type { Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { html } from "../mail/html.server";
import { actionLink, htmlLayout, textSignature, type RenderedEmail } from "../mail/templates/layout.server";

interface LinkEmailCopy {
  subject: string;
  intro: string;
  button: string;
  validity: string;
  ignore: string;
}

/** One message with one link: the shape of every account e-mail. */
function linkEmail(lang: Lang, copy: LinkEmailCopy, url: string, siteUrl: string): RenderedEmail {
  const text = [copy.intro, "", url, "", copy.validity, copy.ignore, "", textSignature(lang, siteUrl)].join(
    "\n",
  );
  const body = html`<p style="margin:0">${copy.intro}</p>
    ${actionLink(url, copy.button)}
    <p style="margin:0 0 8px">${copy.validity}</p>
    <p style="margin:0;color:#475569;font-size:14px">${copy.ignore}</p>`;
  return { subject: copy.subject, text, html: htmlLayout({ lang, title: copy.subject, body, siteUrl }) };
}

const verify: Record<Lang, LinkEmailCopy> = {
  fr: {
    subject: "Confirmez votre adresse e-mail",
    intro: `Pour activer votre compte ${siteConfig.name} avec cette adresse, confirmez-la :`,
    button: "Confirmer mon adresse",
    validity: "Ce lien est valable 24 heures.",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : aucun compte ne sera activé.",
  },
  en: {
    subject: "Please confirm your e-mail address",
    intro: `To use this address with your ${siteConfig.name} account, please confirm it:`,
    button: "Confirm my address",
    validity: "This link is valid for 24 hours.",
    ignore: "If you did not ask for this, ignore this message: no account will be activated.",
  },
};

/** Sent at sign-up, and to the new address when someone changes theirs. */
export function verifyAddressEmail({ lang, url, siteUrl }: { lang: Lang; url: string; siteUrl: string }) {
  return linkEmail(lang, verify[lang], url, siteUrl);
}

const reset: Record<Lang, LinkEmailCopy> = {
  fr: {
    subject: "Réinitialisation de votre mot de passe",
    intro: "Pour choisir un nouveau mot de passe, ouvrez ce lien :",
    button: "Choisir un nouveau mot de passe",
    validity: "Ce lien est valable une heure. Après la réinitialisation, vos autres sessions seront fermées.",
    ignore: "Si vous n'avez rien demandé, ignorez ce message : votre mot de passe ne change pas.",
  },
  en: {
    subject: "Resetting your password",
    intro: "To choose a new password, open this link:",
    button: "Choose a new password",
    validity: "This link is valid for one hour. After the reset, your other sessions will be signed out.",
    ignore: "If you did not ask for this, ignore this message: your password stays as it is.",
  },
};

export function resetPasswordEmail({ lang, url, siteUrl }: { lang: Lang; url: string; siteUrl: string }) {
  return linkEmail(lang, reset[lang], url, siteUrl);
}

const existing = {
  fr: {
    subject: "Tentative d'inscription avec votre adresse",
    intro: `Quelqu'un, peut-être vous, vient de demander la création d'un compte ${siteConfig.name} avec cette adresse e-mail. Vous avez déjà un compte avec elle : aucun autre compte n'a été créé.`,
    signIn: "Pour vous connecter à votre compte :",
    button: "Me connecter",
    reset: "Mot de passe oublié ? Choisissez-en un nouveau ici :",
    ignore: "Si ce n'était pas vous, ignorez ce message : votre compte n'a pas changé.",
  },
  en: {
    subject: "Someone tried to sign up with your address",
    intro: `Someone, perhaps you, has just asked to create a ${siteConfig.name} account with this e-mail address. You already have an account with it: no other account was created.`,
    signIn: "To sign in to your account:",
    button: "Sign in",
    reset: "Forgotten your password? Choose a new one here:",
    ignore: "If it was not you, ignore this message: your account has not changed.",
  },
} satisfies Record<Lang, unknown>;

/**
 * To the owner of an address someone tried to sign up with again: the sign-up page says an
 * e-mail was sent whether or not the address has an account, and this is the one it gets.
 */
export function existingAccountEmail({
  lang,
  signInUrl,
  resetUrl,
  siteUrl,
}: {
  lang: Lang;
  signInUrl: string;
  resetUrl: string;
  siteUrl: string;
}): RenderedEmail {
  const c = existing[lang];
  const text = [
    c.intro,
    "",
    c.signIn,
    signInUrl,
    "",
    c.reset,
    resetUrl,
    "",
    c.ignore,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0">${c.intro}</p>
    <p style="margin:16px 0 0">${c.signIn}</p>
    ${actionLink(signInUrl, c.button)}
    <p style="margin:0 0 8px">${c.reset} <a href="${resetUrl}" style="color:#1d4ed8">${resetUrl}</a></p>
    <p style="margin:0;color:#475569;font-size:14px">${c.ignore}</p>`;
  return { subject: c.subject, text, html: htmlLayout({ lang, title: c.subject, body, siteUrl }) };
}
