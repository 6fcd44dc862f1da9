import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses } from "./catalog";
import { companyBookings } from "./company-bookings";
import { trainingSessions } from "./sessions";

/**
 * Where a registration stands:
 * - confirmed: holds a seat of its session;
 * - waitlisted: the session was full, and it waits its turn (by id, the order of arrival); or,
 *   without a session, a registration of interest in a course with none scheduled, which staff
 *   place in a session later;
 * - offered: a seat freed and is held for this person until `offer_expires_at`;
 * - cancelled: by its owner (or staff); expired: an offer left unanswered, or a registration
 *   the payment issue lets lapse.
 */
export const registrationStatuses = ["confirmed", "waitlisted", "offered", "cancelled", "expired"] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];
/** Statuses that hold a seat of their session: seats left = total seats - these. */
export const seatHoldingStatuses = ["confirmed", "offered"] as const satisfies readonly RegistrationStatus[];
/** Statuses of a registration still in force: at most one per user and course. */
export const activeStatuses = [
  "confirmed",
  "waitlisted",
  "offered",
] as const satisfies readonly RegistrationStatus[];

/** 'pending' on creation; the payment issue moves it on. */
export const paymentStatuses = ["pending", "paid", "failed", "refunded"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const payers = ["self", "company"] as const;
export type Payer = (typeof payers)[number];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * A person's registration for a course, for one dated session or, when the course has none
 * scheduled, as a registration of interest (session_id null). The person fields are copied
 * from the form: they are what the registrant gave for this course, whatever their profile
 * says later. So is the price: the session's (else the course's) when the registration is made,
 * kept whatever the catalogue says later.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    // Null only once the account is deleted: the record of the registration stays for the
    // session's attendance and accounts (ADR 0901).
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    sessionId: integer("session_id").references(() => trainingSessions.id, { onDelete: "restrict" }),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    email: text("email").notNull(),
    phone: text("phone").notNull(),
    company: text("company"),
    position: text("position"),
    payer: text("payer").$type<Payer>().notNull().default("self"),
    status: text("status").$type<RegistrationStatus>().notNull().default("confirmed"),
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    /** The language the registrant used: their e-mails (reminders included) are in it. */
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    /** When the seat was confirmed (at registration, or when an offer was accepted). */
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** While offered: the end of the 24-hour hold. */
    offerExpiresAt: timestamp("offer_expires_at", { withTimezone: true }),
    reminder7dSentAt: timestamp("reminder_7d_sent_at", { withTimezone: true }),
    reminder24hSentAt: timestamp("reminder_24h_sent_at", { withTimezone: true }),
    /** A paid registration cancelled: staff owe a refund (the payment issue makes it). */
    refundRequestedAt: timestamp("refund_requested_at", { withTimezone: true }),
    /**
     * The price this registration pays, frozen when it was made (in cents of `price_currency`,
     * as the catalogue stores it); null for a price on request. `price_source` says what it
     * covers: the session's own price or the course's.
     */
    priceCents: integer("price_cents"),
    priceCurrency: text("price_currency"),
    priceSource: text("price_source").$type<"session" | "course">(),
    /**
     * The one reference the registrant quotes to pay (GMS-XXXXX-XXXXX): in the confirmation,
     * Mes inscriptions, the pay page, the bank-transfer instructions, the receipt, the back-office.
     */
    // Drawn by the database (gms_payment_reference(), in the migration that added it) so that every
    // path that inserts a registration gets one, in the format of payment references.
    paymentReference: text("payment_reference")
      .notNull()
      .default(sql`gms_payment_reference()`),
    /** A hold staff extended: the unpaid seat is kept until then instead of the usual deadline. */
    holdExtendedUntil: timestamp("hold_extended_until", { withTimezone: true }),
    /** When the e-mail saying the hold ends in 24 hours went (once per hold deadline). */
    holdReminderSentAt: timestamp("hold_reminder_sent_at", { withTimezone: true }),
    /** The calendar file's SEQUENCE: grows with every change calendars must pick up. */
    calendarSequence: integer("calendar_sequence").notNull().default(0),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    /**
     * A participant a company named on its booking: the booking holds the seat, so this
     * registration does not count again. The participant confirms by the link e-mailed to them
     * (only its token's SHA-256 is kept), with no account needed.
     */
    companyBookingId: integer("company_booking_id").references(() => companyBookings.id, {
      onDelete: "restrict",
    }),
    participantTokenHash: text("participant_token_hash"),
    participantConfirmedAt: timestamp("participant_confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One registration in force per user and course: the database says so, whatever the
    // concurrency; a cancelled or expired one leaves room for a new one.
    uniqueIndex("registrations_one_active_per_course")
      .on(table.userId, table.courseId)
      .where(sql.raw(`status IN (${quoted(activeStatuses)})`)),
    index("registrations_session_status_idx").on(table.sessionId, table.status, table.id),
    index("registrations_user_idx").on(table.userId, table.createdAt),
    // The back-office's list: its default order, each filter with that order, and
    // the sort by name, so a page of tens of thousands of registrations reads a few rows.
    index("registrations_created_idx").on(table.createdAt, table.id),
    index("registrations_course_created_idx").on(table.courseId, table.createdAt),
    index("registrations_status_created_idx").on(table.status, table.createdAt),
    index("registrations_payment_created_idx").on(table.paymentStatus, table.createdAt),
    uniqueIndex("registrations_payment_reference_idx").on(table.paymentReference),
    check(
      "registrations_price_check",
      sql`(${table.priceCents} IS NULL) = (${table.priceCurrency} IS NULL) AND (${table.priceCurrency} IS NULL OR ${table.priceCurrency} IN ('EUR', 'GNF'))`,
    ),
    check(
      "registrations_price_source_check",
      sql`${table.priceSource} IS NULL OR ${table.priceSource} IN ('session', 'course')`,
    ),
    index("registrations_name_idx").on(table.lastName, table.firstName, table.id),
    index("registrations_offer_expiry_idx").on(table.offerExpiresAt).where(sql.raw(`status = 'offered'`)),
    check("registrations_status_check", sql.raw(`status IN (${quoted(registrationStatuses)})`)),
    check("registrations_payment_status_check", sql.raw(`payment_status IN (${quoted(paymentStatuses)})`)),
    check("registrations_payer_check", sql.raw(`payer IN (${quoted(payers)})`)),
    check("registrations_lang_check", sql`${table.lang} IN ('fr', 'en')`),
    check("registrations_company_payer_check", sql`${table.payer} = 'self' OR ${table.company} IS NOT NULL`),
    check(
      "registrations_offer_check",
      sql`(${table.status} = 'offered') = (${table.offerExpiresAt} IS NOT NULL)`,
    ),
    check(
      "registrations_seat_session_check",
      sql`${table.status} NOT IN ('confirmed', 'offered') OR ${table.sessionId} IS NOT NULL`,
    ),
    check("registrations_sequence_check", sql`${table.calendarSequence} >= 0`),
    index("registrations_company_booking_idx").on(table.companyBookingId),
    uniqueIndex("registrations_participant_token_idx").on(table.participantTokenHash),
  ],
);

export type Registration = typeof registrations.$inferSelect;

/** Who made a change: the registrant, a staff member, or the system (an expiry, a move up). */
export const historyActors = ["registrant", "staff", "system"] as const;
export type HistoryActor = (typeof historyActors)[number];

/** How staff recorded a payment or a refund by hand: shown with the history line. */
export interface HistorySource {
  kind: "recorded";
  /** Who recorded it (an e-mail address, "command line"). */
  by: string;
  /** The day the money arrived (YYYY-MM-DD), when staff said so. */
  receivedOn?: string;
}

/** A payment named in a history line; amounts in the currency's minor units (cents, francs). */
interface NotedPayment {
  reference: string;
  provider: string;
  amountMinor: number;
  currency: string;
}

/**
 * Why a history line was written, as data: the back-office renders it in the reader's language
 * with formatted amounts. `note` keeps a plain English trace beside it for raw readers.
 */
export type HistoryNote = (
  | { kind: "registration-of-interest" }
  | { kind: "seat-offered"; until: string }
  | { kind: "offer-expired" }
  | { kind: "offer-accepted" }
  | { kind: "waitlist-closed" }
  | { kind: "hold-expired" }
  | { kind: "moved"; fromSessionId: number | null; toSessionId: number }
  | { kind: "cancelled"; sessionCancelled: boolean; refundRequested: boolean }
  | ({ kind: "payment-succeeded"; part: boolean } & NotedPayment)
  | ({ kind: "payment-restored" } & NotedPayment)
  | ({ kind: "payment-refund-due"; ended: "expired" | "cancelled" } & NotedPayment)
  | ({ kind: "payment-duplicate"; automatic: boolean } & NotedPayment)
  | ({ kind: "payment-refunded"; refundedMinor: number; totalRefundedMinor: number } & NotedPayment)
  | { kind: "payment-failed"; reference: string; provider: string }
  | { kind: "company-participant-named"; bookingId: number }
  | { kind: "company-participant-withdrawn"; bookingId: number }
) & { source?: HistorySource };
export type HistoryNoteKind = HistoryNote["kind"];

/**
 * Every change of a registration's status or payment status: who, when, from, to, and why.
 * Written in the transaction of the change, never updated.
 */
export const registrationHistory = pgTable(
  "registration_history",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "cascade" }),
    actor: text("actor").$type<HistoryActor>().notNull(),
    /** The account that acted (registrant or staff); null for the system. */
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    fromStatus: text("from_status").$type<RegistrationStatus>(),
    toStatus: text("to_status").$type<RegistrationStatus>().notNull(),
    fromPaymentStatus: text("from_payment_status").$type<PaymentStatus>(),
    toPaymentStatus: text("to_payment_status").$type<PaymentStatus>().notNull(),
    /** A plain-text trace (English), or the only note of lines written before `note_data`. */
    note: text("note"),
    /** The note as data, rendered in the reader's language; null on older lines. */
    noteData: jsonb("note_data").$type<HistoryNote>(),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("registration_history_registration_idx").on(table.registrationId, table.at),
    check("registration_history_actor_check", sql.raw(`actor IN (${quoted(historyActors)})`)),
    check("registration_history_to_status_check", sql.raw(`to_status IN (${quoted(registrationStatuses)})`)),
  ],
);
