import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { formatCalendarDay, formatMinorAmount } from "~/lib/format";
import type { Lang } from "~/lib/language";

const NBSP = "\u00a0";

const copy = {
  fr: {
    subject: (number: string) => `Votre devis ${number}`,
    hello: "Bonjour,",
    intro: (company: string, course: string) =>
      `Veuillez trouver le devis établi pour ${company}${NBSP}: ${course}.`,
    total: (amount: string, until: string) => `Montant${NBSP}: ${amount}, valable jusqu'au ${until}.`,
    how: "Le lien ci-dessous affiche le devis et son PDF ; vous pouvez l'accepter en ligne, avec votre numéro de bon de commande, ou le refuser.",
    open: "Voir et accepter le devis",
    questions: "Une question ? Répondez simplement à ce message.",
  },
  en: {
    subject: (number: string) => `Your quote ${number}`,
    hello: "Hello,",
    intro: (company: string, course: string) => `Please find the quote prepared for ${company}: ${course}.`,
    total: (amount: string, until: string) => `Amount: ${amount}, valid until ${until}.`,
    how: "The link below shows the quote and its PDF; you can accept it online, with your purchase-order number, or decline it.",
    open: "View and accept the quote",
    questions: "Any question? Just reply to this message.",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const quoteEmailCopy = copy;

/** A sent quote's e-mail, in its language, with the link to its acceptance page. */
export function quoteEmail({
  to,
  lang,
  number,
  company,
  course,
  totalMinor,
  currency,
  validUntil,
  link,
  siteUrl,
  replyTo,
}: {
  to: string;
  lang: Lang;
  number: string;
  company: string;
  course: string;
  totalMinor: number;
  currency: "EUR" | "GNF";
  validUntil: string;
  link: string;
  siteUrl: string;
  replyTo?: string;
}): OutgoingEmail {
  const w = copy[lang];
  const subject = w.subject(number);
  const intro = w.intro(company, course);
  const total = w.total(formatMinorAmount(totalMinor, currency, lang), formatCalendarDay(validUntil, lang));
  const text = [
    w.hello,
    "",
    intro,
    total,
    "",
    w.how,
    `${w.open}${lang === "fr" ? `${NBSP}:` : ":"} ${link}`,
    "",
    w.questions,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello}</p>
    <p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0 0 16px">${total}</p>
    <p style="margin:0 0 16px">${w.how}</p>
    ${actionLink(link, w.open)}
    <p style="margin:0 0 16px">${w.questions}</p>`;
  return {
    kind: "quote-sent",
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
