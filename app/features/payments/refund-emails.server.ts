import { html } from "~/features/mail/html.server";
import type { OutboxAttachment, OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { localizePath, type Lang } from "~/lib/language";
import type { Payment } from "../../../db/schema";
import { formatMinor } from "./money";
import type { PaymentDeps } from "./payment-deps";
import type { Currency } from "./provider";

/** The e-mails of refunds, and of a payment that came after its registration had expired (ADR 1005). */

const copy = {
  fr: {
    refunded: {
      subject: (product: string) => `Remboursement effectué : ${product}`,
      intro: (refunded: string, paid: string, product: string) =>
        `Nous vous avons remboursé ${refunded} sur votre paiement de ${paid} pour « ${product} ».`,
      total: (total: string) => `Total remboursé sur ce paiement : ${total}.`,
      full: "Le paiement est entièrement remboursé.",
      delay:
        "Selon votre banque ou votre opérateur, le montant apparaît sur votre compte sous quelques jours.",
    },
    late: {
      subject: (product: string) => `Paiement reçu après l'expiration de votre réservation : ${product}`,
      intro: (amount: string, product: string) =>
        `Nous avons reçu votre paiement de ${amount} pour « ${product} », mais votre réservation avait expiré faute de paiement et la session n'a plus de place libre.`,
      cancelled: (amount: string, product: string) =>
        `Nous avons reçu votre paiement de ${amount} pour « ${product} », mais votre inscription avait été annulée entre-temps.`,
      automatic: "Nous vous le remboursons intégralement : vous recevrez un e-mail quand ce sera fait.",
      staff:
        "Notre équipe va vous le rembourser intégralement et vous contactera pour cela. Vous n'avez rien à faire.",
    },
    duplicate: {
      subject: (product: string) => `Paiement en double : ${product}`,
      intro: (amount: string, product: string) =>
        `Nous avons reçu un second paiement de ${amount} pour « ${product} », alors que votre inscription était déjà payée.`,
      automatic:
        "Nous vous le remboursons intégralement, automatiquement : vous recevrez un e-mail quand ce sera fait. Votre inscription reste confirmée et payée.",
      staff:
        "Notre équipe va vous le rembourser intégralement et vous contactera pour cela. Votre inscription reste confirmée et payée ; vous n'avez rien à faire.",
    },
    receipt: (number: string) =>
      `Reçu de paiement : n° ${number} (aucun nouveau reçu n'est émis pour un remboursement).`,
    lateReceipt: (number: string) => `Votre reçu n° ${number} est joint à ce message (PDF).`,
    reference: (reference: string) => `Référence du paiement : ${reference}`,
    button: "Voir mes inscriptions",
  },
  en: {
    refunded: {
      subject: (product: string) => `Refund made: ${product}`,
      intro: (refunded: string, paid: string, product: string) =>
        `We have refunded ${refunded} of your payment of ${paid} for “${product}”.`,
      total: (total: string) => `Total refunded on this payment: ${total}.`,
      full: "The payment is fully refunded.",
      delay: "Depending on your bank or operator, the amount shows on your account within a few days.",
    },
    late: {
      subject: (product: string) => `Payment received after your reservation expired: ${product}`,
      intro: (amount: string, product: string) =>
        `We have received your payment of ${amount} for “${product}”, but your reservation had expired for lack of payment and the session has no seat left.`,
      cancelled: (amount: string, product: string) =>
        `We have received your payment of ${amount} for “${product}”, but your registration had been cancelled in the meantime.`,
      automatic: "We are refunding it in full: you will get an e-mail once it is done.",
      staff: "Our team will refund it in full and contact you to do so. You have nothing to do.",
    },
    duplicate: {
      subject: (product: string) => `Duplicate payment: ${product}`,
      intro: (amount: string, product: string) =>
        `We have received a second payment of ${amount} for “${product}”, although your registration was already paid.`,
      automatic:
        "We are refunding it in full, automatically: you will get an e-mail once it is done. Your registration stays confirmed and paid.",
      staff:
        "Our team will refund it in full and contact you to do so. Your registration stays confirmed and paid; you have nothing to do.",
    },
    receipt: (number: string) => `Payment receipt: no. ${number} (a refund issues no new receipt).`,
    lateReceipt: (number: string) => `Your receipt no. ${number} is attached (PDF).`,
    reference: (reference: string) => `Payment reference: ${reference}`,
    button: "See my registrations",
  },
} satisfies Record<Lang, unknown>;

function layout(
  payment: Payment,
  deps: PaymentDeps,
  { kind, subject, lines }: { kind: string; subject: string; lines: string[] },
): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const link =
    payment.registrationId !== null
      ? `${deps.siteUrl}${localizePath("/profile/registrations", lang)}`
      : `${deps.siteUrl}${localizePath(`/payments/${payment.reference}`, lang)}`;
  const text = [...lines.flatMap((line) => [line, ""]), link, "", textSignature(lang, deps.siteUrl)].join(
    "\n",
  );
  const body = html`${lines.map((line) => html`<p style="margin:0 0 12px">${line}</p>`)}
  ${actionLink(link, copy[lang].button)}`;
  return { kind, subject, text, html: htmlLayout({ lang, title: subject, body, siteUrl: deps.siteUrl }) };
}

/** A refund the provider (or staff, for a transfer) has made: what was refunded, of what, in total. */
export function refundEmail(
  payment: Payment,
  {
    refundedNowMinor,
    totalRefundedMinor,
    receiptNumber,
  }: { refundedNowMinor: number; totalRefundedMinor: number; receiptNumber: string | null },
  deps: PaymentDeps,
): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const words = copy[lang];
  const money = (minor: number) => formatMinor(minor, payment.currency as Currency, lang);
  const full = totalRefundedMinor >= payment.amountMinor;
  return layout(payment, deps, {
    kind: "payment-refunded",
    subject: words.refunded.subject(payment.productName),
    lines: [
      words.refunded.intro(money(refundedNowMinor), money(payment.amountMinor), payment.productName),
      full ? words.refunded.full : words.refunded.total(money(totalRefundedMinor)),
      words.refunded.delay,
      ...(receiptNumber ? [words.receipt(receiptNumber)] : []),
      words.reference(payment.reference),
    ],
  });
}

/** A payment that succeeded once its registration had expired and no seat was left: it is being refunded. */
export function latePaymentEmail(
  payment: Payment,
  {
    refundsByApi,
    receipt,
    ended,
  }: {
    refundsByApi: boolean;
    receipt: { number: string; attachment: OutboxAttachment };
    ended: "expired" | "cancelled";
  },
  deps: PaymentDeps,
): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const words = copy[lang];
  const amount = formatMinor(payment.amountMinor, payment.currency as Currency, lang);
  return {
    ...layout(payment, deps, {
      kind: "payment-late",
      subject: words.late.subject(payment.productName),
      lines: [
        (ended === "cancelled" ? words.late.cancelled : words.late.intro)(amount, payment.productName),
        refundsByApi ? words.late.automatic : words.late.staff,
        words.lateReceipt(receipt.number),
        words.reference(payment.reference),
      ],
    }),
    attachments: [receipt.attachment],
  };
}

/** A second payment for a registration already paid: it goes back, automatically or by staff. */
export function duplicatePaymentEmail(
  payment: Payment,
  { refundsByApi, registrationReference }: { refundsByApi: boolean; registrationReference: string | null },
  deps: PaymentDeps,
): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const words = copy[lang];
  const amount = formatMinor(payment.amountMinor, payment.currency as Currency, lang);
  return layout(payment, deps, {
    kind: "payment-duplicate",
    subject: words.duplicate.subject(payment.productName),
    lines: [
      words.duplicate.intro(amount, payment.productName),
      refundsByApi ? words.duplicate.automatic : words.duplicate.staff,
      // The registration's reference, the one the payer knows (e-mails, Mes inscriptions).
      words.reference(registrationReference ?? payment.reference),
    ],
  });
}
