import { randomInt } from "node:crypto";
import { and, eq, inArray, isNull } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { liveRemovals, registrations, trainingSessions, user } from "../../../db/schema";
import { feedIdFor } from "./janus-token.server";
import type { LiveSession } from "./live-access.server";
import type { LiveGrant, MediaServer } from "./media-server";

/**
 * The session's room id: chosen at random by our server the first time it is needed and stored
 * on the session (never derived from a title); concurrent first joins agree on one.
 */
export async function roomOf(
  db: Database,
  session: Pick<LiveSession, "id" | "meetingRoom">,
): Promise<number> {
  if (session.meetingRoom && /^\d+$/.test(session.meetingRoom)) return Number(session.meetingRoom);
  const candidate = String(randomInt(1, 2 ** 47));
  await db
    .update(trainingSessions)
    .set({ meetingRoom: candidate, updatedAt: new Date() })
    .where(and(eq(trainingSessions.id, session.id), isNull(trainingSessions.meetingRoom)));
  const [row] = await db
    .select({ room: trainingSessions.meetingRoom })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, session.id));
  return Number(row?.room ?? candidate);
}

function roomDescription(session: Pick<LiveSession, "id" | "courseTitle">): string {
  return `session ${session.id}`;
}

/** A grant for the signed-in person in the session's room, until the session ends. */
export async function grantFor({
  db,
  server,
  adminSecret,
  session,
  userId,
  display,
  moderator,
}: {
  db: Database;
  server: MediaServer;
  adminSecret: string;
  session: LiveSession;
  userId: string;
  display: string;
  moderator: boolean;
}): Promise<LiveGrant> {
  const room = await roomOf(db, session);
  await server.ensureRoom(room, roomDescription(session));
  const feedId = feedIdFor(adminSecret, session.id, userId);
  return server.grant(room, { feedId, display }, session.endsAt, moderator);
}

/**
 * The account behind a participant id of this session's room: one of its registrants or its
 * trainer (moderators act on people by their participant id, which the page knows).
 */
export async function personOfFeed(
  db: Database,
  adminSecret: string,
  session: Pick<LiveSession, "id" | "trainerUserId">,
  feedId: number,
): Promise<string | null> {
  const rows = await db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, session.id),
        inArray(registrations.status, ["confirmed", "offered", "waitlisted"]),
      ),
    );
  const staff = await db
    .select({ id: user.id })
    .from(user)
    .where(inArray(user.role, ["moderator", "admin"]));
  const candidates = [
    ...rows.map((row) => row.userId),
    session.trainerUserId,
    ...staff.map((row) => row.id),
  ].filter((id): id is string => Boolean(id));
  return candidates.find((id) => feedIdFor(adminSecret, session.id, id) === feedId) ?? null;
}

export type ModeratorAction =
  { action: "mute"; feedId: number; mid: string } | { action: "kick"; feedId: number } | { action: "close" };

/** A moderator's action on the room, through our server, which holds the room's secret. */
export async function moderate({
  db,
  server,
  adminSecret,
  session,
  moderatorId,
  command,
}: {
  db: Database;
  server: MediaServer;
  adminSecret: string;
  session: LiveSession;
  moderatorId: string;
  command: ModeratorAction;
}): Promise<"done" | "unknown-participant"> {
  const room = await roomOf(db, session);
  if (command.action === "close") {
    await server.closeRoom(room);
    return "done";
  }
  if (command.action === "mute") {
    await server.mute(room, command.feedId, command.mid);
    return "done";
  }
  const userId = await personOfFeed(db, adminSecret, session, command.feedId);
  if (!userId) return "unknown-participant";
  if (userId === moderatorId) return "unknown-participant";
  await db
    .insert(liveRemovals)
    .values({ sessionId: session.id, userId, removedBy: moderatorId })
    .onConflictDoNothing();
  await server.kick(room, command.feedId, session.endsAt);
  return "done";
}
