import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  companies,
  companyBookings,
  courses,
  registrations,
  trainingSessions,
  type CompanyBookingStatus,
} from "../../../db/schema";
import { invoiceConfirmedBooking } from "~/features/invoicing/booking-invoice.server";
import { RELEASE_BEFORE_SESSION_MS } from "~/features/registration/hold-deadline.server";
import type { RegistrationDeps, Tx } from "~/features/registration/registration-deps";
import { isOpen, lockSession, seatsLeft } from "~/features/registration/seats.server";
import { offerFreedSeats } from "~/features/registration/waitlist.server";
import { currentCataloguePrice } from "~/features/sessions/frozen-price.server";
import { toMinorUnits } from "~/lib/format";
import { type Lang } from "~/lib/language";

/** Seats one booking may hold: a company's group, not the whole catalogue. */
export const MAX_SEATS_PER_BOOKING = 100;

export interface CompanyBookingRequest {
  companyId: number;
  sessionId: number;
  /** When given, the session must be one of this course's. */
  courseId?: number;
  seats: number;
  purchaseOrder: string | null;
  /** The contact who booked (their account id), or null when a quote's acceptance made it. */
  bookedBy: string | null;
  lang: Lang;
  /** The accepted quote it comes from: the quote prices it (no price per seat is frozen). */
  quoteId?: number | null;
}

export type CompanyBookingOutcome =
  | { ok: true; bookingId: number; status: Extract<CompanyBookingStatus, "confirmed" | "waitlisted"> }
  | { ok: false; error: "company-not-found" | "session-unavailable" | "seats-out-of-range" };

class Refusal extends Error {
  constructor(readonly reason: Extract<CompanyBookingOutcome, { ok: false }>["error"]) {
    super(reason);
  }
}

/**
 * Until when a booking's participants are named and changed: when unpaid seats are released
 * (three days before the session), or the start itself for a booking made later than that.
 */
export function namingDeadlineFor(startsAt: Date, now: Date): Date {
  const release = startsAt.getTime() - RELEASE_BEFORE_SESSION_MS;
  return new Date(release > now.getTime() ? release : startsAt.getTime());
}

/**
 * A company books seats on a session, in the caller's transaction (a quote's acceptance books in
 * its own): the session's row is locked as for a registration, people already waiting are offered
 * the seats that freed first, then the booking holds all its seats if that many remain, or waits
 * as a whole. An intra-company session takes bookings of its own company only. The price of a
 * seat is frozen now from the catalogue, unless a quote prices the booking.
 */
export async function bookSeatsForCompany(
  tx: Tx,
  request: CompanyBookingRequest,
  deps: RegistrationDeps,
): Promise<CompanyBookingOutcome> {
  try {
    return await book(tx, request, deps);
  } catch (error) {
    if (error instanceof Refusal) return { ok: false, error: error.reason };
    throw error;
  }
}

async function book(
  tx: Tx,
  request: CompanyBookingRequest,
  deps: RegistrationDeps,
): Promise<CompanyBookingOutcome> {
  const { now } = deps;
  if (!Number.isInteger(request.seats) || request.seats < 1 || request.seats > MAX_SEATS_PER_BOOKING)
    throw new Refusal("seats-out-of-range");
  const [company] = await tx
    .select({ id: companies.id, mergedIntoId: companies.mergedIntoId })
    .from(companies)
    .where(eq(companies.id, request.companyId));
  if (!company || company.mergedIntoId !== null) throw new Refusal("company-not-found");

  const session = await lockSession(tx, request.sessionId);
  if (!session || !isOpen(session, now)) throw new Refusal("session-unavailable");
  // An intra-company session takes its own company's booking only; a form's session must be
  // the course's the booker chose.
  if (session.companyId !== null && session.companyId !== request.companyId)
    throw new Refusal("session-unavailable");
  if (request.courseId !== undefined && request.courseId !== session.courseId)
    throw new Refusal("session-unavailable");
  const [course] = await tx
    .select({ archivedAt: courses.archivedAt })
    .from(courses)
    .where(eq(courses.id, session.courseId));
  if (!course || course.archivedAt !== null) throw new Refusal("session-unavailable");

  await offerFreedSeats(tx, session, deps);
  const status = (await seatsLeft(tx, session)) >= request.seats ? "confirmed" : "waitlisted";
  const price = await currentCataloguePrice(tx, session.courseId, session.id);
  const quoted = request.quoteId != null;
  const currency = price.priceCurrency ?? "EUR";
  const [created] = await tx
    .insert(companyBookings)
    .values({
      companyId: request.companyId,
      sessionId: session.id,
      quoteId: request.quoteId ?? null,
      seats: request.seats,
      status,
      namingDeadline: namingDeadlineFor(session.startsAt, now),
      unitPriceMinor: quoted || price.priceCents === null ? null : toMinorUnits(price.priceCents, currency),
      currency,
      purchaseOrder: request.purchaseOrder?.trim() || null,
      bookedBy: request.bookedBy,
      lang: request.lang,
      confirmedAt: status === "confirmed" ? now : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: companyBookings.id });
  if (!created) throw new Error("company booking insert returned no row");
  if (status === "confirmed") await invoiceConfirmedBooking(tx, created.id, deps);
  return { ok: true, bookingId: created.id, status };
}

/** A company's bookings, latest first, with their session, course and participants. */
export async function bookingsOfCompany(db: Database, companyId: number) {
  const bookings = await db
    .select({
      id: companyBookings.id,
      seats: companyBookings.seats,
      status: companyBookings.status,
      namingDeadline: companyBookings.namingDeadline,
      purchaseOrder: companyBookings.purchaseOrder,
      paymentReference: companyBookings.paymentReference,
      createdAt: companyBookings.createdAt,
      sessionId: trainingSessions.id,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
      format: trainingSessions.format,
      courseId: courses.id,
      courseTitle: courses.title,
    })
    .from(companyBookings)
    .innerJoin(trainingSessions, eq(trainingSessions.id, companyBookings.sessionId))
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(companyBookings.companyId, companyId))
    .orderBy(sql`${companyBookings.createdAt} desc`, sql`${companyBookings.id} desc`)
    .limit(200);
  if (bookings.length === 0) return [];
  const people = await db
    .select({
      id: registrations.id,
      bookingId: registrations.companyBookingId,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      email: registrations.email,
      confirmedAt: registrations.participantConfirmedAt,
    })
    .from(registrations)
    .where(
      and(
        inArray(
          registrations.companyBookingId,
          bookings.map((booking) => booking.id),
        ),
        eq(registrations.status, "confirmed"),
      ),
    )
    .orderBy(asc(registrations.id));
  return bookings.map((booking) => ({
    ...booking,
    participants: people.filter((person) => person.bookingId === booking.id),
  }));
}

export type CompanyBookingView = Awaited<ReturnType<typeof bookingsOfCompany>>[number];
