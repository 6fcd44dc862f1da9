import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { emailOutbox, payments, receipts, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { depsAt, makeSession, requestFor } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { paymentTablesWithLimits } from "../../../tests/helpers/payments";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { registerForCourse } from "../registration/register.server";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { abandonLoader } from "./abandon.server";
import { CHECKOUT_MAKING_MS } from "./live-payment.server";
import { markTransferPaid } from "./mark-paid.server";
import { payAction, type PayActionData } from "./pay-page.server";
import { refundPayment } from "./refunds.server";
import { returnPageLoader, type ReturnPageData } from "./return-page.server";
import { testProviderPageAction } from "./test-provider-page.server";

/**
 * One live payment per registration, at the pay page's action: a second start goes back to the
 * checkout already made, a change of method closes it, a registration paid refuses another
 * payment, and if two payments succeed all the same, the extra one goes back without a second
 * receipt. Abandoning closes the checkout at once and does not count against the limit.
 */
const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTablesWithLimits,
});

let context: AppContext;
let account: Awaited<ReturnType<typeof signedInAccount>>;
let registrationId: number;
beforeEach(async () => {
  context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true" } });
  account = await signedInAccount(context);
  const sessionId = await makeSession(database.db, {
    priceCents: 32000,
    startsAt: new Date(Date.now() + 30 * 86_400_000),
  });
  const outcome = await registerForCourse(
    database.db,
    requestFor(account.userId, { sessionId }),
    depsAt(new Date()),
  );
  if (!outcome.ok) throw new Error(outcome.error);
  registrationId = outcome.registrationId;
});

function post(path: string, fields: Record<string, string>) {
  return new Request(`https://site.example${path}`, {
    method: "POST",
    headers: { Cookie: account.cookie, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });
}

const token = () => antiForgeryToken(account.sessionId, context.secrets);
const pay = (method: string) =>
  outcomeOf(() =>
    payAction({
      request: post(`/pay/${registrationId}`, { csrf: token(), method }),
      params: { registrationId: String(registrationId) },
      context,
    }),
  );
const answerTestPage = (reference: string, outcome: "approve" | "decline" | "abandon") =>
  outcomeOf(() =>
    testProviderPageAction({
      request: post(`/payments/test/${reference}`, { csrf: token(), outcome }),
      params: { reference },
      context,
    }),
  );
const returnPage = async (reference: string) =>
  (
    await outcomeOf(() =>
      returnPageLoader({
        request: new Request(`https://site.example/payments/${reference}`, {
          headers: { Cookie: account.cookie },
        }),
        params: { reference },
        context,
      }),
    )
  ).data as ReturnPageData;

const allPayments = () => database.db.select().from(payments).orderBy(payments.id);
const mailOf = async (kind: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, kind));
async function registration() {
  const [row] = await database.db.select().from(registrations).where(eq(registrations.id, registrationId));
  return row!;
}

describe("one live payment per registration", () => {
  it("two starts with the same method: one payment, the same checkout; approved: one receipt", async () => {
    const first = await pay("test");
    const second = await pay("test");
    expect(first.status).toBe(303);
    expect(second.location).toBe(first.location);
    const rows = await allPayments();
    expect(rows).toHaveLength(1);
    await answerTestPage(rows[0]!.reference, "approve");
    expect((await registration()).paymentStatus).toBe("paid");
    expect(await database.db.select().from(receipts)).toHaveLength(1);
    expect(await mailOf("payment-received")).toHaveLength(1);

    // Paid: another start is refused with a clear message, and nothing is started.
    const third = await pay("bank-transfer");
    expect(third.status).toBe(409);
    expect((third.data as PayActionData).notice.message).toBe(
      "Cette inscription est déjà payée : aucun nouveau paiement n'est nécessaire.",
    );
    expect(await allPayments()).toHaveLength(1);
  });

  it("20 starts at once: one live checkout, every answer its checkout, 'in progress' or the limit", async () => {
    const outcomes = await Promise.all(Array.from({ length: 20 }, () => pay("test")));
    const rows = await allPayments();
    expect(rows.filter((row) => row.status === "pending")).toHaveLength(1);
    expect(rows).toHaveLength(1);
    for (const outcome of outcomes) {
      expect([303, 409, 429]).toContain(outcome.status);
      if (outcome.status === 303) expect(outcome.location).toContain(rows[0]!.reference);
    }
  });

  it("a start while another request is still making the checkout: 'in progress' with either method; one left by a dead request is closed", async () => {
    // What a racing start finds: the first request wrote its attempt and is waiting for the provider.
    const making = async (startedAgoMs: number) => {
      const startedAt = new Date(Date.now() - startedAgoMs);
      const [row] = await database.db
        .insert(payments)
        .values({
          reference: `PAY-MAKING-${startedAgoMs}`,
          registrationId,
          userId: account.userId,
          provider: "test",
          amountMinor: 32000,
          currency: "EUR",
          productName: "Formation",
          lang: "fr",
          createdAt: startedAt,
          updatedAt: startedAt,
        })
        .returning();
      return row!;
    };
    const first = await making(5_000);
    for (const method of ["test", "bank-transfer"]) {
      const outcome = await pay(method);
      expect(outcome.status).toBe(409);
      expect((outcome.data as PayActionData).notice.message).toContain("déjà en cours de création");
    }
    expect(await allPayments()).toMatchObject([{ id: first.id, status: "pending" }]);

    // The request that made it died before the provider answered: the next start closes it.
    await database.db.delete(payments);
    await making(CHECKOUT_MAKING_MS + 1_000);
    expect((await pay("test")).status).toBe(303);
    const rows = await allPayments();
    expect(rows.map((row) => row.status)).toEqual(["expired", "pending"]);
    expect(rows[1]!.providerReference).not.toBeNull();
  });

  it("another method closes the earlier checkout (the test provider's page then refuses it)", async () => {
    await pay("test");
    await pay("bank-transfer");
    const [closed, transfer] = await allPayments();
    expect(closed).toMatchObject({ provider: "test", status: "expired" });
    expect(transfer).toMatchObject({ provider: "bank-transfer", status: "pending" });
    // The closed checkout cannot be paid any more: its page sends the payer to its status.
    const late = await answerTestPage(closed!.reference, "approve");
    expect(late.location).toBe(`/payments/${closed!.reference}`);
    expect((await allPayments())[0]?.status).toBe("expired");
  });

  it("two payments succeed all the same (a transfer arrives after a card payment): no second receipt, the payer and staff's queue told", async () => {
    await pay("bank-transfer");
    await pay("test");
    const [transfer, card] = await allPayments();
    expect(transfer?.status).toBe("expired");
    await answerTestPage(card!.reference, "approve");
    expect((await registration()).paymentStatus).toBe("paid");

    // The payer sent the transfer anyway; staff record it.
    const marked = await markTransferPaid(database.db, transfer!.reference, {
      siteUrl: "https://site.example",
      now: new Date(),
      by: "test",
    });
    expect(marked).toMatchObject({ ok: true, change: { kind: "changed", to: "succeeded", duplicate: true } });
    expect(await database.db.select().from(receipts)).toHaveLength(1);
    const after = await registration();
    expect(after).toMatchObject({ status: "confirmed", paymentStatus: "paid" });
    expect(after.refundRequestedAt).toBeInstanceOf(Date);
    const told = await mailOf("payment-duplicate");
    expect(told.map((row) => row.toAddress)).toEqual([after.email]);
    expect(told[0]?.subject).toContain("Paiement en double");
    // Staff are told at once, in French, and the registration is in their refund queue.
    const staff = await mailOf("refund-request-staff");
    expect(staff).toHaveLength(1);
    expect(staff[0]?.textBody).toContain("payée deux fois");

    // Once staff have sent the transfer back, nothing is owed: the registration leaves the queue, still paid.
    const refunded = await refundPayment(
      database.db,
      { reference: transfer!.reference, actor: { kind: "staff", by: "test" } },
      { siteUrl: "https://site.example", now: new Date(), providerFor: () => null },
    );
    expect(refunded.ok).toBe(true);
    expect(await registration()).toMatchObject({ paymentStatus: "paid", refundRequestedAt: null });
  });

  it("the extra payment through a provider that refunds: refunded at once, the registration stays paid", async () => {
    // The payer chose a transfer, then a card (the transfer's instructions closed), and sent the
    // transfer anyway: staff record it while the card checkout is still open, then the card is paid.
    await pay("bank-transfer");
    await pay("test");
    const [transfer, card] = await allPayments();
    await markTransferPaid(database.db, transfer!.reference, {
      siteUrl: "https://site.example",
      now: new Date(),
      by: "test",
    });
    expect((await registration()).paymentStatus).toBe("paid");
    await answerTestPage(card!.reference, "approve");

    const rows = await allPayments();
    expect(rows.at(-1)).toMatchObject({ status: "refunded", refundedMinor: 32000 });
    expect(await database.db.select().from(receipts)).toHaveLength(1);
    expect((await registration()).paymentStatus).toBe("paid");
    expect((await registration()).refundRequestedAt).toBeNull();
    expect(await mailOf("payment-duplicate")).toHaveLength(1);
    expect(await mailOf("payment-refunded")).toHaveLength(1);
  });
});

describe("abandoning a checkout", () => {
  it("shows as abandoned at once with 'try again', and three abandons do not lock the payer out", async () => {
    for (let attempt = 0; attempt < 4; attempt++) {
      const started = await pay("test");
      expect(started.status, `start ${attempt + 1}`).toBe(303);
      const reference = (await allPayments()).at(-1)!.reference;
      await answerTestPage(reference, "abandon");
      const page = await returnPage(reference);
      expect(page).toMatchObject({
        status: "expired",
        refreshSeconds: null,
        payAgainHref: `/pay/${registrationId}`,
      });
    }
    expect((await allPayments()).map((row) => row.status)).toEqual([
      "expired",
      "expired",
      "expired",
      "expired",
    ]);
  });

  it("the provider's 'back' link closes the payer's own pending checkout, and only theirs", async () => {
    await pay("test");
    const [payment] = await allPayments();
    const abandon = (cookie: string) =>
      outcomeOf(() =>
        abandonLoader({
          request: new Request(`https://site.example/en/payments/${payment!.reference}/abandon`, {
            headers: { Cookie: cookie },
          }),
          params: { reference: payment!.reference },
          context,
        }),
      );
    const stranger = await signedInAccount(context);
    expect((await abandon(stranger.cookie)).status).toBe(404);
    expect((await allPayments())[0]?.status).toBe("pending");
    const back = await abandon(account.cookie);
    expect(back).toMatchObject({ status: 303, location: `/en/payments/${payment!.reference}` });
    expect((await allPayments())[0]?.status).toBe("expired");
  });
});
