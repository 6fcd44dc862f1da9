import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import type { Lang } from "~/lib/language";
import type { AgreementKind } from "../../../db/schema";

const NBSP = "\u00a0";

const copy = {
  fr: {
    kind: { convention: "convention de formation", contract: "contrat de prestation de formation" },
    subject: (kind: string, number: string) => `Votre ${kind} ${number}`,
    hello: "Bonjour,",
    intro: (kind: string, company: string, course: string) =>
      `Suite à votre commande, voici la ${kind} de ${company} pour la formation «${NBSP}${course}${NBSP}».`,
    how: "Le lien ci-dessous l'affiche avec son PDF : acceptez-la en ligne, ou refusez-la en nous disant pourquoi.",
    open: "Voir et accepter le document",
    questions: "Une question ? Répondez simplement à ce message.",
  },
  en: {
    kind: { convention: "training agreement", contract: "training services contract" },
    subject: (kind: string, number: string) => `Your ${kind} ${number}`,
    hello: "Hello,",
    intro: (kind: string, company: string, course: string) =>
      `Following your order, here is ${company}'s ${kind} for the course "${course}".`,
    how: "The link below shows it with its PDF: accept it online, or decline it and tell us why.",
    open: "View and accept the document",
    questions: "Any question? Just reply to this message.",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const agreementEmailCopy = copy;

/** A training agreement's e-mail, in its language, with the link to accept it online. */
export function agreementEmail({
  to,
  lang,
  kind,
  number,
  company,
  course,
  link,
  siteUrl,
  replyTo,
}: {
  to: string;
  lang: Lang;
  kind: AgreementKind;
  number: string;
  company: string;
  course: string;
  link: string;
  siteUrl: string;
  replyTo?: string;
}): OutgoingEmail {
  const w = copy[lang];
  const kindName = w.kind[kind];
  const subject = w.subject(kindName, number);
  const intro = w.intro(kindName, company, course);
  const text = [
    w.hello,
    "",
    intro,
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
    <p style="margin:0 0 16px">${w.how}</p>
    ${actionLink(link, w.open)}
    <p style="margin:0 0 16px">${w.questions}</p>`;
  return {
    kind: "agreement-sent",
    to,
    ...(replyTo ? { replyTo } : {}),
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
