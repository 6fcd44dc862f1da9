import type { Lang } from "~/lib/language";
import { html } from "../html.server";
import { actionLink, htmlLayout, textSignature, type RenderedEmail } from "./layout.server";

/** Why the money is owed back: who cancelled, or a payment that came after the end. */
export type RefundRequestCause =
  "registrant" | "staff" | "session-cancelled" | "late-payment" | "duplicate-payment";

/** What staff need to act on a refund request, already formatted for the recipient's language. */
export interface RefundRequestView {
  registrationId: number;
  name: string;
  email: string;
  course: string;
  /** The session's start in its own zone, or null for a registration without one. */
  session: string | null;
  /** What was paid and not yet refunded ("49,99 €"), one per currency. */
  amount: string;
  /** The registration's payment reference (GMS-…), and each payment's own. */
  reference: string;
  payments: string[];
  cause: RefundRequestCause;
  /** The back-office page of the registration, absolute. */
  link: string;
}

const copy = {
  fr: {
    subject: (name: string, amount: string) => `Remboursement demandé : ${name} (${amount})`,
    heading: "Un remboursement est demandé",
    causes: {
      registrant: "La personne a annulé son inscription payée.",
      staff: "L'équipe a annulé cette inscription payée.",
      "session-cancelled":
        "La session a été annulée : l'inscription payée l'est aussi. Un paiement par carte est remboursé automatiquement ; vérifiez-le sur la page de l'inscription.",
      "late-payment":
        "Un paiement est arrivé après la fin de l'inscription : il est à rendre (automatiquement quand son prestataire rembourse ; vérifiez-le sur la page de l'inscription).",
      "duplicate-payment":
        "L'inscription a été payée deux fois : le second paiement est à rendre, son prestataire ne rembourse pas automatiquement. L'inscription reste payée par le premier.",
    },
    rows: {
      person: "Personne",
      email: "E-mail",
      course: "Formation",
      session: "Session",
      noSession: "Sans session",
      amount: "Montant payé à rembourser",
      reference: "Référence de paiement",
      payments: "Paiements",
    },
    how: "Remboursez depuis la page de l'inscription (carte, test) ou avec « npm run payment:refund -- <référence> » ; pour un virement ou des espèces, renvoyez l'argent puis enregistrez-le au même endroit.",
    open: "Ouvrir l'inscription",
  },
  en: {
    subject: (name: string, amount: string) => `Refund requested: ${name} (${amount})`,
    heading: "A refund is requested",
    causes: {
      registrant: "The registrant cancelled their paid registration.",
      staff: "Staff cancelled this paid registration.",
      "session-cancelled":
        "The session was cancelled, and this paid registration with it. A card payment is refunded automatically; check it on the registration's page.",
      "late-payment":
        "A payment arrived after the registration had ended: it must go back (automatically when its provider refunds; check it on the registration's page).",
      "duplicate-payment":
        "The registration was paid twice: the second payment must go back, and its provider does not refund automatically. The registration stays paid by the first.",
    },
    rows: {
      person: "Person",
      email: "E-mail",
      course: "Course",
      session: "Session",
      noSession: "No session",
      amount: "Amount paid, to refund",
      reference: "Payment reference",
      payments: "Payments",
    },
    how: "Refund from the registration's page (card, test) or with “npm run payment:refund -- <reference>”; for a bank transfer or cash, send the money back, then record it in the same place.",
    open: "Open the registration",
  },
} satisfies Record<Lang, unknown>;

/** To the staff, in their language: who, what, how much, which reference, and where to act. */
export function refundRequestStaffEmail(view: RefundRequestView, lang: Lang, siteUrl: string): RenderedEmail {
  const words = copy[lang];
  const rows: [string, string][] = [
    [words.rows.person, view.name],
    [words.rows.email, view.email],
    [words.rows.course, view.course],
    [words.rows.session, view.session ?? words.rows.noSession],
    [words.rows.amount, view.amount],
    [words.rows.reference, view.reference],
    ...(view.payments.length ? [[words.rows.payments, view.payments.join(", ")] as [string, string]] : []),
  ];
  const subject = words.subject(view.name, view.amount);
  const separator = lang === "fr" ? " : " : ": ";
  const text = [
    words.heading,
    "",
    words.causes[view.cause],
    "",
    ...rows.map(([label, value]) => `${label}${separator}${value}`),
    "",
    words.how,
    "",
    `${words.open}${separator}${view.link}`,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<h1 style="margin:0 0 16px;font-size:20px">${words.heading}</h1>
    <p style="margin:0 0 16px">${words.causes[view.cause]}</p>
    <table role="presentation" cellpadding="0" cellspacing="0" style="border-collapse:collapse;width:100%">
      ${rows.map(
        ([label, value]) =>
          html`<tr>
            <th scope="row" align="left" style="padding:6px 12px 6px 0;vertical-align:top;white-space:nowrap">
              ${label}
            </th>
            <td style="padding:6px 0">${value}</td>
          </tr> `,
      )}
    </table>
    <p style="margin:16px 0 0">${words.how}</p>
    ${actionLink(view.link, words.open)}`;
  return { subject, text, html: htmlLayout({ lang, title: subject, body, siteUrl }) };
}
