import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { formatDate } from "~/lib/format";
import type { Lang } from "~/lib/language";

const NBSP = "\u00a0";

const copy = {
  fr: {
    subject: (company: string) => `Invitation à rejoindre ${company}`,
    hello: "Bonjour,",
    intro: (inviter: string, company: string) =>
      `${inviter} vous invite à rejoindre l'espace de ${company} sur notre site${NBSP}: vous y verrez les coordonnées de la société, ses contacts et ses factures.`,
    how: "Connectez-vous, ou créez un compte, avec cette adresse e-mail, puis ouvrez le lien.",
    join: (company: string) => `Rejoindre ${company}`,
    until: (date: string) => `Le lien est valable jusqu'au ${date}.`,
    ignore: "Si vous ne connaissez pas cette personne, ignorez ce message.",
  },
  en: {
    subject: (company: string) => `Invitation to join ${company}`,
    hello: "Hello,",
    intro: (inviter: string, company: string) =>
      `${inviter} invites you to join ${company}'s space on our site: you will see the company's details, its contacts and its invoices.`,
    how: "Sign in, or create an account, with this e-mail address, then open the link.",
    join: (company: string) => `Join ${company}`,
    until: (date: string) => `The link is valid until ${date}.`,
    ignore: "If you do not know this person, ignore this message.",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const invitationEmailCopy = copy;

/** A contact's invitation of a colleague, in the company's language, with the link to accept it. */
export function companyInvitationEmail({
  to,
  lang,
  company,
  inviter,
  link,
  expiresAt,
  siteUrl,
}: {
  to: string;
  lang: Lang;
  company: string;
  inviter: string;
  link: string;
  expiresAt: Date;
  siteUrl: string;
}): OutgoingEmail {
  const w = copy[lang];
  const subject = w.subject(company);
  const intro = w.intro(inviter, company);
  const until = w.until(formatDate(expiresAt, lang, "long"));
  const text = [
    w.hello,
    "",
    intro,
    w.how,
    "",
    `${w.join(company)}${lang === "fr" ? `${NBSP}:` : ":"} ${link}`,
    until,
    "",
    w.ignore,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${w.hello}</p>
    <p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0 0 16px">${w.how}</p>
    ${actionLink(link, w.join(company))}
    <p style="margin:0 0 16px">${until}</p>
    <p style="margin:0 0 16px">${w.ignore}</p>`;
  return {
    kind: "company-invitation",
    to,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
