import { eq } from "drizzle-orm";
import { courses, trainingSessions, type Registration } from "../../../db/schema";
import type { Database } from "../../../db/database";

/** The database, or a transaction of it. */
type Executor = Database | Parameters<Parameters<Database["transaction"]>[0]>[0];

export type PriceCurrency = "EUR" | "GNF";

/**
 * The price a registration pays, as it is stored on it: hundredths of `priceCurrency` (as the
 * catalogue stores prices), null for a price on request; `priceSource` says what it covers.
 */
export interface FrozenPrice {
  priceCents: number | null;
  priceCurrency: PriceCurrency | null;
  priceSource: "session" | "course" | null;
}

const ON_REQUEST: FrozenPrice = { priceCents: null, priceCurrency: null, priceSource: null };

const currencyOf = (currency: string): PriceCurrency => (currency.trim() === "GNF" ? "GNF" : "EUR");

/**
 * The price a registration made now pays: the session's own price, else the course's, else on
 * request. It is copied onto the registration when it is made and never read from the catalogue
 * again, so a later price change applies to new registrations only (ADR 1010).
 */
export function priceToFreeze(
  session: { priceCents: number | null; currency: string } | null,
  course: { priceCents: number | null; currency: string },
): FrozenPrice {
  if (session?.priceCents != null)
    return {
      priceCents: session.priceCents,
      priceCurrency: currencyOf(session.currency),
      priceSource: "session",
    };
  if (course.priceCents != null)
    return {
      priceCents: course.priceCents,
      priceCurrency: currencyOf(course.currency),
      priceSource: "course",
    };
  return ON_REQUEST;
}

/** The catalogue's price today for a registration of `courseId` in `sessionId` (or of interest). */
export async function currentCataloguePrice(
  db: Executor,
  courseId: number,
  sessionId: number | null,
): Promise<FrozenPrice> {
  const [course] = await db
    .select({ priceCents: courses.priceCents, currency: courses.currency })
    .from(courses)
    .where(eq(courses.id, courseId));
  if (!course) return ON_REQUEST;
  const [session] =
    sessionId === null
      ? []
      : await db
          .select({ priceCents: trainingSessions.priceCents, currency: trainingSessions.currency })
          .from(trainingSessions)
          .where(eq(trainingSessions.id, sessionId));
  return priceToFreeze(session ?? null, course);
}

/** The price a registration pays, from what it stored when it was made; null when on request. */
export function storedPrice(
  registration: Pick<Registration, "priceCents" | "priceCurrency">,
): { cents: number; currency: PriceCurrency } | null {
  if (registration.priceCents == null || registration.priceCurrency == null) return null;
  return { cents: registration.priceCents, currency: currencyOf(registration.priceCurrency) };
}
