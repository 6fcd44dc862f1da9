import { integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Counters of rate-limiter-flexible's RateLimiterDrizzle (app/features/security): the shape
 * it expects (key, points, expire). Blocks live here, so they survive restarts and are
 * shared by every process on the database.
 */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  points: integer("points").notNull(),
  expire: timestamp("expire", { withTimezone: true }),
});
