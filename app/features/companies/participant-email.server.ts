import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";

const NBSP = "\u00a0";

const copy = {
  fr: {
    subject: (course: string) => `Vous êtes inscrit(e) à la formation ${course}`,
    hello: (name: string) => `Bonjour ${name},`,
    intro: (company: string, course: string, when: string) =>
      `${company} vous a inscrit(e) à la formation « ${course} », qui commence le ${when}.`,
    how: "Confirmez votre participation par ce lien. Aucun compte n'est nécessaire.",
    confirm: "Confirmer ma participation",
    ignore: "Si vous n'êtes pas concerné(e), prévenez votre entreprise et ignorez ce message.",
  },
  en: {
    subject: (course: string) => `You are registered for ${course}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (company: string, course: string, when: string) =>
      `${company} has registered you for the training "${course}", which starts on ${when}.`,
    how: "Confirm your participation with this link. No account is needed.",
    confirm: "Confirm my participation",
    ignore: "If this is not for you, tell your company and ignore this message.",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const participantEmailCopy = copy;

/** The e-mail a participant named by their company gets, with the link that confirms it. */
export function participantInvitationEmail({
  to,
  lang,
  firstName,
  company,
  courseTitle,
  startsAt,
  timeZone,
  link,
  siteUrl,
}: {
  to: string;
  lang: Lang;
  firstName: string;
  company: string;
  courseTitle: string;
  startsAt: Date;
  timeZone: string;
  link: string;
  siteUrl: string;
}): OutgoingEmail {
  const w = copy[lang];
  const subject = w.subject(courseTitle);
  const when = `${formatDate(startsAt, lang, "long", timeZone)}${lang === "fr" ? " à " : " at "}${formatTime(startsAt, lang, timeZone)}`;
  const intro = w.intro(company, courseTitle, when);
  const text = [
    w.hello(firstName),
    "",
    intro,
    w.how,
    "",
    `${w.confirm}${lang === "fr" ? `${NBSP}:` : ":"} ${link}`,
    "",
    w.ignore,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello(firstName)}</p>
    <p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0 0 16px">${w.how}</p>
    ${actionLink(link, w.confirm)}
    <p style="margin:0 0 16px">${w.ignore}</p>`;
  return {
    kind: "company-participant",
    to,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
