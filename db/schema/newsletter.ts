import { sql } from "drizzle-orm";
import { check, integer, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

export const subscriptionStatuses = ["pending", "confirmed", "unsubscribed"] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/**
 * Newsletter addresses (double opt-in). One row per address, lowercased; the status moves
 * pending -> confirmed -> unsubscribed, and back to pending when someone subscribes again.
 */
export const newsletterSubscriptions = pgTable(
  "newsletter_subscriptions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    email: text("email").notNull(),
    lang: text("lang").$type<"fr" | "en">().notNull(),
    status: text("status").$type<SubscriptionStatus>().notNull().default("pending"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** When the last confirmation e-mail was queued: repeated subscriptions do not flood the inbox. */
    confirmationSentAt: timestamp("confirmation_sent_at", { withTimezone: true }),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    unsubscribedAt: timestamp("unsubscribed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("newsletter_subscriptions_email_unique").on(table.email),
    check(
      "newsletter_subscriptions_status_check",
      sql`${table.status} IN ('pending', 'confirmed', 'unsubscribed')`,
    ),
    check("newsletter_subscriptions_lang_check", sql`${table.lang} IN ('fr', 'en')`),
  ],
);
