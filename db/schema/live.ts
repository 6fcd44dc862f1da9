import { sql } from "drizzle-orm";
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { trainingSessions } from "./sessions";

/**
 * People a moderator removed from a session's live room: they get no new token for
 * that session ('Accès refusé'), whatever tokens they held are struck off the room.
 */
export const liveRemovals = pgTable(
  "live_removals",
  {
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    removedBy: text("removed_by").references(() => user.id, { onDelete: "set null" }),
    removedAt: timestamp("removed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.sessionId, table.userId] }),
    index("live_removals_user_idx").on(table.userId),
  ],
);

/**
 * A person's stay in a session's live room, from the video server's events: opened when they
 * join (the event's own time, so a delivery retried later keeps it), closed when they leave, are
 * removed, or the video server stops. Remote attendance is counted from these stays.
 */
export const livePresence = pgTable(
  "live_presence",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    sessionId: integer("session_id")
      .notNull()
      .references(() => trainingSessions.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** The participant id in the room (the video server's events name people by it). */
    feedId: bigint("feed_id", { mode: "number" }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true, precision: 3 }).notNull(),
    leftAt: timestamp("left_at", { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // The same join delivered twice is one stay.
    uniqueIndex("live_presence_join_idx").on(table.sessionId, table.feedId, table.joinedAt),
    index("live_presence_session_idx").on(table.sessionId, table.userId),
    check("live_presence_order_check", sql`${table.leftAt} IS NULL OR ${table.leftAt} >= ${table.joinedAt}`),
  ],
);
