import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { attendanceSheets, livePresence, registrations } from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { audit, makeStaff, makeTrainedSession, mark, TINY_PNG } from "../../../../tests/helpers/attendance";
import { imagesPerPage, readPdf } from "../../../../tests/helpers/pdf";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import type { AppContext } from "~/lib/app-context";
import { loader as attendanceLoader } from "~/routes/admin.session.attendance";

/*
 * The attendance sheet once attendance is taken: each marked half-day's box shows what was
 * recorded (the signature image, the remote minutes, the state), the trainer's signature closes
 * each half-day, and only half-days not yet marked stay blank.
 */

const database = useTestDatabase({ prepare: seedCatalog });
let context: AppContext;
let cookie = "";
let marked = 0;
let blank = 0;

beforeAll(async () => {
  const { db } = database;
  context = testAppContext(database.db);
  // An admin signed in with two factors: the sheet is an export of personal data.
  cookie = (await staffAccount(context, "admin"))!.cookie;
  // Two days, 08:00–17:00 in Conakry: four half-days.
  const taken = await makeTrainedSession(db, { participants: 3 });
  marked = taken.sessionId;
  const [signer = 0, remote = 0] = taken.registrationIds;
  const staff = await makeStaff(db);
  // The remote participant was in the live room 08:30–11:50 that morning: 200 minutes.
  const [remoteUser] = await db
    .select({ userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.id, remote));
  await db.insert(livePresence).values({
    sessionId: marked,
    userId: remoteUser!.userId!,
    feedId: 1,
    joinedAt: new Date("2027-03-10T08:30:00Z"),
    leftAt: new Date("2027-03-10T11:50:00Z"),
  });
  await recordMarks(
    db,
    taken.trainer,
    [
      { ...mark(marked, signer, "2027-03-10", "morning"), signature: TINY_PNG },
      {
        ...mark(marked, signer, "2027-03-10", "afternoon", "late"),
        arrivedAt: new Date("2027-03-10T13:40:00Z"),
        signature: TINY_PNG,
      },
      { ...mark(marked, remote, "2027-03-10", "morning"), method: "remote" },
      mark(marked, remote, "2027-03-10", "afternoon", "absent"),
      mark(marked, remote, "2027-03-11", "morning", "excused"),
    ],
    { audit, now: new Date("2027-03-11T18:00:00Z") },
  );
  // The third participant has nothing yet; a staff mark without a signature on day 2 afternoon.
  await recordMarks(
    db,
    staff,
    [{ ...mark(marked, signer, "2027-03-11", "afternoon"), clientId: randomUUID(), method: "staff" }],
    { audit },
  );
  await db.insert(attendanceSheets).values({
    sessionId: marked,
    day: "2027-03-10",
    part: "morning",
    trainerSignature: Buffer.from(TINY_PNG, "base64"),
    signedBy: taken.trainer.id,
  });
  blank = (await makeTrainedSession(db, { participants: 2 })).sessionId;
});

async function sheet(sessionId: number, lang: "fr" | "en" = "fr") {
  const response = await attendanceLoader({
    request: new Request(
      `https://site.example${lang === "en" ? "/en" : ""}/admin/sessions/${sessionId}/attendance.pdf`,
      {
        headers: { Cookie: cookie },
      },
    ),
    context,
    params: { sessionId: String(sessionId) },
  } as never);
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { text: (await readPdf(bytes)).pages.join(" "), images: await imagesPerPage(bytes) };
}

describe("the attendance sheet with attendance taken", () => {
  it("shows each marked half-day as recorded, the signature images and the trainer's, in French", async () => {
    const { text, images } = await sheet(marked);
    expect(text).toContain("signé");
    expect(text).toContain("retard 13:40");
    expect(text).toContain("présent 3 h 20 (à distance)");
    expect(text).toContain("absent");
    expect(text).toContain("excusé");
    // Staff's mark without a signature says present; the trainer's row closes the table.
    expect(text).toContain("présent");
    expect(text).toContain("Signature du formateur");
    // Two participant signatures and the trainer's: three images drawn.
    expect(images.reduce((sum, count) => sum + count, 0)).toBe(3);
  });

  it("says the same in English", async () => {
    const { text } = await sheet(marked, "en");
    expect(text).toContain("late 13:40");
    expect(text).toContain("present 3 h 20 min (online)");
    expect(text).toContain("excused");
    expect(text).toContain("Trainer's signature");
  });

  it("leaves every box blank, with no image, while nothing is marked", async () => {
    const { text, images } = await sheet(blank);
    expect(text).toContain("2 participants confirmés");
    expect(text).not.toMatch(/signé|présent|absent|retard/);
    expect(images.reduce((sum, count) => sum + count, 0)).toBe(0);
  });
});
