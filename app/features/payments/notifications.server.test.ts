import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents, payments, registrationHistory, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  confirmedRegistration,
  registrationPaymentStatus,
  silentLogger,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
import { queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { handleNotification } from "./notifications.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const options = { logger: silentLogger, siteUrl: SITE_URL, now: () => new Date("2027-03-01T10:10:00Z") };

async function paymentRow(reference: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}

/** History lines the payment wrote (the registration's own creation line excluded). */
async function paymentHistory(registrationId: number) {
  const rows = await database.db
    .select()
    .from(registrationHistory)
    .where(eq(registrationHistory.registrationId, registrationId));
  return rows.filter((row) => row.note?.startsWith("payment "));
}

describe("payment notifications", () => {
  it("an approved payment of the session's price: payment succeeded, registration paid, history and e-mail, once", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db, { priceCents: 45000 });
    const { provider, reference, purchase } = await startedTestPayment(db, registrationId, userId);
    // The session's price, not the course's (890 €): the amount comes from the database.
    expect(purchase).toMatchObject({ amountMinor: 45000, currency: "EUR" });
    const outcome = await handleNotification(
      db,
      provider,
      testNotification(reference, "approve", 45000),
      options,
    );
    expect(outcome).toMatchObject({
      kind: "processed",
      change: { kind: "changed", from: "pending", to: "succeeded" },
    });
    expect((await paymentRow(reference)).status).toBe("succeeded");
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    const history = await paymentHistory(registrationId);
    expect(history).toHaveLength(1);
    expect(history[0]).toMatchObject({
      actor: "system",
      fromPaymentStatus: "pending",
      toPaymentStatus: "paid",
    });
    const mail = (await queuedMail(db)).filter((message) => message.kind.startsWith("payment-"));
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ kind: "payment-received" });
    // The reference the registrant quotes everywhere: their registration's, not the attempt's.
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(mail[0]!.text).toContain(registration!.paymentReference);
    expect(mail[0]!.text).not.toContain(reference);
  });

  it("the same event replayed 10 times (in parallel): one event stored, one change", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    const notification = testNotification(reference, "approve", 45000, { id: "evt-replayed" });
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, () => handleNotification(db, provider, notification, options)),
    );
    expect(outcomes.filter((outcome) => outcome.kind === "duplicate")).toHaveLength(9);
    expect(await db.select().from(paymentEvents)).toHaveLength(1);
    expect(await paymentHistory(registrationId)).toHaveLength(1);
    expect((await queuedMail(db)).filter((message) => message.kind === "payment-received")).toHaveLength(1);
  });

  it("10 different notifications for one payment racing each other: exactly one state change", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    const outcomes = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        handleNotification(
          db,
          provider,
          testNotification(reference, "approve", 45000, { id: `evt-${index}` }),
          options,
        ),
      ),
    );
    const changes = outcomes.filter(
      (outcome) => outcome.kind === "processed" && outcome.change.kind === "changed",
    );
    expect(changes).toHaveLength(1);
    expect(await db.select().from(paymentEvents)).toHaveLength(10);
    expect(await paymentHistory(registrationId)).toHaveLength(1);
    expect((await queuedMail(db)).filter((message) => message.kind === "payment-received")).toHaveLength(1);
  });

  it("a forged signature, a tampered body or a missing signature: rejected, nothing stored or changed", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    const forged = testNotification(reference, "approve", 45000, { secret: "f".repeat(32) });
    const genuine = testNotification(reference, "decline", 45000);
    const tampered = {
      rawBody: Buffer.from(genuine.rawBody.toString("utf8").replace("decline", "approve")),
      headers: genuine.headers,
    };
    const unsigned = {
      rawBody: genuine.rawBody,
      headers: new Headers({ "Content-Type": "application/json" }),
    };
    for (const notification of [forged, tampered, unsigned]) {
      expect((await handleNotification(db, provider, notification, options)).kind).toBe("rejected");
    }
    expect(await db.select().from(paymentEvents)).toHaveLength(0);
    expect((await paymentRow(reference)).status).toBe("pending");
    expect(await registrationPaymentStatus(db, registrationId)).toBe("pending");
    expect(await paymentHistory(registrationId)).toHaveLength(0);
  });

  it("a provider reporting another amount or currency: recorded, but nothing changes", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    const cheap = await handleNotification(
      db,
      provider,
      testNotification(reference, "approve", 100),
      options,
    );
    expect(cheap).toMatchObject({ kind: "processed", change: { kind: "amount-mismatch" } });
    const otherCurrency = await handleNotification(
      db,
      provider,
      testNotification(reference, "approve", 45000, { currency: "GNF" }),
      options,
    );
    expect(otherCurrency).toMatchObject({ kind: "processed", change: { kind: "amount-mismatch" } });
    expect((await paymentRow(reference)).status).toBe("pending");
    expect(await registrationPaymentStatus(db, registrationId)).toBe("pending");
  });

  it("declined: payment and registration failed, then a new attempt that succeeds makes it paid", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const first = await startedTestPayment(db, registrationId, userId);
    await handleNotification(
      db,
      first.provider,
      testNotification(first.reference, "decline", 45000),
      options,
    );
    expect((await paymentRow(first.reference)).status).toBe("failed");
    expect(await registrationPaymentStatus(db, registrationId)).toBe("failed");
    expect((await queuedMail(db)).map((message) => message.kind)).toContain("payment-failed");
    const second = await startedTestPayment(db, registrationId, userId);
    await handleNotification(
      db,
      second.provider,
      testNotification(second.reference, "approve", 45000),
      options,
    );
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    // A late decline of the first attempt never undoes the second's payment.
    await handleNotification(
      db,
      first.provider,
      testNotification(first.reference, "decline", 45000),
      options,
    );
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
  });

  it("a notification for a payment we do not have changes nothing", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider } = await startedTestPayment(db, registrationId, userId);
    const outcome = await handleNotification(
      db,
      provider,
      testNotification("GMS-00000-00000", "approve", 45000),
      options,
    );
    expect(outcome).toMatchObject({ kind: "processed", change: { kind: "unknown-payment" } });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("pending");
  });
});
