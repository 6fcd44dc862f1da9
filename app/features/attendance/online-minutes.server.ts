import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { livePresence, registrations } from "../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { wallClockInstant } from "~/lib/wall-clock";
import { halfDaysOf, type HalfDay } from "./half-days";

/** A half-day's key in the maps below: "YYYY-MM-DD/morning". */
export const halfDayKey = (halfDay: Pick<HalfDay, "day" | "part">) => `${halfDay.day}/${halfDay.part}`;

type Interval = [start: number, end: number];

/** Overlapping stays (two tabs, a reload) count once. */
function merged(intervals: Interval[]): Interval[] {
  const sorted = [...intervals].sort((a, b) => a[0] - b[0]);
  const out: Interval[] = [];
  for (const [start, end] of sorted) {
    const last = out.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

/**
 * Minutes each confirmed participant spent in the session's live room, per half-day: their stays
 * (from the video server's events), merged, clipped to each half-day's hours in the session's
 * time zone; a stay still open counts until `now`. Keyed by registration, then by halfDayKey.
 */
export async function onlineMinutes(
  db: Database | Tx,
  session: { id: number; startsAt: Date; endsAt: Date; timeZone: string },
  now: Date,
): Promise<Map<number, Map<string, number>>> {
  const stays = await db
    .select({
      registrationId: registrations.id,
      joinedAt: livePresence.joinedAt,
      leftAt: livePresence.leftAt,
    })
    .from(livePresence)
    .innerJoin(
      registrations,
      and(
        eq(registrations.sessionId, livePresence.sessionId),
        eq(registrations.userId, livePresence.userId),
        eq(registrations.status, "confirmed"),
      ),
    )
    .where(eq(livePresence.sessionId, session.id));
  const byRegistration = new Map<number, Interval[]>();
  for (const stay of stays) {
    const end = Math.min((stay.leftAt ?? now).getTime(), now.getTime());
    if (end <= stay.joinedAt.getTime()) continue;
    const list = byRegistration.get(stay.registrationId) ?? [];
    list.push([stay.joinedAt.getTime(), end]);
    byRegistration.set(stay.registrationId, list);
  }
  const windows = halfDaysOf(session).map((halfDay) => ({
    key: halfDayKey(halfDay),
    start: wallClockInstant(halfDay.day, halfDay.from, session.timeZone).getTime(),
    end: wallClockInstant(halfDay.day, halfDay.to, session.timeZone).getTime(),
  }));
  const result = new Map<number, Map<string, number>>();
  for (const [registrationId, intervals] of byRegistration) {
    const minutes = new Map<string, number>();
    for (const window of windows) {
      let ms = 0;
      for (const [start, end] of merged(intervals))
        ms += Math.max(0, Math.min(end, window.end) - Math.max(start, window.start));
      // A started minute counts: a short visit is not shown as none.
      if (ms > 0) minutes.set(window.key, Math.ceil(ms / 60_000));
    }
    result.set(registrationId, minutes);
  }
  return result;
}
