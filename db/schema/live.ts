import { index, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
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
  (table) => [primaryKey({ columns: [table.sessionId, table.userId] }), index("live_removals_user_idx").on(table.userId)],
);
