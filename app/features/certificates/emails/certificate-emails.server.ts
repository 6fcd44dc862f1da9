import { localize } from "~/features/catalog/localize";
import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { formatDate } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { certificatePdfPath, MY_CERTIFICATES_PATH, verificationUrl } from "../certificate-links";
import type { CertificateRecord } from "../certificate-record.server";

/**
 * The e-mails a certificate's holder gets, in the certificate's language: the certificate is
 * issued (with its verification link, the PDF's and their list's), and, for a certificate that
 * expires, the reminder to renew it with the next sessions of the same course.
 */

const NBSP = "\u00a0";

const copy = {
  fr: {
    hello: (name: string) => `Bonjour ${name},`,
    issued: {
      subject: (course: string) => `Votre certificat${NBSP}: ${course}`,
      intro: (course: string, number: string) =>
        `Félicitations${NBSP}! Vous avez suivi la formation «${NBSP}${course}${NBSP}». Votre attestation de fin de formation n°${NBSP}${number} est prête.`,
      download: "Télécharger mon certificat (PDF)",
      share: `Toute personne à qui vous transmettez ce lien (un employeur, un responsable sécurité) peut vérifier votre certificat, sans compte${NBSP}:`,
      validUntil: (date: string) => `Il est valable jusqu'au ${date}.`,
      all: `Tous vos certificats sont dans votre espace${NBSP}:`,
    },
    renewal: {
      subject: (course: string) => `Votre certificat expire bientôt${NBSP}: ${course}`,
      intro: (course: string, number: string, date: string) =>
        `Votre certificat de la formation «${NBSP}${course}${NBSP}» (n°${NBSP}${number}) expire le ${date}. Pour le renouveler, inscrivez-vous à une session de recyclage.`,
      sessions: `Prochaines sessions${NBSP}:`,
      register: "S'inscrire",
      none: `Aucune session n'est programmée pour le moment${NBSP}: la page de la formation vous permet de demander à être prévenu.`,
      course: "Voir la formation",
      all: `Vos certificats${NBSP}:`,
    },
    employer: {
      subject: (name: string, course: string) => `Certificat de ${name} à renouveler${NBSP}: ${course}`,
      hello: "Bonjour,",
      intro: (name: string, company: string, course: string, number: string, date: string) =>
        `Le certificat de ${name}, inscrit(e) par ${company} à la formation «${NBSP}${course}${NBSP}» (n°${NBSP}${number}), expire le ${date}. Pour le renouveler, réservez une place de recyclage.`,
      book: "Réserver pour mon entreprise",
    },
  },
  en: {
    hello: (name: string) => `Hello ${name},`,
    issued: {
      subject: (course: string) => `Your certificate: ${course}`,
      intro: (course: string, number: string) =>
        `Congratulations! You attended the course “${course}”. Your certificate of completion no. ${number} is ready.`,
      download: "Download my certificate (PDF)",
      share:
        "Anyone you give this link to (an employer, a safety officer) can check your certificate, without an account:",
      validUntil: (date: string) => `It is valid until ${date}.`,
      all: "All your certificates are in your account:",
    },
    renewal: {
      subject: (course: string) => `Your certificate expires soon: ${course}`,
      intro: (course: string, number: string, date: string) =>
        `Your certificate for the course “${course}” (no. ${number}) expires on ${date}. To renew it, book a refresher session.`,
      sessions: "Next sessions:",
      register: "Book",
      none: "No session is scheduled yet: the course page lets you ask to be told when one is.",
      course: "See the course",
      all: "Your certificates:",
    },
    employer: {
      subject: (name: string, course: string) => `${name}'s certificate to renew: ${course}`,
      hello: "Hello,",
      intro: (name: string, company: string, course: string, number: string, date: string) =>
        `The certificate of ${name}, registered by ${company} for the course “${course}” (no. ${number}), expires on ${date}. To renew it, book a refresher seat.`,
      book: "Book for my company",
    },
  },
} satisfies Record<Lang, unknown>;

/** "Label :" in French typography, "Label:" in English. */
function colon(lang: Lang, label: string): string {
  return lang === "fr" ? `${label}${NBSP}:` : `${label}:`;
}

/** The e-mails' strings, for the French typography check. */
export const certificateEmailCopy = copy;

function absolute(siteUrl: string, path: string): string {
  return `${siteUrl.replace(/\/+$/, "")}${path}`;
}

/** A new certificate, to its holder. */
export function certificateIssuedEmail(
  record: CertificateRecord,
  { siteUrl }: { siteUrl: string },
): OutgoingEmail {
  const { certificate, holder } = record;
  const lang = certificate.lang;
  const w = copy[lang];
  const course = localize(record.course.title, lang);
  const verify = verificationUrl(siteUrl, certificate.code, lang);
  const pdf = absolute(siteUrl, certificatePdfPath(certificate.id, lang));
  const mine = absolute(siteUrl, localizePath(MY_CERTIFICATES_PATH, lang));
  const intro = w.issued.intro(course, certificate.number);
  const until = certificate.validUntil
    ? w.issued.validUntil(formatDate(certificate.validUntil, lang, "long", record.session.timeZone))
    : null;
  const subject = w.issued.subject(course);
  const text = [
    w.hello(holder.firstName),
    "",
    intro,
    ...(until ? [until] : []),
    "",
    `${colon(lang, w.issued.download)} ${pdf}`,
    "",
    w.issued.share,
    verify,
    "",
    w.issued.all,
    mine,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello(holder.firstName)}</p>
    <p style="margin:0 0 16px">${intro}</p>
    ${until ? html`<p style="margin:0 0 16px">${until}</p>` : ""} ${actionLink(pdf, w.issued.download)}
    <p style="margin:0 0 8px">${w.issued.share}</p>
    <p style="margin:0 0 16px;word-break:break-all">
      <a href="${verify}" style="color:#1d4ed8">${verify}</a>
    </p>
    <p style="margin:0 0 8px">${w.issued.all}</p>
    <p style="margin:0 0 16px"><a href="${mine}" style="color:#1d4ed8">${mine}</a></p>`;
  return {
    kind: "certificate-issued",
    to: holder.email,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}

/** A session to book to renew a certificate: its id, first day and place, formatted. */
export interface RenewalSession {
  id: number;
  label: string;
}

/** The reminder to renew a certificate before it expires, with the next sessions of its course. */
export function renewalReminderEmail(
  record: CertificateRecord,
  { siteUrl, sessions }: { siteUrl: string; sessions: RenewalSession[] },
): OutgoingEmail {
  const { certificate, holder } = record;
  const lang = certificate.lang;
  const w = copy[lang];
  const course = localize(record.course.title, lang);
  const until = formatDate(certificate.validUntil ?? new Date(), lang, "long", record.session.timeZone);
  const intro = w.renewal.intro(course, certificate.number, until);
  const courseUrl = absolute(siteUrl, localizePath(`/courses/${record.course.id}`, lang));
  const mine = absolute(siteUrl, localizePath(MY_CERTIFICATES_PATH, lang));
  const booking = sessions.map((session) => ({
    label: session.label,
    url: absolute(siteUrl, `${localizePath(`/register/${record.course.id}`, lang)}?session=${session.id}`),
  }));
  const subject = w.renewal.subject(course);
  const text = [
    w.hello(holder.firstName),
    "",
    intro,
    "",
    ...(booking.length
      ? [w.renewal.sessions, ...booking.map((session) => `- ${colon(lang, session.label)} ${session.url}`)]
      : [w.renewal.none, courseUrl]),
    "",
    w.renewal.all,
    mine,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello(holder.firstName)}</p>
    <p style="margin:0 0 16px">${intro}</p>
    ${
      booking.length
        ? html`<p style="margin:0 0 8px">${w.renewal.sessions}</p>
            <ul style="margin:0 0 16px;padding-left:20px">
              ${booking.map(
                (session) =>
                  html`<li style="margin:0 0 8px">
                    ${session.label} —
                    <a href="${session.url}" style="color:#1d4ed8">${w.renewal.register}</a>
                  </li>`,
              )}
            </ul>`
        : html`<p style="margin:0 0 8px">${w.renewal.none}</p>
            ${actionLink(courseUrl, w.renewal.course)}`
    }
    <p style="margin:0 0 8px">${w.renewal.all}</p>
    <p style="margin:0 0 16px"><a href="${mine}" style="color:#1d4ed8">${mine}</a></p>`;
  return {
    kind: "certificate-renewal",
    to: holder.email,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}

/**
 * The same reminder to the employer, when the holder's company booked the seat: to the company's
 * billing address, in the company's language, with the page where its contacts book the course.
 */
export function employerRenewalReminderEmail(
  record: CertificateRecord,
  { siteUrl, company }: { siteUrl: string; company: { legalName: string; email: string; lang: Lang } },
): OutgoingEmail {
  const { certificate, holder } = record;
  const lang = company.lang;
  const w = copy[lang];
  const course = localize(record.course.title, lang);
  const name = `${holder.firstName} ${holder.lastName}`;
  const until = formatDate(certificate.validUntil ?? new Date(), lang, "long", record.session.timeZone);
  const intro = w.employer.intro(name, company.legalName, course, certificate.number, until);
  const bookUrl = absolute(siteUrl, localizePath(`/courses/${record.course.id}/company-booking`, lang));
  const subject = w.employer.subject(name, course);
  const text = [
    w.employer.hello,
    "",
    intro,
    "",
    `${colon(lang, w.employer.book)} ${bookUrl}`,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.employer.hello}</p>
    <p style="margin:0 0 16px">${intro}</p>
    ${actionLink(bookUrl, w.employer.book)}`;
  return {
    kind: "certificate-renewal-employer",
    to: company.email,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
