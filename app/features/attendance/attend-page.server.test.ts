import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { attendanceMarks, rateLimits, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { formPost } from "../../../tests/helpers/form-post";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { signAttendanceCode, type CodeSubject } from "./attendance-code.server";
import { attendCodeRule, attendPageAction, attendPageLoader, type AttendView } from "./attend-page.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [attendanceMarks, rateLimits, registrations, trainingSessions],
});

type Account = Awaited<ReturnType<typeof signedInAccount>>;
let context: AppContext;
let participant: Account;
let stranger: Account;
let sessionId: number;
let registrationId: number;

/** The session's first morning in Conakry (UTC). */
const now = new Date("2027-03-10T09:00:00Z");

beforeAll(async () => {
  context = testAppContext(database.db);
  participant = await signedInAccount(context, { firstName: "Awa", lastName: "Participante" });
  stranger = await signedInAccount(context, { firstName: "Moussa", lastName: "Ailleurs" });
});

beforeEach(async () => {
  sessionId = await makeSession(database.db, {
    startsAt: new Date("2027-03-10T08:00:00Z"),
    endsAt: new Date("2027-03-11T17:00:00Z"),
  });
  const [reg] = await database.db
    .insert(registrations)
    .values({
      userId: participant.userId,
      courseId: 101,
      sessionId,
      firstName: "Awa",
      lastName: "Participante",
      email: participant.email,
      phone: "+224 620 00 00 00",
      status: "confirmed",
    })
    .returning({ id: registrations.id });
  registrationId = reg!.id;
});

const code = (subject: Partial<CodeSubject> = {}, at = now) =>
  signAttendanceCode(context.secrets, { sessionId, day: "2027-03-10", part: "morning", ...subject }, at);
const path = (token: string, lang: "fr" | "en" = "fr") => `${lang === "en" ? "/en" : ""}/attend/${token}`;
const marks = () => database.db.select().from(attendanceMarks);

function open(account: Account | null, token: string, { lang = "fr" as "fr" | "en", at = now } = {}) {
  const request = new Request(`https://site.example${path(token, lang)}`, {
    headers: account ? { Cookie: account.cookie } : {},
  });
  return outcomeOf(() => attendPageLoader({ request, context, params: { token }, now: at }));
}

function confirm(
  account: Account | null,
  token: string,
  { lang = "fr" as "fr" | "en", at = now, csrf = account ? antiForgeryToken(account.sessionId, context.secrets) : "" } = {},
) {
  const request = formPost(path(token, lang), { csrf }, { cookie: account?.cookie });
  return outcomeOf(() => attendPageAction({ request, context, params: { token }, now: at }));
}

const viewOf = (outcome: { data: unknown }) => (outcome.data as { view: AttendView }).view;

describe("the participant's attendance page", () => {
  it("sends a signed-out visitor to sign in and back to the same code", async () => {
    const token = code();
    const french = await open(null, token);
    expect(french.status).toBe(302);
    expect(french.location).toBe(`/auth?redirectTo=${encodeURIComponent(`/attend/${token}`)}`);
    const english = await confirm(null, token, { lang: "en" });
    expect(english.location).toBe(`/en/auth?redirectTo=${encodeURIComponent(`/en/attend/${token}`)}`);
    expect(await marks()).toHaveLength(0);
  });

  it("shows a confirmation button on GET, writing nothing; the POST marks present, once", async () => {
    const token = code();
    const page = await open(participant, token);
    expect(page.status).toBe(200);
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(viewOf(page)).toMatchObject({ state: "ready", halfDay: "Matin du mercredi 10 mars 2027" });
    expect(await marks()).toHaveLength(0);

    const confirmed = await confirm(participant, token, { at: new Date(now.getTime() + 5_000) });
    expect(confirmed.status).toBe(200);
    expect(viewOf(confirmed)).toEqual({
      state: "marked",
      title: "Présence enregistrée",
      message: "Vous êtes marqué(e) présent(e) pour le matin du mercredi 10 mars 2027. Merci\u00a0!",
    });
    expect(await marks()).toMatchObject([{ registrationId, state: "present", method: "qr", recordedBy: participant.userId }]);

    // A second scan, opened or confirmed, says so and changes nothing.
    expect(viewOf(await open(participant, token))).toMatchObject({ state: "already", title: "Déjà enregistré" });
    const again = await confirm(participant, token, { lang: "en" });
    expect(again.status).toBe(200);
    expect(viewOf(again)).toMatchObject({ state: "already", message: "You are already marked present for this half-day." });
    expect(await marks()).toHaveLength(1);
  });

  it("refuses a code older than its window, in the page's language, and writes nothing", async () => {
    const token = code();
    const anHourLater = new Date(now.getTime() + 3_600_000);
    const page = await open(participant, token, { at: anHourLater });
    expect(page.status).toBe(410);
    expect(viewOf(page)).toMatchObject({ state: "refused", message: expect.stringMatching(/^Code expiré\u00a0:/) });
    const posted = await confirm(participant, token, { lang: "en", at: new Date(now.getTime() + 60_000) });
    expect(posted.status).toBe(410);
    expect(viewOf(posted)).toMatchObject({ message: expect.stringContaining("Ask the trainer for a new code") });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses a forged code, another session's, a half-day not of the session, an unconfirmed or cancelled one", async () => {
    const refused = async (account: Account, token: string, lang: "fr" | "en" = "fr") => {
      const outcome = await confirm(account, token, { lang });
      expect(viewOf(outcome).state).toBe("refused");
      return { status: outcome.status, message: (viewOf(outcome) as { message: string }).message };
    };
    const token = code();
    const forged = `${token.slice(0, 20)}${token[20] === "x" ? "y" : "x"}${token.slice(21)}`;
    expect(await refused(participant, forged)).toMatchObject({ status: 400, message: expect.stringContaining("n'est pas valide") });
    expect(await refused(stranger, token, "en")).toMatchObject({
      status: 403,
      message: expect.stringContaining("You are not registered for this session"),
    });
    const elsewhere = await makeSession(database.db, { startsAt: new Date("2027-03-10T08:00:00Z") });
    expect(await refused(participant, code({ sessionId: elsewhere }))).toMatchObject({
      status: 403,
      message: expect.stringContaining("pas inscrit(e) à cette session"),
    });
    expect(await refused(participant, code({ day: "2027-03-09" }))).toMatchObject({
      status: 400,
      message: "Cette demi-journée ne fait pas partie de la session.",
    });
    await database.db.update(registrations).set({ status: "waitlisted" }).where(eq(registrations.id, registrationId));
    expect(await refused(participant, token)).toMatchObject({ status: 403, message: expect.stringContaining("pas confirmée") });
    await database.db.update(registrations).set({ status: "confirmed" }).where(eq(registrations.id, registrationId));
    await database.db.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, sessionId));
    expect(await refused(participant, token, "en")).toEqual({ status: 410, message: "This session was cancelled: it takes no attendance." });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses a confirmation without this session's anti-forgery token", async () => {
    const outcome = await confirm(participant, code(), { csrf: antiForgeryToken(stranger.sessionId, context.secrets) });
    expect(outcome.status).toBe(403);
    expect(viewOf(outcome)).toMatchObject({ state: "refused", message: expect.stringContaining("expiré") });
    expect(await marks()).toHaveLength(0);
  });

  it("limits confirmations per account, with Retry-After and the minutes left", async () => {
    const forged = "A".repeat(38);
    for (let index = 0; index < attendCodeRule.points; index++)
      expect((await confirm(participant, forged)).status).toBe(400);
    const limited = await confirm(participant, code());
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(viewOf(limited)).toMatchObject({ title: "Trop de tentatives", message: expect.stringMatching(/Réessayez dans \d+ min\./) });
    expect(await marks()).toHaveLength(0);
    // Another account is not limited by it.
    expect((await confirm(stranger, forged)).status).toBe(400);
  });
});
