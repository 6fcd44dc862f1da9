import { and, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { companyBookings, registrations, trainingSessions } from "../../../db/schema";
import { holdDeadline } from "./hold-deadline.server";
import { recordChange } from "./history.server";
import { SYSTEM, type RegistrationDeps } from "./registration-deps";
import { lockSession } from "./seats.server";
import { offerFreedSeats } from "./waitlist.server";

/**
 * Whether a booking is paid: its customer invoices (net of their credit notes) are covered by
 * the money recorded against them. A booking not invoiced yet is not paid.
 */
const bookingPaid = sql<boolean>`coalesce((
  select sum(i.total_minor) - coalesce(sum((select sum(c.total_minor) from invoices c where c.credited_invoice_id = i.id)), 0)
    - coalesce(sum((select sum(s.amount_minor) from invoice_settlements s where s.invoice_id = i.id)), 0)
  from invoices i
  where i.booking_id = ${companyBookings.id} and i.kind = 'invoice'
) <= 0, false)`;

/**
 * The hold rules of unpaid seats, for a company's booking as a whole (ADR 2705): a confirmed
 * booking with neither a purchase order nor payment is released when an unpaid registration
 * made at the same moment would be (or when staff's extension ends), with all its participants;
 * its seats go to the waiting list in the same transaction. A purchase order commits the
 * company: its booking is never released here. Returns how many bookings expired.
 */
export async function expireUnpaidBookings(
  db: Database,
  deps: RegistrationDeps & { holdHours: number },
): Promise<number> {
  const candidates = await db
    .select({
      id: companyBookings.id,
      sessionId: companyBookings.sessionId,
      confirmedAt: companyBookings.confirmedAt,
      holdExtendedUntil: companyBookings.holdExtendedUntil,
      startsAt: trainingSessions.startsAt,
    })
    .from(companyBookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, companyBookings.sessionId))
    .where(
      and(
        eq(companyBookings.status, "confirmed"),
        isNull(companyBookings.purchaseOrder),
        gt(trainingSessions.startsAt, deps.now),
        sql`not ${bookingPaid}`,
      ),
    );
  let expired = 0;
  for (const candidate of candidates) {
    const deadline =
      candidate.holdExtendedUntil ??
      (candidate.confirmedAt
        ? holdDeadline(candidate.confirmedAt, candidate.startsAt, deps.holdHours)
        : null);
    if (!deadline || deadline.getTime() > deps.now.getTime()) continue;
    const released = await db.transaction(async (tx) => {
      const session = await lockSession(tx, candidate.sessionId, { skipLocked: true });
      if (!session) return false;
      // Read again under the lock: a payment or a purchase order recorded meanwhile keeps the seats.
      const [booking] = await tx
        .update(companyBookings)
        .set({ status: "expired", updatedAt: deps.now })
        .where(
          and(
            eq(companyBookings.id, candidate.id),
            eq(companyBookings.status, "confirmed"),
            isNull(companyBookings.purchaseOrder),
            sql`not ${bookingPaid}`,
          ),
        )
        .returning({ id: companyBookings.id });
      if (!booking) return false;
      const participants = await tx
        .update(registrations)
        .set({ status: "expired", participantTokenHash: null, updatedAt: deps.now })
        .where(and(eq(registrations.companyBookingId, booking.id), eq(registrations.status, "confirmed")))
        .returning({ id: registrations.id, paymentStatus: registrations.paymentStatus });
      for (const participant of participants)
        await recordChange(tx, {
          registrationId: participant.id,
          actor: SYSTEM,
          from: { status: "confirmed", paymentStatus: participant.paymentStatus },
          to: { status: "expired", paymentStatus: participant.paymentStatus },
          note: `company booking ${booking.id}: payment hold expired`,
          data: { kind: "hold-expired" },
          at: deps.now,
        });
      await offerFreedSeats(tx, session, deps);
      return true;
    });
    if (released) expired++;
  }
  return expired;
}
