import type { Lang } from "~/lib/language";
import { html, multiline } from "../html.server";
import { htmlLayout, textSignature, type RenderedEmail } from "./layout.server";

export interface ComplaintMailView {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  /** The category's name in the e-mail's language. */
  categoryLabel: string;
  /** The course and session it concerns, or null. */
  concerns: string | null;
  message: string;
  lang: Lang;
  receivedAt: Date;
}

/** To the staff, in French (the group's working language), with the link to the register. */
export function complaintStaffEmail(
  complaint: ComplaintMailView & { id: number },
  siteUrl: string,
): RenderedEmail {
  const received = new Intl.DateTimeFormat("fr-FR", {
    dateStyle: "long",
    timeStyle: "short",
    timeZone: "Africa/Conakry",
  }).format(complaint.receivedAt);
  const link = new URL(`/admin/complaints/${complaint.id}`, siteUrl).toString();
  const rows: [string, string][] = [
    ["Référence", complaint.reference],
    ["Nom", complaint.name],
    ["E-mail", complaint.email],
    ["Téléphone", complaint.phone ?? "—"],
    ["Motif", complaint.categoryLabel],
    ["Concerne", complaint.concerns ?? "—"],
    ["Langue", complaint.lang === "en" ? "anglais" : "français"],
    ["Reçue le", `${received} (heure de Conakry)`],
  ];
  const subject = `[Réclamation ${complaint.reference}] ${complaint.categoryLabel}`;
  const text = [
    "Nouvelle réclamation",
    "",
    ...rows.map(([label, value]) => `${label} : ${value}`),
    "",
    "Réclamation :",
    complaint.message,
    "",
    `Traitez-la dans le registre des réclamations : ${link}`,
    "",
    textSignature("fr", siteUrl),
  ].join("\n");
  const body = html`<h1 style="margin:0 0 16px;font-size:20px">Nouvelle réclamation</h1>
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
    <h2 style="margin:24px 0 8px;font-size:16px">Réclamation</h2>
    <p style="margin:0;padding:12px;background:#f8fafc;border-left:4px solid #1d4ed8">
      ${multiline(complaint.message)}
    </p>
    <p style="margin:16px 0 0">
      Traitez-la dans le registre des réclamations : <a href="${link}">${link}</a>
    </p>`;
  return { subject, text, html: htmlLayout({ lang: "fr", title: subject, body, siteUrl }) };
}

const ackCopy = {
  fr: {
    subject: (reference: string) => `Votre réclamation ${reference} est enregistrée`,
    hello: (name: string) => `Bonjour ${name},`,
    received: (reference: string, category: string) =>
      `Nous avons bien reçu votre réclamation (motif\u00a0: ${category}). Elle est enregistrée sous la référence ${reference}.`,
    next: "Une personne de l'équipe qualité l'étudie et vous répondra par e-mail. Rappelez cette référence dans vos échanges.",
    notYou: "Si vous n'avez pas fait cette réclamation, vous pouvez ignorer ce courriel.",
  },
  en: {
    subject: (reference: string) => `Your complaint ${reference} has been recorded`,
    hello: (name: string) => `Hello ${name},`,
    received: (reference: string, category: string) =>
      `We have received your complaint (about: ${category}). It is recorded under the reference ${reference}.`,
    next: "Someone from our quality team is looking into it and will answer you by e-mail. Please quote this reference when you write to us.",
    notYou: "If you did not make this complaint, you can ignore this e-mail.",
  },
} satisfies Record<Lang, unknown>;

/**
 * To the complainant, in the language of the page they wrote from. It gives the reference and
 * the category, not the text: the form cannot relay arbitrary text to any address.
 */
export function complaintAcknowledgementEmail(complaint: ComplaintMailView, siteUrl: string): RenderedEmail {
  const copy = ackCopy[complaint.lang];
  const subject = copy.subject(complaint.reference);
  const received = copy.received(complaint.reference, complaint.categoryLabel);
  const text = [
    copy.hello(complaint.name),
    "",
    received,
    "",
    copy.next,
    "",
    copy.notYou,
    "",
    textSignature(complaint.lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${copy.hello(complaint.name)}</p>
    <p style="margin:0 0 16px">${received}</p>
    <p style="margin:0 0 16px">${copy.next}</p>
    <p style="margin:0;color:#475569;font-size:14px">${copy.notYou}</p>`;
  return { subject, text, html: htmlLayout({ lang: complaint.lang, title: subject, body, siteUrl }) };
}

const answerCopy = {
  fr: {
    subject: (reference: string) => `Réponse à votre réclamation ${reference}`,
    hello: (name: string) => `Bonjour ${name},`,
    yours: "Votre réclamation\u00a0:",
  },
  en: {
    subject: (reference: string) => `Answer to your complaint ${reference}`,
    hello: (name: string) => `Hello ${name},`,
    yours: "Your complaint:",
  },
} satisfies Record<Lang, unknown>;

/**
 * The staff's answer, in the complainant's language, with their complaint quoted below. The
 * answer is the staff's text, escaped in the HTML part.
 */
export function complaintAnswerEmail(
  {
    reference,
    name,
    message,
    lang,
    answer,
  }: Pick<ComplaintMailView, "reference" | "name" | "message" | "lang"> & {
    answer: string;
  },
  siteUrl: string,
): RenderedEmail {
  const words = answerCopy[lang];
  const subject = words.subject(reference);
  const quoted = message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join("\n");
  const text = [
    words.hello(name),
    "",
    answer,
    "",
    textSignature(lang, siteUrl),
    "",
    words.yours,
    quoted,
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${words.hello(name)}</p>
    <p style="margin:0 0 16px">${multiline(answer)}</p>
    <h2 style="margin:24px 0 8px;font-size:16px">${words.yours}</h2>
    <p style="margin:0;padding:12px;background:#f8fafc;border-left:4px solid #94a3b8;color:#475569">
      ${multiline(message)}
    </p>`;
  return { subject, text, html: htmlLayout({ lang, title: subject, body, siteUrl }) };
}
