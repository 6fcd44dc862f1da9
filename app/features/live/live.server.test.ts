import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed/catalog";
import { registrations, trainingSessions, user } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  janusUnavailableReason,
  liveVideoEnv,
  startTestJanus,
  TEST_JANUS_TOKEN_SECRET,
} from "../../../tests/helpers/janus";
import { signedInAccount as signedIn } from "../../../tests/helpers/auth-session";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { withFrozenPrices } from "../../../tests/helpers/registration";
import type { RunningJanus } from "../../../scripts/janus";
import { signJanusToken, verifyJanusToken } from "./janus-token.server";
import { liveModerateAction, livePageLoader, liveTokenAction } from "./live-page.server";
import type { LiveGrant } from "./media-server";

const database = useTestDatabase({ prepare: seedCatalog });
const SITE = "https://site.example";
const START = new Date("2027-03-10T09:00:00Z");
const END = new Date("2027-03-10T13:00:00Z");
const DURING = new Date("2027-03-10T10:00:00Z");

const unavailable = janusUnavailableReason();
let janus: RunningJanus | undefined;
beforeAll(async () => {
  if (!unavailable) janus = await startTestJanus();
}, 30_000);
afterAll(async () => {
  await janus?.stop();
});

/** The site's context: with Janus when it runs here, else with settings pointing nowhere. */
function context() {
  return testAppContext(database.db, {
    env: janus
      ? liveVideoEnv(janus)
      : {
          LIVE_VIDEO_SERVER_URL: "http://127.0.0.1:9/janus",
          LIVE_VIDEO_ADMIN_SECRET: "test-janus-admin-secret",
          LIVE_VIDEO_TOKEN_SECRET: TEST_JANUS_TOKEN_SECRET,
        },
  });
}

/** A signed-in account: its id and the Cookie header its browser sends. */
async function signedInAccount(ctx: ReturnType<typeof context>) {
  const account = await signedIn(ctx);
  return { userId: account.id, cookie: account.jar.header() };
}

async function remoteSession({
  status = "scheduled" as "scheduled" | "cancelled",
  priceCents = null as number | null,
  courseId = 101,
  trainerUserId = null as string | null,
} = {}) {
  const [row] = await database.db
    .insert(trainingSessions)
    .values({
      courseId,
      startsAt: START,
      endsAt: END,
      format: "distanciel",
      totalSeats: 10,
      status,
      priceCents,
      trainerUserId,
    })
    .returning({ id: trainingSessions.id });
  return row!.id;
}

async function register(
  sessionId: number,
  userId: string,
  {
    status = "confirmed" as "confirmed" | "waitlisted",
    paymentStatus = "paid" as "pending" | "paid",
    courseId = 101,
  } = {},
) {
  await database.db.insert(registrations).values(
    await withFrozenPrices(database.db, [
      {
        userId,
        courseId,
        sessionId,
        firstName: "Awa",
        lastName: "Diallo",
        email: `${userId}@example.com`,
        phone: "+224 620 00 00 00",
        status,
        paymentStatus,
      },
    ]),
  );
}

async function page(
  sessionId: number,
  cookie?: string,
  { now = DURING, path = `/sessions/${sessionId}/live`, ctx = context() } = {},
) {
  try {
    const result = await livePageLoader({
      request: new Request(SITE + path, { headers: cookie ? { Cookie: cookie } : {} }),
      context: ctx,
      params: { sessionId: String(sessionId) },
      now,
    });
    const { data, init } = result as unknown as {
      data: { view: { kind: string } & Record<string, unknown> };
      init: ResponseInit;
    };
    return { status: init.status ?? 200, view: data.view, headers: new Headers(init.headers) };
  } catch (thrown) {
    const { init } = thrown as { init: ResponseInit };
    return { status: init.status ?? 500, view: null, headers: new Headers() };
  }
}

function tokenRequest(sessionId: number, cookie?: string, now = DURING, ctx = context()) {
  return liveTokenAction({
    request: new Request(`${SITE}/sessions/${sessionId}/live/token`, {
      method: "POST",
      headers: cookie ? { Cookie: cookie } : {},
    }),
    context: ctx,
    params: { sessionId: String(sessionId) },
    now,
  });
}

describe("who may enter a live session (the page and its token endpoint)", () => {
  it("signed out: 401 'Connexion requise' with a sign-in link that comes back here, in both languages", async () => {
    const sessionId = await remoteSession();
    const french = await page(sessionId);
    expect(french.status).toBe(401);
    expect(french.view).toEqual({
      kind: "signed-out",
      signInHref: `/auth?redirectTo=%2Fsessions%2F${sessionId}%2Flive`,
    });
    expect(french.headers.get("Cache-Control")).toBe("private, no-store");
    const english = await page(sessionId, undefined, { path: `/en/sessions/${sessionId}/live` });
    expect(english.view).toEqual({
      kind: "signed-out",
      signInHref: `/en/auth?redirectTo=%2Fen%2Fsessions%2F${sessionId}%2Flive`,
    });
    expect((await tokenRequest(sessionId)).status).toBe(401);
  });

  it("signed in but not registered, or only on the waiting list: 403", async () => {
    const ctx = context();
    const sessionId = await remoteSession();
    const stranger = await signedInAccount(ctx);
    expect(await page(sessionId, stranger.cookie, { ctx })).toMatchObject({
      status: 403,
      view: { kind: "not-registered", registerHref: "/register/101" },
    });
    const waiting = await signedInAccount(ctx);
    await register(sessionId, waiting.userId, { status: "waitlisted" });
    expect(await page(sessionId, waiting.cookie, { ctx })).toMatchObject({
      status: 403,
      view: { kind: "not-registered" },
    });
    const refused = await tokenRequest(sessionId, waiting.cookie, DURING, ctx);
    expect(refused.status).toBe(403);
    expect(refused.headers.get("Cache-Control")).toBe("private, no-store");
    expect(await refused.json()).toEqual({ error: "not-registered" });
  });

  it("registered but not paid for a paid session: 402 with the pay page; paid: allowed", async () => {
    const ctx = context();
    const sessionId = await remoteSession({ priceCents: 50_000 });
    const person = await signedInAccount(ctx);
    await register(sessionId, person.userId, { paymentStatus: "pending" });
    const unpaid = await page(sessionId, person.cookie, { ctx });
    expect(unpaid.status).toBe(402);
    expect(unpaid.view).toMatchObject({ kind: "unpaid", contactHref: "/contact" });
    expect(String(unpaid.view?.payHref)).toMatch(/^\/pay\/\d+$/);
    expect((await tokenRequest(sessionId, person.cookie, DURING, ctx)).status).toBe(402);
    await database.db
      .update(registrations)
      .set({ paymentStatus: "paid" })
      .where(eq(registrations.userId, person.userId));
    expect(await page(sessionId, person.cookie, { ctx })).toMatchObject({
      status: 200,
      view: { kind: "room", name: "Fatou Bangoura", moderator: false },
    });
  });

  it("outside the window (more than 15 minutes early, ended) or cancelled: 'Session non disponible'", async () => {
    const ctx = context();
    const sessionId = await remoteSession();
    const person = await signedInAccount(ctx);
    await register(sessionId, person.userId);
    const tooEarly = new Date(START.getTime() - 16 * 60_000);
    expect(await page(sessionId, person.cookie, { ctx, now: tooEarly })).toMatchObject({
      status: 409,
      view: { kind: "unavailable", reason: "too-early" },
    });
    expect((await tokenRequest(sessionId, person.cookie, tooEarly, ctx)).status).toBe(409);
    const justOpen = new Date(START.getTime() - 15 * 60_000);
    expect(await page(sessionId, person.cookie, { ctx, now: justOpen })).toMatchObject({ status: 200 });
    expect(await page(sessionId, person.cookie, { ctx, now: END })).toMatchObject({
      status: 409,
      view: { reason: "ended" },
    });

    const other = await remoteSession({ status: "cancelled", courseId: 102 });
    await register(other, person.userId, { courseId: 102 });
    expect(await page(other, person.cookie, { ctx })).toMatchObject({
      status: 409,
      view: { kind: "unavailable", reason: "cancelled" },
    });
  });

  it("live video not configured: 503 'Session non disponible'", async () => {
    const bare = testAppContext(database.db);
    const sessionId = await remoteSession({ courseId: 103 });
    const person = await signedInAccount(bare);
    await register(sessionId, person.userId, { courseId: 103 });
    expect(await page(sessionId, person.cookie, { ctx: bare })).toMatchObject({
      status: 503,
      view: { kind: "unavailable", reason: "not-configured" },
    });
    expect((await tokenRequest(sessionId, person.cookie, DURING, bare)).status).toBe(503);

    // A try-out on this machine without Janus: the page says how to add it.
    const trial = { ...bare, env: { ...bare.env, MODE: "embedded" as const } };
    expect(await page(sessionId, person.cookie, { ctx: trial })).toMatchObject({
      status: 503,
      view: { kind: "unavailable", reason: "not-installed" },
    });
  });

  it("a session on site, or none at all: 404", async () => {
    const ctx = context();
    const [onSite] = await database.db
      .insert(trainingSessions)
      .values({
        courseId: 101,
        startsAt: START,
        endsAt: END,
        format: "presentiel",
        city: "Conakry",
        totalSeats: 5,
      })
      .returning({ id: trainingSessions.id });
    expect((await page(onSite!.id, undefined, { ctx })).status).toBe(404);
    expect((await page(999_999, undefined, { ctx })).status).toBe(404);
  });

  it("the trainer's account and staff are moderators without registering; others may not moderate", async () => {
    const ctx = context();
    const trainer = await signedInAccount(ctx);
    const sessionId = await remoteSession({ trainerUserId: trainer.userId, courseId: 104 });
    expect(await page(sessionId, trainer.cookie, { ctx })).toMatchObject({
      status: 200,
      view: { kind: "room", moderator: true },
    });
    const staff = await signedInAccount(ctx);
    await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, staff.userId));
    expect(await page(sessionId, staff.cookie, { ctx })).toMatchObject({
      status: 200,
      view: { moderator: true },
    });
    const person = await signedInAccount(ctx);
    await register(sessionId, person.userId, { courseId: 104 });
    const refused = await liveModerateAction({
      request: new Request(`${SITE}/sessions/${sessionId}/live/moderate`, {
        method: "POST",
        headers: { Cookie: person.cookie, "Content-Type": "application/json" },
        body: JSON.stringify({ action: "close" }),
      }),
      context: ctx,
      params: { sessionId: String(sessionId) },
      now: DURING,
    });
    expect(refused.status).toBe(403);
  });
});

describe("tokens", () => {
  it("are signed for one room and one person, and expire at the session's end", () => {
    const token = signJanusToken("secret-of-tests", END, ["r42", "p7"]);
    expect(token).toMatch(/^1804683600,janus,janus\.plugin\.videoroom,r42,p7:[A-Za-z0-9+/]+=*$/);
    expect(verifyJanusToken("secret-of-tests", token, DURING)).toEqual({ descriptors: ["r42", "p7"] });
    expect(verifyJanusToken("secret-of-tests", token, new Date(END.getTime() + 1000))).toBeNull();
    expect(verifyJanusToken("another-secret", token, DURING)).toBeNull();
    expect(verifyJanusToken("secret-of-tests", token.replace("r42", "r43"), DURING)).toBeNull();
  });
});

describe.skipIf(Boolean(unavailable))(
  `with Janus running${unavailable ? ` (skipped: ${unavailable})` : ""}`,
  () => {
    async function janusPost(path: string, body: Record<string, unknown>) {
      const response = await fetch(`${janus!.url}${path}`, {
        method: "POST",
        body: JSON.stringify({ ...body, transaction: "t" }),
      });
      return (await response.json()) as { janus: string; data?: { id: number }; error?: { code: number } };
    }

    /** Joins `room` as a publisher with `token`; the VideoRoom's answer (joined, or an error). */
    async function joinRoom(sessionToken: string, room: number, feedId: number, roomToken = sessionToken) {
      const created = await janusPost("", { janus: "create", token: sessionToken });
      if (created.janus !== "success") return { refusedBy: "core", code: created.error?.code };
      const handle = await janusPost(`/${created.data!.id}`, {
        janus: "attach",
        plugin: "janus.plugin.videoroom",
        token: sessionToken,
      });
      await janusPost(`/${created.data!.id}/${handle.data!.id}`, {
        janus: "message",
        token: sessionToken,
        body: { request: "join", ptype: "publisher", room, id: feedId, display: "Test", token: roomToken },
      });
      const events = await (
        await fetch(`${janus!.url}/${created.data!.id}?maxev=1&token=${encodeURIComponent(sessionToken)}`)
      ).json();
      const event = (Array.isArray(events) ? events[0] : events) as {
        plugindata: { data: Record<string, unknown> };
      };
      return { session: created.data!.id, data: event.plugindata.data };
    }

    async function grantOf(sessionId: number, cookie: string, ctx = context()) {
      const response = await tokenRequest(sessionId, cookie, new Date(), ctx);
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      return (await response.json()) as LiveGrant;
    }

    async function openSession(courseId: number) {
      const now = Date.now();
      const [row] = await database.db
        .insert(trainingSessions)
        .values({
          courseId,
          startsAt: new Date(now - 60_000),
          endsAt: new Date(now + 3600_000),
          format: "distanciel",
          totalSeats: 10,
        })
        .returning({ id: trainingSessions.id });
      return row!.id;
    }

    it("a grant lets its person into its room; a random room id is stored on the session", async () => {
      const ctx = context();
      const sessionId = await openSession(105);
      const person = await signedInAccount(ctx);
      await register(sessionId, person.userId, { courseId: 105 });
      const grant = await grantOf(sessionId, person.cookie, ctx);
      const [row] = await database.db
        .select()
        .from(trainingSessions)
        .where(eq(trainingSessions.id, sessionId));
      expect(row?.meetingRoom).toBe(String(grant.room));
      expect(grant).toMatchObject({
        kind: "janus",
        serverUrl: janus!.url,
        display: "Fatou Bangoura",
        moderator: false,
      });
      expect(JSON.stringify(grant)).not.toContain("test-janus-admin-secret");
      const joined = await joinRoom(grant.token, grant.room, grant.feedId);
      expect(joined.data).toMatchObject({ videoroom: "joined", room: grant.room, id: grant.feedId });
      // A second grant (a reload) takes the place of the first connection.
      const again = await grantOf(sessionId, person.cookie, ctx);
      expect(again.room).toBe(grant.room);
    });

    it("Janus refuses a forged token, an expired one, and a token for another room", async () => {
      const ctx = context();
      const first = await openSession(5);
      const second = await openSession(6);
      const person = await signedInAccount(ctx);
      await register(first, person.userId, { courseId: 5 });
      await register(second, person.userId, { courseId: 6 });
      const grantA = await grantOf(first, person.cookie, ctx);
      const grantB = await grantOf(second, person.cookie, ctx);

      const forged = signJanusToken("not-the-secret-of-janus", new Date(Date.now() + 3600_000), [
        `r${grantA.room}`,
        `p${grantA.feedId}`,
      ]);
      expect(await joinRoom(forged, grantA.room, grantA.feedId)).toEqual({ refusedBy: "core", code: 403 });
      const expired = signJanusToken(TEST_JANUS_TOKEN_SECRET, new Date(Date.now() - 1000), [
        `r${grantA.room}`,
        `p${grantA.feedId}`,
      ]);
      expect(await joinRoom(expired, grantA.room, grantA.feedId)).toEqual({ refusedBy: "core", code: 403 });
      // Room B's token is a valid Janus token, but not on room A's list.
      const otherRoom = await joinRoom(grantB.token, grantA.room, grantA.feedId);
      expect(otherRoom.data).toMatchObject({ error_code: 433 });
    });

    it("the trainer removes a participant: kicked, the same token no longer opens the room, no new token", async () => {
      const ctx = context();
      const trainer = await signedInAccount(ctx);
      const sessionId = await openSession(7);
      await database.db
        .update(trainingSessions)
        .set({ trainerUserId: trainer.userId })
        .where(eq(trainingSessions.id, sessionId));
      const person = await signedInAccount(ctx);
      await register(sessionId, person.userId, { courseId: 7 });
      const grant = await grantOf(sessionId, person.cookie, ctx);
      const joined = await joinRoom(grant.token, grant.room, grant.feedId);
      expect(joined.data).toMatchObject({ videoroom: "joined" });
      const trainerGrant = await grantOf(sessionId, trainer.cookie, ctx);
      expect(trainerGrant.moderator).toBe(true);

      const moderate = (body: unknown) =>
        liveModerateAction({
          request: new Request(`${SITE}/sessions/${sessionId}/live/moderate`, {
            method: "POST",
            headers: { Cookie: trainer.cookie, "Content-Type": "application/json" },
            body: JSON.stringify(body),
          }),
          context: ctx,
          params: { sessionId: String(sessionId) },
        });
      expect((await moderate({ action: "kick", feedId: 12345 })).status).toBe(404);
      expect((await moderate({ action: "kick", feedId: "x" })).status).toBe(400);
      expect((await moderate({ action: "kick", feedId: grant.feedId })).status).toBe(200);

      const rejoin = await joinRoom(grant.token, grant.room, grant.feedId);
      expect(rejoin.data).toMatchObject({ error_code: 433 });
      expect(await page(sessionId, person.cookie, { ctx, now: new Date() })).toMatchObject({
        status: 403,
        view: { kind: "denied" },
      });
      expect((await tokenRequest(sessionId, person.cookie, new Date(), ctx)).status).toBe(403);

      expect((await moderate({ action: "close" })).status).toBe(200);
    });
  },
);
