import { html } from "~/features/mail/html.server";
import type { OutboxAttachment, OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { localizePath, type Lang } from "~/lib/language";
import type { Payment } from "../../../db/schema";
import { formatMinor } from "./money";
import type { PaymentDeps } from "./payment-deps";
import type { Currency } from "./provider";

const copy = {
  fr: {
    received: {
      subject: (product: string) => `Paiement reçu : ${product}`,
      intro: (amount: string, product: string) =>
        `Nous avons bien reçu votre paiement de ${amount} pour « ${product} ». Merci !`,
      button: "Voir mes inscriptions",
    },
    failed: {
      subject: (product: string) => `Paiement non abouti : ${product}`,
      intro: (amount: string, product: string) =>
        `Votre paiement de ${amount} pour « ${product} » n'a pas abouti. Aucun montant n'a été prélevé. Vous pouvez réessayer depuis vos inscriptions.`,
      button: "Réessayer",
    },
    reference: (reference: string) => `Référence du paiement : ${reference}`,
    receipt: (number: string) =>
      `Votre reçu n° ${number} est joint à ce message (PDF) ; il reste téléchargeable depuis vos inscriptions.`,
    restored:
      "Votre inscription avait expiré faute de paiement ; une place étant libre, elle est rétablie et confirmée.",
    demo: {
      subject: (product: string) => `Paiement de démonstration : ${product}`,
      intro: (amount: string, product: string) =>
        `Votre paiement de démonstration de ${amount} pour « ${product} » est accepté. Aucun argent réel n'a été prélevé (TEST MODE) et aucun cours n'est réservé.`,
      receipt: (number: string) =>
        `Votre reçu de démonstration ${number} (PDF, filigrané, sans valeur de reçu) se télécharge depuis votre compte :`,
      button: "Télécharger le reçu de démonstration (PDF)",
    },
  },
  en: {
    received: {
      subject: (product: string) => `Payment received: ${product}`,
      intro: (amount: string, product: string) =>
        `We have received your payment of ${amount} for “${product}”. Thank you!`,
      button: "See my registrations",
    },
    failed: {
      subject: (product: string) => `Payment not completed: ${product}`,
      intro: (amount: string, product: string) =>
        `Your payment of ${amount} for “${product}” did not go through. Nothing was charged. You can try again from your registrations.`,
      button: "Try again",
    },
    reference: (reference: string) => `Payment reference: ${reference}`,
    receipt: (number: string) =>
      `Your receipt no. ${number} is attached (PDF); you can also download it from your registrations.`,
    restored:
      "Your registration had expired for lack of payment; a seat being free, it is restored and confirmed.",
    demo: {
      subject: (product: string) => `Demo payment: ${product}`,
      intro: (amount: string, product: string) =>
        `Your demo payment of ${amount} for “${product}” is accepted. No real money was charged (TEST MODE) and no course is booked.`,
      receipt: (number: string) =>
        `Your demo receipt ${number} (PDF, watermarked, not a receipt) downloads from your account:`,
      button: "Download the demo receipt (PDF)",
    },
  },
} satisfies Record<Lang, unknown>;

/** The demo payment's document: no number from the receipt sequence, its payment's reference. */
export function demoReceiptNumber(payment: Pick<Payment, "reference">): string {
  return `DEMO-${payment.reference}`;
}

/** Where a demo payment's watermarked PDF downloads (demo-receipt.server.ts), for its payer. */
export function demoReceiptPath(payment: Pick<Payment, "reference">, lang: Lang): string {
  return localizePath(`/payments/${payment.reference}/receipt.pdf`, lang);
}

/**
 * The e-mail a settled payment sends, in the payer's language (the recipient is added by the
 * caller); a succeeded one carries its receipt, and says so when it restored an expired
 * registration (ADR 1005). The reference it gives is the registration's (`registrationReference`,
 * the one its e-mails and pages give); a demo payment's e-mail offers its watermarked PDF, which
 * downloads, and nothing else.
 */
export function paymentEmail(
  payment: Payment,
  deps: PaymentDeps,
  {
    receipt,
    restored = false,
    registrationReference,
  }: {
    receipt?: { number: string; attachment: OutboxAttachment };
    restored?: boolean;
    registrationReference?: string | null;
  } = {},
): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const words = copy[lang];
  const succeeded = payment.status === "succeeded";
  const demo = payment.registrationId === null;
  const which = succeeded ? (demo ? words.demo : words.received) : words.failed;
  const amount = formatMinor(payment.amountMinor, payment.currency as Currency, lang);
  const link =
    demo && succeeded
      ? `${deps.siteUrl}${demoReceiptPath(payment, lang)}`
      : !demo
        ? `${deps.siteUrl}${localizePath("/profile/registrations", lang)}`
        : `${deps.siteUrl}${localizePath(`/payments/${payment.reference}`, lang)}`;
  const subject = which.subject(payment.productName);
  const intro = which.intro(amount, payment.productName);
  const extra = [
    ...(succeeded && restored ? [words.restored] : []),
    ...(succeeded && receipt && !demo ? [words.receipt(receipt.number)] : []),
    ...(succeeded && demo ? [words.demo.receipt(demoReceiptNumber(payment))] : []),
  ];
  // The registration's reference, which its payer quotes everywhere; a demo payment has only its
  // own. A caller that does not pass it gets the attempt's, which still finds the payment.
  const reference = demo ? payment.reference : (registrationReference ?? payment.reference);
  const text = [
    intro,
    "",
    ...extra.flatMap((line) => [line, ""]),
    words.reference(reference),
    "",
    link,
    "",
    textSignature(lang, deps.siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 12px">${intro}</p>
    ${extra.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}
    <p style="margin:0">${words.reference(reference)}</p>
    ${actionLink(link, which.button)}`;
  return {
    kind: succeeded ? "payment-received" : "payment-failed",
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl: deps.siteUrl }),
    ...(succeeded && receipt && !demo ? { attachments: [receipt.attachment] } : {}),
  };
}
