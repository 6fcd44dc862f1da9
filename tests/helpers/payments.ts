import type { Database } from "../../db/database";
import {
  emailOutbox,
  paymentEvents,
  payments,
  rateLimits,
  receiptCounters,
  receipts,
  refunds,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
} from "../../db/schema";
import { registerForCourse } from "../../app/features/registration/register.server";
import { registrationPurchase } from "../../app/features/payments/amount.server";
import {
  testProvider,
  signedTestNotification,
  type TestOutcome,
} from "../../app/features/payments/test-provider.server";
import { startPayment } from "../../app/features/payments/start-payment.server";
import type { PaymentProvider } from "../../app/features/payments/provider";
import { handleNotification } from "../../app/features/payments/notifications.server";
import { depsAt, makeSession, makeUsers, requestFor, SITE_URL } from "./registration";
import { invoiceTables } from "./test-database";
import { eq } from "drizzle-orm";

/** Test data for the payment pipeline: a confirmed registration, a started payment, notifications. */

/** What a payment test writes, emptied before each test in an order the foreign keys allow. */
export const paymentTables = [
  ...invoiceTables,
  paymentEvents,
  refunds,
  receipts,
  receiptCounters,
  payments,
  emailOutbox,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
];

/** The same, with the rate limits, for tests that go through the pay page's limit. */
export const paymentTablesWithLimits = [...paymentTables, rateLimits];

export const PAYMENT_SECRETS = ["p".repeat(32)] as const;
export const silentLogger = { info() {}, warn() {}, error() {} };

/** A user with a confirmed registration in a session priced `priceCents` (EUR hundredths). */
export async function confirmedRegistration(
  db: Database,
  { priceCents = 45000, now = new Date("2027-03-01T10:00:00Z") } = {},
): Promise<{ userId: string; registrationId: number }> {
  const [userId] = await makeUsers(db, 1);
  const sessionId = await makeSession(db, { priceCents });
  const outcome = await registerForCourse(db, requestFor(userId!, { sessionId }), depsAt(now));
  if (!outcome.ok) throw new Error(`registration failed: ${outcome.error}`);
  return { userId: userId!, registrationId: outcome.registrationId };
}

/** The test provider as the registry makes it: its refunds' notifications go through the pipeline. */
export function localTestProvider(db: Database, now = () => new Date("2027-03-01T10:20:00Z")) {
  return testProvider({
    db,
    secrets: PAYMENT_SECRETS,
    deliver: (provider, notification) =>
      handleNotification(db, provider, notification, { logger: silentLogger, siteUrl: SITE_URL, now }),
  });
}

/** Starts a payment of the registration through `provider`, as the pay page does. */
export async function startedPayment(
  db: Database,
  registrationId: number,
  userId: string,
  provider: PaymentProvider,
  lang: "fr" | "en" = "fr",
) {
  const bought = await registrationPurchase(db, { registrationId, userId, lang });
  if (!bought.ok) throw new Error(`not payable: ${bought.error}`);
  const started = await startPayment(db, {
    purchase: bought.purchase,
    provider,
    userId,
    customer: { email: bought.email, name: bought.name },
    lang,
    siteUrl: SITE_URL,
    now: new Date("2027-03-01T10:05:00Z"),
  });
  if (!started.ok) throw new Error("start failed");
  return { provider, reference: started.reference, purchase: bought.purchase };
}

/** Starts a test-provider payment of the registration, as the pay page does. */
export async function startedTestPayment(
  db: Database,
  registrationId: number,
  userId: string,
  lang: "fr" | "en" = "fr",
) {
  return startedPayment(db, registrationId, userId, localTestProvider(db), lang);
}

export function testNotification(
  reference: string,
  outcome: TestOutcome,
  amountMinor: number,
  { id, currency = "EUR" as "EUR" | "GNF", secret = PAYMENT_SECRETS[0] } = {} as {
    id?: string;
    currency?: "EUR" | "GNF";
    secret?: string;
  },
) {
  return signedTestNotification(secret, { id, reference, outcome, amountMinor, currency });
}

export async function registrationPaymentStatus(db: Database, id: number) {
  const [row] = await db
    .select({ paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(eq(registrations.id, id));
  return row?.paymentStatus;
}
