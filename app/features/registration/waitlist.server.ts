import { and, asc, eq, inArray, lte } from "drizzle-orm";
import { companyBookings, registrations } from "../../../db/schema";
import { invoiceConfirmedBooking } from "~/features/invoicing/booking-invoice.server";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import { offerLink, signOfferToken } from "./offer-link.server";
import { OFFER_HOLD_MS, SYSTEM, type RegistrationDeps, type Tx } from "./registration-deps";
import { isOpen, seatsLeft, type LockedSession } from "./seats.server";

/**
 * The waiting list moving up. Called with the session's row locked (lockSession), in the
 * transaction that freed a seat (a cancellation, an expiry): while seats are free, the first
 * person waiting is offered one by e-mail and holds it for 24 hours (never past the start).
 * Returns the registrations offered a seat.
 */
export async function offerFreedSeats(
  tx: Tx,
  session: LockedSession,
  deps: RegistrationDeps,
): Promise<number[]> {
  if (!isOpen(session, deps.now)) return [];
  const offered: number[] = [];
  let left = await seatsLeft(tx, session);
  left -= await confirmWaitingBookings(tx, session, left, deps);
  while (left > 0) {
    const [next] = await tx
      .select({ id: registrations.id, paymentStatus: registrations.paymentStatus })
      .from(registrations)
      .where(and(eq(registrations.sessionId, session.id), eq(registrations.status, "waitlisted")))
      .orderBy(asc(registrations.id))
      .limit(1)
      .for("update");
    if (!next) break;
    const expiresAt = new Date(Math.min(deps.now.getTime() + OFFER_HOLD_MS, session.startsAt.getTime()));
    await tx
      .update(registrations)
      .set({ status: "offered", offerExpiresAt: expiresAt, updatedAt: deps.now })
      .where(eq(registrations.id, next.id));
    await recordChange(tx, {
      registrationId: next.id,
      actor: SYSTEM,
      from: { status: "waitlisted", paymentStatus: next.paymentStatus },
      to: { status: "offered", paymentStatus: next.paymentStatus },
      note: `seat offered until ${expiresAt.toISOString()}`,
      data: { kind: "seat-offered", until: expiresAt.toISOString() },
      at: deps.now,
    });
    const token = signOfferToken(deps.secrets, next.id, expiresAt);
    await notify(tx, "offer", next.id, deps, (details) => ({
      offerUrl: offerLink(deps.siteUrl, details.registration.lang, token),
      offerUntil: expiresAt,
    }));
    offered.push(next.id);
    left -= 1;
  }
  return offered;
}

/**
 * Company bookings waiting for seats, in their order of arrival: each one whose whole group fits
 * in the seats left is confirmed (a booking is never split). Returns the seats they took.
 */
async function confirmWaitingBookings(
  tx: Tx,
  session: LockedSession,
  left: number,
  deps: RegistrationDeps,
): Promise<number> {
  const { now } = deps;
  const waiting = await tx
    .select({ id: companyBookings.id, seats: companyBookings.seats })
    .from(companyBookings)
    .where(and(eq(companyBookings.sessionId, session.id), eq(companyBookings.status, "waitlisted")))
    .orderBy(asc(companyBookings.id))
    .for("update");
  let taken = 0;
  for (const booking of waiting) {
    if (booking.seats > left - taken) continue;
    await tx
      .update(companyBookings)
      .set({ status: "confirmed", confirmedAt: now, updatedAt: now })
      .where(eq(companyBookings.id, booking.id));
    // Confirmed, it is invoiced as a booking confirmed at once would be.
    await invoiceConfirmedBooking(tx, booking.id, deps);
    taken += booking.seats;
  }
  return taken;
}

/**
 * Offers of the (locked) session whose 24 hours are over: expired, told so, and their seats
 * offered to the next people waiting. Returns the registrations that expired.
 */
export async function expireOffersIn(
  tx: Tx,
  session: LockedSession,
  deps: RegistrationDeps,
): Promise<number[]> {
  const due = await tx
    .select({ id: registrations.id, paymentStatus: registrations.paymentStatus })
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, session.id),
        eq(registrations.status, "offered"),
        lte(registrations.offerExpiresAt, deps.now),
      ),
    )
    .orderBy(asc(registrations.id))
    .for("update");
  if (due.length === 0) return [];
  await tx
    .update(registrations)
    .set({ status: "expired", offerExpiresAt: null, updatedAt: deps.now })
    .where(
      inArray(
        registrations.id,
        due.map((row) => row.id),
      ),
    );
  for (const row of due) {
    await recordChange(tx, {
      registrationId: row.id,
      actor: SYSTEM,
      from: { status: "offered", paymentStatus: row.paymentStatus },
      to: { status: "expired", paymentStatus: row.paymentStatus },
      note: "offer not confirmed in time",
      data: { kind: "offer-expired" },
      at: deps.now,
    });
    await notify(tx, "offer-expired", row.id, deps);
  }
  await offerFreedSeats(tx, session, deps);
  return due.map((row) => row.id);
}
