import { asc, eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox, registrations, siteSettings, trainingSessions, user } from "../db/schema";
import { seedCatalog } from "../db/seed";
import { cancelRegistration } from "../app/features/registration/cancel.server";
import { registerForCourse } from "../app/features/registration/register.server";
import { depsAt, makeSession, makeUsers, requestFor, SECRETS, SITE_URL } from "../tests/helpers/registration";
import { useTestDatabase } from "../tests/helpers/test-database";
import { startRegistrationJobs, type RegistrationJobs } from "./registration-jobs";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, siteSettings, trainingSessions, user],
});
const silent = { info() {}, error() {} };
let running: RegistrationJobs[] = [];
afterEach(async () => {
  await Promise.all(running.map((jobs) => jobs.stop()));
  running = [];
});

describe("the registration jobs in the server process", () => {
  it("expire an unanswered offer on their clock, from two processes at once, and stop cleanly", async () => {
    const { db } = database;
    let clock = new Date("2027-03-01T10:00:00Z").getTime();
    const now = () => new Date(clock);
    const people = await makeUsers(db, 3);
    const sessionId = await makeSession(db, { seats: 1, startsAt: new Date("2027-03-20T08:00:00Z") });
    const ids: number[] = [];
    for (const userId of people) {
      const outcome = await registerForCourse(db, requestFor(userId, { sessionId }), depsAt(now()));
      if (outcome.ok) ids.push(outcome.registrationId);
    }
    await cancelRegistration(db, { registrationId: ids[0]!, actor: { kind: "system" } }, depsAt(now()));
    const status = async (id: number) =>
      (
        await db.select({ status: registrations.status }).from(registrations).where(eq(registrations.id, id))
      )[0]?.status;
    expect(await status(ids[1]!)).toBe("offered");

    // Each pass reads the clock once: counting the reads tells that passes ran, without sleeping.
    let passes = 0;
    const passClock = () => {
      passes += 1;
      return now();
    };
    const options = { db, siteUrl: SITE_URL, secrets: SECRETS, logger: silent, intervalMs: 20, now: passClock };
    running.push(startRegistrationJobs(options), startRegistrationJobs(options));
    // Nothing is due yet: passes run (two of each process) and leave the offer alone.
    await expect.poll(() => passes, { timeout: 5_000 }).toBeGreaterThanOrEqual(4);
    expect(await status(ids[1]!)).toBe("offered");

    clock += 24 * 3600_000;
    for (const jobs of running) jobs.wake();
    await expect.poll(() => status(ids[1]!), { timeout: 5_000 }).toBe("expired");
    await expect.poll(() => status(ids[2]!), { timeout: 5_000 }).toBe("offered");
    // One offer e-mail for the next person, whatever the number of processes.
    const offers = await db
      .select({ to: emailOutbox.toAddress })
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "registration-offer"))
      .orderBy(asc(emailOutbox.id));
    expect(offers.map((offer) => offer.to)).toEqual([`${people[1]}@example.com`, `${people[2]}@example.com`]);
  });

  it("release an unpaid seat after the hold staff set (/admin/settings), not the environment's", async () => {
    const { db } = database;
    let clock = new Date("2027-03-01T10:00:00Z").getTime();
    const now = () => new Date(clock);
    const [person] = await makeUsers(db, 1);
    // A session in Conakry (no French withdrawal period), priced, a month away.
    const sessionId = await makeSession(db, {
      priceCents: 50_000,
      startsAt: new Date("2027-04-01T08:00:00Z"),
    });
    const outcome = await registerForCourse(db, requestFor(person!, { sessionId }), depsAt(now()));
    if (!outcome.ok) throw new Error(outcome.error);
    const status = async () =>
      (
        await db
          .select({ status: registrations.status })
          .from(registrations)
          .where(eq(registrations.id, outcome.registrationId))
      )[0]?.status;
    expect(await status()).toBe("confirmed");
    await db.insert(siteSettings).values({ key: "paymentHoldHours", value: { value: 24 } });

    // PAYMENT_HOLD_HOURS says 72; the setting says 24: after 30 hours the seat goes.
    clock += 30 * 3600_000;
    const options = {
      db,
      siteUrl: SITE_URL,
      secrets: SECRETS,
      logger: silent,
      intervalMs: 20,
      now,
      holdHours: 72,
    };
    running.push(startRegistrationJobs(options));
    await expect.poll(status, { timeout: 5_000 }).toBe("expired");
  });
});
