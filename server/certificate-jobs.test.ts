import { afterEach, describe, expect, it } from "vitest";
import { attendanceMarks, certificates, emailOutbox, registrations, trainingSessions } from "../db/schema";
import { seedCatalog } from "../db/seed";
import { recordMarks } from "../app/features/attendance/attendance.server";
import { audit, makeTrainedSession, mark } from "../tests/helpers/attendance";
import { SITE_URL } from "../tests/helpers/registration";
import { useTestDatabase } from "../tests/helpers/test-database";
import type { BackgroundLoop } from "./background-loop";
import { startCertificateJobs } from "./certificate-jobs";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, attendanceMarks, certificates, registrations, trainingSessions],
});
const silent = { info() {}, error() {} };
let running: BackgroundLoop[] = [];
afterEach(async () => {
  await Promise.all(running.map((jobs) => jobs.stop()));
  running = [];
});

describe("the certificate jobs in the server process", () => {
  it("issue a certificate on their clock once the session ends, from two processes at once, with one e-mail", async () => {
    const { db } = database;
    const fixture = await makeTrainedSession(db, { participants: 1 });
    const [registrationId = 0] = fixture.registrationIds;
    await recordMarks(
      db,
      fixture.trainer,
      (
        [
          ["2027-03-10", "morning"],
          ["2027-03-10", "afternoon"],
          ["2027-03-11", "morning"],
          ["2027-03-11", "afternoon"],
        ] as const
      ).map(([day, part]) => mark(fixture.sessionId, registrationId, day, part)),
      { audit },
    );
    let clock = new Date("2027-03-11T16:00:00Z").getTime();
    let passes = 0;
    const now = () => {
      passes += 1;
      return new Date(clock);
    };
    const options = { db, siteUrl: SITE_URL, logger: silent, intervalMs: 20, now };
    running.push(startCertificateJobs(options), startCertificateJobs(options));
    // Before the end: passes run and issue nothing.
    await expect.poll(() => passes, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    expect(await db.select().from(certificates)).toEqual([]);

    clock = new Date("2027-03-11T18:00:00Z").getTime();
    for (const jobs of running) jobs.wake();
    await expect.poll(async () => (await db.select().from(certificates)).length, { timeout: 5_000 }).toBe(1);
    const seen = passes;
    await expect.poll(() => passes, { timeout: 5_000 }).toBeGreaterThanOrEqual(seen + 4);
    expect(await db.select().from(certificates)).toHaveLength(1);
    expect(
      (await db.select().from(emailOutbox)).filter((row) => row.kind === "certificate-issued"),
    ).toHaveLength(1);
  });
});
