import { and, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, payments, registrations } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { storedPrice } from "~/features/sessions/frozen-price.server";
import { markTransferPaid, type StaffRecordedProvider } from "./mark-paid.server";
import { toMinorUnits } from "~/lib/format";
import type { Executor, Tx } from "./payment-deps";
import type { Currency } from "./provider";
import { newPaymentReference } from "./reference";
import type { StateChangeOutcome } from "./state-change.server";

export type Owed =
  | { ok: true; currency: Currency; priceMinor: number; paidMinor: number; owedMinor: number }
  | { ok: false; error: "not-found" | "not-payable" | "no-price" };

/** Pending attempts of these providers are money staff are recording right now: counted as paid. */
const STAFF_PENDING: readonly StaffRecordedProvider[] = ["cash"];

/**
 * What is still owed on a registration, from the database only: the price stored on it when it
 * was made (the session's, else the course's, then) less what succeeded payments in that currency kept (refunds deducted). A payment
 * in another currency was the whole price converted: nothing more is owed. Only a confirmed,
 * unpaid registration owes anything.
 */
export async function amountOwed(db: Executor, registrationId: number): Promise<Owed> {
  const [row] = await db
    .select({
      status: registrations.status,
      paymentStatus: registrations.paymentStatus,
      priceCents: registrations.priceCents,
      priceCurrency: registrations.priceCurrency,
    })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  if (!row) return { ok: false, error: "not-found" };
  const price = storedPrice(row);
  if (!price || price.cents <= 0) return { ok: false, error: "no-price" };
  if (row.status !== "confirmed" || row.paymentStatus === "paid" || row.paymentStatus === "refunded")
    return { ok: false, error: "not-payable" };
  const { currency } = price;
  const priceMinor = toMinorUnits(price.cents, currency);
  const kept = await db
    .select({
      currency: payments.currency,
      provider: payments.provider,
      status: payments.status,
      keptMinor: sql<number>`${payments.amountMinor} - ${payments.refundedMinor}`,
    })
    .from(payments)
    .where(
      and(eq(payments.registrationId, registrationId), inArray(payments.status, ["succeeded", "pending"])),
    );
  const counted = kept.filter(
    (payment) =>
      payment.status === "succeeded" || (STAFF_PENDING as readonly string[]).includes(payment.provider),
  );
  if (counted.some((payment) => payment.currency !== currency && payment.status === "succeeded"))
    return { ok: true, currency, priceMinor, paidMinor: priceMinor, owedMinor: 0 };
  const paidMinor = counted
    .filter((payment) => payment.currency === currency)
    .reduce((sum, payment) => sum + Number(payment.keptMinor), 0);
  return { ok: true, currency, priceMinor, paidMinor, owedMinor: Math.max(0, priceMinor - paidMinor) };
}

export type StaffPaymentError =
  | "not-found"
  | "not-payable"
  | "no-price"
  | "reference"
  | "transfer-amount"
  | "amount"
  | "over-owed"
  | "unchanged";

export type StaffPaymentOutcome =
  | { ok: true; reference: string; amountMinor: number; currency: Currency; receiptNumber?: string }
  | { ok: false; error: StaffPaymentError; owed?: Extract<Owed, { ok: true }>; expectedMinor?: number };

/**
 * Staff record money received for a registration: one of its pending bank transfers
 * (for exactly its amount), or a transfer with no reference of ours or cash, for at most what is
 * still owed. The new payment is written pending, its amount checked under the registration's
 * lock, then recorded through markTransferPaid, the command line's path: receipt, e-mail,
 * registration and history follow, with `onChanged` (the audit entry) in that transaction.
 */
export async function recordStaffPayment(
  db: Database,
  {
    registrationId,
    method,
    transferReference,
    amountMinor,
    receivedOn,
    staffReference,
    by,
    now,
    siteUrl,
    onChanged,
  }: {
    registrationId: number;
    method: StaffRecordedProvider;
    /** A pending transfer of this registration, to record for its own amount. */
    transferReference?: string;
    /** What staff say they received, in the currency's minor units (undefined: the transfer's). */
    amountMinor?: number;
    receivedOn: string;
    staffReference?: string;
    by: string;
    now: Date;
    siteUrl: string;
    onChanged?: (
      tx: Tx,
      change: Extract<StateChangeOutcome, { kind: "changed" }>,
      payment: { reference: string; provider: string; amountMinor: number; currency: Currency },
    ) => Promise<void>;
  },
): Promise<StaffPaymentOutcome> {
  let reference: string;
  let amount: number;
  let currency: Currency;
  let created = false;
  if (method === "bank-transfer" && transferReference) {
    const normalized = transferReference.toUpperCase();
    const [pending] = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.registrationId, registrationId),
          eq(payments.reference, normalized),
          eq(payments.provider, "bank-transfer"),
          inArray(payments.status, ["pending", "failed", "expired"]),
        ),
      )
      .limit(1);
    if (!pending) return { ok: false, error: "reference" };
    const owed = await amountOwed(db, registrationId);
    if (!owed.ok) return { ok: false, error: owed.error };
    if (amountMinor !== undefined && amountMinor !== pending.amountMinor)
      return { ok: false, error: "transfer-amount", expectedMinor: pending.amountMinor };
    if (pending.currency !== owed.currency || pending.amountMinor > owed.owedMinor)
      return { ok: false, error: "over-owed", owed };
    reference = pending.reference;
    amount = pending.amountMinor;
    currency = owed.currency;
  } else {
    const owed = await amountOwed(db, registrationId);
    if (!owed.ok) return { ok: false, error: owed.error };
    if (amountMinor === undefined || amountMinor <= 0) return { ok: false, error: "amount", owed };
    // Written under the registration's lock, owed counted again there: two staff recording
    // the same cash at once cannot both pass.
    const inserted = await db.transaction(async (tx) => {
      const [registration] = await tx
        .select({
          userId: registrations.userId,
          lang: registrations.lang,
          title: courses.title,
        })
        .from(registrations)
        .innerJoin(courses, eq(courses.id, registrations.courseId))
        .where(eq(registrations.id, registrationId))
        .for("update", { of: registrations });
      if (!registration) return { ok: false, error: "not-found" } as const;
      const locked = await amountOwed(tx, registrationId);
      if (!locked.ok) return { ok: false, error: locked.error } as const;
      if (amountMinor > locked.owedMinor) return { ok: false, error: "over-owed", owed: locked } as const;
      const [row] = await tx
        .insert(payments)
        .values({
          reference: newPaymentReference(),
          registrationId,
          userId: registration.userId,
          provider: method,
          providerReference: staffReference ?? null,
          amountMinor,
          currency: locked.currency,
          productName: localize(registration.title, registration.lang),
          lang: registration.lang,
          createdAt: now,
          updatedAt: now,
        })
        .returning({ reference: payments.reference });
      return { ok: true, reference: row!.reference } as const;
    });
    if (!inserted.ok) return inserted;
    reference = inserted.reference;
    amount = amountMinor;
    currency = owed.currency;
    created = true;
  }

  const outcome = await markTransferPaid(db, reference, {
    siteUrl,
    now,
    by,
    receivedOn,
    onChanged: onChanged
      ? (tx, change) => onChanged(tx, change, { reference, provider: method, amountMinor: amount, currency })
      : undefined,
  });
  if (!outcome.ok || outcome.change.kind !== "changed") {
    // Nothing recorded: the payment written for it goes (never a pending cash payment left).
    if (created)
      await db.delete(payments).where(and(eq(payments.reference, reference), eq(payments.status, "pending")));
    return { ok: false, error: "unchanged" };
  }
  return {
    ok: true,
    reference,
    amountMinor: amount,
    currency,
    ...(outcome.change.receiptNumber ? { receiptNumber: outcome.change.receiptNumber } : {}),
  };
}
