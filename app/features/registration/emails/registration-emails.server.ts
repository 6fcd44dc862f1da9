import { localize } from "~/features/catalog/localize";
import { html, type Html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatMoney } from "~/lib/format";
import { isLang, localizePath, type Lang } from "~/lib/language";
import type { BankTransferDetails } from "~/lib/settings.server";
import { siteConfig } from "~/lib/site-config";
import { calendarAttachment, registrationCalendar } from "../calendar.server";
import { momentIn } from "../moment.server";
import { registrationPrice, type RegistrationDetails } from "../registration-details.server";
import { emailCopy, type EmailCopy } from "./email-copy.server";
import { emailParts, type EmailOptions, type RegistrationEmailKind } from "./email-parts.server";

type Rows = [label: string, value: string][];

/** "Prix :" in French typography, "Price:" in English. */
function colon(lang: Lang, label: string): string {
  return lang === "fr" ? `${label} :` : `${label}:`;
}

function sessionRows(details: RegistrationDetails, lang: Lang, copy: EmailCopy): Rows {
  const rows: Rows = [[copy.labels.course, localize(details.course.title, lang)]];
  if (details.session) {
    const when = sessionWhen(details.session, lang);
    const place = sessionPlace(details.session, lang);
    rows.push([
      copy.labels.dates,
      when.endDate ? copy.dateRange(when.startDate, when.endDate) : when.startDate,
    ]);
    rows.push([copy.labels.time, `${when.time} (${copy.zone(when.zone.city, when.zone.offset)})`]);
    rows.push([
      copy.labels.place,
      place ? [place.venue, place.street, place.city, place.country].filter(Boolean).join(", ") : copy.online,
    ]);
  }
  const price = registrationPrice(details);
  rows.push([copy.labels.price, price ? formatMoney(price.cents, price.currency, lang) : copy.onRequest]);
  rows.push([copy.labels.reference, details.registration.paymentReference]);
  return rows;
}

function paymentLines(
  details: RegistrationDetails,
  lang: Lang,
  copy: EmailCopy,
  {
    bank = siteConfig.payment.bankTransfer,
    holdUntil,
  }: { bank?: BankTransferDetails; holdUntil?: Date | null },
): string[] {
  const price = registrationPrice(details);
  if (!price) return [copy.payment.onRequest];
  const orange = siteConfig.payment.orangeMoney;
  const { registration } = details;
  return [
    copy.payment.amount(formatMoney(price.cents, price.currency, lang)),
    ...(registration.payer === "company" && registration.company
      ? [copy.payment.company(registration.company)]
      : []),
    holdUntil && details.session
      ? copy.payment.transferBefore(
          registration.paymentReference,
          momentIn(holdUntil, details.session.timeZone, lang),
        )
      : copy.payment.transfer(registration.paymentReference),
    `  ${colon(lang, copy.payment.bank.name)} ${bank.bankName}`,
    `  ${colon(lang, copy.payment.bank.holder)} ${bank.accountHolder}`,
    `  ${colon(lang, copy.payment.bank.account)} ${bank.accountNumber}`,
    `  ${colon(lang, copy.payment.bank.swift)} ${bank.swift}`,
    copy.payment.orangeMoney(orange.merchantName, orange.merchantNumber),
    copy.payment.online,
  ];
}

function rowsHtml(rows: Rows): Html {
  return html`<table
    role="presentation"
    cellpadding="0"
    cellspacing="0"
    style="margin:16px 0;border-collapse:collapse"
  >
    ${rows.map(
      ([label, value]) =>
        html`<tr>
          <td style="padding:4px 16px 4px 0;color:#475569;vertical-align:top;white-space:nowrap">${label}</td>
          <td style="padding:4px 0;font-weight:bold">${value}</td>
        </tr>`,
    )}
  </table>`;
}

/** A registration e-mail in the registrant's language, with its calendar file when it has one. */
export function registrationEmail(
  kind: RegistrationEmailKind,
  details: RegistrationDetails,
  options: EmailOptions,
): OutgoingEmail {
  const { registration } = details;
  const lang: Lang = isLang(registration.lang) ? registration.lang : "fr";
  const copy = emailCopy[lang];
  const content = emailParts(kind, details, lang, options);
  const rows = sessionRows(details, lang, copy);
  const payment = content.payment
    ? paymentLines(details, lang, copy, { bank: options.bankTransfer, holdUntil: options.holdUntil })
    : [];
  const manageUrl = `${options.siteUrl}${localizePath("/profile/registrations", lang)}`;

  const text = [
    copy.hello(registration.firstName),
    "",
    ...content.intro,
    "",
    ...rows.map(([label, value]) => `${colon(lang, label)} ${value}`),
    ...(content.action ? ["", content.action.url] : []),
    ...(payment.length ? ["", colon(lang, copy.payment.title), ...payment] : []),
    ...(content.after.length ? ["", ...content.after] : []),
    "",
    copy.manage,
    manageUrl,
    "",
    textSignature(lang, options.siteUrl),
  ].join("\n");

  const body = html`<p style="margin:0 0 12px">${copy.hello(registration.firstName)}</p>
    ${content.intro.map((paragraph) => html`<p style="margin:0 0 12px">${paragraph}</p>`)} ${rowsHtml(rows)}
    ${content.action ? actionLink(content.action.url, content.action.label) : ""}
    ${
      payment.length
        ? html`<h2 style="margin:24px 0 8px;font-size:18px">${copy.payment.title}</h2>
            ${payment.map((line) => html`<p style="margin:0 0 6px">${line.trim()}</p>`)}`
        : ""
    }
    ${content.after.map((paragraph) => html`<p style="margin:16px 0 0">${paragraph}</p>`)}
    <p style="margin:24px 0 0">${copy.manage}</p>
    ${actionLink(manageUrl, copy.manageButton)}`;

  const calendarText =
    content.calendar &&
    registrationCalendar(details, {
      method: content.calendar,
      lang,
      siteUrl: options.siteUrl,
      now: options.now,
    });
  return {
    kind: `registration-${kind}`,
    to: registration.email,
    subject: content.subject,
    text,
    html: htmlLayout({ lang, title: content.subject, body, siteUrl: options.siteUrl }),
    ...(calendarText && content.calendar
      ? { attachments: [calendarAttachment(calendarText, content.calendar)] }
      : {}),
  };
}
