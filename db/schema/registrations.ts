import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp, unique } from "drizzle-orm/pg-core";
import { courses } from "./catalog";
import { trainingSessions } from "./sessions";

export const paymentStatuses = ["pending", "paid", "failed", "refunded", "cancelled"] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];
/** Registrations that hold a seat. */
export const seatHoldingStatuses = ["pending", "paid"] as const satisfies readonly PaymentStatus[];

/**
 * A person's registration for a course, optionally for one dated session.
 * The registration issue links user_id to the accounts tables; the catalogue already
 * counts these rows to compute seats left.
 */
export const registrations = pgTable(
  "registrations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id").notNull(),
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
    paymentStatus: text("payment_status").$type<PaymentStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("registrations_user_course_unique").on(table.userId, table.courseId),
    index("registrations_session_idx").on(table.sessionId, table.paymentStatus),
    check(
      "registrations_payment_status_check",
      sql`${table.paymentStatus} IN ('pending', 'paid', 'failed', 'refunded', 'cancelled')`,
    ),
  ],
);
