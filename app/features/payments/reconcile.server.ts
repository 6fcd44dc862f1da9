import { and, asc, eq, inArray, lte, notInArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { payments, type Payment, type PaymentRowStatus } from "../../../db/schema";
import { staffRecordedProviders } from "./mark-paid.server";
import type { PaymentProvider } from "./provider";
import {
  applyLookedUpState,
  followUpChange,
  lookUpState,
  type PaymentLogger,
} from "./provider-lookup.server";

/**
 * Reconciliation (ADR 1007): a payment still pending some minutes after it started is asked
 * about at its provider, and what the provider says is applied through the same path as a
 * notification's. So a payment is never lost, even when every notification is.
 */

/** The first question, this long after the start: the notification usually comes first. */
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;
/** The delay doubles with each answer still pending, up to this. */
const MAX_DELAY_MS = 6 * 60 * 60 * 1000;
/** Past this, a payment still pending is not asked about any more (and is logged for staff). */
export const RECONCILE_FOR_MS = 7 * 24 * 60 * 60 * 1000;
/** While one process asks about a payment, the others leave it alone this long. */
const LEASE_MS = 5 * 60 * 1000;

/** When to ask next, after `attempts` questions. */
export function nextCheckDelay(attempts: number): number {
  return Math.min(RECONCILE_AFTER_MS * 2 ** Math.max(0, attempts - 1), MAX_DELAY_MS);
}

export interface ReconcileReport {
  checked: number;
  changed: { reference: string; from: PaymentRowStatus; to: PaymentRowStatus }[];
  stillPending: string[];
  failed: { reference: string; reason: string }[];
}

export interface ReconcileOptions {
  /** The configured provider of that id, if any. */
  providerFor(id: string): PaymentProvider | null;
  siteUrl: string;
  /** Where staff notices go (STAFF_EMAIL), else the contact address of the settings. */
  staffEmail?: string;
  now: Date;
  logger: PaymentLogger;
  /** Every pending payment, due or not (the command line); else those due. */
  all?: boolean;
  /** At most this many in one pass. */
  batch?: number;
}

/**
 * Takes the pending payments due a check (SKIP LOCKED and a lease, so several processes share
 * them without asking twice), asks each provider, and applies its answer.
 */
export async function reconcilePayments(db: Database, options: ReconcileOptions): Promise<ReconcileReport> {
  const { now, all = false, batch = 50 } = options;
  const due = db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        eq(payments.status, "pending"),
        notInArray(payments.provider, [...staffRecordedProviders]),
        all ? undefined : lte(payments.nextCheckAt, now),
      ),
    )
    .orderBy(asc(payments.nextCheckAt), asc(payments.id))
    .limit(batch)
    .for("update", { skipLocked: true });
  const taken = await db
    .update(payments)
    .set({ nextCheckAt: new Date(now.getTime() + LEASE_MS) })
    .where(inArray(payments.id, due))
    .returning();
  const report: ReconcileReport = { checked: taken.length, changed: [], stillPending: [], failed: [] };
  for (const payment of taken) await reconcileOne(db, payment, options, report);
  return report;
}

async function reconcileOne(
  db: Database,
  payment: Payment,
  options: ReconcileOptions,
  report: ReconcileReport,
) {
  const { providerFor, siteUrl, staffEmail, now, logger } = options;
  const attempts = payment.checkAttempts + 1;
  const giveUp = now.getTime() - payment.createdAt.getTime() >= RECONCILE_FOR_MS;
  const nextCheckAt = giveUp ? null : new Date(now.getTime() + nextCheckDelay(attempts));
  const provider = providerFor(payment.provider);
  const lookup = provider
    ? await lookUpState(provider, payment)
    : { ok: false as const, reason: `${payment.provider} is not configured` };
  if (!provider || !lookup.ok) {
    await db
      .update(payments)
      .set({ checkAttempts: attempts, nextCheckAt })
      .where(and(eq(payments.id, payment.id), eq(payments.status, "pending")));
    report.failed.push({ reference: payment.reference, reason: lookup.ok ? "no provider" : lookup.reason });
    logger.warn(
      {
        event: "payment.reconcile_failed",
        reference: payment.reference,
        provider: payment.provider,
        attempts,
      },
      "reconciliation could not ask the provider; it will again later",
    );
    return;
  }
  const change = await applyLookedUpState(db, provider, payment.reference, lookup.state, {
    actor: { kind: "system", note: "reconciliation" },
    siteUrl,
    staffEmail,
    now,
    claim: async () => true,
    after: async (tx, applied) => {
      const stillPending = applied.kind === "unchanged" && applied.status === "pending";
      await tx
        .update(payments)
        .set({ checkAttempts: attempts, nextCheckAt: stillPending ? nextCheckAt : null })
        .where(eq(payments.id, payment.id));
    },
  });
  if (!change) return;
  await followUpChange(db, provider, payment.reference, change, {
    logger,
    siteUrl,
    now,
    source: "reconciliation",
  });
  if (change.kind === "changed") {
    report.changed.push({ reference: payment.reference, from: change.from, to: change.to });
  } else if (lookup.state.status === "pending") {
    report.stillPending.push(payment.reference);
    if (giveUp) {
      logger.error(
        { event: "payment.reconcile_gave_up", reference: payment.reference, provider: payment.provider },
        "a payment is still pending a week after it started: staff should look at it",
      );
    }
  }
}
