import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { companies } from "./companies";
import { companyBookings } from "./company-bookings";
import { payments } from "./payments";
import { registrations } from "./registrations";

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

export const invoiceKinds = ["invoice", "credit_note"] as const;
export type InvoiceKind = (typeof invoiceKinds)[number];
export const invoiceCurrencies = ["EUR", "GNF"] as const;
export type InvoiceCurrency = (typeof invoiceCurrencies)[number];

/**
 * The numbers' counters, one row per series and year ("F" invoices, "AV" credit notes): the next
 * number is taken by updating the row in the transaction that issues the document, which locks
 * it until the commit, so numbers follow each other without gaps and a rolled-back transaction
 * gives its number back (a PostgreSQL sequence would skip it).
 */
export const invoiceCounters = pgTable(
  "invoice_counters",
  {
    series: text("series").notNull(),
    year: integer("year").notNull(),
    lastNumber: integer("last_number").notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

/** The seller and the buyer as the document states them, copied when it is issued. */
export interface InvoiceParty {
  name: string;
  address: string;
  country: string;
  email?: string;
  /** Identifiers as printed: [{ label: "RCCM", value: "GN.TCC.2019.B.12345" }, …]. */
  identifiers: { label: string; value: string }[];
}

/** One VAT rate's base and tax, as the totals state them. */
export interface VatBreakdownLine {
  rateBasisPoints: number;
  baseMinor: number;
  vatMinor: number;
}

/**
 * An invoice or a credit note. Never deleted (a database trigger refuses it) and never changed
 * once issued except for its reminders: a mistake is corrected by a credit note that references
 * it. Amounts in the currency's minor unit: cents for EUR, whole francs for GNF.
 */
export const invoices = pgTable(
  "invoices",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<InvoiceKind>().notNull().default("invoice"),
    /** "F-2026-000001", "AV-2026-000001". */
    number: text("number").notNull(),
    series: text("series").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    /** A credit note: the invoice it corrects. */
    creditedInvoiceId: integer("credited_invoice_id").references((): AnyPgColumn => invoices.id, {
      onDelete: "restrict",
    }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    dueOn: date("due_on").notNull(),
    currency: text("currency").$type<InvoiceCurrency>().notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    seller: jsonb("seller").$type<InvoiceParty>().notNull(),
    buyer: jsonb("buyer").$type<InvoiceParty>().notNull(),
    /** The buyer's purchase-order number, when it gave one. */
    purchaseOrder: text("purchase_order"),
    /** Legal mentions printed as they were (VAT exemption, late-payment terms…). */
    mentions: jsonb("mentions").$type<string[]>().notNull().default([]),
    companyId: integer("company_id").references(() => companies.id, { onDelete: "restrict" }),
    /** The payment it invoices (an individual's registration paid online or by transfer). */
    paymentId: integer("payment_id").references(() => payments.id, { onDelete: "restrict" }),
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "restrict" }),
    /** The company booking it invoices (the company's share, or a funder's). */
    bookingId: integer("booking_id").references(() => companyBookings.id, { onDelete: "restrict" }),
    /** "customer", or "funder" for a third party paying its share (a French OPCO). */
    payer: text("payer", { enum: ["customer", "funder"] })
      .notNull()
      .default("customer"),
    totalNetMinor: bigint("total_net_minor", { mode: "number" }).notNull(),
    totalVatMinor: bigint("total_vat_minor", { mode: "number" }).notNull(),
    totalMinor: bigint("total_minor", { mode: "number" }).notNull(),
    vatBreakdown: jsonb("vat_breakdown").$type<VatBreakdownLine[]>().notNull(),
    /** Overdue reminders sent (7 then 14 days after the due date). */
    remindersSent: integer("reminders_sent").notNull().default(0),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    /** Who issued it, as written then (an e-mail; no key: deleting an account changes no invoice). */
    issuedBy: text("issued_by"),
  },
  (table) => [
    uniqueIndex("invoices_number_idx").on(table.number),
    uniqueIndex("invoices_series_sequence_idx").on(table.series, table.year, table.sequence),
    uniqueIndex("invoices_payment_idx")
      .on(table.paymentId)
      .where(sql`${table.kind} = 'invoice' AND ${table.paymentId} IS NOT NULL`),
    index("invoices_company_idx").on(table.companyId),
    index("invoices_booking_idx").on(table.bookingId),
    index("invoices_due_idx").on(table.dueOn),
    check("invoices_kind_check", sql.raw(`kind IN (${quoted(invoiceKinds)})`)),
    check("invoices_currency_check", sql.raw(`currency IN (${quoted(invoiceCurrencies)})`)),
    check(
      "invoices_credit_note_check",
      sql`(${table.kind} = 'credit_note') = (${table.creditedInvoiceId} IS NOT NULL)`,
    ),
    check(
      "invoices_totals_check",
      sql`${table.totalMinor} = ${table.totalNetMinor} + ${table.totalVatMinor}`,
    ),
  ],
);

export type Invoice = typeof invoices.$inferSelect;

/** An invoice's lines, written with it and never changed. Quantities in thousandths (0.5 day = 500). */
export const invoiceLines = pgTable(
  "invoice_lines",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    position: integer("position").notNull(),
    description: text("description").notNull(),
    quantityThousandths: integer("quantity_thousandths").notNull(),
    unitPriceMinor: bigint("unit_price_minor", { mode: "number" }).notNull(),
    /** 2000 = 20 %; 0 for an exempt line. */
    vatRateBasisPoints: integer("vat_rate_basis_points").notNull(),
    netMinor: bigint("net_minor", { mode: "number" }).notNull(),
  },
  (table) => [
    uniqueIndex("invoice_lines_position_idx").on(table.invoiceId, table.position),
    check("invoice_lines_quantity_check", sql`${table.quantityThousandths} > 0`),
    check("invoice_lines_rate_check", sql`${table.vatRateBasisPoints} BETWEEN 0 AND 10000`),
  ],
);

/**
 * Money received against an invoice (a bank transfer staff record, partly or in full): what
 * remains due is the invoice's total less these.
 */
export const invoiceSettlements = pgTable(
  "invoice_settlements",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invoiceId: integer("invoice_id")
      .notNull()
      .references(() => invoices.id, { onDelete: "restrict" }),
    amountMinor: bigint("amount_minor", { mode: "number" }).notNull(),
    receivedOn: date("received_on").notNull(),
    method: text("method").notNull(),
    /** The bank's reference of the transfer, as staff read it. */
    reference: text("reference"),
    /** Who recorded it, as written then (an e-mail; no key: the row is kept as written). */
    recordedBy: text("recorded_by").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("invoice_settlements_invoice_idx").on(table.invoiceId),
    check("invoice_settlements_amount_check", sql`${table.amountMinor} > 0`),
  ],
);
