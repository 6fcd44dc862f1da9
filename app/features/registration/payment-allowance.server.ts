import { and, eq, gt, or, sql } from "drizzle-orm";
import { payments } from "../../../db/schema";
import { paymentAllowance, type PaymentAllowance } from "~/features/sessions/withdrawal-period";
import type { Executor } from "./registration-deps";
import { registrationPrice, type RegistrationDetails } from "./registration-details.server";

/** As payments/amount.server.ts counts it: a started checkout may still be paid for 24 hours. */
const PENDING_COUNTS_MS = 24 * 60 * 60 * 1000;

export interface RegistrationAllowance {
  allowance: PaymentAllowance;
  /** What may be asked now, in price hundredths: the allowance less what is paid or being paid. */
  dueCents: number;
  /** Something was paid already (a deposit): the seat is no longer held on a payment deadline. */
  partPaid: boolean;
}

/**
 * What French law (ADR 1006) lets us ask of this registration now, for the pages and the hold
 * job; the pay page asks payments/amount.server.ts, which applies the same rule in minor units.
 * Null without a session or a price (nothing to pay online).
 */
export async function registrationAllowance(
  db: Executor,
  details: Pick<RegistrationDetails, "registration" | "session" | "course">,
  now: Date,
): Promise<RegistrationAllowance | null> {
  const { registration, session } = details;
  const price = registrationPrice(details);
  if (!session || !price || price.cents <= 0) return null;
  const allowance = paymentAllowance(
    {
      payer: registration.payer,
      country: session.country,
      registeredAt: registration.createdAt,
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      price: price.cents,
    },
    now,
  );
  if (allowance.rule === "none") return { allowance, dueCents: price.cents, partPaid: false };
  const [row] = await db
    .select({
      paid: sql<string>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}) filter (where ${payments.status} = 'succeeded'), 0)`,
      committed: sql<string>`coalesce(sum(${payments.amountMinor} - ${payments.refundedMinor}), 0)`,
    })
    .from(payments)
    .where(
      and(
        eq(payments.registrationId, registration.id),
        eq(payments.currency, price.currency),
        or(
          eq(payments.status, "succeeded"),
          and(
            eq(payments.status, "pending"),
            gt(payments.createdAt, new Date(now.getTime() - PENDING_COUNTS_MS)),
          ),
        ),
      ),
    );
  // Payments count in minor units: francs for GNF, hundredths in the database.
  const toCents = (minor: number) => (price.currency === "GNF" ? minor * 100 : minor);
  const paid = toCents(Number(row?.paid ?? 0));
  const committed = toCents(Number(row?.committed ?? 0));
  return { allowance, dueCents: Math.max(0, allowance.ceiling - committed), partPaid: paid > 0 };
}
