import type { Lang } from "~/lib/language";
import { html, multiline } from "../html.server";
import { htmlLayout, textSignature, type RenderedEmail } from "./layout.server";

export interface ContactMessageView {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  subject: string;
  message: string;
  /** The service's name in French, for the staff. */
  serviceLabel: string;
  lang: Lang;
  createdAt: Date;
  /** More facts for the staff (a quote request's company, course, people…), label and value. */
  details?: [string, string][];
}

/** To the staff, in French (the group's working language); replying answers the visitor. */
export function contactStaffEmail(message: ContactMessageView, siteUrl: string): RenderedEmail {
  const service = message.serviceLabel;
  const language = message.lang === "en" ? "anglais" : "français";
  const received = new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Africa/Conakry",
  }).format(message.createdAt);
  const rows: [string, string][] = [
    ["Nom", message.name],
    ["E-mail", message.email],
    ["Téléphone", message.phone ?? "—"],
    ["Service", service],
    ["Langue", language],
    ["Reçu le", `${received} (heure de Conakry)`],
    ["Sujet", message.subject],
    ...(message.details ?? []),
  ];
  const subject = `[${message.details?.length ? "Devis" : "Contact"} #${message.id}] ${message.subject}`;
  const text = [
    "Nouveau message du formulaire de contact",
    "",
    ...rows.map(([label, value]) => `${label} : ${value}`),
    "",
    "Message :",
    message.message,
    "",
    `Répondez à ce courriel pour écrire à ${message.email}.`,
    "",
    textSignature("fr", siteUrl),
  ].join("\n");
  const body = html`<h1 style="margin:0 0 16px;font-size:20px">Nouveau message du formulaire de contact</h1>
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
    <h2 style="margin:24px 0 8px;font-size:16px">Message</h2>
    <p style="margin:0;padding:12px;background:#f8fafc;border-left:4px solid #1d4ed8">
      ${multiline(message.message)}
    </p>
    <p style="margin:16px 0 0">Répondez à ce courriel pour écrire à ${message.email}.</p>`;
  return { subject, text, html: htmlLayout({ lang: "fr", title: subject, body, siteUrl }) };
}

const ack = {
  fr: {
    subject: "Nous avons bien reçu votre message",
    hello: (name: string) => `Bonjour ${name},`,
    received: "Merci de nous avoir écrit. Nous avons bien reçu votre message :",
    reply: "Nous vous répondrons dans les meilleurs délais. Pour une demande urgente, appelez-nous.",
    notYou: "Si vous n'avez pas écrit ce message, vous pouvez ignorer ce courriel.",
  },
  en: {
    subject: "We have received your message",
    hello: (name: string) => `Hello ${name},`,
    received: "Thank you for writing to us. We have received your message:",
    reply: "We will reply as soon as possible. For anything urgent, please call us.",
    notYou: "If you did not write this message, you can ignore this e-mail.",
  },
} satisfies Record<Lang, unknown>;

/**
 * To the visitor, in the language of the page they wrote from. It repeats only their name
 * and subject, not the message, so the form cannot relay arbitrary text to any address.
 */
export function contactAcknowledgementEmail(message: ContactMessageView, siteUrl: string): RenderedEmail {
  const copy = ack[message.lang];
  const quoted = message.lang === "en" ? `“${message.subject}”` : `« ${message.subject} »`;
  const text = [
    copy.hello(message.name),
    "",
    copy.received,
    quoted,
    "",
    copy.reply,
    "",
    copy.notYou,
    "",
    textSignature(message.lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${copy.hello(message.name)}</p>
    <p style="margin:0 0 8px">${copy.received}</p>
    <p style="margin:0 0 16px;font-weight:bold">${quoted}</p>
    <p style="margin:0 0 16px">${copy.reply}</p>
    <p style="margin:0;color:#475569;font-size:14px">${copy.notYou}</p>`;
  return {
    subject: copy.subject,
    text,
    html: htmlLayout({ lang: message.lang, title: copy.subject, body, siteUrl }),
  };
}
