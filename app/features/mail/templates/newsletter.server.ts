import type { Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { html, type Html } from "../html.server";
import { actionLink, htmlLayout, textSignature, type RenderedEmail } from "./layout.server";

const confirm = {
  fr: {
    subject: "Confirmez votre inscription à la newsletter",
    intro: `Pour recevoir la newsletter de ${siteConfig.name}, confirmez votre adresse e-mail :`,
    button: "Confirmer mon inscription",
    validity: (days: number) => `Ce lien est valable ${days} jours.`,
    ignore: "Si vous n'avez rien demandé, ignorez ce message : vous ne recevrez rien de plus.",
  },
  en: {
    subject: "Please confirm your newsletter subscription",
    intro: `To receive the ${siteConfig.name} newsletter, please confirm your e-mail address:`,
    button: "Confirm my subscription",
    validity: (days: number) => `This link is valid for ${days} days.`,
    ignore: "If you did not ask for this, ignore this message: you will receive nothing more.",
  },
} satisfies Record<Lang, unknown>;

/** The double opt-in message: nothing is sent to the address until this link is opened. */
export function newsletterConfirmationEmail({
  lang,
  confirmUrl,
  validDays,
  siteUrl,
}: {
  lang: Lang;
  confirmUrl: string;
  validDays: number;
  siteUrl: string;
}): RenderedEmail {
  const copy = confirm[lang];
  const text = [
    copy.intro,
    "",
    confirmUrl,
    "",
    copy.validity(validDays),
    copy.ignore,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0">${copy.intro}</p>
    ${actionLink(confirmUrl, copy.button)}
    <p style="margin:0 0 8px">${copy.validity(validDays)}</p>
    <p style="margin:0;color:#475569;font-size:14px">${copy.ignore}</p>`;
  return { subject: copy.subject, text, html: htmlLayout({ lang, title: copy.subject, body, siteUrl }) };
}

const issue = {
  fr: {
    why: `Vous recevez ce message parce que vous êtes inscrit à la newsletter de ${siteConfig.name}.`,
    unsubscribe: "Se désabonner",
  },
  en: {
    why: `You are receiving this because you subscribed to the ${siteConfig.name} newsletter.`,
    unsubscribe: "Unsubscribe",
  },
} satisfies Record<Lang, unknown>;

/**
 * Wraps any newsletter issue: every one carries the unsubscribe link, in the body and in the
 * List-Unsubscribe headers (one-click, RFC 8058), so no sender can forget it.
 */
export function newsletterIssueEmail({
  lang,
  subject,
  text,
  body,
  unsubscribeUrl,
  siteUrl,
}: {
  lang: Lang;
  subject: string;
  text: string;
  body: Html;
  unsubscribeUrl: string;
  siteUrl: string;
}): RenderedEmail & { headers: Record<string, string> } {
  const copy = issue[lang];
  const footer = html`${copy.why} <a href="${unsubscribeUrl}" style="color:#1d4ed8">${copy.unsubscribe}</a>`;
  return {
    subject,
    text: [
      text,
      "",
      textSignature(lang, siteUrl),
      "",
      copy.why,
      `${copy.unsubscribe}${lang === "fr" ? " :" : ":"} ${unsubscribeUrl}`,
    ].join("\n"),
    html: htmlLayout({ lang, title: subject, body, footer, siteUrl }),
    headers: {
      "List-Unsubscribe": `<${unsubscribeUrl}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
