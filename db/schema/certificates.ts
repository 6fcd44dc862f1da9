import { sql } from "drizzle-orm";
import { check, integer, pgSequence, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { registrations } from "./registrations";

/** Draws certificate numbers: one sequence for all years, so a number is never reused. */
export const certificateNumbers = pgSequence("certificate_number_seq", { startWith: 1 });

/**
 * A completion certificate: at most one per registration. `code` is the random secret of its
 * public verification page; `number` is what people read and quote (ADR 2601).
 */
export const certificates = pgTable(
  "certificates",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    registrationId: integer("registration_id")
      .notNull()
      .references(() => registrations.id, { onDelete: "restrict" }),
    code: text("code").notNull(),
    number: text("number").notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    minutesAttended: integer("minutes_attended").notNull(),
    minutesPlanned: integer("minutes_planned").notNull(),
    issuedAt: timestamp("issued_at", { withTimezone: true }).notNull().defaultNow(),
    /** Null when issued automatically at the session's end; else the staff member who decided. */
    issuedBy: text("issued_by").references(() => user.id, { onDelete: "set null" }),
    issueReason: text("issue_reason"),
    /** Null: no expiry. */
    validUntil: timestamp("valid_until", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    revokedReason: text("revoked_reason"),
    revokedBy: text("revoked_by").references(() => user.id, { onDelete: "set null" }),
    /** When the holder's e-mail was queued (in that same transaction): null, not told yet. */
    emailedAt: timestamp("emailed_at", { withTimezone: true }),
    /** When the reminder to renew before `valid_until` was queued: sent once. */
    renewalReminderSentAt: timestamp("renewal_reminder_sent_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("certificates_registration_idx").on(table.registrationId),
    uniqueIndex("certificates_code_idx").on(table.code),
    uniqueIndex("certificates_number_idx").on(table.number),
    check("certificates_code_check", sql`${table.code} ~ '^[0-9A-HJKMNP-TV-Z]{20}$'`),
    check(
      "certificates_minutes_check",
      sql`${table.minutesAttended} >= 0 AND ${table.minutesPlanned} > 0`,
    ),
    check("certificates_revoked_check", sql`(${table.revokedAt} IS NULL) = (${table.revokedReason} IS NULL)`),
  ],
);
export type Certificate = typeof certificates.$inferSelect;
