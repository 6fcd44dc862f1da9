import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendanceMarks, auditLog, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeTrainedSession, mark } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { recordMarks } from "./attendance.server";
import { signAttendanceCode, type CodeSubject } from "./attendance-code.server";
import { checkAttendanceCode, markPresentByCode } from "./mark-by-code.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, registrations, trainingSessions],
});

const SECRETS = ["c".repeat(32)];
/** The session runs 10 and 11 March 2027, 08:00–17:00 in Conakry (UTC); "now" is the first morning. */
const now = new Date("2027-03-10T09:00:00Z");
const deps = { secrets: SECRETS, now };

let fixture: Awaited<ReturnType<typeof makeTrainedSession>>;
let participantId: string;

beforeEach(async () => {
  fixture = await makeTrainedSession(database.db, { participants: 2 });
  const [reg] = await database.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.id, fixture.registrationIds[0]!));
  participantId = reg!.userId!;
});

const code = (subject: Partial<CodeSubject> = {}, at = now) =>
  signAttendanceCode(SECRETS, { sessionId: fixture.sessionId, day: "2027-03-10", part: "morning", ...subject }, at);
const marks = () => database.db.select().from(attendanceMarks);

describe("marking one's own presence with the trainer's code", () => {
  it("marks the participant present by QR, once: a second scan of the half-day says already marked", async () => {
    const token = code();
    expect(await checkAttendanceCode(database.db, participantId, token, deps)).toMatchObject({
      kind: "ready",
      registrationId: fixture.registrationIds[0],
    });
    expect(await marks()).toHaveLength(0); // looking writes nothing

    const first = await markPresentByCode(database.db, { id: participantId }, token, deps);
    expect(first).toMatchObject({
      kind: "marked",
      target: { subject: { sessionId: fixture.sessionId, day: "2027-03-10", part: "morning" } },
    });
    const [row] = await marks();
    expect(row).toMatchObject({
      registrationId: fixture.registrationIds[0],
      sessionId: fixture.sessionId,
      day: "2027-03-10",
      part: "morning",
      state: "present",
      method: "qr",
      recordedBy: participantId,
      signature: null,
    });
    expect(row?.clientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(row?.recordedAt).toEqual(now);

    // The next window's code, and the same code again, find the mark.
    const later = new Date(now.getTime() + 30_000);
    for (const again of [token, code({}, later)])
      expect(await markPresentByCode(database.db, { id: participantId }, again, { secrets: SECRETS, now: later })).toMatchObject({
        kind: "already",
        state: "present",
      });
    expect(await marks()).toHaveLength(1);
    // The afternoon is another half-day.
    const afternoon = new Date("2027-03-10T14:00:00Z");
    expect(
      await markPresentByCode(database.db, { id: participantId }, code({ part: "afternoon" }, afternoon), {
        secrets: SECRETS,
        now: afternoon,
      }),
    ).toMatchObject({ kind: "marked" });
    expect(await marks()).toHaveLength(2);
  });

  it("counts two scans at the same moment once", async () => {
    const token = code();
    const outcomes = await Promise.all([
      markPresentByCode(database.db, { id: participantId }, token, deps),
      markPresentByCode(database.db, { id: participantId }, token, deps),
    ]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["already", "marked"]);
    expect(await marks()).toHaveLength(1);
  });

  it("never overwrites a mark the trainer made: absent stays absent", async () => {
    await recordMarks(
      database.db,
      fixture.trainer,
      [mark(fixture.sessionId, fixture.registrationIds[0]!, "2027-03-10", "morning", "absent")],
      { audit, now },
    );
    expect(await markPresentByCode(database.db, { id: participantId }, code(), deps)).toMatchObject({
      kind: "already",
      state: "absent",
    });
    const [row] = await marks();
    expect(row).toMatchObject({ state: "absent", method: "signature" });
  });

  it("refuses a code older than its window as expired, and writes nothing", async () => {
    const token = code();
    for (const at of [new Date(now.getTime() + 60_000), new Date(now.getTime() + 3_600_000)])
      expect(await markPresentByCode(database.db, { id: participantId }, token, { secrets: SECRETS, now: at })).toEqual({
        kind: "refused",
        reason: "expired",
        target: null,
      });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses a forged or mangled code", async () => {
    const token = code();
    const other = signAttendanceCode(["d".repeat(32)], { sessionId: fixture.sessionId, day: "2027-03-10", part: "morning" }, now);
    for (const bad of [other, `${token.slice(0, 10)}${token[10] === "A" ? "B" : "A"}${token.slice(11)}`, "nope", undefined])
      expect(await markPresentByCode(database.db, { id: participantId }, bad, deps)).toMatchObject({
        kind: "refused",
        reason: "invalid",
      });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses another session's code: the participant is not registered there", async () => {
    const elsewhere = await makeTrainedSession(database.db, { participants: 1 });
    expect(
      await markPresentByCode(database.db, { id: participantId }, code({ sessionId: elsewhere.sessionId }), deps),
    ).toMatchObject({ kind: "refused", reason: "not_registered" });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses a half-day that is not the session's, and one of its half-days on another day", async () => {
    // 12 March is after the session; a code for its second day is refused on the first.
    expect(await markPresentByCode(database.db, { id: participantId }, code({ day: "2027-03-12" }), deps)).toMatchObject({
      kind: "refused",
      reason: "not_a_half_day",
    });
    expect(await markPresentByCode(database.db, { id: participantId }, code({ day: "2027-03-11" }), deps)).toMatchObject({
      kind: "refused",
      reason: "not_today",
    });
    expect(await marks()).toHaveLength(0);
  });

  it("refuses a registration that is not confirmed, a cancelled session, a session that does not exist", async () => {
    const token = code();
    await database.db
      .update(registrations)
      .set({ status: "waitlisted" })
      .where(eq(registrations.id, fixture.registrationIds[0]!));
    expect(await markPresentByCode(database.db, { id: participantId }, token, deps)).toMatchObject({
      kind: "refused",
      reason: "not_confirmed",
    });
    await database.db.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, fixture.sessionId));
    expect(await markPresentByCode(database.db, { id: participantId }, token, deps)).toMatchObject({
      kind: "refused",
      reason: "session_cancelled",
    });
    // A genuine code for a session that does not exist (sessions with registrations are never deleted).
    expect(await markPresentByCode(database.db, { id: participantId }, code({ sessionId: 999_999 }), deps)).toMatchObject({
      kind: "refused",
      reason: "session_not_found",
    });
    expect(await marks()).toHaveLength(0);
  });
});
