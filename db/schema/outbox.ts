import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/** A file sent with a message (a calendar invitation...), made by the server. */
export interface OutboxAttachment {
  filename: string;
  /** MIME type with its parameters: "text/calendar; charset=utf-8; method=REQUEST". */
  contentType: string;
  /** The file's text; base64 when `encoding` says so (binary files). */
  content: string;
  encoding?: "base64";
}

export const outboxStatuses = ["pending", "sent", "failed"] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/**
 * E-mail waiting to be sent, written in the same transaction as the change that causes it
 * (app/features/mail/outbox.server.ts); the worker (server/outbox-worker.ts) delivers it.
 * The message is rendered when queued, so a row is complete on its own.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    /** Which template produced it (contact-staff, newsletter-confirm...), for logs and tests. */
    kind: text("kind").notNull(),
    toAddress: text("to_address").notNull(),
    replyTo: text("reply_to"),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body").notNull(),
    /** Extra headers set by the server (List-Unsubscribe...), never by a visitor. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    /** Files attached when the message was queued; null for most messages. */
    attachments: jsonb("attachments").$type<OutboxAttachment[]>(),
    status: text("status").$type<OutboxStatus>().notNull().default("pending"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    /** A worker's claim: while in the future, no other worker takes the row. */
    lockedUntil: timestamp("locked_until", { withTimezone: true }),
    /** Identifies the claim, so only the worker holding it can record the outcome. */
    claimToken: text("claim_token"),
    lastError: text("last_error"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
  },
  (table) => [
    index("email_outbox_due_idx").on(table.status, table.nextAttemptAt),
    check("email_outbox_status_check", sql`${table.status} IN ('pending', 'sent', 'failed')`),
  ],
);
