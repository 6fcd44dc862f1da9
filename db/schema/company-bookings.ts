import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses } from "./catalog";
import { companies } from "./companies";
import { contactMessages } from "./contact";
import type { InvoiceParty, VatBreakdownLine } from "./invoices";
import { trainingSessions } from "./sessions";

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * Where a company's booking stands:
 * - confirmed: holds `seats` seats of its session, named or not;
 * - waitlisted: fewer seats remained; it is confirmed as a whole when that many free up;
 * - cancelled: by the company or staff; expired: its hold ran out unpaid and without a purchase order.
 */
export const companyBookingStatuses = ["confirmed", "waitlisted", "cancelled", "expired"] as const;
export type CompanyBookingStatus = (typeof companyBookingStatuses)[number];

/** Someone's online decision on a document sent to them: who, as what, when and from where. */
export interface OnlineDecision {
  signerName: string;
  signerTitle: string;
  at: string;
  ip: string;
  userAgent: string;
}

/**
 * A company's booking of seats on a session. The booking holds its seats as a whole: its
 * participants are registrations that point at it, named now or until `naming_deadline`, and
 * do not count again (seats taken = individual registrations holding a seat + confirmed
 * bookings' seats). The price per seat is frozen when it is made, as for a registration; a
 * booking made from an accepted quote is priced by the quote.
 */
export const companyBookings = pgTable(
  "company_bookings",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "restrict" }),
    seats: integer("seats").notNull(),
    status: text("status").$type<CompanyBookingStatus>().notNull(),
    /** The accepted quote it was made from, when it was: its lines are what the invoice bills. */
    quoteId: integer("quote_id").references((): AnyPgColumn => quotes.id, { onDelete: "restrict" }),
    /** Participants are named (and changed) until then. */
    namingDeadline: timestamp("naming_deadline", { withTimezone: true }).notNull(),
    /** The price of one seat when it was booked, in the minor unit of `currency`; null: the quote's. */
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }),
    currency: text("currency").notNull(),
    /** The company's purchase order: it commits the company to pay, so the seats are not released. */
    purchaseOrder: text("purchase_order"),
    bookedBy: text("booked_by").references(() => user.id, { onDelete: "set null" }),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    paymentReference: text("payment_reference")
      .notNull()
      .default(sql`gms_payment_reference()`),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    /** A hold staff extended, as for a registration. */
    holdExtendedUntil: timestamp("hold_extended_until", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("company_bookings_company_idx").on(table.companyId, table.createdAt),
    index("company_bookings_session_idx").on(table.sessionId, table.status, table.id),
    uniqueIndex("company_bookings_payment_reference_idx").on(table.paymentReference),
    uniqueIndex("company_bookings_quote_idx").on(table.quoteId),
    check("company_bookings_seats_check", sql`${table.seats} > 0`),
    check("company_bookings_status_check", sql.raw(`status IN (${quoted(companyBookingStatuses)})`)),
    check("company_bookings_currency_check", sql`${table.currency} IN ('EUR', 'GNF')`),
    check(
      "company_bookings_price_check",
      sql`${table.unitPriceMinor} IS NULL OR ${table.unitPriceMinor} >= 0`,
    ),
  ],
);

export type CompanyBooking = typeof companyBookings.$inferSelect;

/** A quote is a draft until sent; then its customer accepts or refuses it. Expiry is its date. */
export const quoteStatuses = ["draft", "sent", "accepted", "refused"] as const;
export type QuoteStatus = (typeof quoteStatuses)[number];
/** Seats on a public session ("inter"), or a session for the company alone ("intra"). */
export const quoteKinds = ["inter", "intra"] as const;
export type QuoteKind = (typeof quoteKinds)[number];

/**
 * A quote ("devis") staff build for a company, numbered when sent (`D-2026-000001`, from the
 * invoices' counters), with its lines and totals as invoices have them. Only a draft changes;
 * once sent, only its decision is written. Accepted, it becomes a company booking (and, for an
 * intra quote, the company's own session) and a training agreement.
 */
export const quotes = pgTable(
  "quotes",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    number: text("number"),
    status: text("status").$type<QuoteStatus>().notNull().default("draft"),
    kind: text("kind").$type<QuoteKind>().notNull(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    /** The request it answers, when it answers one. */
    requestId: integer("request_id").references(() => contactMessages.id, { onDelete: "set null" }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "restrict" }),
    /** Inter: the session whose seats it sells. Intra: the session made when it is accepted. */
    sessionId: integer("session_id").references(() => trainingSessions.id, { onDelete: "restrict" }),
    participants: integer("participants").notNull(),
    /** Intra: where and when the company would like it, as agreed. */
    place: text("place"),
    preferredDates: text("preferred_dates"),
    currency: text("currency").notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    validUntil: date("valid_until").notNull(),
    totalNetMinor: bigint("total_net_minor", { mode: "number" }).notNull().default(0),
    totalVatMinor: bigint("total_vat_minor", { mode: "number" }).notNull().default(0),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull().default(0),
    vatBreakdown: jsonb("vat_breakdown").$type<VatBreakdownLine[]>().notNull().default([]),
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    /** Copied when it is sent, as for an invoice. */
    seller: jsonb("seller").$type<InvoiceParty>(),
    buyer: jsonb("buyer").$type<InvoiceParty>(),
    /** SHA-256 of the token in the link the customer gets. */
    tokenHash: text("token_hash"),
    sentTo: text("sent_to"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decision: jsonb("decision").$type<OnlineDecision>(),
    purchaseOrder: text("purchase_order"),
    refusalReason: text("refusal_reason"),
    createdBy: text("created_by"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("quotes_number_idx").on(table.number),
    uniqueIndex("quotes_token_idx").on(table.tokenHash),
    index("quotes_company_idx").on(table.companyId, table.createdAt),
    check("quotes_status_check", sql.raw(`status IN (${quoted(quoteStatuses)})`)),
    check("quotes_kind_check", sql.raw(`kind IN (${quoted(quoteKinds)})`)),
    check("quotes_currency_check", sql`${table.currency} IN ('EUR', 'GNF')`),
    check("quotes_participants_check", sql`${table.participants} BETWEEN 1 AND 500`),
    check("quotes_inter_session_check", sql`${table.kind} = 'intra' OR ${table.sessionId} IS NOT NULL`),
    check(
      "quotes_sent_check",
      sql`(${table.status} = 'draft') = (${table.number} IS NULL) AND (${table.status} = 'draft') = (${table.tokenHash} IS NULL)`,
    ),
    check(
      "quotes_decision_check",
      sql`(${table.status} IN ('accepted', 'refused')) = (${table.decision} IS NOT NULL)`,
    ),
    check(
      "quotes_totals_check",
      sql`${table.totalMinor} = ${table.totalNetMinor} + ${table.totalVatMinor}`,
    ),
  ],
);

export type Quote = typeof quotes.$inferSelect;

/** A quote's lines, as an invoice's. Quantities in thousandths (0.5 day = 500). */
export const quoteLines = pgTable(
  "quote_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    quoteId: integer("quote_id")
      .notNull()
      .references(() => quotes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantityThousandths: integer("quantity_thousandths").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    netMinor: bigint("net_minor", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("quote_lines_position_idx").on(table.quoteId, table.position),
    check("quote_lines_quantity_check", sql`${table.quantityThousandths} > 0`),
    check("quote_lines_price_check", sql`${table.unitPriceMinor} >= 0`),
    check("quote_lines_rate_check", sql`${table.vatRateBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/** A French company signs a "convention de formation"; any other a "contrat de prestation". */
export const agreementKinds = ["convention", "contract"] as const;
export type AgreementKind = (typeof agreementKinds)[number];
export const agreementStatuses = ["sent", "accepted", "refused"] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];

/** What an agreement states, frozen when it is drawn up: the PDF prints this, whatever changes later. */
export interface AgreementTerms {
  seller: InvoiceParty & { declarationNumber: string | null };
  buyer: InvoiceParty;
  courseTitle: string;
  objectives: string[];
  programme: string[];
  durationHours: number;
  /** ISO instants of the session's start and end, and its zone. */
  startsAt: string;
  endsAt: string;
  timeZone: string;
  place: string;
  participants: number;
  participantNames: string[];
  currency: string;
  totalNetMinor: number;
  totalVatMinor: number;
  totalMinor: number;
  paymentTerms: string;
  purchaseOrder: string | null;
}

/**
 * The training agreement of a company booking (numbered `C-2026-000001`), drawn up when the
 * booking is made and accepted online like a quote. Its terms are frozen in `terms`.
 */
export const trainingAgreements = pgTable(
  "training_agreements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    number: text("number").notNull(),
    kind: text("kind").$type<AgreementKind>().notNull(),
    status: text("status").$type<AgreementStatus>().notNull().default("sent"),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "restrict" }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => companyBookings.id, { onDelete: "restrict" }),
    quoteId: integer("quote_id").references(() => quotes.id, { onDelete: "restrict" }),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    terms: jsonb("terms").$type<AgreementTerms>().notNull(),
    tokenHash: text("token_hash").notNull(),
    sentTo: text("sent_to"),
    sentAt: timestamp("sent_at", { withTimezone: true }).notNull(),
    decision: jsonb("decision").$type<OnlineDecision>(),
    refusalReason: text("refusal_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("training_agreements_number_idx").on(table.number),
    uniqueIndex("training_agreements_token_idx").on(table.tokenHash),
    index("training_agreements_booking_idx").on(table.bookingId),
    index("training_agreements_company_idx").on(table.companyId),
    check("training_agreements_kind_check", sql.raw(`kind IN (${quoted(agreementKinds)})`)),
    check("training_agreements_status_check", sql.raw(`status IN (${quoted(agreementStatuses)})`)),
    check(
      "training_agreements_decision_check",
      sql`(${table.status} = 'sent') = (${table.decision} IS NULL)`,
    ),
  ],
);

export type TrainingAgreement = typeof trainingAgreements.$inferSelect;
