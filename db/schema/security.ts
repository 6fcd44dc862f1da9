import { sql } from "drizzle-orm";
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const securityEventTypes = [
  "sign_in_success",
  "sign_in_failure",
  "sign_in_blocked",
  "suspicious_activity",
  "password_changed",
  "password_reset",
  "email_changed",
  "two_factor_enabled",
  "two_factor_disabled",
  "backup_code_used",
  "signed_out_everywhere",
  "role_changed",
  "account_deleted",
  "account_disabled",
  "account_enabled",
] as const;
export type SecurityEventType = (typeof securityEventTypes)[number];

/**
 * What happened to an account, for its owner (the latest 10 on /profile) and for staff.
 * Never a password, a token or a code: `details` holds only facts such as a role's old and
 * new value. Deleting the account deletes its events.
 */
export const securityEvents = pgTable(
  "security_events",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    userId: text("user_id").references(() => user.id, { onDelete: "cascade" }),
    type: text("type").$type<SecurityEventType>().notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    details: jsonb("details").$type<Record<string, string | number | boolean | null>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("security_events_user_idx").on(table.userId, table.createdAt),
    check(
      "security_events_type_check",
      sql.raw(`type IN (${securityEventTypes.map((type) => `'${type}'`).join(", ")})`),
    ),
  ],
);

/**
 * The last TOTP time step accepted for each user: a code is refused when its step is not
 * after this one, so a code cannot be used twice within its validity window.
 */
export const totpSteps = pgTable("totp_steps", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  step: bigint("step", { mode: "number" }).notNull(),
});
