import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, receipts, refunds, registrationHistory, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  silentLogger,
  startedPayment,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
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
import { cancelRegistration } from "../registration/cancel.server";
import { runRegistrationJobs } from "../registration/jobs.server";
import { registerForCourse } from "../registration/register.server";
import { bankTransferProvider } from "./bank-transfer.server";
import { markTransferPaid } from "./mark-paid.server";
import { handleNotification } from "./notifications.server";
import { refundPayment } from "./refunds.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
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
    // A price on request: neither the session nor the course has one when the registration is
    // made (the price it stores); the course's price set again later does not reach it.
    await db.execute(`UPDATE courses SET price_cents = NULL WHERE id = 101`);
    let onRequest: Awaited<ReturnType<typeof registered>>;
    try {
      onRequest = await registered(1, { priceCents: null });
    } finally {
      await db.execute(`UPDATE courses SET price_cents = 89000 WHERE id = 101`);
    }
    expect(await runRegistrationJobs(db, at(10 * DAY))).toMatchObject({ holdsExpired: 0 });
    expect((await registrationRow(paid.ids[0]!)).status).toBe("confirmed");
    expect((await registrationRow(onRequest.ids[0]!)).status).toBe("confirmed");
  });
});

describe("a payment racing the hold expiry (ADR 1005)", () => {
  /** One person registered (and `waiting` more on the list) in a session of one seat, paying by the test provider. */
  async function pendingPayment({ waiting = 0 } = {}) {
    const { db } = database;
    const { people, ids } = await registered(1 + waiting);
    const started = await startedTestPayment(db, ids[0]!, people[0]!);
    return { registrationId: ids[0]!, waitingIds: ids.slice(1), ...started };
  }
  const notify = (provider: Parameters<typeof handleNotification>[1], reference: string) =>
    handleNotification(database.db, provider, testNotification(reference, "approve", 45000), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date(t0.getTime() + 72 * HOUR),
    });
  const expire = () => runRegistrationJobs(database.db, at(72 * HOUR));
  async function paymentOf(reference: string) {
    const [row] = await database.db.select().from(payments).where(eq(payments.reference, reference));
    return row!;
  }
  async function historyOf(registrationId: number) {
    return database.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId))
      .orderBy(registrationHistory.id);
  }

  it("the payment first: the registration stays confirmed and paid, the expiry leaves it alone", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    await notify(provider, reference);
    expect(await expire()).toMatchObject({ holdsExpired: 0 });
    expect(await registrationRow(registrationId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
    });
  });

  it("the expiry first, a seat still free: the registration is restored (confirmed, paid), with history and e-mail", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    expect(await expire()).toMatchObject({ holdsExpired: 1 });
    expect((await registrationRow(registrationId)).status).toBe("expired");
    const outcome = await notify(provider, reference);
    expect(outcome).toMatchObject({ change: { kind: "changed", to: "succeeded", late: "restored" } });
    expect(await registrationRow(registrationId)).toMatchObject({
      status: "confirmed",
      paymentStatus: "paid",
      refundRequestedAt: null,
    });
    expect((await paymentOf(reference)).status).toBe("succeeded");
    const history = await historyOf(registrationId);
    expect(history.map((line) => [line.fromStatus, line.toStatus, line.toPaymentStatus])).toEqual([
      [null, "confirmed", "pending"],
      ["confirmed", "expired", "pending"],
      ["expired", "confirmed", "paid"],
    ]);
    const received = (await queuedMail(db())).filter((mail) => mail.kind === "payment-received");
    expect(received).toHaveLength(1);
    expect(received[0]!.text).toContain("elle est rétablie et confirmée");
    expect(received[0]!.attachments[0]).toMatchObject({ contentType: "application/pdf" });
    expect(await db().select().from(refunds)).toHaveLength(0);
  });

  it("the expiry first, the seat gone to the waiting list: refunded in full through the provider, the offer kept", async () => {
    const { registrationId, waitingIds, provider, reference } = await pendingPayment({ waiting: 1 });
    await expire();
    expect((await registrationRow(waitingIds[0]!)).status).toBe("offered");
    const outcome = await notify(provider, reference);
    expect(outcome).toMatchObject({ change: { kind: "changed", to: "succeeded", late: "refund" } });
    // The test provider refunded at once and said so through the pipeline.
    expect(await paymentOf(reference)).toMatchObject({ status: "refunded", refundedMinor: 45000 });
    expect(await registrationRow(registrationId)).toMatchObject({
      status: "expired",
      paymentStatus: "refunded",
    });
    expect((await registrationRow(waitingIds[0]!)).status).toBe("offered");
    const [refund] = await db().select().from(refunds);
    expect(refund).toMatchObject({
      amountMinor: 45000,
      status: "succeeded",
      idempotencyKey: `refund-${reference}-45000`,
      requestedBy: "system",
    });
    expect(refund!.providerRefundReference).toBe(`test_refund_refund-${reference}-45000`);
    const kinds = (await queuedMail(db())).map((mail) => mail.kind);
    expect(kinds.filter((kind) => kind.startsWith("payment-"))).toEqual(["payment-late", "payment-refunded"]);
    const late = (await queuedMail(db())).find((mail) => mail.kind === "payment-late")!;
    expect(late.text).toContain("Nous vous le remboursons intégralement");
    expect(late.attachments).toHaveLength(1);
  });

  it("the expiry first, no seat, a bank transfer: flagged for staff, the payer told, then staff record the refund", async () => {
    const { db } = database;
    const { people, ids } = await registered(2);
    const { reference } = await startedPayment(db, ids[0]!, people[0]!, bankTransferProvider);
    await expire();
    const marked = await markTransferPaid(db, reference, {
      siteUrl: SITE_URL,
      now: new Date(t0.getTime() + 73 * HOUR),
      by: "test",
    });
    expect(marked).toMatchObject({ ok: true, change: { kind: "changed", late: "refund" } });
    expect(await registrationRow(ids[0]!)).toMatchObject({ status: "expired", paymentStatus: "paid" });
    expect((await registrationRow(ids[0]!)).refundRequestedAt).not.toBeNull();
    expect(await db.select().from(refunds)).toHaveLength(0);
    const late = (await queuedMail(db)).find((mail) => mail.kind === "payment-late")!;
    expect(late.text).toContain("Notre équipe va vous le rembourser");

    const refunded = await refundPayment(
      db,
      { reference, actor: { kind: "staff", by: "test" } },
      { siteUrl: SITE_URL, now: new Date(t0.getTime() + 74 * HOUR), providerFor: () => null },
    );
    expect(refunded).toMatchObject({ ok: true, refund: { status: "succeeded", amountMinor: 45000 } });
    expect(await registrationRow(ids[0]!)).toMatchObject({ status: "expired", paymentStatus: "refunded" });
  });

  it("a registration cancelled before its payment lands: not restored, refunded in full", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    const cancelled = await cancelRegistration(
      database.db,
      { registrationId, actor: { kind: "system" } },
      at(HOUR),
    );
    expect(cancelled.ok).toBe(true);
    expect(await notify(provider, reference)).toMatchObject({ change: { late: "refund" } });
    expect(await registrationRow(registrationId)).toMatchObject({
      status: "cancelled",
      paymentStatus: "refunded",
    });
    expect((await paymentOf(reference)).status).toBe("refunded");
    const late = (await queuedMail(db())).find((mail) => mail.kind === "payment-late")!;
    expect(late.text).toContain("votre inscription avait été annulée");
  });

  it("both at once, a seat free either way: confirmed and paid whichever commits first", async () => {
    const { registrationId, provider, reference } = await pendingPayment();
    await Promise.all([notify(provider, reference), expire()]);
    const row = await registrationRow(registrationId);
    expect(row).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect((await paymentOf(reference)).status).toBe("succeeded");
    // The creation and the payment, or the creation, the expiry and the restoration.
    expect([2, 3]).toContain((await historyOf(registrationId)).length);
    expect(await db().select().from(receipts)).toHaveLength(1);
  });

  it("both at once with someone waiting: either the payer keeps the seat, or the waiting person gets it and the payer is refunded", async () => {
    for (let round = 0; round < 3; round++) {
      const { registrationId, waitingIds, provider, reference } = await pendingPayment({ waiting: 1 });
      await Promise.all([notify(provider, reference), expire()]);
      const payer = await registrationRow(registrationId);
      const waiting = await registrationRow(waitingIds[0]!);
      if (payer.status === "confirmed") {
        expect(payer.paymentStatus).toBe("paid");
        expect(waiting.status).toBe("waitlisted");
        expect((await paymentOf(reference)).status).toBe("succeeded");
      } else {
        expect(payer).toMatchObject({ status: "expired", paymentStatus: "refunded" });
        expect(waiting.status).toBe("offered");
        expect((await paymentOf(reference)).status).toBe("refunded");
      }
    }
  });
});

const db = () => database.db;
