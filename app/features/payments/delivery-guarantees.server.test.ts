import { spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Database } from "../../../db/database";
import { openDatabase } from "../../../db/database";
import { paymentEvents, payments, receipts } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { startApiListener, type ApiRoute } from "../../../tests/helpers/api-listener";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  registrationPaymentStatus,
  silentLogger,
  paymentTables,
} from "../../../tests/helpers/payments";
import { SITE_URL } from "../../../tests/helpers/registration";
import { createScratchDatabase } from "../../../tests/helpers/scratch-postgres";
import { useTestDatabase, usingPostgres } from "../../../tests/helpers/test-database";
import { handleNotification } from "./notifications.server";
import { stripeProvider } from "./providers/stripe.server";
import { reconcilePayments } from "./reconcile.server";
import { paymentWebhook } from "./webhook.server";

/**
 * What a customer who paid must never lose: a provider API outage when the notification comes,
 * a process killed between recording the event and applying it, every notification lost. The
 * real Stripe SDK talks to a loopback stand-in for its API host; events are signed with the
 * SDK's own test helper.
 */
const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});

const WEBHOOK_SECRET = "whsec_deliveryTestSecret";
const SESSION_ID = "cs_test_delivery";
const AMOUNT = 45000;

/** The Checkout Session as Stripe's API would show it, paid or still open. */
function checkoutSession(reference: string, paid: boolean) {
  return {
    id: SESSION_ID,
    object: "checkout.session",
    client_reference_id: reference,
    metadata: { reference },
    currency: "eur",
    amount_total: AMOUNT,
    status: paid ? "complete" : "open",
    payment_status: paid ? "paid" : "unpaid",
    payment_intent: paid
      ? {
          id: "pi_delivery",
          object: "payment_intent",
          status: "succeeded",
          metadata: { reference },
          latest_charge: { id: "ch_delivery", object: "charge", amount: AMOUNT, amount_refunded: 0 },
        }
      : null,
  };
}

/** The API answering about our session: paid, or the route's override. */
const healthy =
  (reference: () => string): ApiRoute =>
  (request) =>
    request.method === "GET" && request.path.startsWith(`/v1/checkout/sessions/${SESSION_ID}`)
      ? { json: checkoutSession(reference(), true) }
      : undefined;

/** checkout.session.completed, signed now, as Stripe delivers it (and delivers it again). */
function completedEvent(reference: string, eventId = "evt_delivery_1") {
  const body = JSON.stringify({
    id: eventId,
    object: "event",
    type: "checkout.session.completed",
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    data: { object: checkoutSession(reference, true) },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET });
  return { body, signature };
}

/** A confirmed registration with a pending Stripe payment of it, as a pay start leaves them. */
async function pendingStripePayment(db: Database, reference: string) {
  const { userId, registrationId } = await confirmedRegistration(db, { priceCents: AMOUNT });
  await db.insert(payments).values({
    reference,
    registrationId,
    userId,
    provider: "stripe",
    providerReference: SESSION_ID,
    amountMinor: AMOUNT,
    currency: "EUR",
    productName: "Sauveteur Secouriste du Travail",
    createdAt: new Date("2027-03-01T10:05:00Z"),
    updatedAt: new Date("2027-03-01T10:05:00Z"),
    nextCheckAt: new Date("2027-03-01T10:15:00Z"),
  });
  return { userId, registrationId };
}

async function paymentRow(db: Database, reference: string) {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference));
  return row!;
}

async function eventRows(db: Database) {
  return db
    .select({ eventId: paymentEvents.eventId, processedAt: paymentEvents.processedAt })
    .from(paymentEvents);
}

async function receiptCount(db: Database) {
  return (await db.select().from(receipts)).length;
}

describe("a paid payment is never lost", () => {
  let reference = "";
  const api = { current: undefined as Awaited<ReturnType<typeof startApiListener>> | undefined };
  let route: ApiRoute = () => undefined;
  beforeAll(async () => {
    api.current = await startApiListener((request) => route(request));
  });
  afterAll(() => api.current?.close());
  beforeEach(() => {
    route = healthy(() => reference);
  });
  const provider = () =>
    stripeProvider({
      secretKey: "sk_test_delivery",
      webhookSecret: WEBHOOK_SECRET,
      apiBaseUrl: api.current!.url,
    });

  it("provider API down at the first delivery: 503, the event waits unprocessed; the same event again makes it paid", async () => {
    const { db } = database;
    reference = "GMS-DLVR1-AAAAA";
    const { registrationId } = await pendingStripePayment(db, reference);
    const context = testAppContext(db, {
      env: {
        STRIPE_SECRET_KEY: "sk_test_delivery",
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_BASE_URL: api.current!.url,
      },
    });
    const deliver = ({ body, signature }: { body: string; signature: string }) =>
      paymentWebhook({
        request: new Request(`${SITE_URL}/api/payments/stripe/webhook`, {
          method: "POST",
          headers: { "stripe-signature": signature, "content-type": "application/json" },
          body,
        }),
        params: { provider: "stripe" },
        context,
      });

    route = (request) =>
      request.method === "GET" ? { status: 500, json: { error: { message: "API outage" } } } : undefined;
    const first = await deliver(completedEvent(reference));
    expect(first.status).toBe(503);
    expect((await paymentRow(db, reference)).status).toBe("pending");
    expect(await eventRows(db)).toEqual([{ eventId: "evt_delivery_1", processedAt: null }]);

    route = healthy(() => reference);
    const again = await deliver(completedEvent(reference));
    expect(again.status).toBe(200);
    expect((await paymentRow(db, reference)).status).toBe("succeeded");
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    expect((await eventRows(db))[0]?.processedAt).toBeInstanceOf(Date);
    expect(await receiptCount(db)).toBe(1);

    // A third delivery of the same event changes nothing.
    expect((await deliver(completedEvent(reference))).status).toBe(200);
    expect(await receiptCount(db)).toBe(1);
  });

  it("a currency the site does not take, at the lookup: the event stays unprocessed for a later delivery", async () => {
    const { db } = database;
    reference = "GMS-DLVR2-AAAAA";
    await pendingStripePayment(db, reference);
    route = (request) =>
      request.method === "GET"
        ? { json: { ...checkoutSession(reference, true), currency: "usd" } }
        : undefined;
    const { body, signature } = completedEvent(reference);
    const outcome = await handleNotification(
      db,
      provider(),
      { rawBody: Buffer.from(body), headers: new Headers({ "stripe-signature": signature }) },
      { logger: silentLogger, siteUrl: SITE_URL },
    );
    expect(outcome.kind).toBe("retry");
    expect((await eventRows(db))[0]?.processedAt).toBeNull();
  });

  it("every notification lost: the reconciliation pass asks Stripe and makes it paid, once", async () => {
    const { db } = database;
    reference = "GMS-DLVR3-AAAAA";
    const { registrationId } = await pendingStripePayment(db, reference);
    const reconcile = (now: Date) =>
      reconcilePayments(db, { providerFor: () => provider(), siteUrl: SITE_URL, now, logger: silentLogger });

    // Not due yet (10 minutes after the start): nothing asked.
    route = healthy(() => reference);
    const early = await reconcile(new Date("2027-03-01T10:10:00Z"));
    expect(early.checked).toBe(0);

    // Still open at Stripe: pending, asked again later (the delay doubles).
    route = (request) => (request.method === "GET" ? { json: checkoutSession(reference, false) } : undefined);
    const open = await reconcile(new Date("2027-03-01T10:16:00Z"));
    expect(open).toMatchObject({ checked: 1, stillPending: [reference] });
    const afterOpen = await paymentRow(db, reference);
    expect(afterOpen.checkAttempts).toBe(1);
    expect(afterOpen.nextCheckAt).toEqual(new Date("2027-03-01T10:26:00Z"));

    // Stripe down: counted, asked again later, nothing lost.
    route = () => ({ status: 500, json: { error: { message: "outage" } } });
    const down = await reconcile(new Date("2027-03-01T10:27:00Z"));
    expect(down.failed).toHaveLength(1);
    expect((await paymentRow(db, reference)).nextCheckAt).toEqual(new Date("2027-03-01T10:47:00Z"));

    route = healthy(() => reference);
    const paid = await reconcile(new Date("2027-03-01T10:48:00Z"));
    expect(paid.changed).toEqual([{ reference, from: "pending", to: "succeeded" }]);
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    expect((await paymentRow(db, reference)).nextCheckAt).toBeNull();
    expect(await receiptCount(db)).toBe(1);

    // The late notification then changes nothing; nothing is left to reconcile.
    const { body, signature } = completedEvent(reference, "evt_delivery_late");
    const late = await handleNotification(
      db,
      provider(),
      { rawBody: Buffer.from(body), headers: new Headers({ "stripe-signature": signature }) },
      { logger: silentLogger, siteUrl: SITE_URL },
    );
    expect(late).toMatchObject({ kind: "processed", change: { kind: "unchanged", status: "succeeded" } });
    expect((await reconcile(new Date("2027-03-02T10:00:00Z"))).checked).toBe(0);
    expect(await receiptCount(db)).toBe(1);
  });
});

describe("a process killed between recording the event and applying it", () => {
  it("kill -9 while the provider is being asked; after a restart, the redelivery makes it paid", async () => {
    const reference = "GMS-DLVR4-AAAAA";
    let paidAtProvider = false;
    const api = await startApiListener((request) => {
      if (request.method !== "GET") return undefined;
      // The first lookup hangs: the process is killed while it waits.
      return paidAtProvider ? { json: checkoutSession(reference, true) } : { hang: true };
    });
    const directory = fs.mkdtempSync(path.join(os.tmpdir(), "killed-notification-"));
    const scratch = usingPostgres ? await createScratchDatabase("killed") : null;
    const target = scratch
      ? ({ kind: "postgres", url: scratch.url } as const)
      : ({ kind: "pglite", directory } as const);
    try {
      let handle = await openDatabase(target);
      await handle.migrate();
      await seedCatalog(handle.db);
      const { registrationId } = await pendingStripePayment(handle.db, reference);
      await handle.close();

      const { body, signature } = completedEvent(reference);
      const child = spawn(
        process.execPath,
        [
          "--import",
          "tsx",
          "tests/helpers/notification-process.ts",
          JSON.stringify({
            database: target,
            apiBaseUrl: api.url,
            webhookSecret: WEBHOOK_SECRET,
            body,
            signature,
          }),
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => (output += chunk.toString()));
      child.stderr.on("data", (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<NodeJS.Signals | null>((resolve) =>
        child.on("exit", (_code, signal) => resolve(signal)),
      );
      // The lookup reaching the provider proves the event was recorded first.
      await expect
        .poll(() => api.requests.some((request) => request.method === "GET"), {
          timeout: 60_000,
          interval: 50,
        })
        .toBe(true);
      child.kill("SIGKILL");
      expect(await exited, output).toBe("SIGKILL");

      handle = await openDatabase(target);
      try {
        const db = handle.db;
        expect(await eventRows(db)).toEqual([{ eventId: "evt_delivery_1", processedAt: null }]);
        expect((await paymentRow(db, reference)).status).toBe("pending");

        paidAtProvider = true;
        const redelivery = completedEvent(reference);
        const outcome = await handleNotification(
          db,
          stripeProvider({
            secretKey: "sk_test_delivery",
            webhookSecret: WEBHOOK_SECRET,
            apiBaseUrl: api.url,
          }),
          {
            rawBody: Buffer.from(redelivery.body),
            headers: new Headers({ "stripe-signature": redelivery.signature }),
          },
          { logger: silentLogger, siteUrl: SITE_URL },
        );
        expect(outcome.kind).toBe("processed");
        expect((await paymentRow(db, reference)).status).toBe("succeeded");
        expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
        expect(await receiptCount(db)).toBe(1);
      } finally {
        await handle.close();
      }
    } finally {
      await api.close();
      await scratch?.drop();
      fs.rmSync(directory, { recursive: true, force: true });
    }
  }, 120_000);
});
