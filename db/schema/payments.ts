import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { registrations } from "./registrations";

/** Where a payment stands (ADR 1001); only a provider's verified state moves it. */
export const paymentRowStatuses = ["pending", "succeeded", "failed", "expired", "refunded"] as const;
export type PaymentRowStatus = (typeof paymentRowStatuses)[number];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * One attempt to pay: for a registration, or (registration_id null) the About page's demo
 * product. The amount is decided by the server from the database when the attempt starts and
 * never changes; a provider's state that disagrees with it changes nothing.
 */
export const payments = pgTable(
  "payments",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Ours, unique: the provider's transaction id or metadata, the bank transfer's reference. */
    reference: text("reference").notNull(),
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "restrict" }),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    provider: text("provider").notNull(),
    /** The provider's id of the checkout (Stripe session, CinetPay transaction...), once known. */
    providerReference: text("provider_reference"),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** EUR to GNF rate used when a euro price was converted (CinetPay); null otherwise. */
    rateUsed: numeric("rate_used"),
    status: text("status").$type<PaymentRowStatus>().notNull().default("pending"),
    refundedMinor: integer("refunded_minor").notNull().default(0),
    /** What the payer saw: the course's title in their language, or 'Formation test'. */
    productName: text("product_name").notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    /** When it reached succeeded, failed, expired or refunded. */
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** The provider's page the payer was sent to: a second start while pending goes back there. */
    checkoutUrl: text("checkout_url"),
    /**
     * While pending: when the reconciliation job next asks the provider for its state, and how
     * many times it has asked (the delay grows with each answer that is still pending).
     */
    nextCheckAt: timestamp("next_check_at", { withTimezone: true }),
    checkAttempts: integer("check_attempts").notNull().default(0),
  },
  (table) => [
    uniqueIndex("payments_reference_idx").on(table.reference),
    index("payments_registration_idx").on(table.registrationId, table.createdAt),
    index("payments_user_idx").on(table.userId, table.createdAt),
    // One live payment per registration: a second pending attempt cannot exist, whatever races.
    uniqueIndex("payments_one_pending_per_registration")
      .on(table.registrationId)
      .where(sql`${table.status} = 'pending' AND ${table.registrationId} IS NOT NULL`),
    index("payments_next_check_idx").on(table.nextCheckAt).where(sql`${table.status} = 'pending'`),
    check("payments_status_check", sql.raw(`status IN (${quoted(paymentRowStatuses)})`)),
    check("payments_currency_check", sql`${table.currency} IN ('EUR', 'GNF')`),
    check("payments_amount_check", sql`${table.amountMinor} > 0`),
    check(
      "payments_refunded_check",
      sql`${table.refundedMinor} >= 0 AND ${table.refundedMinor} <= ${table.amountMinor}`,
    ),
    check("payments_lang_check", sql`${table.lang} IN ('fr', 'en')`),
  ],
);

export type Payment = typeof payments.$inferSelect;

/**
 * Every verified notification, stored as received: (provider, event_id) is unique, so a
 * notification delivered twice is recognised. It is applied at least once and exactly once:
 * `processed_at` is set in the transaction that applies its effect, never before, so a lookup
 * that failed or a process that died leaves it to be applied by the provider's next delivery.
 */
export const paymentEvents = pgTable(
  "payment_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    provider: text("provider").notNull(),
    eventId: text("event_id").notNull(),
    /** Our payments.reference the provider named (kept even when no payment matches). */
    reference: text("reference").notNull(),
    payload: jsonb("payload").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When its effect was applied (in that transaction); null while it still has to be. */
    processedAt: timestamp("processed_at", { withTimezone: true }),
  },
  (table) => [uniqueIndex("payment_events_provider_event_idx").on(table.provider, table.eventId)],
);

/**
 * The receipt numbers' counters, one row per year: the next number is taken by updating the
 * year's row in the transaction that issues the receipt, which locks it until the commit, so
 * numbers follow each other without gaps (a PostgreSQL sequence skips the numbers of rolled
 * back transactions).
 */
export const receiptCounters = pgTable("receipt_counters", {
  year: integer("year").primaryKey(),
  lastNumber: integer("last_number").notNull(),
});

/**
 * One receipt per succeeded payment ("R-2026-000001"), issued in the transaction that records
 * the payment; what it says is copied here, so it reads the same whatever changes later. A
 * refund issues no new number: the refund e-mail names this one.
 */
export const receipts = pgTable(
  "receipts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    number: text("number").notNull(),
    year: integer("year").notNull(),
    sequence: integer("sequence").notNull(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull(),
    amountMinor: integer("amount_minor").notNull(),
    currency: text("currency").notNull(),
    /** The provider the money came through (stripe, cinetpay, bank-transfer, test). */
    method: text("method").notNull(),
    payerName: text("payer_name").notNull(),
    payerEmail: text("payer_email").notNull(),
    productName: text("product_name").notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
  },
  (table) => [
    uniqueIndex("receipts_number_idx").on(table.number),
    uniqueIndex("receipts_year_sequence_idx").on(table.year, table.sequence),
    uniqueIndex("receipts_payment_idx").on(table.paymentId),
  ],
);

export type Receipt = typeof receipts.$inferSelect;

export const refundStatuses = ["requested", "succeeded", "failed"] as const;
export type RefundStatus = (typeof refundStatuses)[number];

/**
 * A refund asked of a provider (or recorded by staff for a bank transfer). The idempotency key
 * is derived from the payment and the total refunded once this one is done, so a retried
 * command sends the same key and the provider refunds once; the final state comes from the
 * provider's notification (payments.refunded_minor).
 */
export const refunds = pgTable(
  "refunds",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id, { onDelete: "restrict" }),
    amountMinor: integer("amount_minor").notNull(),
    /** The payment's refunded total once this refund is made: it is done when the provider reaches it. */
    totalAfterMinor: integer("total_after_minor").notNull(),
    idempotencyKey: text("idempotency_key").notNull(),
    providerRefundReference: text("provider_refund_reference"),
    status: text("status").$type<RefundStatus>().notNull().default("requested"),
    /** Why: staff's command, or a payment that arrived after its registration expired. */
    reason: text("reason").notNull(),
    requestedBy: text("requested_by").notNull(),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp("settled_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("refunds_idempotency_key_idx").on(table.idempotencyKey),
    index("refunds_payment_idx").on(table.paymentId),
    check("refunds_status_check", sql.raw(`status IN (${quoted(refundStatuses)})`)),
    check("refunds_amount_check", sql`${table.amountMinor} > 0`),
  ],
);

export type Refund = typeof refunds.$inferSelect;
