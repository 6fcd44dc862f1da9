import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { registrations } from "./registrations";

/**
 * - pending: queued, waiting for its time (quiet hours, a retry) or the worker;
 * - sent: the provider accepted it; delivered / failed: what its delivery receipt said (failed
 *   also after the last attempt to hand it over);
 * - suppressed: never sent, the person's daily cap was reached when it was queued.
 */
export const smsStatuses = ["pending", "sent", "delivered", "failed", "suppressed"] as const;
export type SmsStatus = (typeof smsStatuses)[number];

/**
 * Text messages waiting to be sent, written in the transaction of the change they are about
 * (app/features/sms/sms-outbox.server.ts), sent by server/sms-worker.ts like e-mail: claimed
 * one at a time, retried with backoff, each sent once across restarts.
 */
export const smsOutbox = pgTable(
  "sms_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** The message (reminder-24h, offer...), for logs, tests and the file's name. */
    kind: text("kind").notNull(),
    /** Whose consent it was sent under: their daily cap counts it. */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    /** The registration it is about, if any: staff see its texts and their status there. */
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "set null" }),
    /** E.164. */
    toNumber: text("to_number").notNull(),
    body: text("body").notNull(),
    /** How many SMS parts the body takes (1 up to 160 GSM-7 characters): the cost counts them. */
    parts: integer("parts").notNull(),
    status: text("status").$type<SmsStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    /** The provider that took it (orange, twilio, file) and its id there: receipts find it by them. */
    provider: text("provider"),
    providerMessageId: text("provider_message_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** When the last delivery receipt arrived. */
    receiptAt: timestamp("receipt_at", { withTimezone: true }),
  },
  (table) => [
    index("sms_outbox_due_idx").on(table.status, table.nextAttemptAt),
    index("sms_outbox_user_idx").on(table.userId, table.nextAttemptAt),
    index("sms_outbox_created_idx").on(table.createdAt),
    index("sms_outbox_registration_idx").on(table.registrationId),
    uniqueIndex("sms_outbox_provider_message_idx").on(table.provider, table.providerMessageId),
    check(
      "sms_outbox_status_check",
      sql`${table.status} IN ('pending', 'sent', 'delivered', 'failed', 'suppressed')`,
    ),
    check("sms_outbox_parts_check", sql`${table.parts} >= 1`),
  ],
);
