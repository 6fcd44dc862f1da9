import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  paymentEvents,
  payments,
  receipts,
  refunds,
  registrationHistory,
  registrations,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  confirmedRegistration,
  localTestProvider,
  registrationPaymentStatus,
  silentLogger,
  startedPayment,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
import { queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { bankTransferProvider } from "./bank-transfer.server";
import { markTransferPaid } from "./mark-paid.server";
import { parseAmount } from "./money";
import { handleNotification } from "./notifications.server";
import type { PaymentProvider } from "./provider";
import { cinetPayProvider } from "./providers/cinetpay.server";
import { refundPayment, type RefundDeps } from "./refunds.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const paidAt = new Date("2027-03-01T10:10:00Z");
const refundAt = new Date("2027-03-02T09:00:00Z");
const staff = { kind: "staff" as const, userId: undefined, by: "command line" };

/** A registration paid 450 € through the test provider. */
async function paid({ lang = "fr" as "fr" | "en" } = {}) {
  const { db } = database;
  const { userId, registrationId } = await confirmedRegistration(db);
  if (lang === "en") await db.update(registrations).set({ lang }).where(eq(registrations.id, registrationId));
  const { provider, reference } = await startedTestPayment(db, registrationId, userId, lang);
  await handleNotification(db, provider, testNotification(reference, "approve", 45000), {
    logger: silentLogger,
    siteUrl: SITE_URL,
    now: () => paidAt,
  });
  return { registrationId, reference, provider };
}

function deps(provider: PaymentProvider | null): RefundDeps {
  return { siteUrl: SITE_URL, now: refundAt, providerFor: () => provider };
}

async function paymentOf(reference: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}
const refundMail = async () =>
  (await queuedMail(database.db)).filter((mail) => mail.kind === "payment-refunded");

describe("refunds through the test provider", () => {
  it("in full: the provider's notification makes the payment and registration refunded, with history and an e-mail naming the receipt", async () => {
    const { db } = database;
    const { registrationId, reference, provider } = await paid();
    const outcome = await refundPayment(
      db,
      { reference: reference.toLowerCase(), actor: staff },
      deps(provider),
    );
    expect(outcome).toMatchObject({
      ok: true,
      retried: false,
      refund: {
        amountMinor: 45000,
        totalAfterMinor: 45000,
        status: "succeeded",
        idempotencyKey: `refund-${reference}-45000`,
        providerRefundReference: `test_refund_refund-${reference}-45000`,
        requestedBy: "command line",
      },
    });
    expect(await paymentOf(reference)).toMatchObject({ status: "refunded", refundedMinor: 45000 });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("refunded");
    const history = await db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId));
    expect(history.at(-1)).toMatchObject({ fromPaymentStatus: "paid", toPaymentStatus: "refunded" });
    expect(history.at(-1)!.note).toContain("refunded 45000 of 45000 EUR");
    const [mail] = await refundMail();
    expect(mail!.subject).toMatch(/^Remboursement effectué : /);
    expect(mail!.text).toContain("Nous vous avons remboursé 450,00");
    expect(mail!.text).toContain("Le paiement est entièrement remboursé.");
    expect(mail!.text).toContain("n° R-2027-000001 (aucun nouveau reçu");
    // No new receipt number for a refund.
    expect(await db.select().from(receipts)).toHaveLength(1);
    // Again: nothing left to refund.
    expect(await refundPayment(db, { reference, actor: staff }, deps(provider))).toMatchObject({
      ok: false,
      error: "already-refunded",
    });
  });

  it("in part, then the rest, in English: each with its own key, the payment refunded only at the end", async () => {
    const { db } = database;
    const { registrationId, reference, provider } = await paid({ lang: "en" });
    const first = await refundPayment(db, { reference, amountMinor: 10000, actor: staff }, deps(provider));
    expect(first).toMatchObject({
      ok: true,
      refund: { idempotencyKey: `refund-${reference}-10000`, status: "succeeded" },
    });
    expect(await paymentOf(reference)).toMatchObject({ status: "succeeded", refundedMinor: 10000 });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    let mail = await refundMail();
    expect(mail[0]!.text).toContain("We have refunded €100.00 of your payment of €450.00");
    expect(mail[0]!.text).toContain("Total refunded on this payment: €100.00.");

    const rest = await refundPayment(db, { reference, actor: staff }, deps(provider));
    expect(rest).toMatchObject({
      ok: true,
      refund: { amountMinor: 35000, idempotencyKey: `refund-${reference}-45000`, status: "succeeded" },
    });
    expect(await paymentOf(reference)).toMatchObject({ status: "refunded", refundedMinor: 45000 });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("refunded");
    mail = await refundMail();
    expect(mail).toHaveLength(2);
    expect(mail[1]!.text).toContain("We have refunded €350.00");
    expect(mail[1]!.text).toContain("The payment is fully refunded.");
  });

  it("a provider call that fails after the provider refunded: the retried command sends the same key, and the money goes back once", async () => {
    const { db } = database;
    const { reference } = await paid();
    const real = localTestProvider(db, () => refundAt);
    let calls = 0;
    const flaky: PaymentProvider = {
      ...real,
      async refund(request) {
        calls++;
        const done = await real.refund(request);
        if (calls === 1) throw new Error("socket hang up");
        return done;
      },
    };
    const partial = { reference, amountMinor: 20000, actor: staff };
    const failed = await refundPayment(db, partial, deps(flaky));
    expect(failed).toMatchObject({ ok: false, error: "provider-error", message: "socket hang up" });
    const retried = await refundPayment(db, partial, deps(flaky));
    expect(retried).toMatchObject({
      ok: true,
      refund: { idempotencyKey: `refund-${reference}-20000`, status: "succeeded" },
    });
    expect(calls).toBe(2);
    expect(await paymentOf(reference)).toMatchObject({ status: "succeeded", refundedMinor: 20000 });
    expect(await db.select().from(refunds)).toHaveLength(1);
    const events = await db.select().from(paymentEvents).where(eq(paymentEvents.reference, reference));
    // The approval and one refund: the second call's notification was the same event.
    expect(events).toHaveLength(2);
    expect(await refundMail()).toHaveLength(1);
  });

  it("5 identical commands at once: one refund, one e-mail", async () => {
    const { db } = database;
    const { reference, provider } = await paid();
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, () => refundPayment(db, { reference, actor: staff }, deps(provider))),
    );
    expect(outcomes.filter((outcome) => outcome.ok).length).toBeGreaterThanOrEqual(1);
    for (const outcome of outcomes) {
      if (!outcome.ok) expect(outcome.error).toBe("already-refunded");
    }
    expect(await paymentOf(reference)).toMatchObject({ status: "refunded", refundedMinor: 45000 });
    expect(await db.select().from(refunds)).toHaveLength(1);
    expect(await refundMail()).toHaveLength(1);
  });

  it("refuses what cannot be refunded, recording nothing", async () => {
    const { db } = database;
    const { reference, provider } = await paid();
    const attempt = (fields: Partial<Parameters<typeof refundPayment>[1]>) =>
      refundPayment(db, { reference, actor: staff, ...fields }, deps(provider));
    expect(await attempt({ reference: "not a reference" })).toMatchObject({ error: "bad-reference" });
    expect(await attempt({ reference: "GMS-00000-00000" })).toMatchObject({ error: "not-found" });
    expect(await attempt({ amountMinor: 0 })).toMatchObject({ error: "bad-amount" });
    expect(await attempt({ amountMinor: 12.5 })).toMatchObject({ error: "bad-amount" });
    expect(await attempt({ amountMinor: 45001 })).toMatchObject({
      error: "bad-amount",
      remainingMinor: 45000,
    });
    const unpaid = await confirmedRegistration(db);
    const pending = await startedTestPayment(db, unpaid.registrationId, unpaid.userId);
    expect(await attempt({ reference: pending.reference })).toMatchObject({ error: "not-paid" });
    expect(await db.select().from(refunds)).toHaveLength(0);
    expect((await paymentOf(reference)).refundedMinor).toBe(0);
  });
});

describe("refunds without a provider API", () => {
  it("a bank transfer: staff have sent the money back, the command records it at once", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference } = await startedPayment(db, registrationId, userId, bankTransferProvider);
    await markTransferPaid(db, reference, { siteUrl: SITE_URL, now: paidAt, by: "test" });
    const part = await refundPayment(db, { reference, amountMinor: 5000, actor: staff }, deps(null));
    expect(part).toMatchObject({ ok: true, refund: { status: "succeeded", amountMinor: 5000 } });
    expect(await paymentOf(reference)).toMatchObject({ status: "succeeded", refundedMinor: 5000 });
    const rest = await refundPayment(db, { reference, actor: staff }, deps(null));
    expect(rest).toMatchObject({ ok: true, refund: { status: "succeeded", amountMinor: 40000 } });
    expect(await paymentOf(reference)).toMatchObject({ status: "refunded", refundedMinor: 45000 });
    expect(await registrationPaymentStatus(db, registrationId)).toBe("refunded");
    expect(await refundMail()).toHaveLength(2);
  });

  it("CinetPay: unsupported, said clearly, nothing recorded or changed", async () => {
    const { db } = database;
    const { registrationId } = await confirmedRegistration(db);
    await db.insert(payments).values({
      reference: "GMS-CCCCC-DDDDD",
      registrationId,
      provider: "cinetpay",
      providerReference: "token-1",
      amountMinor: 4_500_000,
      currency: "GNF",
      status: "succeeded",
      productName: "Formation",
    });
    const cinetpay = cinetPayProvider({
      apiKey: "k",
      siteId: "123",
      secretKey: "s",
      apiBaseUrl: "http://127.0.0.1:9",
    });
    const outcome = await refundPayment(db, { reference: "GMS-CCCCC-DDDDD", actor: staff }, deps(cinetpay));
    expect(outcome).toMatchObject({ ok: false, error: "unsupported" });
    expect(outcome.ok ? "" : outcome.message).toMatch(/refund/i);
    expect(await db.select().from(refunds)).toHaveLength(0);
    expect(await paymentOf("GMS-CCCCC-DDDDD")).toMatchObject({ status: "succeeded", refundedMinor: 0 });
  });
});

describe("amounts typed by staff", () => {
  it("are read in the payment's currency", () => {
    expect(parseAmount("150", "EUR")).toBe(15000);
    expect(parseAmount("150.5", "EUR")).toBe(15050);
    expect(parseAmount("150,05", "EUR")).toBe(15005);
    expect(parseAmount("500000", "GNF")).toBe(500000);
    expect(parseAmount("10.5", "GNF")).toBeNull();
    expect(parseAmount("-3", "EUR")).toBeNull();
    expect(parseAmount("1e3", "EUR")).toBeNull();
  });
});
