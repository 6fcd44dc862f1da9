import { and, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, liveRemovals, registrations, trainingSessions } from "../../../db/schema";
import { hasRole } from "~/features/accounts/roles";
import { LIVE_OPENS_BEFORE_MS } from "~/lib/live-window";

export interface LiveSession {
  id: number;
  courseId: number;
  courseTitle: { fr: string; en: string };
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  status: "scheduled" | "cancelled";
  format: "presentiel" | "distanciel";
  meetingRoom: string | null;
  trainerUserId: string | null;
  priceCents: number | null;
}

export interface LiveViewer {
  id: string;
  role: string;
}

/**
 * Who may enter a session's live room, in the order the checks run, each refusal
 * with its HTTP status:
 * - no such remote session: 404;
 * - signed out: 401 'Connexion requise';
 * - removed from the session by a moderator (the account is barred from it): 403 'Accès refusé';
 * - not registered with a confirmed seat (or only waitlisted, or offered): 403;
 * - registered at a price (the one stored on the registration), not paid: 402 with what to do;
 * - cancelled, too early (more than 15 minutes before the start), ended, or live video not
 *   configured: 'Session non disponible' with the start time (409, 503 when not configured).
 * The session's trainer account and staff (moderators, admins) are moderators of the room and
 * need no registration.
 */
export type LiveAccess =
  | { kind: "missing"; status: 404 }
  | { kind: "signed-out"; status: 401; session: LiveSession }
  | { kind: "denied"; status: 403; session: LiveSession }
  | { kind: "not-registered"; status: 403; session: LiveSession }
  | { kind: "unpaid"; status: 402; session: LiveSession; registrationId: number; payer: "self" | "company" }
  | {
      kind: "unavailable";
      status: 409 | 503;
      reason: "cancelled" | "too-early" | "ended" | "not-configured";
      session: LiveSession;
    }
  | { kind: "allowed"; status: 200; session: LiveSession; moderator: boolean; registrationId: number | null };

export async function loadLiveSession(db: Database, sessionId: number): Promise<LiveSession | null> {
  const [row] = await db
    .select({
      id: trainingSessions.id,
      courseId: trainingSessions.courseId,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      status: trainingSessions.status,
      format: trainingSessions.format,
      meetingRoom: trainingSessions.meetingRoom,
      trainerUserId: trainingSessions.trainerUserId,
      sessionPrice: trainingSessions.priceCents,
      coursePrice: courses.priceCents,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, sessionId))
    .limit(1);
  if (!row) return null;
  const { sessionPrice, coursePrice, ...session } = row;
  return { ...session, priceCents: sessionPrice ?? coursePrice };
}

export function isModerator(session: Pick<LiveSession, "trainerUserId">, viewer: LiveViewer): boolean {
  return session.trainerUserId === viewer.id || hasRole(viewer.role, "moderator");
}

export async function decideLiveAccess({
  db,
  sessionId,
  viewer,
  now,
  configured,
}: {
  db: Database;
  sessionId: number;
  viewer: LiveViewer | null;
  now: Date;
  configured: boolean;
}): Promise<LiveAccess> {
  const session = await loadLiveSession(db, sessionId);
  if (!session || session.format !== "distanciel") return { kind: "missing", status: 404 };
  if (!viewer) return { kind: "signed-out", status: 401, session };

  const [removed] = await db
    .select({ userId: liveRemovals.userId })
    .from(liveRemovals)
    .where(and(eq(liveRemovals.sessionId, session.id), eq(liveRemovals.userId, viewer.id)))
    .limit(1);
  if (removed) return { kind: "denied", status: 403, session };

  const moderator = isModerator(session, viewer);
  let registrationId: number | null = null;
  if (!moderator) {
    const [registration] = await db
      .select({
        id: registrations.id,
        paymentStatus: registrations.paymentStatus,
        payer: registrations.payer,
        priceCents: registrations.priceCents,
      })
      .from(registrations)
      .where(
        and(
          eq(registrations.sessionId, session.id),
          eq(registrations.userId, viewer.id),
          eq(registrations.status, "confirmed"),
        ),
      )
      .limit(1);
    if (!registration) return { kind: "not-registered", status: 403, session };
    // The price the registration was made at, not the session's today: a free seat stays free.
    if ((registration.priceCents ?? 0) > 0 && registration.paymentStatus !== "paid") {
      return {
        kind: "unpaid",
        status: 402,
        session,
        registrationId: registration.id,
        payer: registration.payer,
      };
    }
    registrationId = registration.id;
  }

  if (session.status === "cancelled")
    return { kind: "unavailable", status: 409, reason: "cancelled", session };
  if (now.getTime() < session.startsAt.getTime() - LIVE_OPENS_BEFORE_MS)
    return { kind: "unavailable", status: 409, reason: "too-early", session };
  if (now.getTime() >= session.endsAt.getTime())
    return { kind: "unavailable", status: 409, reason: "ended", session };
  if (!configured) return { kind: "unavailable", status: 503, reason: "not-configured", session };
  return { kind: "allowed", status: 200, session, moderator, registrationId };
}
