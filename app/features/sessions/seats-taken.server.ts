import { sql, type SQL } from "drizzle-orm";
import { seatHoldingStatuses } from "../../../db/schema";

/**
 * Seats held in a session, as one SQL expression every count uses (ADR 2705): registrations of
 * individuals that hold a seat (confirmed, or offered to someone on the waiting list), plus the
 * seats of confirmed company bookings, which hold them whether their participants are named or
 * not (a named participant does not count again). `sessionId` is a value or a column of the
 * outer query; by default the `training_sessions` row the query reads, named in full because
 * Drizzle leaves columns unqualified in a one-table select.
 */
export function seatsTakenIn(sessionId: SQL | number = sql.raw(`"training_sessions"."id"`)): SQL<number> {
  const holding = sql.join(
    seatHoldingStatuses.map((status) => sql`${status}`),
    sql`, `,
  );
  return sql<number>`((
    select count(*) from registrations r
    where r.session_id = ${sessionId} and r.status in (${holding}) and r.company_booking_id is null
  ) + (
    select coalesce(sum(b.seats), 0) from company_bookings b
    where b.session_id = ${sessionId} and b.status = 'confirmed'
  ))`.mapWith(Number);
}
