import { eq } from "drizzle-orm";
import { courses, registrations, trainingSessions } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { toMinorUnits } from "./money";
import type { Currency } from "./provider";
import type { Executor } from "./payment-deps";

/** What is to be paid, decided here from the database and nowhere else. */
export interface Purchase {
  registrationId: number | null;
  amountMinor: number;
  currency: Currency;
  productName: string;
}

/** The About page's demo product (spec section 2): 49.99 €, 'Formation test'. */
export const DEMO_PURCHASE: Purchase = {
  registrationId: null,
  amountMinor: 4999,
  currency: "EUR",
  productName: "Formation test",
};

export type RegistrationPurchase =
  | { ok: true; purchase: Purchase; email: string; name: string; phone: string }
  | { ok: false; error: "not-found" | "not-payable" | "already-paid" | "no-price" };

/**
 * The amount of a registration: its session's price, else its course's (DESIGN.md section 4),
 * in minor units and that price's currency. Only its owner may pay it, only while it holds a
 * seat (confirmed) and is not paid yet; a price on request cannot be paid online.
 */
export async function registrationPurchase(
  db: Executor,
  { registrationId, userId, lang }: { registrationId: number; userId: string; lang: "fr" | "en" },
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
      title: courses.title,
      coursePrice: courses.priceCents,
      courseCurrency: courses.currency,
      sessionPrice: trainingSessions.priceCents,
      sessionCurrency: trainingSessions.currency,
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
  const price =
    row.sessionPrice != null
      ? { cents: row.sessionPrice, currency: row.sessionCurrency }
      : row.coursePrice != null
        ? { cents: row.coursePrice, currency: row.courseCurrency }
        : null;
  const currency = price?.currency as Currency | undefined;
  const amountMinor = price && currency ? toMinorUnits(price.cents, currency) : 0;
  if (!currency || amountMinor <= 0) return { ok: false, error: "no-price" };
  return {
    ok: true,
    purchase: {
      registrationId,
      amountMinor,
      currency,
      productName: localize(row.title, lang),
    },
    email: row.email,
    name: `${row.firstName} ${row.lastName}`,
    phone: row.phone,
  };
}
