import { and, eq, gt, or, sql } from "drizzle-orm";
import { courses, payments, registrations, trainingSessions } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { storedPrice } from "~/features/sessions/frozen-price.server";
import { paymentAllowance } from "~/features/sessions/withdrawal-period";
import { toMinorUnits } from "~/lib/format";
import type { Currency } from "./provider";
import type { Executor } from "./payment-deps";

/** What is to be paid, decided here from the database and nowhere else. */
export interface Purchase {
  registrationId: number | null;
  amountMinor: number;
  currency: Currency;
  productName: string;
  /**
   * What share of the price this is: all of it, the 30 % deposit or a part of the balance that
   * French law allows for someone paying their own training (ADR 1006). A partial purchase is
   * charged only in the price's own currency (no conversion), so the sums paid add up exactly.
   */
  portion?: "full" | "deposit" | "balance";
}

/** The About page's demo product: 49.99 €, 'Formation test'. */
export const DEMO_PURCHASE: Purchase = {
  registrationId: null,
  amountMinor: 4999,
  currency: "EUR",
  productName: "Formation test",
};

export type RegistrationPurchase =
  | {
      ok: true;
      purchase: Purchase;
      email: string;
      name: string;
      phone: string;
      /** With a deposit: when the balance may start to be asked (the session's start). */
      balanceFrom: Date | null;
    }
  | { ok: false; error: "not-found" | "not-payable" | "already-paid" | "no-price" }
  /** French law (ADR 1006): nothing more may be asked now; `from` is when the next part may be. */
  | { ok: false; error: "not-due-yet"; from: Date | null };

/**
 * A started payment counts against what may be asked while the provider may still complete it:
 * a Checkout page lives 24 hours (ADR 1002). Otherwise two deposits started side by side could
 * both be paid, more than the law allows.
 */
export const PENDING_COUNTS_MS = 24 * 60 * 60 * 1000;

/** What was paid, or is being paid, for a registration, in `currency` minor units. */
async function committedMinor(db: Executor, registrationId: number, currency: Currency, now: Date) {
  const [row] = await db
    .select({
      total: sql<string>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, registrationId),
        eq(payments.currency, currency),
        or(
          eq(payments.status, "succeeded"),
          and(
            eq(payments.status, "pending"),
            gt(payments.createdAt, new Date(now.getTime() - PENDING_COUNTS_MS)),
          ),
        ),
      ),
    );
  return Number(row?.total ?? 0);
}

/**
 * The amount of a registration: the price stored on it when it was made (its session's, else its
 * course's, then: ADR 1010), in minor units and that price's currency; a
 * later change of the catalogue's price does not reach it. Only its owner may pay it, only while it holds a
 * seat (confirmed) and is not paid yet; a price on request cannot be paid online.
 */
export async function registrationPurchase(
  db: Executor,
  {
    registrationId,
    userId,
    lang,
    now = new Date(),
  }: { registrationId: number; userId: string; lang: "fr" | "en"; now?: Date },
): Promise<RegistrationPurchase> {
  const [row] = await db
    .select({
      userId: registrations.userId,
      status: registrations.status,
      paymentStatus: registrations.paymentStatus,
      email: registrations.email,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      phone: registrations.phone,
      payer: registrations.payer,
      registeredAt: registrations.createdAt,
      country: trainingSessions.country,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      title: courses.title,
      priceCents: registrations.priceCents,
      priceCurrency: registrations.priceCurrency,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(registrations.id, registrationId))
    .limit(1);
  // Someone else's registration is "not found": its existence is not theirs to learn.
  if (!row || row.userId !== userId) return { ok: false, error: "not-found" };
  if (row.paymentStatus === "paid" || row.paymentStatus === "refunded")
    return { ok: false, error: "already-paid" };
  if (row.status !== "confirmed") return { ok: false, error: "not-payable" };
  const price = storedPrice(row);
  const currency = price?.currency;
  const amountMinor = price && currency ? toMinorUnits(price.cents, currency) : 0;
  if (!currency || amountMinor <= 0) return { ok: false, error: "no-price" };
  let due = amountMinor;
  let portion: Purchase["portion"] = "full";
  let balanceFrom: Date | null = null;
  if (row.startsAt && row.endsAt) {
    const allowance = paymentAllowance(
      {
        payer: row.payer,
        country: row.country,
        registeredAt: row.registeredAt,
        startsAt: row.startsAt,
        endsAt: row.endsAt,
        price: amountMinor,
      },
      now,
    );
    if (allowance.rule !== "none") {
      due = allowance.ceiling - (await committedMinor(db, registrationId, currency, now));
      const from =
        allowance.rule === "withdrawal"
          ? allowance.payableFrom
          : allowance.rule === "deposit"
            ? allowance.balanceFrom
            : null;
      if (due <= 0) return { ok: false, error: "not-due-yet", from };
      portion = due === amountMinor ? "full" : allowance.rule === "deposit" ? "deposit" : "balance";
      if (allowance.rule === "deposit") balanceFrom = allowance.balanceFrom;
    }
  }
  return {
    ok: true,
    purchase: {
      registrationId,
      amountMinor: due,
      currency,
      productName: localize(row.title, lang),
      portion,
    },
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
    balanceFrom,
  };
}

/**
 * Whether the registration's price (the one stored on it) is covered: a payment in another currency was the whole price
 * converted (parts are paid in the price's currency only); else the parts paid add up to it.
 */
export async function isFullyPaid(db: Executor, registrationId: number): Promise<boolean> {
  const [row] = await db
    .select({ priceCents: registrations.priceCents, priceCurrency: registrations.priceCurrency })
    .from(registrations)
    .where(eq(registrations.id, registrationId))
    .limit(1);
  const price = row ? storedPrice(row) : null;
  if (!price) return true;
  const { currency } = price;
  const paid = await db
    .select({ currency: payments.currency, amountMinor: payments.amountMinor })
    .from(payments)
    .where(and(eq(payments.registrationId, registrationId), eq(payments.status, "succeeded")));
  if (paid.some((payment) => payment.currency !== currency)) return true;
  const total = paid.reduce((sum, payment) => sum + payment.amountMinor, 0);
  return total >= toMinorUnits(price.cents, currency);
}
