import { createHmac, timingSafeEqual } from "node:crypto";
import { and, eq, isNull, lt, lte } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../../db/database";
import { livePresence, trainingSessions } from "../../../db/schema";
import type { AppContext } from "~/lib/app-context";
import { personOfFeed } from "./live-grant.server";

/**
 * Remote attendance comes from the video server's own account of who was in the room: Janus's
 * HTTP event handler posts the VideoRoom's joins and leaves here (ADR 2608). Our grants decide who
 * may enter; these events say when they were there.
 */

/** The user name Janus's event handler presents (HTTP basic authentication). */
export const JANUS_EVENTS_USER = "janus";

/** Its password: derived from the admin secret, so both sides know it without storing another. */
export function janusEventsPassword(adminSecret: string): string {
  return createHmac("sha256", adminSecret).update("live-presence-events").digest("hex");
}

/** Where Janus's event handler posts, and how it signs in, for the site at `siteOrigin`. */
export function janusEventsTarget(siteOrigin: string, adminSecret: string) {
  return {
    url: `${siteOrigin.replace(/\/+$/, "")}/api/live/events`,
    user: JANUS_EVENTS_USER,
    password: janusEventsPassword(adminSecret),
  };
}

/** Whether a request's Authorization header is Janus's, for this admin secret. */
export function isJanusEventsRequest(authorization: string | null, adminSecret: string): boolean {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/.exec(authorization ?? "");
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], "base64");
  const expected = Buffer.from(`${JANUS_EVENTS_USER}:${janusEventsPassword(adminSecret)}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

// Janus sends much more (media statistics, handles, other plugins): only these shapes matter.
const videoRoomEvent = z.object({
  type: z.literal(64),
  timestamp: z.number().int().positive(),
  event: z.object({
    plugin: z.literal("janus.plugin.videoroom"),
    data: z.object({
      event: z.enum(["joined", "leaving", "kicked"]),
      room: z.number().int().positive(),
      id: z.number().int().positive(),
    }),
  }),
});
const coreEvent = z.object({
  type: z.literal(256),
  timestamp: z.number().int().positive(),
  event: z.object({ status: z.enum(["started", "shutdown"]) }),
});

/** Janus's timestamps are microseconds since the epoch, taken when the event happened. */
const instantOf = (microseconds: number) => new Date(Math.floor(microseconds / 1000));

export interface PresenceEventsResult {
  /** Events that opened or closed a stay. */
  applied: number;
  /** Events about something else, or about a room or person we do not know. */
  ignored: number;
}

/**
 * Applies a batch of Janus events (one object or an array, as its handler groups them). Each is
 * idempotent: a join delivered twice is one stay (unique per room, person and instant), a leave
 * closes only a stay still open. A stop or a start of Janus closes every open stay: nobody is in
 * a room across a restart.
 */
export async function recordPresenceEvents(
  db: Database,
  adminSecret: string,
  body: unknown,
): Promise<PresenceEventsResult> {
  const events = Array.isArray(body) ? body : [body];
  const result: PresenceEventsResult = { applied: 0, ignored: 0 };
  for (const raw of events) {
    const core = coreEvent.safeParse(raw);
    if (core.success) {
      const at = instantOf(core.data.timestamp);
      await db
        .update(livePresence)
        .set({ leftAt: at })
        .where(and(isNull(livePresence.leftAt), lte(livePresence.joinedAt, at)));
      result.applied++;
      continue;
    }
    const parsed = videoRoomEvent.safeParse(raw);
    if (!parsed.success) {
      result.ignored++;
      continue;
    }
    const { event, room, id: feedId } = parsed.data.event.data;
    const at = instantOf(parsed.data.timestamp);
    const [session] = await db
      .select({ id: trainingSessions.id, trainerUserId: trainingSessions.trainerUserId })
      .from(trainingSessions)
      .where(eq(trainingSessions.meetingRoom, String(room)));
    if (!session) {
      result.ignored++;
      continue;
    }
    const stillOpen = and(
      eq(livePresence.sessionId, session.id),
      eq(livePresence.feedId, feedId),
      isNull(livePresence.leftAt),
    );
    if (event === "joined") {
      const userId = await personOfFeed(db, adminSecret, session, feedId);
      if (!userId) {
        result.ignored++;
        continue;
      }
      await db.transaction(async (tx) => {
        // A tab left open elsewhere gave way to this one (grants kick the older tab).
        await tx
          .update(livePresence)
          .set({ leftAt: at })
          .where(and(stillOpen, lt(livePresence.joinedAt, at)));
        await tx
          .insert(livePresence)
          .values({ sessionId: session.id, userId, feedId, joinedAt: at })
          .onConflictDoNothing();
      });
    } else {
      await db
        .update(livePresence)
        .set({ leftAt: at })
        .where(and(stillOpen, lte(livePresence.joinedAt, at)));
    }
    result.applied++;
  }
  return result;
}

const NO_STORE = { "Cache-Control": "no-store" } as const;

/**
 * POST /api/live/events: Janus's event handler. 401 without its credentials (or when live video
 * is off), 400 for a body that is not JSON, 204 once applied: Janus retries anything else.
 */
export async function presenceEventsAction({ request, context }: { request: Request; context: AppContext }) {
  const adminSecret = context.env.LIVE_VIDEO_ADMIN_SECRET;
  if (!adminSecret || !isJanusEventsRequest(request.headers.get("Authorization"), adminSecret))
    return new Response(null, {
      status: 401,
      headers: { ...NO_STORE, "WWW-Authenticate": 'Basic realm="live-events"' },
    });
  let body: unknown;
  try {
    body = await request.json();
  } catch {
    return new Response(null, { status: 400, headers: NO_STORE });
  }
  const result = await recordPresenceEvents(context.db, adminSecret, body);
  if (result.applied > 0) context.logger.info({ event: "live.presence", ...result }, "live presence events");
  return new Response(null, { status: 204, headers: NO_STORE });
}
