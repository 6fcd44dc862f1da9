import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  paymentEvents,
  payments,
  receiptCounters,
  receipts,
  refunds,
  registrationHistory,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  silentLogger,
  startedTestPayment,
  testNotification,
} from "../../../../tests/helpers/payments";
import { SITE_URL } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { handleNotification } from "~/features/payments/notifications.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action } from "~/routes/admin.registration";

/*
 * A refund from a registration's page goes to the payment's provider through refundPayment and
 * sendRefund, the code of `npm run payment:refund` (here the test provider, whose notification
 * then settles it): in part, then bounded by what is left; admins only.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    ...invoiceTables,
    auditLog,
    paymentEvents,
    refunds,
    receipts,
    receiptCounters,
    payments,
    emailOutbox,
    registrationHistory,
    registrations,
    trainingSessions,
  ],
});

describe("refunding through the provider from the back-office", () => {
  let context: AppContext;
  let admin: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
  let moderator: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
  beforeAll(async () => {
    context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true" } });
    admin = (await staffAccount(context, "admin"))!;
    moderator = (await staffAccount(context, "moderator"))!;
  });

  /** A registration paid 450 € through the test provider. */
  async function paid() {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    await handleNotification(db, provider, testNotification(reference, "approve", 45000), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date("2027-03-01T10:10:00Z"),
    });
    return { registrationId, reference };
  }
  const post = (who: { cookie: string; sessionId: string }, id: number, fields: Record<string, string>) =>
    callRoute(
      (args) => action({ ...args, params: { registrationId: String(id) } } as never),
      new Request(`https://site.example/admin/registrations/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
      }),
      context,
    );
  const payment = async (reference: string) =>
    (await database.db.select().from(payments).where(eq(payments.reference, reference)))[0]!;

  it("refunds a part through the provider, then at most what is left; a moderator is refused", async () => {
    const { registrationId, reference } = await paid();
    expect(
      (await post(moderator, registrationId, { intent: "refund", payment: reference, amount: "100" })).status,
    ).toBe(403);
    expect(
      (await post(admin, registrationId, { intent: "refund", payment: reference, amount: "450.01" })).status,
    ).toBe(400);
    expect(await database.db.select().from(refunds)).toEqual([]);

    const done = await post(admin, registrationId, {
      intent: "refund",
      payment: reference,
      amount: "100",
      amountMinor: "45000", // forged: never read
    });
    expect(done.status).toBe(302);
    const [refund] = await database.db.select().from(refunds);
    expect(refund).toMatchObject({ amountMinor: 10_000, status: "succeeded", requestedBy: admin.email });
    expect(refund?.providerRefundReference).toMatch(/^test_refund_/);
    expect(await payment(reference)).toMatchObject({ status: "succeeded", refundedMinor: 10_000 });
    const [entry] = await database.db.select().from(auditLog);
    expect(entry).toMatchObject({
      action: "registration_refund",
      entityId: String(registrationId),
      before: { payment: { reference, status: "succeeded", refundedMinor: 0 } },
      after: { refund: { amountMinor: 10_000, totalAfterMinor: 10_000, currency: "EUR" } },
    });

    // 350 € left: more is refused, the rest (no amount) goes through.
    expect(
      (await post(admin, registrationId, { intent: "refund", payment: reference, amount: "350.01" })).status,
    ).toBe(400);
    expect((await post(admin, registrationId, { intent: "refund", payment: reference })).status).toBe(302);
    expect(await payment(reference)).toMatchObject({ status: "refunded", refundedMinor: 45_000 });
    const [row] = await database.db
      .select({ paymentStatus: registrations.paymentStatus })
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    expect(row?.paymentStatus).toBe("refunded");
    expect(await database.db.select().from(auditLog)).toHaveLength(2);
  });
});
