import { createHash, randomBytes } from "node:crypto";
import { and, asc, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  companies,
  companyBookings,
  courses,
  registrations,
  trainingSessions,
  user,
  type CompanyBookingStatus,
  type Localized,
} from "../../../db/schema";
import { invoiceConfirmedBooking } from "~/features/invoicing/booking-invoice.server";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { recordChange } from "~/features/registration/history.server";
import { RELEASE_BEFORE_SESSION_MS } from "~/features/registration/hold-deadline.server";
import type { RegistrationDeps, Tx } from "~/features/registration/registration-deps";
import { isOpen, lockSession, seatsLeft } from "~/features/registration/seats.server";
import { offerFreedSeats } from "~/features/registration/waitlist.server";
import { currentCataloguePrice } from "~/features/sessions/frozen-price.server";
import { toMinorUnits } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { participantInvitationEmail } from "./participant-email.server";

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

/** The link's token: 32 random bytes, base64url; the database keeps its SHA-256 only. */
function newParticipantToken(): string {
  return randomBytes(32).toString("base64url");
}

export function participantTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export function participantPath(token: string): string {
  return `/participation/${token}`;
}

export interface ParticipantInput {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
}

export type NamingOutcome =
  | { ok: true; registrationId: number }
  | {
      ok: false;
      error:
        | "booking-not-found"
        | "not-confirmed"
        | "deadline-passed"
        | "no-seat-left"
        | "already-named"
        | "already-registered";
    };

type NamingRefusal = Extract<NamingOutcome, { ok: false }>["error"];
class NamingError extends Error {
  constructor(readonly reason: NamingRefusal) {
    super(reason);
  }
}

/** The booking locked for a change of its participants, with what the e-mails need. */
async function lockBooking(tx: Tx, bookingId: number, companyId: number) {
  const [booking] = await tx
    .select({
      id: companyBookings.id,
      companyId: companyBookings.companyId,
      sessionId: companyBookings.sessionId,
      seats: companyBookings.seats,
      status: companyBookings.status,
      namingDeadline: companyBookings.namingDeadline,
      lang: companyBookings.lang,
    })
    .from(companyBookings)
    .where(and(eq(companyBookings.id, bookingId), eq(companyBookings.companyId, companyId)))
    .for("update");
  if (!booking) throw new NamingError("booking-not-found");
  return booking;
}

type LockedBooking = Awaited<ReturnType<typeof lockBooking>>;

/** Participants in force: confirmed registrations of the booking. */
export async function participantsInForce(tx: Tx | Database, bookingId: number): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(registrations)
    .where(and(eq(registrations.companyBookingId, bookingId), eq(registrations.status, "confirmed")));
  return row?.n ?? 0;
}

/** PostgreSQL's unique violation of the one-registration-per-course index, wrapped or not. */
function isDuplicateRegistration(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; cause && typeof cause === "object" && depth < 5; depth += 1) {
    const { code, constraint } = cause as { code?: unknown; constraint?: unknown };
    if (code === "23505")
      return constraint === undefined || constraint === "registrations_one_active_per_course";
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * A contact names a participant on a confirmed booking, before its deadline and within its
 * seats (counted under the booking's lock, so two names at once never exceed them). The
 * participant becomes a confirmed registration of the session that does not hold a seat of its
 * own, linked to an account of that address when there is one, and gets an e-mail with the link
 * that confirms being on the list. The caller has checked that `actorUserId` is a contact.
 */
export async function nameParticipant(
  db: Database,
  args: { companyId: number; bookingId: number; actorUserId: string; person: ParticipantInput },
  deps: RegistrationDeps,
): Promise<NamingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, args.bookingId, args.companyId);
      checkChangeable(booking, deps.now);
      if ((await participantsInForce(tx, booking.id)) >= booking.seats) throw new NamingError("no-seat-left");
      const registrationId = await addParticipant(tx, booking, args.actorUserId, args.person, deps);
      return { ok: true as const, registrationId };
    });
  } catch (error) {
    if (error instanceof NamingError) return { ok: false, error: error.reason };
    if (isDuplicateRegistration(error)) return { ok: false, error: "already-registered" };
    throw error;
  }
}

/**
 * Replaces a participant with another, before the deadline, in one transaction: the first
 * registration is cancelled and the second made, so the seat never leaves the booking.
 */
export async function replaceParticipant(
  db: Database,
  args: {
    companyId: number;
    bookingId: number;
    registrationId: number;
    actorUserId: string;
    person: ParticipantInput;
  },
  deps: RegistrationDeps,
): Promise<NamingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, args.bookingId, args.companyId);
      checkChangeable(booking, deps.now);
      await withdrawParticipant(tx, booking, args.registrationId, args.actorUserId, deps.now);
      const registrationId = await addParticipant(tx, booking, args.actorUserId, args.person, deps);
      return { ok: true as const, registrationId };
    });
  } catch (error) {
    if (error instanceof NamingError) return { ok: false, error: error.reason };
    if (isDuplicateRegistration(error)) return { ok: false, error: "already-registered" };
    throw error;
  }
}

/** Takes a participant off a booking before the deadline: the seat stays the company's, to name again. */
export async function removeParticipant(
  db: Database,
  args: { companyId: number; bookingId: number; registrationId: number; actorUserId: string },
  deps: RegistrationDeps,
): Promise<NamingOutcome> {
  try {
    return await db.transaction(async (tx) => {
      const booking = await lockBooking(tx, args.bookingId, args.companyId);
      checkChangeable(booking, deps.now);
      await withdrawParticipant(tx, booking, args.registrationId, args.actorUserId, deps.now);
      return { ok: true as const, registrationId: args.registrationId };
    });
  } catch (error) {
    if (error instanceof NamingError) return { ok: false, error: error.reason };
    throw error;
  }
}

function checkChangeable(booking: LockedBooking, now: Date): void {
  if (booking.status !== "confirmed") throw new NamingError("not-confirmed");
  if (now.getTime() >= booking.namingDeadline.getTime()) throw new NamingError("deadline-passed");
}

async function withdrawParticipant(
  tx: Tx,
  booking: LockedBooking,
  registrationId: number,
  actorUserId: string,
  now: Date,
): Promise<void> {
  const [withdrawn] = await tx
    .update(registrations)
    .set({ status: "cancelled", cancelledAt: now, updatedAt: now, participantTokenHash: null })
    .where(
      and(
        eq(registrations.id, registrationId),
        eq(registrations.companyBookingId, booking.id),
        eq(registrations.status, "confirmed"),
      ),
    )
    .returning({ id: registrations.id, paymentStatus: registrations.paymentStatus });
  if (!withdrawn) throw new NamingError("booking-not-found");
  await recordChange(tx, {
    registrationId: withdrawn.id,
    actor: { kind: "registrant", userId: actorUserId },
    from: { status: "confirmed", paymentStatus: withdrawn.paymentStatus },
    to: { status: "cancelled", paymentStatus: withdrawn.paymentStatus },
    note: `withdrawn from company booking ${booking.id}`,
    data: { kind: "company-participant-withdrawn", bookingId: booking.id },
    at: now,
  });
}

async function addParticipant(
  tx: Tx,
  booking: LockedBooking,
  actorUserId: string,
  person: ParticipantInput,
  deps: RegistrationDeps,
): Promise<number> {
  const email = person.email.trim().toLowerCase();
  const [duplicate] = await tx
    .select({ id: registrations.id })
    .from(registrations)
    .where(
      and(
        eq(registrations.companyBookingId, booking.id),
        eq(registrations.status, "confirmed"),
        eq(sql`lower(${registrations.email})`, email),
      ),
    )
    .limit(1);
  if (duplicate) throw new NamingError("already-named");
  const [context] = await tx
    .select({
      courseId: trainingSessions.courseId,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      courseTitle: courses.title,
      companyName: companies.legalName,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .innerJoin(companies, eq(companies.id, booking.companyId))
    .where(eq(trainingSessions.id, booking.sessionId));
  if (!context) throw new NamingError("booking-not-found");
  // Someone with an account sees the registration in Mes inscriptions at once.
  const [account] = await tx
    .select({ id: user.id })
    .from(user)
    .where(eq(sql`lower(${user.email})`, email))
    .limit(1);
  const token = newParticipantToken();
  const [created] = await tx
    .insert(registrations)
    .values({
      userId: account?.id ?? null,
      courseId: context.courseId,
      sessionId: booking.sessionId,
      firstName: person.firstName.trim(),
      lastName: person.lastName.trim(),
      email,
      phone: person.phone?.trim() ?? "",
      company: context.companyName,
      payer: "company",
      status: "confirmed",
      paymentStatus: "pending",
      lang: booking.lang,
      confirmedAt: deps.now,
      companyBookingId: booking.id,
      participantTokenHash: participantTokenHash(token),
      createdAt: deps.now,
      updatedAt: deps.now,
    })
    .returning({ id: registrations.id });
  if (!created) throw new Error("participant insert returned no row");
  await recordChange(tx, {
    registrationId: created.id,
    actor: { kind: "registrant", userId: actorUserId },
    from: null,
    to: { status: "confirmed", paymentStatus: "pending" },
    note: `named on company booking ${booking.id}`,
    data: { kind: "company-participant-named", bookingId: booking.id },
    at: deps.now,
  });
  const link = `${deps.siteUrl.replace(/\/+$/, "")}${localizePath(participantPath(token), booking.lang)}`;
  await enqueueEmail(
    tx,
    participantInvitationEmail({
      to: email,
      lang: booking.lang,
      firstName: person.firstName.trim(),
      company: context.companyName,
      courseTitle: context.courseTitle[booking.lang] ?? context.courseTitle.fr,
      startsAt: context.startsAt,
      timeZone: context.timeZone,
      link,
      siteUrl: deps.siteUrl,
    }),
    deps.now,
  );
  return created.id;
}

export type ParticipationState =
  | { kind: "unknown" }
  | {
      kind: "on-the-list";
      registrationId: number;
      firstName: string;
      lastName: string;
      company: string;
      courseId: number;
      courseTitle: Localized;
      startsAt: Date;
      endsAt: Date;
      timeZone: string;
      confirmedAt: Date | null;
    };

/** What a participant's link shows: the registration it names, while it is in force. */
export async function participationByToken(db: Database | Tx, token: string): Promise<ParticipationState> {
  const [row] = await db
    .select({
      registrationId: registrations.id,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      company: registrations.company,
      courseId: registrations.courseId,
      courseTitle: courses.title,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      confirmedAt: registrations.participantConfirmedAt,
    })
    .from(registrations)
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .where(
      and(
        eq(registrations.participantTokenHash, participantTokenHash(token)),
        inArray(registrations.status, [...activeStatuses]),
      ),
    )
    .limit(1);
  if (!row) return { kind: "unknown" };
  return { kind: "on-the-list", ...row, company: row.company ?? "" };
}

/** The participant confirms by the link: once; a second click changes nothing. */
export async function confirmParticipation(
  db: Database,
  token: string,
  now: Date,
): Promise<ParticipationState> {
  return db.transaction(async (tx) => {
    await tx
      .update(registrations)
      .set({ participantConfirmedAt: now, updatedAt: now })
      .where(
        and(
          eq(registrations.participantTokenHash, participantTokenHash(token)),
          eq(registrations.status, "confirmed"),
          isNull(registrations.participantConfirmedAt),
        ),
      );
    return participationByToken(tx, token);
  });
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
