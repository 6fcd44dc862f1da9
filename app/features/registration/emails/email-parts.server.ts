import { localize } from "~/features/catalog/localize";
import { sessionWhen } from "~/features/sessions/session-queries.server";
import { localizePath, type Lang } from "~/lib/language";
import type { BankTransferDetails } from "~/lib/settings.server";
import { heldUntilSentence } from "../hold-deadline.server";
import { momentIn } from "../moment.server";
import type { RegistrationDetails } from "../registration-details.server";
import { emailCopy } from "./email-copy.server";

/** What each registration e-mail says: its subject, its paragraphs, its link and calendar file. */

export type RegistrationEmailKind =
  | "confirmed"
  | "waitlisted"
  | "interest"
  | "offer"
  | "offer-expired"
  | "hold-expired"
  | "cancelled"
  | "session-changed"
  | "reminder-7d"
  | "reminder-24h"
  /** The unpaid seat's hold ends in 24 hours. */
  | "hold-reminder"
  /** Staff extended the unpaid seat's hold. */
  | "hold-extended";

export interface EmailOptions {
  siteUrl: string;
  now: Date;
  /** waitlisted: the place in line. */
  position?: number;
  /** offer: the confirmation link and the end of the hold. */
  offerUrl?: string;
  offerUntil?: Date;
  /** cancelled: a paid registration, whose refund staff now owe. */
  refundRequested?: boolean;
  /** cancelled: the centre cancelled the whole session (the refund goes through the provider). */
  sessionCancelled?: boolean;
  /** An unpaid seat's deadline (hold-deadline.server.ts): said wherever payment is asked. */
  holdUntil?: Date | null;
  /** The bank details from the settings; the site-config defaults without them. */
  bankTransfer?: BankTransferDetails;
}

export interface Parts {
  subject: string;
  intro: string[];
  payment: boolean;
  action?: { url: string; label: string };
  after: string[];
  calendar?: "REQUEST" | "CANCEL";
}

export function emailParts(
  kind: RegistrationEmailKind,
  details: RegistrationDetails,
  lang: Lang,
  options: EmailOptions,
): Parts {
  const copy = emailCopy[lang];
  const course = localize(details.course.title, lang);
  const date = details.session ? sessionWhen(details.session, lang).startDate : "";
  const unpaid = details.registration.paymentStatus === "pending";
  const until =
    options.holdUntil && details.session ? momentIn(options.holdUntil, details.session.timeZone, lang) : null;
  // A remote session: the confirmation and the reminders carry its live page.
  const live =
    details.session?.format === "distanciel"
      ? {
          url: `${options.siteUrl}${localizePath(`/sessions/${details.session.id}/live`, lang)}`,
          label: copy.joinLive.button,
        }
      : undefined;
  switch (kind) {
    case "confirmed":
      return {
        subject: copy.confirmed.subject(course),
        intro: [
          copy.confirmed.intro(course),
          ...(unpaid && options.holdUntil && details.session
            ? [heldUntilSentence(options.holdUntil, details.session.timeZone, lang)]
            : []),
          ...(live ? [copy.joinLive.line] : []),
        ],
        action: live,
        payment: unpaid,
        after: [copy.confirmed.calendar],
        calendar: "REQUEST",
      };
    case "waitlisted":
      return {
        subject: copy.waitlisted.subject(course),
        intro: [copy.waitlisted.intro(course, date, options.position ?? 1)],
        payment: false,
        after: [],
      };
    case "interest":
      return {
        subject: copy.interest.subject(course),
        intro: [copy.interest.intro(course)],
        payment: false,
        after: [],
      };
    case "offer": {
      const until =
        options.offerUntil && details.session
          ? momentIn(options.offerUntil, details.session.timeZone, lang)
          : "";
      return {
        subject: copy.offer.subject(course),
        intro: [copy.offer.intro(course, date, until)],
        payment: false,
        action: options.offerUrl ? { url: options.offerUrl, label: copy.offer.button } : undefined,
        after: [copy.offer.otherwise],
      };
    }
    case "offer-expired":
      return {
        subject: copy.offerExpired.subject(course),
        intro: [copy.offerExpired.intro(course, date)],
        payment: false,
        after: [],
      };
    case "hold-expired":
      return {
        subject: copy.holdExpired.subject(course),
        intro: [copy.holdExpired.intro(course, date)],
        payment: false,
        after: [copy.cancelled.calendar],
        // The confirmation sent a calendar invitation: this withdraws it.
        calendar: "CANCEL",
      };
    case "cancelled":
      return {
        subject: copy.cancelled.subject(course),
        intro: [
          options.sessionCancelled && date
            ? copy.cancelled.sessionCancelled(course, date)
            : copy.cancelled.intro(course),
          ...(options.refundRequested
            ? [options.sessionCancelled ? copy.cancelled.sessionRefund : copy.cancelled.refund]
            : []),
        ],
        payment: false,
        after: details.session && details.registration.confirmedAt ? [copy.cancelled.calendar] : [],
        // Only a registration that had its seat sent a calendar invitation: the cancel removes it.
        calendar: details.session && details.registration.confirmedAt ? "CANCEL" : undefined,
      };
    case "session-changed": {
      // Only a registration that had its seat was sent a calendar invitation: this one replaces it.
      const invited = Boolean(details.session && details.registration.confirmedAt);
      return {
        subject: copy.sessionChanged.subject(course),
        intro: [
          details.registration.status === "waitlisted"
            ? copy.sessionChanged.waitlisted(course)
            : copy.sessionChanged.intro(course),
          ...(live ? [copy.joinLive.line] : []),
        ],
        action: live,
        payment: false,
        after: invited ? [copy.sessionChanged.calendar] : [],
        calendar: invited ? "REQUEST" : undefined,
      };
    }
    case "hold-reminder":
    case "hold-extended":
      return {
        subject:
          kind === "hold-reminder" ? copy.hold.reminderSubject(course) : copy.hold.extendedSubject(course),
        intro: [
          kind === "hold-reminder"
            ? copy.hold.reminderIntro(course, until ?? "")
            : copy.hold.extendedIntro(course, until ?? ""),
        ],
        payment: unpaid,
        after: [],
      };
    case "reminder-7d":
    case "reminder-24h": {
      const when = kind === "reminder-7d" ? "7d" : "24h";
      return {
        subject: copy.reminder.subject(course, when),
        intro: [
          copy.reminder.intro(course, when),
          ...(unpaid ? [copy.reminder.unpaid] : []),
          ...(live ? [copy.joinLive.line] : []),
        ],
        action: live,
        payment: unpaid,
        after: [],
      };
    }
  }
}
