import { html } from "~/features/mail/html.server";
import type { OutboxAttachment, OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { formatCalendarDay, formatMinorAmount } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { Invoice } from "../../../db/schema";

const NBSP = "\u00a0";

const copy = {
  fr: {
    hello: "Bonjour,",
    issuedSubject: (number: string) => `Facture ${number}`,
    issued: (number: string, amount: string, due: string) =>
      `Veuillez trouver notre facture ${number} d'un montant de ${amount}, à régler au plus tard le ${due}.`,
    purchaseOrder: (po: string) => `Votre bon de commande${NBSP}: ${po}.`,
    download: "Télécharger la facture",
    space: "Elle est aussi disponible dans l'espace de votre société sur notre site.",
    reminderSubject: (number: string) => `Rappel${NBSP}: facture ${number} en attente de paiement`,
    reminder: (number: string, due: string) =>
      `Sauf erreur de notre part, notre facture ${number}, échue le ${due}, n'est pas entièrement réglée.`,
    remaining: (amount: string) => `Reste à payer${NBSP}: ${amount}.`,
    attached: "La facture est jointe à ce message.",
    ignore: "Si vous avez réglé entre-temps, merci de ne pas tenir compte de ce message.",
    thanks: "Merci de votre confiance.",
  },
  en: {
    hello: "Hello,",
    issuedSubject: (number: string) => `Invoice ${number}`,
    issued: (number: string, amount: string, due: string) =>
      `Please find our invoice ${number} for ${amount}, due by ${due}.`,
    purchaseOrder: (po: string) => `Your purchase order: ${po}.`,
    download: "Download the invoice",
    space: "It is also available in your company's space on our site.",
    reminderSubject: (number: string) => `Reminder: invoice ${number} awaiting payment`,
    reminder: (number: string, due: string) =>
      `Unless we are mistaken, our invoice ${number}, due on ${due}, has not been paid in full.`,
    remaining: (amount: string) => `Amount outstanding: ${amount}.`,
    attached: "The invoice is attached to this message.",
    ignore: "If you have paid in the meantime, please disregard this message.",
    thanks: "Thank you for your trust.",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const invoiceEmailCopy = copy;

/**
 * A company's new invoice, in the invoice's language, with the link to download it from the
 * company space (the link asks its contacts to sign in; the billing address may be a shared box).
 */
export function bookingInvoiceEmail({
  invoice,
  to,
  link,
  siteUrl,
}: {
  invoice: Invoice;
  to: string;
  link: string;
  siteUrl: string;
}): OutgoingEmail {
  const lang = invoice.lang;
  const w = copy[lang];
  const subject = w.issuedSubject(invoice.number);
  const intro = w.issued(
    invoice.number,
    formatMinorAmount(invoice.totalMinor, invoice.currency, lang),
    formatCalendarDay(invoice.dueOn, lang),
  );
  const po = invoice.purchaseOrder ? w.purchaseOrder(invoice.purchaseOrder) : null;
  const text = [
    w.hello,
    "",
    intro,
    ...(po ? [po] : []),
    "",
    `${w.download}${lang === "fr" ? `${NBSP}:` : ":"} ${link}`,
    w.space,
    "",
    w.thanks,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello}</p>
    <p style="margin:0 0 16px">${intro}</p>
    ${po && html`<p style="margin:0 0 16px">${po}</p>`} ${actionLink(link, w.download)}
    <p style="margin:0 0 16px">${w.space}</p>
    <p style="margin:0 0 16px">${w.thanks}</p>`;
  return {
    kind: "invoice-issued",
    to,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}

/**
 * An overdue invoice's reminder to its buyer, in the invoice's language, with what remains due.
 * A company's contacts get the link to their space; a funder, who has no account, the PDF.
 */
export function overdueReminderEmail({
  invoice,
  to,
  remainingMinor,
  link,
  pdf,
  siteUrl,
}: {
  invoice: Invoice;
  to: string;
  remainingMinor: number;
  link: string | null;
  pdf: OutboxAttachment | null;
  siteUrl: string;
}): OutgoingEmail {
  const lang = invoice.lang;
  const w = copy[lang];
  const subject = w.reminderSubject(invoice.number);
  const reminder = w.reminder(invoice.number, formatCalendarDay(invoice.dueOn, lang));
  const remaining = w.remaining(formatMinorAmount(remainingMinor, invoice.currency, lang));
  const text = [
    w.hello,
    "",
    reminder,
    remaining,
    "",
    link ? `${w.download}${lang === "fr" ? `${NBSP}:` : ":"} ${link}` : w.attached,
    "",
    w.ignore,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello}</p>
    <p style="margin:0 0 16px">${reminder}</p>
    <p style="margin:0 0 16px"><strong>${remaining}</strong></p>
    ${link ? actionLink(link, w.download) : html`<p style="margin:0 0 16px">${w.attached}</p>`}
    <p style="margin:0 0 16px">${w.ignore}</p>`;
  return {
    kind: "invoice-reminder",
    to,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
    ...(pdf ? { attachments: [pdf] } : {}),
  };
}
