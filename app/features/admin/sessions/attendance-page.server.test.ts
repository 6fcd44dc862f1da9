import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  auditLog,
  certificates,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { audit, makeTrainedSession, mark, setCourseRules } from "../../../../tests/helpers/attendance";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import { issueCertificateManually, verifyCertificate } from "~/features/certificates/certificates.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { action, loader } from "~/routes/admin.session.attendance-grid";
import type { AttendanceRefusal } from "./attendance-actions.server";
import type { AttendancePageData } from "./attendance-page.server";

/*
 * The attendance page of a session in the back-office: what staff read, the corrections they
 * make and the certificates they issue or revoke by hand, each audited; bad input answers 4xx in
 * the page's language and writes nothing.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, certificates, registrations, trainingSessions],
});

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let moderator: Account;
let admin: Account;

beforeAll(async () => {
  context = testAppContext(database.db);
  moderator = (await staffAccount(context, "moderator"))!;
  admin = (await staffAccount(context, "admin"))!;
});

// Two days, 08:00–17:00 in Conakry: four half-days of four hours.
let sessionId: number;
let alpha: number;
let beta: number;
let trainer: Awaited<ReturnType<typeof makeTrainedSession>>["trainer"];

beforeEach(async () => {
  await setCourseRules(database.db, 101, { threshold: 100, validityMonths: null });
  const fixture = await makeTrainedSession(database.db, { participants: 2 });
  ({ sessionId, trainer } = fixture);
  [alpha = 0, beta = 0] = fixture.registrationIds;
  // The trainer marked the first day: alpha present both half-days, beta absent in the afternoon.
  await recordMarks(
    database.db,
    trainer,
    [
      mark(sessionId, alpha, "2027-03-10", "morning"),
      mark(sessionId, alpha, "2027-03-10", "afternoon"),
      mark(sessionId, beta, "2027-03-10", "morning"),
      mark(sessionId, beta, "2027-03-10", "afternoon", "absent"),
    ],
    { audit },
  );
});

const path = (lang: "fr" | "en" = "fr", id = sessionId) =>
  `${lang === "en" ? "/en" : ""}/admin/sessions/${id}/attendance`;

function post(
  who: Account,
  fields: Record<string, string>,
  { lang = "fr" as "fr" | "en", token = true } = {},
) {
  const body = new URLSearchParams({
    ...(token ? { csrf: antiForgeryToken(who.sessionId, context.secrets) } : {}),
    ...fields,
  });
  return callRoute<AttendanceRefusal>(
    (args) => action({ ...args, params: { sessionId: String(sessionId) } } as never),
    new Request(`https://site.example${path(lang)}`, {
      method: "POST",
      headers: { Cookie: who.cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body,
    }),
    context,
  );
}

async function page(who: Account, lang: "fr" | "en" = "fr") {
  const answer = await callRoute<AttendancePageData>(
    (args) => loader({ ...args, params: { sessionId: String(sessionId) } } as never),
    new Request(`https://site.example${path(lang)}`, { headers: { Cookie: who.cookie } }),
    context,
  );
  expect(answer.status).toBe(200);
  return answer.body!;
}

async function flashOf(answer: { headers: Headers }) {
  const { flash } = await takeFlash(
    new Request("https://site.example/", {
      headers: { Cookie: (answer.headers.get("Set-Cookie") ?? "").split(";")[0]! },
    }),
    context,
  );
  return flash;
}

const marks = () =>
  database.db
    .select()
    .from(attendanceMarks)
    .orderBy(asc(attendanceMarks.day), asc(attendanceMarks.registrationId));
const audits = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
const rowOf = (data: AttendancePageData, id: number) => data.rows.find((row) => row.registrationId === id)!;

describe("the attendance grid", () => {
  it("shows each participant's marks per half-day, hours against the threshold, and the certificate, in the page's language", async () => {
    const french = await page(moderator);
    expect(french.halfDays.map((h) => h.key)).toEqual([
      "2027-03-10/morning",
      "2027-03-10/afternoon",
      "2027-03-11/morning",
      "2027-03-11/afternoon",
    ]);
    expect(french.thresholdPercent).toBe(100);
    const first = rowOf(french, alpha);
    expect(first.cells.map((cell) => cell.state)).toEqual(["present", "present", null, null]);
    expect(first.cells[0]).toMatchObject({ text: "Présent", method: "signature", signed: false });
    expect(first.cells[2]?.text).toBe("Non saisi");
    expect(first).toMatchObject({
      attended: "8\u00a0h",
      planned: "16\u00a0h",
      meetsThreshold: false,
      certificate: null,
    });
    expect(rowOf(french, beta).cells[1]?.text).toBe("Absent");
    // A moderator may correct: the forms carry a token.
    expect(french.antiForgery).toEqual(expect.any(String));

    const english = await page(moderator, "en");
    expect(rowOf(english, beta).cells[1]?.text).toBe("Absent");
    expect(rowOf(english, alpha).cells[2]?.text).toBe("Not marked");
    expect(english.halfDays[1]?.label).toContain("afternoon");
  });

  it("answers 404 in the page's language for a session that does not exist", async () => {
    const answer = await callRoute<{ seo: { title: string } }>(
      (args) => loader({ ...args, params: { sessionId: "999999" } } as never),
      new Request("https://site.example/en/admin/sessions/999999/attendance", {
        headers: { Cookie: admin.cookie },
      }),
      context,
    );
    expect(answer.status).toBe(404);
    expect(answer.body?.seo.title).toBe("This session does not exist.");
  });
});

describe("correcting a mark", () => {
  it("turns a trainer's mark into staff's, records before and after in the audit log, and says so", async () => {
    const answer = await post(moderator, {
      intent: "correct",
      registrationId: String(alpha),
      halfDay: "2027-03-10/morning",
      state: "late",
      arrivedAt: "09:40",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    expect(answer.location).toBe(`/admin/sessions/${sessionId}/attendance`);
    expect(await flashOf(answer)).toMatchObject({
      kind: "success",
      title: "Présence corrigée",
      message: expect.stringContaining("Retard 09:40"),
    });
    const [corrected] = (await marks()).filter(
      (row) => row.registrationId === alpha && row.part === "morning",
    );
    expect(corrected).toMatchObject({
      state: "late",
      method: "staff",
      arrivedAt: new Date("2027-03-10T09:40:00Z"),
      recordedBy: moderator.userId,
    });
    const [entry] = (await audits()).filter((row) => row.action === "attendance_correct");
    expect(entry).toMatchObject({
      actorEmail: moderator.email,
      entityType: "attendance_mark",
      entityId: String(corrected!.id),
    });
    expect(entry?.before).toMatchObject({ state: "present", method: "signature", arrivedAt: null });
    expect(entry?.after).toMatchObject({
      state: "late",
      method: "staff",
      arrivedAt: "2027-03-10T09:40:00.000Z",
    });
    const shown = rowOf(await page(moderator), alpha);
    expect(shown.cells[0]).toMatchObject({ state: "late", text: "Retard 09:40", method: "staff" });
    // Late counts as attended, from the arrival: 2 h 20 in the morning, 4 h in the afternoon.
    expect(shown.attended).toBe("6\u00a0h\u00a020");
  });

  it("marks a half-day the trainer had not, audited as staff's entry; an admin may too", async () => {
    const answer = await post(admin, {
      intent: "correct",
      registrationId: String(beta),
      halfDay: "2027-03-11/afternoon",
      state: "excused",
    });
    expect(answer.status).toBe(302);
    const [entry] = (await audits()).filter((row) => row.action === "attendance_record");
    expect(entry).toMatchObject({ actorEmail: admin.email, before: null });
    expect(entry?.after).toMatchObject({ state: "excused", method: "staff" });
    expect(rowOf(await page(admin), beta).cells[3]?.state).toBe("excused");
  });

  it.each([
    [
      "a late arrival without its time",
      { halfDay: "2027-03-10/morning", state: "late" },
      "Corrigez les champs signalés.",
      { arrivedAt: ["adminAttendance.errors.arrivedAtRequired"] },
    ],
    [
      "a late arrival after the half-day",
      { halfDay: "2027-03-10/morning", state: "late", arrivedAt: "12:30" },
      "L'heure d'arrivée d'un retard tombe pendant la demi-journée, entre 08:00 et 12:00.",
      { arrivedAt: ["adminAttendance.errors.arrivedOutsideShort"] },
    ],
    [
      "a time that is not one",
      { halfDay: "2027-03-10/morning", state: "late", arrivedAt: "9h" },
      "Corrigez les champs signalés.",
      { arrivedAt: ["adminAttendance.errors.arrivedAt"] },
    ],
    [
      "a half-day the session does not have",
      { halfDay: "2027-03-12/morning", state: "present" },
      "Choisissez une demi-journée de la session.",
      undefined,
    ],
    [
      "a state that does not exist",
      { halfDay: "2027-03-10/morning", state: "asleep" },
      "Corrigez les champs signalés.",
      { state: ["adminAttendance.errors.state"] },
    ],
  ])("refuses %s with a 400 in French, writing nothing", async (_name, fields, message, errors) => {
    const before = await marks();
    const answer = await post(moderator, { intent: "correct", registrationId: String(alpha), ...fields });
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe(message);
    expect(answer.body).toMatchObject({ intent: "correct", target: alpha });
    if (errors) expect((answer.body?.lastResult as { error?: unknown }).error).toMatchObject(errors);
    expect(await marks()).toEqual(before);
    expect((await audits()).filter((row) => row.action.startsWith("attendance_"))).toHaveLength(0);
  });

  it("refuses a participant of another session, a forged intent and a missing token, in English on /en", async () => {
    const other = await makeTrainedSession(database.db, { participants: 1 });
    const before = await marks();
    const stranger = await post(
      moderator,
      {
        intent: "correct",
        registrationId: String(other.registrationIds[0]),
        halfDay: "2027-03-10/morning",
        state: "absent",
      },
      { lang: "en" },
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body?.notice.message).toBe("This participant is not registered in this session.");
    const forged = await post(moderator, { intent: "delete", registrationId: String(alpha) }, { lang: "en" });
    expect(forged.status).toBe(400);
    expect(forged.body?.notice.message).toBe("Unknown action.");
    const tokenless = await post(
      moderator,
      { intent: "correct", registrationId: String(alpha), halfDay: "2027-03-10/morning", state: "absent" },
      { lang: "en", token: false },
    );
    expect(tokenless.status).toBe(403);
    expect(await marks()).toEqual(before);
    expect(await audits()).toHaveLength(0);
  });

  it("refuses a correction on a cancelled session with a 409", async () => {
    await database.db
      .update(trainingSessions)
      .set({ status: "cancelled" })
      .where(eq(trainingSessions.id, sessionId));
    const answer = await post(moderator, {
      intent: "correct",
      registrationId: String(alpha),
      halfDay: "2027-03-10/morning",
      state: "absent",
    });
    expect(answer.status).toBe(409);
    expect(answer.body?.notice.message).toBe(
      "Cette session est annulée\u00a0: elle ne prend plus de présences.",
    );
    expect((await marks()).every((row) => row.method === "signature")).toBe(true);
  });
});

describe("certificates by hand", () => {
  it("issues one to a participant below the threshold, with the reason, audited; the page shows it", async () => {
    expect(rowOf(await page(moderator), beta).meetsThreshold).toBe(false);
    const answer = await post(moderator, {
      intent: "issue",
      registrationId: String(beta),
      reason: "  Absence justifiée par l'employeur, rattrapage fait.  ",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    const [issued] = await database.db.select().from(certificates);
    expect(issued).toMatchObject({
      registrationId: beta,
      issuedBy: moderator.userId,
      issueReason: "Absence justifiée par l'employeur, rattrapage fait.",
      revokedAt: null,
    });
    expect(await flashOf(answer)).toMatchObject({ message: expect.stringContaining(issued!.number) });
    const [entry] = (await audits()).filter((row) => row.action === "certificate_issue");
    expect(entry).toMatchObject({ actorEmail: moderator.email, entityType: "certificate", before: null });
    expect(entry?.after).toMatchObject({ number: issued!.number, issueReason: issued!.issueReason });
    const shown = rowOf(await page(moderator), beta).certificate;
    expect(shown).toMatchObject({
      number: issued!.number,
      revoked: false,
      verifyHref: `/verify/${issued!.code}`,
    });

    // Once: a second one is refused.
    const again = await post(moderator, { intent: "issue", registrationId: String(beta), reason: "Encore" });
    expect(again.status).toBe(409);
    expect(again.body?.notice.message).toBe("Ce participant a déjà une attestation.");
    expect(await database.db.select().from(certificates)).toHaveLength(1);
  });

  it("refuses an empty reason, or a participant of another session, writing nothing", async () => {
    const empty = await post(moderator, { intent: "issue", registrationId: String(alpha), reason: "   " });
    expect(empty.status).toBe(400);
    expect((empty.body?.lastResult as { error?: unknown }).error).toMatchObject({
      reason: ["adminAttendance.errors.reason"],
    });
    // A control character in the reason: refused, naming the field.
    const control = await post(moderator, {
      intent: "issue",
      registrationId: String(alpha),
      reason: "Rattrapage\u0000",
    });
    expect(control.status).toBe(400);
    expect((control.body?.lastResult as { error?: unknown }).error).toMatchObject({
      reason: ["admin.form.control"],
    });
    const other = await makeTrainedSession(database.db, { participants: 1 });
    const stranger = await post(
      moderator,
      { intent: "issue", registrationId: String(other.registrationIds[0]), reason: "Pourquoi pas" },
      { lang: "en" },
    );
    expect(stranger.status).toBe(400);
    expect(stranger.body?.notice.message).toBe("This participant is not registered in this session.");
    expect(await database.db.select().from(certificates)).toHaveLength(0);
    expect(await audits()).toHaveLength(0);
  });

  it("revokes one with a reason, audited; the verification page says revoked at once", async () => {
    await post(moderator, {
      intent: "issue",
      registrationId: String(alpha),
      reason: "Présent, fiche perdue",
    });
    const [issued] = await database.db.select().from(certificates);
    expect((await verifyCertificate(database.db, issued!.code, "fr", new Date()))?.status.kind).toBe("valid");

    const noReason = await post(moderator, {
      intent: "revoke",
      certificateId: String(issued!.id),
      reason: "",
    });
    expect(noReason.status).toBe(400);
    expect(noReason.body).toMatchObject({ intent: "revoke", target: issued!.id });
    expect((await database.db.select().from(certificates))[0]?.revokedAt).toBeNull();

    const answer = await post(admin, {
      intent: "revoke",
      certificateId: String(issued!.id),
      reason: "Délivrée par erreur",
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    const [revoked] = await database.db.select().from(certificates);
    expect(revoked).toMatchObject({ revokedReason: "Délivrée par erreur", revokedBy: admin.userId });
    const [entry] = (await audits()).filter((row) => row.action === "certificate_revoke");
    expect(entry?.before).toMatchObject({ revokedAt: null });
    expect(entry?.after).toMatchObject({ revokedReason: "Délivrée par erreur" });
    expect((await verifyCertificate(database.db, issued!.code, "fr", new Date()))?.status.kind).toBe(
      "revoked",
    );
    expect(rowOf(await page(admin), alpha).certificate).toMatchObject({
      revoked: true,
      revokedReason: "Délivrée par erreur",
    });

    const twice = await post(admin, {
      intent: "revoke",
      certificateId: String(issued!.id),
      reason: "Encore",
    });
    expect(twice.status).toBe(409);
    expect(twice.body?.notice.message).toBe("Cette attestation est déjà révoquée.");
    expect((await audits()).filter((row) => row.action === "certificate_revoke")).toHaveLength(1);
  });

  it("refuses to revoke a certificate of another session", async () => {
    const other = await makeTrainedSession(database.db, { participants: 1 });
    const [otherRegistration] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, other.registrationIds[0]!));
    const foreign = await issueCertificateManually(
      database.db,
      { id: admin.userId, email: admin.email, role: "admin" },
      otherRegistration!.id,
      "Autre session",
      { audit },
    );
    const answer = await post(moderator, {
      intent: "revoke",
      certificateId: String(foreign.id),
      reason: "Non",
    });
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe("Cette attestation n'appartient pas à cette session.");
    expect((await database.db.select().from(certificates))[0]?.revokedAt).toBeNull();
  });
});
