import { and, count, eq, inArray, isNull, or } from "drizzle-orm";
import { activeStatuses, registrations, trainingSessions } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { Database } from "../../../../db/database";

/*
 * What a price change in the back-office means for registrations already made: nothing. Each
 * registration stores its price when it is made (ADR 1010), so a new price applies to new
 * registrations only. The course and session editors say how many registrations in force keep
 * the price they were made at, before saving (a note by the price field) and once saved (the
 * toast and the audit entry).
 */

type Executor = Database | Tx;

/** A catalogue price: hundredths of its currency, null for "on request". */
export interface CataloguePrice {
  cents: number | null;
  currency: string;
}

/** A saved price change, and how many registrations in force kept their price. */
export interface PriceKept {
  kept: number;
  before: CataloguePrice;
  after: CataloguePrice;
}

export function samePrice(a: CataloguePrice, b: CataloguePrice): boolean {
  return a.cents === b.cents && (a.cents === null || a.currency.trim() === b.currency.trim());
}

/**
 * Registrations in force that the course's own price covers: those of interest (no session)
 * and those on a session without a price of its own. A session's price covers the rest.
 */
export async function registrationsOnCoursePrice(db: Executor, courseId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(
      and(
        eq(registrations.courseId, courseId),
        inArray(registrations.status, [...activeStatuses]),
        or(isNull(registrations.sessionId), isNull(trainingSessions.priceCents)),
      ),
    );
  return row?.n ?? 0;
}

/** Registrations in force of a session: a change of its price reaches none of them. */
export async function registrationsOnSession(db: Executor, sessionId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.sessionId, sessionId), inArray(registrations.status, [...activeStatuses])));
  return row?.n ?? 0;
}

/** A catalogue price as staff read it: "550,00 €", or null for "on request". */
export function priceText(price: CataloguePrice, lang: Lang): string | null {
  return price.cents === null
    ? null
    : formatMoney(price.cents, price.currency.trim() === "GNF" ? "GNF" : "EUR", lang);
}
