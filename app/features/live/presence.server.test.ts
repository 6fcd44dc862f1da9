import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { livePresence, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import {
  janusUnavailableReason,
  startTestJanus,
  TEST_JANUS_ADMIN_SECRET,
  TEST_JANUS_TOKEN_SECRET,
} from "../../../tests/helpers/janus";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { action as eventsRoute } from "~/routes/api.live.events";
import { createJanusMediaServer } from "./janus.server";
import { feedIdFor } from "./janus-token.server";
import type { LiveSession } from "./live-access.server";
import { grantFor } from "./live-grant.server";
import { janusEventsPassword, janusEventsTarget, JANUS_EVENTS_USER } from "./presence.server";

/*
 * Remote presence from the video server's events: Janus's HTTP event handler posts the
 * VideoRoom's joins and leaves; each becomes a stay of one person in one session's room.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [livePresence, registrations, trainingSessions],
});
const ROOM = 4_242_001;
let context: AppContext;
beforeAll(() => {
  context = testAppContext(database.db, {
    env: {
      LIVE_VIDEO_SERVER_URL: "http://127.0.0.1:1/janus",
      LIVE_VIDEO_ADMIN_SECRET: TEST_JANUS_ADMIN_SECRET,
      LIVE_VIDEO_TOKEN_SECRET: TEST_JANUS_TOKEN_SECRET,
    },
  });
});

/** A remote session with its room, its trainer and two confirmed participants. */
async function remoteSession(room = ROOM) {
  const session = await makeTrainedSession(database.db, {
    startsAt: new Date(Date.now() - 3600_000),
    endsAt: new Date(Date.now() + 3600_000),
  });
  await database.db
    .update(trainingSessions)
    .set({ format: "distanciel", meetingRoom: String(room) })
    .where(eq(trainingSessions.id, session.sessionId));
  const people = await database.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.sessionId, session.sessionId))
    .orderBy(registrations.id);
  const userIds = people.map((person) => person.userId!);
  const feedOf = (userId: string) => feedIdFor(TEST_JANUS_ADMIN_SECRET, session.sessionId, userId);
  return { ...session, userIds, feedOf };
}

const basic = (user: string, password: string) =>
  `Basic ${Buffer.from(`${user}:${password}`).toString("base64")}`;
const JANUS_AUTH = basic(JANUS_EVENTS_USER, janusEventsPassword(TEST_JANUS_ADMIN_SECRET));

async function post(body: unknown, authorization: string | null = JANUS_AUTH, ctx = context) {
  const response = await eventsRoute({
    request: new Request("https://site.example/api/live/events", {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(authorization ? { Authorization: authorization } : {}),
      },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
    context: ctx,
    params: {},
  } as never);
  return response.status;
}

/** Events as Janus 1.1's sample event handler sends them (recorded from Debian's janus). */
const microseconds = (at: Date) => at.getTime() * 1000;
const roomEvent = (event: "joined" | "leaving" | "kicked", id: number, at: Date, room = ROOM) => ({
  emitter: "live",
  type: 64,
  timestamp: microseconds(at),
  ...(event === "joined" ? { session_id: 8105793183541466, handle_id: 6650872884329978 } : {}),
  event: {
    plugin: "janus.plugin.videoroom",
    data: { event, room, id, ...(event === "joined" ? { private_id: 909443923, display: "Awa" } : {}) },
  },
});
const coreEvent = (status: "started" | "shutdown", at: Date) => ({
  emitter: "live",
  type: 256,
  subtype: 2,
  timestamp: microseconds(at),
  event: { status, ...(status === "shutdown" ? { signum: 15 } : { info: { janus: "server_info" } }) },
});

const stays = () =>
  database.db
    .select({ userId: livePresence.userId, joinedAt: livePresence.joinedAt, leftAt: livePresence.leftAt })
    .from(livePresence)
    .orderBy(livePresence.joinedAt);

describe("the events endpoint", () => {
  it("answers 401 without Janus's credentials, with wrong ones, or when live video is off; writes nothing", async () => {
    const { userIds, feedOf } = await remoteSession();
    const join = [roomEvent("joined", feedOf(userIds[0]!), new Date())];
    expect(await post(join, null)).toBe(401);
    expect(await post(join, basic(JANUS_EVENTS_USER, "guess"))).toBe(401);
    expect(await post(join, basic("admin", janusEventsPassword(TEST_JANUS_ADMIN_SECRET)))).toBe(401);
    // Signed with another site's admin secret.
    expect(await post(join, basic(JANUS_EVENTS_USER, janusEventsPassword("another-secret")))).toBe(401);
    const off = testAppContext(database.db);
    expect(await post(join, JANUS_AUTH, off)).toBe(401);
    expect(await stays()).toEqual([]);
  });

  it("answers 400 to a body that is not JSON, 204 to events it does not use", async () => {
    await remoteSession();
    expect(await post("{not json")).toBe(400);
    expect(
      await post([{ type: 32, timestamp: 1, event: { media: "audio" } }, { type: 64, event: "x" }, null, 7]),
    ).toBe(204);
    expect(await stays()).toEqual([]);
  });

  it("is what the configuration Janus is given presents", () => {
    const target = janusEventsTarget("http://127.0.0.1:3000/", TEST_JANUS_ADMIN_SECRET);
    expect(target.url).toBe("http://127.0.0.1:3000/api/live/events");
    expect(basic(target.user, target.password)).toBe(JANUS_AUTH);
  });
});

describe("stays from joins and leaves", () => {
  const t0 = new Date("2027-03-10T09:00:00.000Z");
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

  it("a join opens a stay at the event's own time; the same join delivered twice is one stay", async () => {
    const { userIds, feedOf } = await remoteSession();
    const join = roomEvent("joined", feedOf(userIds[0]!), at(0));
    expect(await post([join])).toBe(204);
    expect(await post(join)).toBe(204);
    expect(await stays()).toEqual([{ userId: userIds[0], joinedAt: at(0), leftAt: null }]);
  });

  it("leaving or being removed closes the open stay; a repeated leave changes nothing", async () => {
    const { userIds, feedOf } = await remoteSession();
    const [a, b] = [userIds[0]!, userIds[1]!];
    await post([roomEvent("joined", feedOf(a), at(0)), roomEvent("joined", feedOf(b), at(1))]);
    await post([roomEvent("leaving", feedOf(a), at(30)), roomEvent("kicked", feedOf(b), at(40))]);
    await post(roomEvent("leaving", feedOf(a), at(50)));
    expect(await stays()).toEqual([
      { userId: a, joinedAt: at(0), leftAt: at(30) },
      { userId: b, joinedAt: at(1), leftAt: at(40) },
    ]);
    // Back later: a second stay.
    await post(roomEvent("joined", feedOf(a), at(60)));
    expect((await stays()).filter((stay) => stay.userId === a)).toHaveLength(2);
  });

  it("a new join (a reload) closes the stay the older tab left open", async () => {
    const { userIds, feedOf } = await remoteSession();
    await post(roomEvent("joined", feedOf(userIds[0]!), at(0)));
    await post(roomEvent("joined", feedOf(userIds[0]!), at(10)));
    expect(await stays()).toEqual([
      { userId: userIds[0], joinedAt: at(0), leftAt: at(10) },
      { userId: userIds[0], joinedAt: at(10), leftAt: null },
    ]);
  });

  it("Janus stopping or starting again closes every open stay", async () => {
    const { userIds, feedOf } = await remoteSession();
    await post([
      roomEvent("joined", feedOf(userIds[0]!), at(0)),
      roomEvent("joined", feedOf(userIds[1]!), at(5)),
    ]);
    await post(coreEvent("shutdown", at(20)));
    expect((await stays()).map((stay) => stay.leftAt)).toEqual([at(20), at(20)]);
    await post(roomEvent("joined", feedOf(userIds[0]!), at(30)));
    await post(coreEvent("started", at(45)));
    expect((await stays()).at(-1)?.leftAt).toEqual(at(45));
  });

  it("ignores a room that is no session's and a participant id that is nobody's in the session", async () => {
    const { userIds, feedOf } = await remoteSession();
    await post([
      roomEvent("joined", feedOf(userIds[0]!), at(0), ROOM + 1),
      roomEvent("joined", 123_456, at(0)),
      roomEvent("joined", feedIdFor(TEST_JANUS_ADMIN_SECRET, 999_999, userIds[0]!), at(0)),
    ]);
    expect(await stays()).toEqual([]);
  });
});

const unavailable = janusUnavailableReason();
describe.skipIf(Boolean(unavailable))(
  `from a real Janus's event handler${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    let site: http.Server;
    let janus: Awaited<ReturnType<typeof startTestJanus>>;
    const received: number[] = [];

    beforeAll(async () => {
      // The site's endpoint behind a plain HTTP server, as Express hands it the request.
      site = http.createServer((req, res) => {
        const chunks: Buffer[] = [];
        req.on("data", (chunk: Buffer) => chunks.push(chunk));
        req.on("end", () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(req.headers))
            if (typeof value === "string") headers.set(name, value);
          void post(Buffer.concat(chunks).toString("utf8"), headers.get("authorization")).then((status) => {
            received.push(status);
            res.writeHead(status).end();
          });
        });
      });
      await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
      const origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
      janus = await startTestJanus({ events: janusEventsTarget(origin, TEST_JANUS_ADMIN_SECRET) });
    });
    afterAll(async () => {
      await janus?.stop();
      await new Promise((resolve) => site?.close(resolve));
    });
    beforeEach(() => {
      received.length = 0;
    });

    async function janusPost(path: string, body: Record<string, unknown>) {
      const response = await fetch(`${janus.url}${path}`, {
        method: "POST",
        body: JSON.stringify({ ...body, transaction: "t" }),
      });
      return (await response.json()) as { janus: string; data?: { id: number } };
    }

    it("a participant's join and leave in the room become one closed stay, timed by Janus", async () => {
      const { sessionId, userIds } = await remoteSession();
      await database.db
        .update(trainingSessions)
        .set({ meetingRoom: null })
        .where(eq(trainingSessions.id, sessionId));
      const [row] = await database.db
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.id, sessionId));
      const server = createJanusMediaServer({
        publicUrl: janus.url,
        internalUrl: janus.url,
        adminSecret: TEST_JANUS_ADMIN_SECRET,
        tokenSecret: TEST_JANUS_TOKEN_SECRET,
      });
      const grant = await grantFor({
        db: database.db,
        server,
        adminSecret: TEST_JANUS_ADMIN_SECRET,
        session: { ...row!, courseTitle: { fr: "Cours", en: "Course" } } as LiveSession,
        userId: userIds[0]!,
        display: "Awa Diallo",
        moderator: false,
      });
      const before = Date.now();
      const created = await janusPost("", { janus: "create", token: grant.token });
      const sessionPath = `/${created.data!.id}`;
      const handle = await janusPost(sessionPath, {
        janus: "attach",
        plugin: "janus.plugin.videoroom",
        token: grant.token,
      });
      await janusPost(`${sessionPath}/${handle.data!.id}`, {
        janus: "message",
        token: grant.token,
        body: {
          request: "join",
          ptype: "publisher",
          room: grant.room,
          id: grant.feedId,
          display: "Awa",
          token: grant.token,
        },
      });
      await expect.poll(stays).toEqual([{ userId: userIds[0], joinedAt: expect.any(Date), leftAt: null }]);
      await janusPost(`${sessionPath}/${handle.data!.id}`, {
        janus: "message",
        token: grant.token,
        body: { request: "leave" },
      });
      await expect.poll(async () => (await stays())[0]?.leftAt).toBeInstanceOf(Date);
      const [stay] = await stays();
      expect(stay!.joinedAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
      expect(stay!.leftAt!.getTime()).toBeGreaterThanOrEqual(stay!.joinedAt.getTime());
      expect(received.every((status) => status === 204)).toBe(true);
      await janusPost(sessionPath, { janus: "destroy", token: grant.token });
    });
  },
);
