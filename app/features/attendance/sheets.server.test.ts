import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { attendanceSheets, auditLog, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeStaff, makeTrainedSession, TINY_PNG } from "../../../tests/helpers/attendance";
import { makeUsers } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { AttendanceError } from "./attendance.server";
import { signedHalfDays, signSheet, type SheetInput } from "./sheets.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceSheets, registrations, trainingSessions],
});

async function reason(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AttendanceError);
  return (error as AttendanceError).reason;
}

// makeTrainedSession's default: 10 and 11 March 2027, 08:00–17:00 in Conakry.
const sheet = (sessionId: number, overrides: Partial<SheetInput> = {}): SheetInput => ({
  clientId: randomUUID(),
  sessionId,
  day: "2027-03-10",
  part: "morning",
  signature: TINY_PNG,
  ...overrides,
});

describe("signing a half-day's attendance sheet", () => {
  it("keeps the trainer's first signature: signing again changes nothing and is not audited", async () => {
    const { db } = database;
    const { sessionId, trainer } = await makeTrainedSession(db);
    expect(await signSheet(db, trainer, sheet(sessionId), { audit })).toEqual({ created: true });
    expect(await signSheet(db, trainer, sheet(sessionId), { audit })).toEqual({ created: false });
    const rows = await db.select().from(attendanceSheets).where(eq(attendanceSheets.sessionId, sessionId));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ day: "2027-03-10", part: "morning", signedBy: trainer.id });
    expect(rows[0]!.trainerSignature.subarray(1, 4).toString()).toBe("PNG");
    expect(await signedHalfDays(db, sessionId)).toEqual(new Set(["2027-03-10/morning"]));
    expect(await db.select().from(auditLog)).toHaveLength(0);
  });

  it("lets staff sign in the trainer's stead, audited", async () => {
    const { db } = database;
    const { sessionId } = await makeTrainedSession(db);
    const staff = await makeStaff(db);
    await signSheet(db, staff, sheet(sessionId, { part: "afternoon" }), { audit });
    const entries = await db.select().from(auditLog);
    expect(entries.map((entry) => [entry.action, entry.actorId])).toEqual([
      ["attendance_sheet_sign", staff.id],
    ]);
  });

  it("refuses someone not the trainer, a cancelled session, a day not the session's, a bad signature, writing nothing", async () => {
    const { db } = database;
    const { sessionId, trainer } = await makeTrainedSession(db);
    const [otherId = ""] = await makeUsers(db, 1);
    const other = { id: otherId, email: `${otherId}@example.com`, role: "user" as const };
    expect(await reason(signSheet(db, other, sheet(sessionId), { audit }))).toBe("not_allowed");
    expect(await reason(signSheet(db, trainer, sheet(sessionId, { day: "2027-03-12" }), { audit }))).toBe(
      "not_a_half_day",
    );
    expect(
      await reason(
        signSheet(db, trainer, sheet(sessionId, { signature: Buffer.from("GIF89a").toString("base64") }), {
          audit,
        }),
      ),
    ).toBe("bad_signature");
    expect(await reason(signSheet(db, trainer, sheet(sessionId, { clientId: "nope" }), { audit }))).toBe(
      "invalid",
    );
    expect(await reason(signSheet(db, trainer, sheet(999_999), { audit }))).toBe("session_not_found");
    await db.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, sessionId));
    expect(await reason(signSheet(db, trainer, sheet(sessionId), { audit }))).toBe("session_cancelled");
    expect(await db.select().from(attendanceSheets)).toHaveLength(0);
  });
});
