import { and, asc, count, eq, gt, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  contactMessages,
  courses,
  trainingSessions,
  type Localized,
} from "../../../../db/schema";
import { seatsTakenIn } from "~/features/sessions/seats-taken.server";

export type Currency = "EUR" | "GNF";

/**
 * What confirmed registrations still owe, by currency, in hundredths (as prices are stored):
 * each one's price (the one stored on it when it was made, whatever the catalogue says now) less
 * what its succeeded payments kept after refunds. Registrations on a cancelled session owe
 * nothing; a price on request is unknown, so not counted. Sessions already held count: their
 * trainees still owe.
 */
export async function unpaidAmounts(db: Database): Promise<{ currency: Currency; cents: number }[]> {
  const result = (await db.execute(sql`
    select due.currency, sum(greatest(due.price - due.paid, 0))::bigint as cents
    from (
      select
        r.price_currency as currency,
        r.price_cents as price,
        coalesce((
          select sum(case when p.currency = 'GNF' then (p.amount_minor - p.refunded_minor) * 100
                          else p.amount_minor - p.refunded_minor end)
          from payments p
          where p.registration_id = r.id and p.status = 'succeeded' and p.currency = r.price_currency
        ), 0) as paid
      from registrations r
      join training_sessions s on s.id = r.session_id
      where r.status = 'confirmed' and r.payment_status in ('pending', 'failed')
        and s.status <> 'cancelled'
    ) due
    where due.price is not null
    group by due.currency
    order by due.currency`)) as unknown as { rows: { currency: string; cents: string | number }[] };
  return result.rows
    .map((row) => ({ currency: row.currency.trim() as Currency, cents: Number(row.cents) }))
    .filter((row) => row.cents > 0);
}

/** Contact messages nobody in the team has opened yet (the inbox's "unread"). */
export async function contactMessageCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "unread"));
  return row?.n ?? 0;
}

export interface NextSession {
  id: number;
  courseTitle: Localized;
  startsAt: Date;
  timeZone: string;
  city: string | null;
  totalSeats: number;
  taken: number;
}

/** The next scheduled sessions, soonest first, with the seats their registrations hold. */
export async function nextSessions(db: Database, now: Date = new Date(), limit = 5): Promise<NextSession[]> {
  const rows = await db
    .select({
      id: trainingSessions.id,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
      totalSeats: trainingSessions.totalSeats,
      taken: seatsTakenIn(),
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(and(eq(trainingSessions.status, "scheduled"), gt(trainingSessions.startsAt, now)))
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id))
    .limit(limit);
  return rows;
}
