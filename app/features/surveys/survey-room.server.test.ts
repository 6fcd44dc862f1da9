import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  emailOutbox,
  rateLimits,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
} from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { decodeQr } from "../../../tests/helpers/qr";
import { makeSession, queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { callRoute, formPost, pageGet } from "../../../tests/helpers/route-calls";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { runSurveyJobs } from "./survey-jobs.server";
import { surveyRoomAction, surveyRoomLoader, surveyQrLoader, type RoomView } from "./survey-room.server";
import { submitSurvey } from "./surveys.server";

/*
 * The end-of-training survey from the room: the trainer's QR code on the session's last day, the
 * trainee's phone finding their own link by the address they registered with, and the e-mail at
 * the end that the answer spares.
 */

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
  emptyBeforeEach: [
    emailOutbox,
    rateLimits,
    surveyResponses,
    surveyInvitations,
    attendanceMarks,
    registrations,
    trainingSessions,
  ],
});

type Account = Awaited<ReturnType<typeof signedInAccount>>;
let context: AppContext;
let trainer: Account;
let someone: Account;
let sessionId: number;

// Two days in Conakry (UTC): the last day is 11 March.
const LAST_DAY = new Date("2027-03-11T15:00:00Z");
const FIRST_DAY = new Date("2027-03-10T15:00:00Z");
const ENDS = new Date("2027-03-11T17:00:00Z");

beforeAll(async () => {
  context = testAppContext(database.db);
  trainer = await signedInAccount(context, { firstName: "Mamadou", lastName: "Formateur" });
  someone = await signedInAccount(context, { firstName: "Fatou", lastName: "Autre" });
});

beforeEach(async () => {
  sessionId = await makeSession(database.db, { startsAt: new Date("2027-03-10T08:00:00Z"), endsAt: ENDS });
  await database.db
    .update(trainingSessions)
    .set({ trainerUserId: trainer.userId })
    .where(eq(trainingSessions.id, sessionId));
  await database.db.insert(registrations).values([
    {
      courseId: 101,
      sessionId,
      firstName: "Awa",
      lastName: "Camara",
      email: "awa@example.com",
      phone: "+224 620 00 00 01",
      lang: "fr",
    },
    {
      courseId: 101,
      sessionId,
      firstName: "John",
      lastName: "Smith",
      email: "John@Example.com",
      phone: "+224 620 00 00 02",
      lang: "en",
    },
  ]);
});

function qrPage(account: Account | null, at: Date, lang: "fr" | "en" = "fr") {
  const path = `${lang === "en" ? "/en" : ""}/trainer/sessions/${sessionId}/survey`;
  const request = new Request(`${SITE_URL}${path}`, { headers: account ? { Cookie: account.cookie } : {} });
  return outcomeOf(() =>
    surveyQrLoader({ request, context, params: { sessionId: String(sessionId) }, now: at }),
  );
}

type RoomAnswer = { view: RoomView };
const roomGet = (path: string, at: Date) =>
  callRoute<RoomAnswer>(
    (args) => surveyRoomLoader({ ...args, params: { code: path.split("/").pop() }, now: at }),
    pageGet(path),
    context,
  );
const roomPost = (path: string, email: string, at: Date) =>
  callRoute<RoomAnswer>(
    (args) => surveyRoomAction({ ...args, params: { code: path.split("/").pop() }, now: at }),
    formPost(path, { email }),
    context,
  );

async function roomPath(): Promise<string> {
  const page = await qrPage(trainer, LAST_DAY);
  expect(page.status).toBe(200);
  const body = page.data as { qr: string; link: string };
  const link = await decodeQr(body.qr);
  expect(link).toBe(body.link);
  return new URL(link!).pathname;
}

describe("the end-of-training QR code", () => {
  it("is shown to the session's trainer on its last day only, and to no one else", async () => {
    expect(await roomPath()).toMatch(/^\/survey\/session\/\d+-2027-03-11-[A-Za-z0-9_-]{22}$/);
    expect((await qrPage(trainer, FIRST_DAY)).status).toBe(409);
    expect((await qrPage(someone, LAST_DAY)).status).toBe(403);
    expect((await qrPage(null, LAST_DAY)).status).toBe(401);
  });

  it("leads a trainee, by their registration's address, to their own link in their language", async () => {
    const path = await roomPath();
    expect((await roomGet(path, LAST_DAY)).body?.view).toMatchObject({ state: "ask" });
    const unknown = await roomPost(path, "nobody@example.com", LAST_DAY);
    expect(unknown.status).toBe(400);
    expect(unknown.body?.view).toMatchObject({ state: "ask", error: "surveys.room.notFound" });
    expect((await roomPost(path, "not an address", LAST_DAY)).body?.view).toMatchObject({
      error: "surveys.room.badEmail",
    });

    const john = await roomPost(path, " john@example.COM ", LAST_DAY);
    expect(john.status).toBe(302);
    expect(john.location).toMatch(/^\/en\/survey\/[A-Za-z0-9_-]{43}$/);
    // Scanning again leads to the same link.
    expect((await roomPost(path, "john@example.com", LAST_DAY)).location).toBe(john.location);
    const awa = await roomPost(path, "awa@example.com", LAST_DAY);
    expect(awa.location).toMatch(/^\/survey\//);

    // John answers from the room; at the end only Awa, who attended and did not answer, gets the e-mail.
    const form = new FormData();
    for (const [name, value] of [
      ["q_satisfaction", "5"],
      ["q_goals_met", "4"],
      ["q_trainer", "5"],
    ])
      form.append(name!, value!);
    await submitSurvey(database.db, john.location!.split("/").pop()!, form, LAST_DAY);
    const regs = await database.db.select().from(registrations).where(eq(registrations.sessionId, sessionId));
    for (const reg of regs)
      await database.db.insert(attendanceMarks).values({
        registrationId: reg.id,
        sessionId,
        day: "2027-03-11",
        part: "afternoon",
        state: "present",
        method: "qr",
        clientId: crypto.randomUUID(),
      });
    await runSurveyJobs(database.db, {
      siteUrl: SITE_URL,
      secret: context.secrets[0]!,
      now: new Date(ENDS.getTime() + 60_000),
    });
    const mail = (await queuedMail(database.db)).filter((row) => row.kind === "survey-end");
    expect(mail.map((row) => row.to)).toEqual(["awa@example.com"]);
    // The e-mail carries the very link the room gave her.
    expect(mail[0]!.text).toContain(`${SITE_URL}${awa.location}`);
  });

  it("is refused on another day, and when forged", async () => {
    const path = await roomPath();
    expect((await roomGet(path, FIRST_DAY)).status).toBe(410);
    expect((await roomPost(path, "awa@example.com", new Date("2027-03-12T09:00:00Z"))).status).toBe(410);
    const forged = path.replace(/-[A-Za-z0-9_-]{22}$/, `-${"A".repeat(22)}`);
    expect((await roomGet(forged, LAST_DAY)).status).toBe(404);
    const otherSession = path.replace(/\/(\d+)-/, (_, id) => `/${Number(id) + 1}-`);
    expect((await roomGet(otherSession, LAST_DAY)).status).toBe(404);
  });
});
