import { eq, sql } from "drizzle-orm";
import { trainingSessions } from "../../../db/schema";
import { seatsTakenIn } from "~/features/sessions/seats-taken.server";
import { pageDataChanged } from "~/lib/page-data-changed.server";
import type { Tx } from "./registration-deps";

/** A session row as locked for a change of its seats. */
export interface LockedSession {
  id: number;
  courseId: number;
  startsAt: Date;
  status: "scheduled" | "cancelled";
  totalSeats: number;
  /** An intra-company session's company: only its own booking takes seats. */
  companyId: number | null;
}

/**
 * Locks the session's row (SELECT ... FOR UPDATE) for the rest of the transaction: every change
 * to its seats (a registration, a cancellation, an offer, an expiry) takes this lock first, so
 * they happen one after the other and the count below stays true until the commit.
 * `skipLocked` returns undefined instead of waiting when another transaction holds it (jobs).
 */
export async function lockSession(
  tx: Tx,
  sessionId: number,
  { skipLocked = false }: { skipLocked?: boolean } = {},
): Promise<LockedSession | undefined> {
  // Seats are about to change: cached pages go, and the render cache waits for the commit.
  pageDataChanged();
  const [row] = await tx
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      startsAt: trainingSessions.startsAt,
      status: trainingSessions.status,
      totalSeats: trainingSessions.totalSeats,
      companyId: trainingSessions.companyId,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, sessionId))
    .for("update", skipLocked ? { skipLocked: true } : {});
  return row;
}

/** Seats held in the session (see seatsTakenIn). */
export async function seatsTaken(tx: Tx, sessionId: number): Promise<number> {
  const [row] = await tx.select({ n: seatsTakenIn(sessionId) }).from(sql`(select 1) as one`);
  return row?.n ?? 0;
}

/** Seats left, never below zero (staff may lower the total under the seats taken). */
export async function seatsLeft(tx: Tx, session: Pick<LockedSession, "id" | "totalSeats">): Promise<number> {
  return Math.max(0, session.totalSeats - (await seatsTaken(tx, session.id)));
}

/** A session takes registrations while it is scheduled and has not started. */
export function isOpen(session: Pick<LockedSession, "status" | "startsAt">, now: Date): boolean {
  return session.status === "scheduled" && session.startsAt.getTime() > now.getTime();
}
