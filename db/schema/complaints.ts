import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { registrations } from "./registrations";
import { complaintCategories, type ComplaintCategory } from "./complaint-values";
import { trainingSessions } from "./sessions";

export { complaintCategories, type ComplaintCategory } from "./complaint-values";

/**
 * Where a complaint stands: received (acknowledged by e-mail at once), in progress (someone took
 * it), answered (the answer was queued to the complainant), closed (the file is complete).
 */
export const complaintStatuses = ["received", "in_progress", "answered", "closed"] as const;
export type ComplaintStatus = (typeof complaintStatuses)[number];

/**
 * A complaint (the training centre's register): who made it and how to reach them, what it is
 * about, and how it was handled, with each step's date and who took it. The registration and
 * session it concerns are optional links; the course and session are also copied as text, so the
 * register still says what a complaint was about once they are gone.
 */
export const complaints = pgTable(
  "complaints",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    /** The signed-in account that filed it; null for a visitor (or once the account is deleted). */
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "set null" }),
    sessionId: integer("session_id").references(() => trainingSessions.id, { onDelete: "set null" }),
    /** "Course title — session dates", in French, when it was filed about a registration. */
    concerns: text("concerns"),
    category: text("category").$type<ComplaintCategory>().notNull(),
    message: text("message").notNull(),
    /** The language of the page it was filed from: every e-mail to the complainant is in it. */
    lang: text("lang").$type<"fr" | "en">().notNull(),
    status: text("status").$type<ComplaintStatus>().notNull().default("received"),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the acknowledgement was queued (in the same transaction as the complaint). */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The answer e-mailed to the complainant, as the staff wrote it. */
    answer: text("answer"),
    /** The corrective or improvement action taken, for the quality review. */
    action: text("action"),
    /** The last staff member who handled it; the address is copied so it outlives the account. */
    handledById: text("handled_by_id").references(() => user.id, { onDelete: "set null" }),
    handledByEmail: text("handled_by_email"),
  },
  (table) => [
    index("complaints_status_idx").on(table.status, table.receivedAt),
    index("complaints_received_idx").on(table.receivedAt),
    index("complaints_session_idx").on(table.sessionId),
    index("complaints_user_idx").on(table.userId),
    check(
      "complaints_category_check",
      sql`${table.category} IN (${sql.raw(complaintCategories.map((value) => `'${value}'`).join(", "))})`,
    ),
    check("complaints_lang_check", sql`${table.lang} IN ('fr', 'en')`),
    check(
      "complaints_status_check",
      sql`${table.status} IN ('received', 'in_progress', 'answered', 'closed')`,
    ),
    // An answered or closed complaint has its answer and the date it was sent.
    check(
      "complaints_answer_check",
      sql`${table.status} IN ('received', 'in_progress') OR (${table.answer} IS NOT NULL AND ${table.answeredAt} IS NOT NULL)`,
    ),
    check("complaints_closed_check", sql`(${table.status} = 'closed') = (${table.closedAt} IS NOT NULL)`),
    check(
      "complaints_dates_check",
      sql`(${table.answeredAt} IS NULL OR ${table.answeredAt} >= ${table.receivedAt}) AND (${table.closedAt} IS NULL OR ${table.closedAt} >= ${table.receivedAt})`,
    ),
    check(
      "complaints_lengths_check",
      sql`char_length(${table.message}) <= 5000 AND char_length(coalesce(${table.answer}, '')) <= 5000 AND char_length(coalesce(${table.action}, '')) <= 2000`,
    ),
  ],
);

export type Complaint = typeof complaints.$inferSelect;
