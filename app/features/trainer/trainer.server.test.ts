import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  attendanceSheets,
  auditLog,
  livePresence,
  registrations,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeTrainedSession, TINY_PNG } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute, SITE } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { staffAccount, staffCallers } from "../../../tests/helpers/staff";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { action as marksAction } from "~/routes/trainer.marks";
import { action as sheetsAction } from "~/routes/trainer.sheets";
import { loader as manifestLoader } from "~/routes/trainer.manifest";
import { loader as serviceWorkerLoader } from "~/routes/trainer.sw";
import { loader as pageLoader } from "~/routes/trainer";
import { halfDaysOf } from "~/features/attendance/half-days";
import { trainerPageLoader } from "./trainer-page.server";
import type { TrainerDay } from "./trainer-data";
import { uploadMarks, type UploadResult } from "./uploads.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    auditLog,
    attendanceMarks,
    attendanceSheets,
    livePresence,
    registrations,
    trainingSessions,
  ],
});

type Account = Awaited<ReturnType<typeof signedInAccount>>;
type RouteFn = (args: { request: Request; context: AppContext; params: Record<string, string> }) => unknown;
const run = (fn: RouteFn) => (args: { request: Request; context: AppContext }) =>
  Promise.resolve(fn({ ...args, params: {} }));

let context: AppContext;
const accounts = {} as Record<"trainer" | "other" | "moderator", Account>;
beforeAll(async () => {
  context = testAppContext(database.db);
  accounts.trainer = await signedInAccount(context, { firstName: "Mamadou", lastName: "Formateur" });
  accounts.other = await signedInAccount(context, { firstName: "Awa", lastName: "Personne" });
  accounts.moderator = await signedInAccount(context, { firstName: "Kadiatou", lastName: "Équipe" });
  await database.db.update(user).set({ role: "moderator" }).where(eq(user.id, accounts.moderator.userId));
});

// Today is 10 March 2027, 10:00 in Conakry: the session runs on the 10th and the 11th.
const NOW = new Date("2027-03-10T10:00:00Z");
let fixture: Awaited<ReturnType<typeof makeTrainedSession>>;
beforeEach(async () => {
  fixture = await makeTrainedSession(database.db, { participants: 3 });
  await database.db
    .update(trainingSessions)
    .set({ trainerUserId: accounts.trainer.userId })
    .where(eq(trainingSessions.id, fixture.sessionId));
});

const get = (path: string, account?: Account) =>
  new Request(`${SITE}${path}`, { headers: account ? { Cookie: account.cookie } : {} });
const postJson = (path: string, body: unknown, account?: Account) =>
  new Request(`${SITE}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: SITE,
      ...(account ? { Cookie: account.cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });

const markFor = (registrationId: number, overrides: Record<string, unknown> = {}) => ({
  clientId: randomUUID(),
  sessionId: fixture.sessionId,
  registrationId,
  day: "2027-03-10",
  part: "morning",
  state: "present",
  method: "signature",
  signature: TINY_PNG,
  ...overrides,
});

async function upload(marks: unknown[], account: Account = accounts.trainer, path = "/trainer/marks") {
  const answer = (await marksAction({
    request: postJson(path, { marks }, account),
    context,
    params: {},
  } as never)) as Response;
  return {
    status: answer.status,
    body: (await answer.json()) as { results?: UploadResult[]; error?: string },
  };
}

describe("the trainer's page", () => {
  it("sends a visitor to sign in and back, in the page's language", async () => {
    for (const [path, location] of [
      ["/trainer", "/auth?redirectTo=%2Ftrainer"],
      ["/en/trainer", "/en/auth?redirectTo=%2Fen%2Ftrainer"],
    ]) {
      const answer = await callRoute(run(pageLoader as RouteFn), get(path!), context);
      expect([answer.status, answer.location]).toEqual([302, location]);
    }
  });

  it("answers 403 to an account that trains no session", async () => {
    const answer = await callRoute<{ kind: string }>(
      run(pageLoader as RouteFn),
      get("/trainer", accounts.other),
      context,
    );
    expect([answer.status, answer.body?.kind]).toEqual([403, "forbidden"]);
  });

  it("shows the trainer today's half-days of their sessions, not another's, tomorrow's or a cancelled one", async () => {
    const others = await makeTrainedSession(database.db, { participants: 1 });
    const tomorrow = await makeTrainedSession(database.db, {
      startsAt: new Date("2027-03-11T08:00:00Z"),
      endsAt: new Date("2027-03-11T17:00:00Z"),
    });
    const cancelled = await makeTrainedSession(database.db);
    for (const id of [tomorrow.sessionId, cancelled.sessionId])
      await database.db
        .update(trainingSessions)
        .set({
          trainerUserId: accounts.trainer.userId,
          ...(id === cancelled.sessionId ? { status: "cancelled" } : {}),
        })
        .where(eq(trainingSessions.id, id));
    const [first, second] = fixture.registrationIds;
    expect(
      (
        await upload([
          markFor(first!, {
            state: "late",
            arrivedAt: "2027-03-10T08:20:00Z",
            signature: undefined,
            method: "staff",
          }),
        ])
      ).status,
    ).toBe(200);

    const page = async (account: Account) =>
      (
        await callRoute<{ kind: string; day: TrainerDay }>(
          (args) => trainerPageLoader({ ...args, now: NOW }),
          get("/trainer", account),
          context,
        )
      ).body!.day;
    const day = await page(accounts.trainer);
    expect(day.sessions.map((s) => s.id)).toEqual([fixture.sessionId]);
    const [session] = day.sessions;
    expect(session!.day).toBe("2027-03-10");
    expect(session!.halfDays.map((h) => [h.part, h.hours, h.signed])).toEqual([
      ["morning", "08:00–12:00", false],
      ["afternoon", "13:00–17:00", false],
    ]);
    expect(session!.halfDays[0]!.codeHref).toBe(
      `/trainer/sessions/${fixture.sessionId}/code?day=2027-03-10&part=morning`,
    );
    expect(session!.participants).toHaveLength(3);
    expect(session!.marks).toEqual([
      {
        registrationId: first,
        part: "morning",
        state: "late",
        arrivedAt: "2027-03-10T08:20:00.000Z",
        method: "staff",
      },
    ]);
    expect(session!.marks.some((m) => m.registrationId === second)).toBe(false);
    expect(day.staff).toBe(false);

    // Staff see every session of today, whoever trains it.
    const staffDay = await page(accounts.moderator);
    expect(staffDay.sessions.map((s) => s.id).sort()).toEqual([fixture.sessionId, others.sessionId].sort());
    expect(staffDay.staff).toBe(true);
  });
});

describe("a remote session", () => {
  it("shows the minutes each participant spent in the live room, and a remote mark keeps the server's count", async () => {
    await database.db
      .update(trainingSessions)
      .set({ format: "distanciel" })
      .where(eq(trainingSessions.id, fixture.sessionId));
    const [first, second] = fixture.registrationIds;
    const [firstUser] = await database.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, first!));
    // In the room 08:05–09:50 Conakry time, then again from 09:55, still there at 10:00.
    await database.db.insert(livePresence).values([
      {
        sessionId: fixture.sessionId,
        userId: firstUser!.userId!,
        feedId: 1,
        joinedAt: new Date("2027-03-10T08:05:00Z"),
        leftAt: new Date("2027-03-10T09:50:00Z"),
      },
      {
        sessionId: fixture.sessionId,
        userId: firstUser!.userId!,
        feedId: 1,
        joinedAt: new Date("2027-03-10T09:55:00Z"),
      },
    ]);
    const answer = await callRoute<{ day: TrainerDay }>(
      (args) => trainerPageLoader({ ...args, now: NOW }),
      get("/trainer", accounts.trainer),
      context,
    );
    const [session] = answer.body!.day.sessions;
    expect(session!.remote).toBe(true);
    expect(session!.online.filter((o) => o.registrationId === first)).toEqual([
      { registrationId: first, part: "morning", minutes: 110 },
      { registrationId: first, part: "afternoon", minutes: 0 },
    ]);
    expect(session!.online.find((o) => o.registrationId === second && o.part === "morning")?.minutes).toBe(0);

    // The trainer confirms: the device says nothing of minutes (a number it sends is ignored).
    const marksAt = await uploadMarks({
      request: postJson(
        "/trainer/marks",
        {
          marks: [
            markFor(first!, { method: "remote", signature: undefined, remoteMinutes: 240 }),
            markFor(second!, { method: "remote", signature: undefined, state: "absent" }),
          ],
        },
        accounts.trainer,
      ),
      context,
      audit,
      now: NOW,
    });
    expect(marksAt.status).toBe(200);
    const rows = await database.db
      .select({
        id: attendanceMarks.registrationId,
        state: attendanceMarks.state,
        minutes: attendanceMarks.remoteMinutes,
      })
      .from(attendanceMarks)
      .orderBy(attendanceMarks.registrationId);
    expect(rows).toEqual([
      { id: first, state: "present", minutes: 110 },
      { id: second, state: "absent", minutes: 0 },
    ]);
  });
});

describe("uploading marks", () => {
  it("records each mark once, however often it is uploaded", async () => {
    const marks = fixture.registrationIds.map((id) => markFor(id));
    const first = await upload(marks);
    expect(first.status).toBe(200);
    expect(first.body.results!.map((r) => r.outcome)).toEqual(["recorded", "recorded", "recorded"]);
    const again = await upload(marks);
    expect(again.body.results!.map((r) => [r.clientId, r.outcome])).toEqual(
      marks.map((m) => [m.clientId, "repeated"]),
    );
    expect(await database.db.select().from(attendanceMarks)).toHaveLength(3);
  });

  it("counts 100 marks once when uploaded twice, the second upload cut off half-way", async () => {
    // Twenty-five participants, four half-days each (10 and 11 March): 100 marks, four batches.
    const big = await makeTrainedSession(database.db, {
      participants: 25,
      startsAt: new Date("2027-03-10T08:00:00Z"),
      endsAt: new Date("2027-03-11T17:00:00Z"),
    });
    await database.db
      .update(trainingSessions)
      .set({ trainerUserId: accounts.trainer.userId })
      .where(eq(trainingSessions.id, big.sessionId));
    const halfDays = halfDaysOf({
      startsAt: new Date("2027-03-10T08:00:00Z"),
      endsAt: new Date("2027-03-11T17:00:00Z"),
      timeZone: "Africa/Conakry",
    });
    const marks = big.registrationIds.flatMap((registrationId) =>
      halfDays.map((h) => ({
        ...markFor(registrationId, { day: h.day, part: h.part }),
        sessionId: big.sessionId,
      })),
    );
    expect(marks).toHaveLength(100);
    const batches = [0, 25, 50, 75].map((start) => marks.slice(start, start + 25));
    for (const batch of batches)
      expect((await upload(batch)).body.results!.every((r) => r.outcome === "recorded")).toBe(true);
    // The second upload: the network drops after two of its four batches, then all four again.
    for (const batch of batches.slice(0, 2)) await upload(batch);
    const outcomes = [];
    for (const batch of batches) outcomes.push(...(await upload(batch)).body.results!.map((r) => r.outcome));
    expect(outcomes).toEqual(Array(100).fill("repeated"));
    const rows = await database.db
      .select()
      .from(attendanceMarks)
      .where(eq(attendanceMarks.sessionId, big.sessionId));
    expect(rows).toHaveLength(100);
    expect(rows.every((row) => row.state === "present" && row.signature !== null)).toBe(true);
  });

  it("refuses, per mark and in the page's language: not the trainer, a cancelled session, a wrong half-day, a bad signature", async () => {
    const [first, second, third] = fixture.registrationIds;
    const notTrainer = await upload([markFor(first!)], accounts.other);
    expect(notTrainer.status).toBe(422);
    expect(notTrainer.body.results![0]).toMatchObject({ outcome: "refused", reason: "not_allowed" });
    expect(notTrainer.body.results![0]!.message).toMatch(/^seul le formateur/);
    const english = await upload([markFor(first!)], accounts.other, "/en/trainer/marks");
    expect(english.body.results![0]!.message).toMatch(/^only the session's trainer/);

    // One refused mark does not hold back the others.
    const mixed = await upload([
      markFor(first!, { day: "2027-03-12" }),
      markFor(second!, { signature: Buffer.from("GIF89a").toString("base64") }),
      markFor(third!),
    ]);
    expect(mixed.status).toBe(200);
    expect(mixed.body.results!.map((r) => r.reason ?? r.outcome)).toEqual([
      "not_a_half_day",
      "bad_signature",
      "recorded",
    ]);

    // The trainer cannot overwrite a recorded mark; staff can, audited.
    const overwrite = await upload([
      markFor(third!, { state: "absent", signature: undefined, method: "staff" }),
    ]);
    expect(overwrite.body.results![0]!.reason).toBe("not_allowed");
    const corrected = await upload(
      [markFor(third!, { state: "absent", signature: undefined, method: "staff" })],
      accounts.moderator,
    );
    expect(corrected.body.results![0]!.outcome).toBe("recorded");
    const entries = await database.db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["attendance_correct", accounts.moderator.userId],
    ]);

    await database.db
      .update(trainingSessions)
      .set({ status: "cancelled" })
      .where(eq(trainingSessions.id, fixture.sessionId));
    expect((await upload([markFor(first!)])).body.results![0]!.reason).toBe("session_cancelled");
    const rows = await database.db.select().from(attendanceMarks);
    expect(rows.map((row) => [row.registrationId, row.state])).toEqual([[third, "absent"]]);
  });

  it("answers 401 signed out, 400 to a malformed or oversized upload, 415 to a form, 405 to a GET", async () => {
    const [first] = fixture.registrationIds;
    const signedOut = (await marksAction({
      request: postJson("/trainer/marks", { marks: [markFor(first!)] }),
      context,
      params: {},
    } as never)) as Response;
    expect(signedOut.status).toBe(401);
    expect(((await signedOut.json()) as { error: string }).error).toMatch(/connecté/);
    expect((await upload("nope" as never)).status).toBe(400);
    const malformed = (await marksAction({
      request: postJson("/trainer/marks", "{not json", accounts.trainer),
      context,
      params: {},
    } as never)) as Response;
    expect(malformed.status).toBe(400);
    expect((await upload(Array.from({ length: 26 }, () => markFor(first!)))).status).toBe(400);
    const form = (await marksAction({
      request: new Request(`${SITE}/trainer/marks`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: accounts.trainer.cookie },
        body: "marks=1",
      }),
      context,
      params: {},
    } as never)) as Response;
    expect(form.status).toBe(415);
    expect(await database.db.select().from(attendanceMarks)).toHaveLength(0);
  });
});

describe("signing a half-day's sheet", () => {
  const sheet = (overrides: Record<string, unknown> = {}) => ({
    clientId: randomUUID(),
    sessionId: fixture.sessionId,
    day: "2027-03-10",
    part: "afternoon",
    signature: TINY_PNG,
    ...overrides,
  });
  const sign = async (body: unknown, account: Account = accounts.trainer) => {
    const answer = (await sheetsAction({
      request: postJson("/trainer/sheets", { sheet: body }, account),
      context,
      params: {},
    } as never)) as Response;
    return { status: answer.status, results: ((await answer.json()) as { results: UploadResult[] }).results };
  };

  it("keeps the first signature, answers a repeat as such, refuses someone not the trainer", async () => {
    expect((await sign(sheet())).results[0]!.outcome).toBe("recorded");
    expect((await sign(sheet())).results[0]!.outcome).toBe("repeated");
    const refused = await sign(sheet({ part: "morning" }), accounts.other);
    expect([refused.status, refused.results[0]!.reason]).toEqual([422, "not_allowed"]);
    expect((await sign(sheet({ signature: "" }))).results[0]!.reason).toBe("bad_signature");
    expect((await sign(sheet({ clientId: "not-a-uuid" }))).results[0]!.reason).toBe("invalid");
    expect(await database.db.select().from(attendanceSheets)).toHaveLength(1);
  });
});

describe("what makes the page installable and offline", () => {
  it("serves the service worker with the page as its only scope, never cached for long", async () => {
    for (const [path, scope] of [
      ["/trainer/sw.js", "/trainer"],
      ["/en/trainer/sw.js", "/en/trainer"],
    ]) {
      const response = (await serviceWorkerLoader({
        request: get(path!),
        context,
        params: {},
      } as never)) as Response;
      expect(response.headers.get("Service-Worker-Allowed")).toBe(scope);
      expect(response.headers.get("Cache-Control")).toBe("no-cache");
      expect(response.headers.get("Content-Type")).toMatch(/^text\/javascript/);
      const source = await response.text();
      // Workbox's router, bundled: it answers the page's CACHE_URLS message.
      expect(source).toContain("CACHE_URLS");
      expect(source).not.toMatch(/^\s*(import|export)\s/m);
    }
  });

  it("serves a manifest per language whose scope and start are the page", async () => {
    const response = (await manifestLoader({
      request: get("/en/trainer/manifest.webmanifest"),
      context,
      params: {},
    } as never)) as Response;
    expect(response.headers.get("Content-Type")).toBe("application/manifest+json");
    expect(await response.json()).toMatchObject({
      start_url: "/en/trainer",
      scope: "/en/trainer",
      lang: "en",
      display: "standalone",
      icons: [{ src: "/favicon.svg" }],
    });
  });
});

describe("the trainer's routes × who asks", () => {
  it("lets exactly the session's trainer and staff take attendance: page, marks and sheets", async () => {
    const callers = [...staffCallers, "trainer"] as const;
    const want = {
      visitor: { page: 302, marks: 401, sheets: 401 },
      user: { page: 403, marks: 422, sheets: 422 },
      moderator: { page: 200, marks: 200, sheets: 200 },
      "admin without two-factor": { page: 200, marks: 200, sheets: 200 },
      admin: { page: 200, marks: 200, sheets: 200 },
      trainer: { page: 200, marks: 200, sheets: 200 },
    };
    // Each caller its own participant and half-day (3 participants × 4 half-days), and its own
    // half-day's sheet: one caller's mark never stands in another's way.
    const slots = fixture.registrationIds.flatMap((registrationId) =>
      ["2027-03-10", "2027-03-11"].flatMap((day) =>
        (["morning", "afternoon"] as const).map((part) => ({ registrationId, day, part })),
      ),
    );
    const got: Record<string, unknown> = {};
    for (const [index, caller] of callers.entries()) {
      const account = caller === "trainer" ? accounts.trainer : await staffAccount(context, caller);
      const cookie: Record<string, string> = account ? { Cookie: account.cookie } : {};
      const page = await callRoute(
        run(pageLoader as RouteFn),
        new Request(`${SITE}/trainer`, { headers: cookie }),
        context,
      );
      const slot = slots[index]!;
      const post = (path: string, body: unknown) =>
        new Request(`${SITE}${path}`, {
          method: "POST",
          headers: { "Content-Type": "application/json", ...cookie },
          body: JSON.stringify(body),
        });
      const marks = (await marksAction({
        request: post("/trainer/marks", {
          marks: [markFor(slot.registrationId, { day: slot.day, part: slot.part })],
        }),
        context,
        params: {},
      } as never)) as Response;
      const sheets = (await sheetsAction({
        request: post("/trainer/sheets", {
          sheet: {
            clientId: randomUUID(),
            sessionId: fixture.sessionId,
            day: slot.day,
            part: slot.part,
            signature: TINY_PNG,
          },
        }),
        context,
        params: {},
      } as never)) as Response;
      got[caller] = { page: page.status, marks: marks.status, sheets: sheets.status };
    }
    expect(got).toEqual(want);
  });
});
