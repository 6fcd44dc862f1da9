import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  activeStatuses,
  companies,
  companyBookings,
  courses,
  registrations,
  trainingSessions,
  user,
  type Localized,
} from "../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { recordChange } from "~/features/registration/history.server";
import { isDuplicateRegistration } from "~/features/registration/register.server";
import type { RegistrationDeps, Tx } from "~/features/registration/registration-deps";
import { localizePath } from "~/lib/language";
import { participantInvitationEmail } from "./participant-email.server";

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
