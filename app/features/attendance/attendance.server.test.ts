import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendanceMarks, auditLog, certificates, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeStaff, makeTrainedSession, mark, TINY_PNG } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { attendanceSummaries, AttendanceError, recordMarks, type MarkInput } from "./attendance.server";
import { halfDaysOf } from "./half-days";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, certificates, registrations, trainingSessions],
});

async function refusal(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AttendanceError);
  return error as AttendanceError;
}

describe("recording attendance", () => {
  let fixture: Awaited<ReturnType<typeof makeTrainedSession>>;
  beforeEach(async () => {
    // Ten days of 08:00–17:00: twenty half-days, five participants: 100 marks.
    fixture = await makeTrainedSession(database.db, {
      participants: 5,
      startsAt: new Date("2027-03-01T08:00:00Z"),
      endsAt: new Date("2027-03-10T17:00:00Z"),
    });
  });

  function hundredMarks(): MarkInput[] {
    const [session] = [{ startsAt: new Date("2027-03-01T08:00:00Z"), endsAt: new Date("2027-03-10T17:00:00Z") }];
    const halfDays = halfDaysOf({ ...session, timeZone: "Africa/Conakry" });
    return fixture.registrationIds.flatMap((registrationId) =>
      halfDays.map((h) => ({ ...mark(fixture.sessionId, registrationId, h.day, h.part), signature: TINY_PNG })),
    );
  }

  const count = async () => (await database.db.select().from(attendanceMarks)).length;

  it("counts 100 offline marks once, uploaded twice and after an upload interrupted half-way", async () => {
    const marks = hundredMarks();
    expect(marks).toHaveLength(100);
    const { db } = database;

    // The first half arrives; the second upload fails at its 75th mark (a mark for a session
    // that does not exist): its transaction rolls back, nothing of it is kept.
    expect(await recordMarks(db, fixture.trainer, marks.slice(0, 50), { audit })).toEqual({
      created: 50,
      updated: 0,
      repeated: 0,
    });
    const broken = [...marks.slice(50, 75), { ...marks[75]!, sessionId: 999_999 }, ...marks.slice(76)];
    expect((await refusal(recordMarks(db, fixture.trainer, broken, { audit }))).reason).toBe("session_not_found");
    expect(await count()).toBe(50);

    // The phone retries everything, then retries again.
    expect(await recordMarks(db, fixture.trainer, marks, { audit })).toEqual({ created: 50, updated: 0, repeated: 50 });
    expect(await recordMarks(db, fixture.trainer, marks, { audit })).toEqual({ created: 0, updated: 0, repeated: 100 });
    const rows = await db.select().from(attendanceMarks);
    expect(rows).toHaveLength(100);
    expect(rows.map((row) => [row.state, row.signature?.length])).toEqual(Array(100).fill(["present", 70]));
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });

  it("refuses marks of another session, of an unconfirmed registration, from someone not the trainer", async () => {
    const { db } = database;
    const [registrationId = 0] = fixture.registrationIds;
    const other = await makeTrainedSession(db, { participants: 1, courseId: 102 });
    const waiting = await makeTrainedSession(db, { participants: 1, courseId: 103, status: "waitlisted" });

    const otherSession = await refusal(
      recordMarks(db, fixture.trainer, [mark(fixture.sessionId, other.registrationIds[0]!, "2027-03-01", "morning")], {
        audit,
      }),
    );
    expect(otherSession.reason).toBe("registration_not_in_session");
    expect(otherSession.message).toBe("This participant is not registered in this session.");

    const unconfirmed = await refusal(
      recordMarks(db, waiting.trainer, [mark(waiting.sessionId, waiting.registrationIds[0]!, "2027-03-10", "morning")], {
        audit,
      }),
    );
    expect(unconfirmed.reason).toBe("registration_not_confirmed");

    const notTrainer = await refusal(
      recordMarks(db, other.trainer, [mark(fixture.sessionId, registrationId, "2027-03-01", "morning")], { audit }),
    );
    expect(notTrainer.reason).toBe("not_allowed");
    expect(notTrainer.message).toBe("Only this session's trainer or staff may record its attendance.");

    const notAHalfDay = await refusal(
      recordMarks(db, fixture.trainer, [mark(fixture.sessionId, registrationId, "2027-03-11", "morning")], { audit }),
    );
    expect(notAHalfDay.reason).toBe("not_a_half_day");

    const badSignature = await refusal(
      recordMarks(
        db,
        fixture.trainer,
        [{ ...mark(fixture.sessionId, registrationId, "2027-03-01", "morning"), signature: "bm90IGEgcG5n" }],
        { audit },
      ),
    );
    expect(badSignature.reason).toBe("bad_signature");
    await db.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, fixture.sessionId));
    const cancelled = await refusal(
      recordMarks(db, fixture.trainer, [mark(fixture.sessionId, registrationId, "2027-03-01", "morning")], { audit }),
    );
    expect(cancelled.reason).toBe("session_cancelled");
    expect(await count()).toBe(0);
  });

  it("lets staff correct a mark, audited, and refuses the trainer overwriting one", async () => {
    const { db } = database;
    const [registrationId = 0] = fixture.registrationIds;
    await recordMarks(db, fixture.trainer, [mark(fixture.sessionId, registrationId, "2027-03-01", "morning", "absent")], {
      audit,
    });
    const overwrite = await refusal(
      recordMarks(db, fixture.trainer, [mark(fixture.sessionId, registrationId, "2027-03-01", "morning")], { audit }),
    );
    expect(overwrite.reason).toBe("not_allowed");

    const staff = await makeStaff(db);
    const correction = {
      ...mark(fixture.sessionId, registrationId, "2027-03-01", "morning", "late"),
      method: "staff" as const,
      arrivedAt: new Date("2027-03-01T09:00:00Z"),
    };
    expect(await recordMarks(db, staff, [correction], { audit })).toEqual({ created: 0, updated: 1, repeated: 0 });
    const [row] = await db.select().from(attendanceMarks).where(eq(attendanceMarks.registrationId, registrationId));
    expect(row).toMatchObject({ state: "late", method: "staff", recordedBy: staff.id });
    const entries = await db.select().from(auditLog);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      action: "attendance_correct",
      actorId: staff.id,
      before: { state: "absent" },
      after: { state: "late", arrivedAt: "2027-03-01T09:00:00.000Z" },
    });

    // Late from 09:00: the morning (08:00–12:00) counts as attended, for 180 of its 240 minutes.
    // A mark staff enter themselves is audited as well.
    const [, other = 0] = fixture.registrationIds;
    await recordMarks(db, staff, [{ ...mark(fixture.sessionId, other, "2027-03-02", "afternoon"), method: "staff" }], {
      audit,
    });
    expect((await db.select().from(auditLog)).map((entry) => entry.action).sort()).toEqual([
      "attendance_correct",
      "attendance_record",
    ]);

    const [summary] = (await attendanceSummaries(db, fixture.sessionId)).filter((s) => s.registrationId === registrationId);
    expect(summary).toEqual({
      registrationId,
      halfDaysPlanned: 20,
      halfDaysAttended: 1,
      minutesPlanned: 20 * 240,
      minutesAttended: 180,
    });
  });
});
