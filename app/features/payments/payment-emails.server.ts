import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
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
        `Nous avons bien reçu votre paiement de ${amount} pour « ${product} ». Merci !`,
      button: "Voir mes inscriptions",
    },
    failed: {
      subject: (product: string) => `Paiement non abouti : ${product}`,
      intro: (amount: string, product: string) =>
        `Votre paiement de ${amount} pour « ${product} » n'a pas abouti. Aucun montant n'a été prélevé. Vous pouvez réessayer depuis vos inscriptions.`,
      button: "Réessayer",
    },
    reference: (reference: string) => `Référence du paiement : ${reference}`,
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
  },
} satisfies Record<Lang, unknown>;

/** The e-mail a settled payment sends, in the payer's language (the recipient is added by the caller). */
export function paymentEmail(payment: Payment, deps: PaymentDeps): Omit<OutgoingEmail, "to"> {
  const lang: Lang = payment.lang === "en" ? "en" : "fr";
  const words = copy[lang];
  const which = payment.status === "succeeded" ? words.received : words.failed;
  const amount = formatMinor(payment.amountMinor, payment.currency as Currency, lang);
  const link =
    payment.registrationId !== null
      ? `${deps.siteUrl}${localizePath("/profile/registrations", lang)}`
      : `${deps.siteUrl}${localizePath(`/payments/${payment.reference}`, lang)}`;
  const subject = which.subject(payment.productName);
  const intro = which.intro(amount, payment.productName);
  const text = [
    intro,
    "",
    words.reference(payment.reference),
    "",
    link,
    "",
    textSignature(lang, deps.siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 12px">${intro}</p>
    <p style="margin:0">${words.reference(payment.reference)}</p>
    ${actionLink(link, which.button)}`;
  return {
    kind: payment.status === "succeeded" ? "payment-received" : "payment-failed",
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl: deps.siteUrl }),
  };
}
