import type { Lang } from "~/lib/language";
import { localizePath } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { html } from "../../mail/html.server";
import {
  actionLink,
  htmlLayout,
  textSignature,
  type RenderedEmail,
} from "../../mail/templates/layout.server";

/** "a***@example.com": enough for the owner to recognise, little for anyone else reading. */
export function maskAddress(email: string): string {
  const [local = "", domain = ""] = email.split("@");
  return `${local.slice(0, 1)}***@${domain}`;
}

const copy = {
  fr: {
    subject: "L'adresse e-mail de votre compte a changé",
    intro: (masked: string) =>
      `L'adresse e-mail de votre compte ${siteConfig.name} est désormais ${masked}. Les prochains messages y seront envoyés.`,
    warning:
      "Si vous n'êtes pas à l'origine de ce changement, contactez-nous sans attendre : nous vous aiderons à reprendre la main sur votre compte.",
    button: "Nous contacter",
  },
  en: {
    subject: "Your account's e-mail address has changed",
    intro: (masked: string) =>
      `The e-mail address of your ${siteConfig.name} account is now ${masked}. Future messages will go there.`,
    warning:
      "If you did not make this change, contact us right away: we will help you take your account back.",
    button: "Contact us",
  },
};

/**
 * Sent to the old address once a change took effect: whoever holds the old mailbox learns
 * of it, which is what lets an owner notice a takeover through a stolen session.
 */
export function emailChangedNotice({
  lang,
  newEmail,
  siteUrl,
}: {
  lang: Lang;
  newEmail: string;
  siteUrl: string;
}): RenderedEmail {
  const words = copy[lang];
  const intro = words.intro(maskAddress(newEmail));
  const contactUrl = `${siteUrl}${localizePath("/contact", lang)}`;
  const text = [intro, "", words.warning, contactUrl, "", textSignature(lang, siteUrl)].join("\n");
  const body = html`<p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0">${words.warning}</p>
    ${actionLink(contactUrl, words.button)}`;
  return { subject: words.subject, text, html: htmlLayout({ lang, title: words.subject, body, siteUrl }) };
}
