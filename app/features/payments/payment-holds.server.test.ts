import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  paymentEvents,
  payments,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { silentLogger, startedTestPayment, testNotification } from "../../../tests/helpers/payments";
import {
  depsAt,
  makeSession,
  makeUsers,
  queuedMail,
  requestFor,
  SITE_URL,
} from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { holdDeadline } from "../registration/payment-holds.server";
import { runRegistrationJobs } from "../registration/jobs.server";
import { registerForCourse } from "../registration/register.server";
import { handleNotification } from "./notifications.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    paymentEvents,
    payments,
    emailOutbox,
    registrationHistory,
    registrations,
    trainingSessions,
    user,
  ],
});
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const t0 = new Date("2027-03-01T10:00:00Z");
const at = (ms: number) => ({ ...depsAt(new Date(t0.getTime() + ms)), holdHours: 72 });

async function registrationRow(id: number) {
  const [row] = await database.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}

/** `count` people registered at t0 for a session starting `startsIn` after t0, with `seats` seats. */
async function registered(
  count: number,
  { seats = 1, startsIn = 30 * DAY, priceCents = 45000 as number | null } = {},
) {
  const { db } = database;
  const people = await makeUsers(db, count);
  const sessionId = await makeSession(db, { seats, priceCents, startsAt: new Date(t0.getTime() + startsIn) });
  const ids: number[] = [];
  for (const userId of people) {
    const outcome = await registerForCourse(db, requestFor(userId, { sessionId }), depsAt(t0));
    if (!outcome.ok) throw new Error(outcome.error);
    ids.push(outcome.registrationId);
  }
  return { people, ids };
}

describe("payment holds", () => {
  it("the deadline: the hold, never later than 3 days before the session, at least 2 hours for a late registration", () => {
    expect(holdDeadline(t0, new Date(t0.getTime() + 30 * DAY), 72)).toEqual(
      new Date(t0.getTime() + 72 * HOUR),
    );
    expect(holdDeadline(t0, new Date(t0.getTime() + 4 * DAY), 72)).toEqual(new Date(t0.getTime() + DAY));
    expect(holdDeadline(t0, new Date(t0.getTime() + 2 * DAY), 72)).toEqual(new Date(t0.getTime() + 2 * HOUR));
  });

  it("an unpaid seat is released after 72 hours: expired, e-mailed, and the waiting list moves up", async () => {
    const { db } = database;
    const { ids } = await registered(2);
    const [holder, waiting] = ids as [number, number];
    expect((await registrationRow(waiting)).status).toBe("waitlisted");
    expect(await runRegistrationJobs(db, at(72 * HOUR - 60_000))).toMatchObject({ holdsExpired: 0 });
    expect(await runRegistrationJobs(db, at(72 * HOUR))).toMatchObject({ holdsExpired: 1 });
    expect((await registrationRow(holder)).status).toBe("expired");
    expect((await registrationRow(waiting)).status).toBe("offered");
    const kinds = (await queuedMail(db)).map((mail) => mail.kind);
    expect(kinds).toContain("registration-hold-expired");
    expect(kinds).toContain("registration-offer");
    // Run again: nothing more.
    expect(await runRegistrationJobs(db, at(73 * HOUR))).toMatchObject({ holdsExpired: 0 });
  });

  it("paid registrations and prices on request are never released", async () => {
    const { db } = database;
    const paid = await registered(1);
    await db.update(registrations).set({ paymentStatus: "paid" }).where(eq(registrations.id, paid.ids[0]!));
    // A price on request: neither the session nor the course has one.
    const onRequest = await registered(1, { priceCents: null });
    await db.execute(`UPDATE courses SET price_cents = NULL WHERE id = 101`);
    try {
      expect(await runRegistrationJobs(db, at(10 * DAY))).toMatchObject({ holdsExpired: 0 });
    } finally {
      await db.execute(`UPDATE courses SET price_cents = 89000 WHERE id = 101`);
    }
    expect((await registrationRow(paid.ids[0]!)).status).toBe("confirmed");
    expect((await registrationRow(onRequest.ids[0]!)).status).toBe("confirmed");
  });
});

describe("a payment racing the hold expiry", () => {
  async function pendingPayment() {
    const { db } = database;
    const { people, ids } = await registered(1);
    const started = await startedTestPayment(db, ids[0]!, people[0]!);
    return { registrationId: ids[0]!, ...started };
  }
  const notify = (provider: Parameters<typeof handleNotification>[1], reference: string) =>
    handleNotification(database.db, provider, testNotification(reference, "approve", 45000), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date(t0.getTime() + 72 * HOUR),
    });

  it("the payment first: the registration stays confirmed and paid, the expiry leaves it alone", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    await notify(provider, reference);
    expect(await runRegistrationJobs(database.db, at(72 * HOUR))).toMatchObject({ holdsExpired: 0 });
    expect(await registrationRow(registrationId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
  });

  it("the expiry first: the registration stays expired, and the payment is recorded on it (paid)", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    expect(await runRegistrationJobs(database.db, at(72 * HOUR))).toMatchObject({ holdsExpired: 1 });
    await notify(provider, reference);
    expect(await registrationRow(registrationId)).toMatchObject({ status: "expired", paymentStatus: "paid" });
  });

  it("both at once: one of the two consistent end states, never a lost update", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    await Promise.all([notify(provider, reference), runRegistrationJobs(database.db, at(72 * HOUR))]);
    const row = await registrationRow(registrationId);
    expect(row.paymentStatus).toBe("paid");
    expect(["confirmed", "expired"]).toContain(row.status);
    const history = await database.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId));
    // The creation, the payment, and the expiry only if it came first.
    expect(history).toHaveLength(row.status === "expired" ? 3 : 2);
  });
});
