import type { SessionStatus } from "../../../../db/schema/sessions";

/**
 * The status staff see of a session: a cancelled one is cancelled; a scheduled one is
 * "scheduled" until it starts, "ongoing" while it runs and "completed" once it has ended.
 * Derived from its dates, never stored: no job has to move sessions along.
 */
export const shownSessionStatuses = ["scheduled", "ongoing", "completed", "cancelled"] as const;
export type ShownSessionStatus = (typeof shownSessionStatuses)[number];

export function shownSessionStatus(
  session: { status: SessionStatus; startsAt: Date; endsAt: Date },
  now: Date = new Date(),
): ShownSessionStatus {
  if (session.status === "cancelled") return "cancelled";
  if (session.endsAt.getTime() <= now.getTime()) return "completed";
  if (session.startsAt.getTime() <= now.getTime()) return "ongoing";
  return "scheduled";
}
