import { and, count, desc, eq, gt, isNull } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courses, registrations, securityEvents, trainingSessions, user } from "../../../../db/schema";
import { displayName } from "~/features/accounts/viewer.server";
import { SECURITY_EVENTS_SHOWN } from "~/features/security/security-events.server";
import { refundRequested } from "../registrations/registrations.server";

/** The admin panel's counters (/profile admin panel), read from the database. */
export interface AdminCounters {
  users: number;
  courses: number;
  /** Scheduled sessions that have not started. */
  upcomingSessions: number;
  /** Registrations still waiting for their payment, on scheduled sessions that have not started. */
  pendingRegistrations: number;
  /** Paid registrations whose money is owed back and not yet refunded: the staff's queue. */
  refundRequests: number;
}

/**
 * Five counts, each one index-backed query. A cancelled session is neither upcoming nor a
 * reason to chase a payment, so both session counters leave it out; a registration without a
 * dated session is not counted as pending (it waits for a session, not for a payment).
 */
export async function adminCounters(db: Database, now: Date = new Date()): Promise<AdminCounters> {
  const upcoming = and(eq(trainingSessions.status, "scheduled"), gt(trainingSessions.startsAt, now));
  const [users, courseCount, sessions, pending, refunds] = await Promise.all([
    db.select({ n: count() }).from(user),
    // Archived courses are no longer offered: the counter is the catalogue visitors see.
    db.select({ n: count() }).from(courses).where(isNull(courses.archivedAt)),
    db.select({ n: count() }).from(trainingSessions).where(upcoming),
    db
      .select({ n: count() })
      .from(registrations)
      .innerJoin(trainingSessions, eq(registrations.sessionId, trainingSessions.id))
      .where(and(eq(registrations.paymentStatus, "pending"), upcoming)),
    // Every one, whatever its session: the money is owed until it goes back.
    db.select({ n: count() }).from(registrations).where(refundRequested),
  ]);
  return {
    users: users[0]?.n ?? 0,
    courses: courseCount[0]?.n ?? 0,
    upcomingSessions: sessions[0]?.n ?? 0,
    pendingRegistrations: pending[0]?.n ?? 0,
    refundRequests: refunds[0]?.n ?? 0,
  };
}

export interface ActivityItem {
  id: number;
  type: string;
  createdAt: Date;
  ipAddress: string | null;
  /** The account's display name and address, or null (an attempt on an unknown address). */
  account: { name: string; email: string } | null;
}

/** The latest security events of every account, newest first: for staff only. */
export async function recentActivity(db: Database, limit = SECURITY_EVENTS_SHOWN): Promise<ActivityItem[]> {
  const rows = await db
    .select({
      id: securityEvents.id,
      type: securityEvents.type,
      createdAt: securityEvents.createdAt,
      ipAddress: securityEvents.ipAddress,
      name: user.name,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
    })
    .from(securityEvents)
    .leftJoin(user, eq(securityEvents.userId, user.id))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
  return rows.map(({ name, firstName, lastName, email, ...event }) => ({
    ...event,
    account:
      email === null ? null : { name: displayName({ name: name ?? "", email, firstName, lastName }), email },
  }));
}
