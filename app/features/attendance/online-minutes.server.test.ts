import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendanceMarks, auditLog, livePresence, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeTrainedSession, mark } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { attendanceSummaries, recordMarks, type MarkInput } from "./attendance.server";
import { onlineMinutes } from "./online-minutes.server";

/*
 * Remote attendance: the minutes the live room saw each participant, per half-day, and the marks
 * the trainer confirms from them.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, livePresence, registrations, trainingSessions],
});

// A remote session in Paris on 10 and 11 March 2027, 09:00–17:30 local (UTC+1): morning 09:00–12:00,
// afternoon 13:00–17:30 each day.
const session = {
  startsAt: new Date("2027-03-10T08:00:00Z"),
  endsAt: new Date("2027-03-11T16:30:00Z"),
  timeZone: "Europe/Paris",
};
let fixture: Awaited<ReturnType<typeof makeTrainedSession>>;
let userIds: string[] = [];
beforeEach(async () => {
  fixture = await makeTrainedSession(database.db, { participants: 2, ...session });
  await database.db
    .update(trainingSessions)
    .set({ format: "distanciel", timeZone: session.timeZone })
    .where(eq(trainingSessions.id, fixture.sessionId));
  const rows = await database.db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.sessionId, fixture.sessionId))
    .orderBy(registrations.id);
  userIds = rows.map((row) => row.userId!);
});

/** A stay between two Paris wall-clock times ("2027-03-10 08:50"), or still open. */
async function stay(person: number, from: string, to: string | null, feedId = person + 1) {
  const paris = (text: string) => new Date(`${text.replace(" ", "T")}:00+01:00`);
  await database.db.insert(livePresence).values({
    sessionId: fixture.sessionId,
    userId: userIds[person]!,
    feedId,
    joinedAt: paris(from),
    leftAt: to ? paris(to) : null,
  });
}

const minutesOf = async (now = new Date("2027-03-12T00:00:00Z")) => {
  const byRegistration = await onlineMinutes(database.db, { id: fixture.sessionId, ...session }, now);
  return fixture.registrationIds.map((id) => Object.fromEntries(byRegistration.get(id) ?? []));
};

describe("minutes online per half-day", () => {
  it("clips stays to each half-day's hours in the session's zone: before the start and the lunch hour do not count", async () => {
    // Joined early (08:50), stayed through lunch until 14:15: 3 h of morning, 1 h 15 of afternoon.
    await stay(0, "2027-03-10 08:50", "2027-03-10 14:15");
    expect(await minutesOf()).toEqual([{ "2027-03-10/morning": 180, "2027-03-10/afternoon": 75 }, {}]);
  });

  it("counts overlapping stays (two tabs, a reload) once, and a started minute as one", async () => {
    await stay(1, "2027-03-11 09:00", "2027-03-11 10:00", 7);
    await stay(1, "2027-03-11 09:30", "2027-03-11 10:30", 8);
    await database.db.insert(livePresence).values({
      sessionId: fixture.sessionId,
      userId: userIds[1]!,
      feedId: 9,
      joinedAt: new Date("2027-03-11T13:00:00Z"),
      leftAt: new Date("2027-03-11T13:00:20Z"),
    });
    expect((await minutesOf())[1]).toEqual({ "2027-03-11/morning": 90, "2027-03-11/afternoon": 1 });
  });

  it("counts a stay still open until now", async () => {
    await stay(0, "2027-03-10 09:00", null);
    expect((await minutesOf(new Date("2027-03-10T08:20:00Z")))[0]).toEqual({ "2027-03-10/morning": 20 });
  });

  it("ignores someone whose registration is not confirmed", async () => {
    await stay(0, "2027-03-10 09:00", "2027-03-10 10:00");
    await database.db
      .update(registrations)
      .set({ status: "cancelled" })
      .where(eq(registrations.id, fixture.registrationIds[0]!));
    const byRegistration = await onlineMinutes(
      database.db,
      { id: fixture.sessionId, ...session },
      new Date("2027-03-12T00:00:00Z"),
    );
    expect(byRegistration.size).toBe(0);
  });
});

describe("remote marks", () => {
  it("carry the minutes the live room saw, never a number the device sends; hours attended follow them", async () => {
    await stay(0, "2027-03-10 09:00", "2027-03-10 11:00");
    const forged = {
      ...mark(fixture.sessionId, fixture.registrationIds[0]!, "2027-03-10", "morning"),
      method: "remote",
      remoteMinutes: 180,
    } as MarkInput;
    const absent = {
      ...mark(fixture.sessionId, fixture.registrationIds[1]!, "2027-03-10", "morning", "absent"),
      method: "remote",
    } as MarkInput;
    await recordMarks(database.db, fixture.trainer, [forged, absent], {
      audit,
      now: new Date("2027-03-10T12:00:00Z"),
    });
    const marks = await database.db
      .select({ registrationId: attendanceMarks.registrationId, minutes: attendanceMarks.remoteMinutes })
      .from(attendanceMarks)
      .orderBy(attendanceMarks.registrationId);
    expect(marks).toEqual([
      { registrationId: fixture.registrationIds[0], minutes: 120 },
      { registrationId: fixture.registrationIds[1], minutes: 0 },
    ]);
    const [summary] = await attendanceSummaries(database.db, fixture.sessionId);
    expect(summary).toMatchObject({ halfDaysAttended: 1, minutesAttended: 120 });
  });

  it("a mark made another way carries no remote minutes", async () => {
    await stay(0, "2027-03-10 09:00", "2027-03-10 11:00");
    await recordMarks(
      database.db,
      fixture.trainer,
      [mark(fixture.sessionId, fixture.registrationIds[0]!, "2027-03-10", "morning")],
      { audit },
    );
    const [row] = await database.db.select({ minutes: attendanceMarks.remoteMinutes }).from(attendanceMarks);
    expect(row).toEqual({ minutes: null });
    const [summary] = await attendanceSummaries(database.db, fixture.sessionId);
    expect(summary).toMatchObject({ minutesAttended: 180 });
  });
});
