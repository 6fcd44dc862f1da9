import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { html } from "../../mail/html.server";
import {
  actionLink,
  htmlLayout,
  textSignature,
  type RenderedEmail,
} from "../../mail/templates/layout.server";

const copy = {
  fr: {
    subject: "Tentatives de connexion à votre compte",
    intro: (when: string) =>
      `Quelqu'un a essayé plusieurs fois de se connecter à votre compte ${siteConfig.name} avec un mauvais mot de passe (${when}, heure de Conakry). Par précaution, la connexion à votre compte est suspendue pendant 15 minutes.`,
    ifYou:
      "Si c'était vous, vous pourrez réessayer après ce délai, ou choisir dès maintenant un nouveau mot de passe :",
    button: "Réinitialiser mon mot de passe",
    ifNot:
      "Si ce n'était pas vous, personne n'est entré dans votre compte, mais nous vous conseillons de choisir un nouveau mot de passe que vous n'utilisez nulle part ailleurs. Une réinitialisation lève aussi la suspension.",
  },
  en: {
    subject: "Sign-in attempts on your account",
    intro: (when: string) =>
      `Someone tried several times to sign in to your ${siteConfig.name} account with a wrong password (${when}, Conakry time). As a precaution, signing in to your account is suspended for 15 minutes.`,
    ifYou: "If it was you, you can try again after that, or choose a new password now:",
    button: "Reset my password",
    ifNot:
      "If it was not you, nobody got into your account, but we advise you to choose a new password that you use nowhere else. A reset also lifts the suspension.",
  },
} satisfies Record<Lang, unknown>;

/**
 * To the owner of an address that just had 3 failed sign-ins (the suspicious
 * activity), in the owner's language, with the way to reset the password.
 */
export function suspiciousSignInEmail({
  lang,
  resetUrl,
  siteUrl,
  at,
}: {
  lang: Lang;
  resetUrl: string;
  siteUrl: string;
  at: Date;
}): RenderedEmail {
  const c = copy[lang];
  const intro = c.intro(`${formatDate(at, lang)}, ${formatTime(at, lang)}`);
  const text = [intro, "", c.ifYou, resetUrl, "", c.ifNot, "", textSignature(lang, siteUrl)].join("\n");
  const body = html`<p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0">${c.ifYou}</p>
    ${actionLink(resetUrl, c.button)}
    <p style="margin:0;color:#475569;font-size:14px">${c.ifNot}</p>`;
  return { subject: c.subject, text, html: htmlLayout({ lang, title: c.subject, body, siteUrl }) };
}
