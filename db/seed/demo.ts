import type { Database } from "../database";
import { courses, defaultTimeZoneFor, registrations, trainingSessions, user } from "../schema";
import { seedSessions, type SeedSession } from "./demo-sessions";
import { moveIdentitiesPastSeededIds } from "./identities";
import { wallClockToInstant } from "./zoned-time";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Demo data: sample sessions dated from `today`, and demo attendees (accounts without a
 * password, which cannot sign in) registered for them, some paid, so that seats left, "few
 * spots left", "full" and a waiting list show. Loaded only in embedded mode or with
 * DEMO_DATA=true, never by default on a real deployment. Idempotent like the catalogue:
 * fixed ids, existing rows left alone.
 */
export async function seedDemoData(db: Database, today = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    // Staff may have removed a built-in course: its demo sessions are skipped, not an error.
    const catalogue = new Map(
      (
        await tx
          .select({ id: courses.id, priceCents: courses.priceCents, currency: courses.currency })
          .from(courses)
      ).map((course) => [course.id, course]),
    );
    const sessions = seedSessions.filter((session) => catalogue.has(session.courseId));
    if (sessions.length === 0) return;
    await tx
      .insert(trainingSessions)
      .values(sessions.map((session) => sessionRow(session, today)))
      .onConflictDoNothing();
    const attendees = sessions.flatMap((session) =>
      demoAttendees(session, today, frozenPrice(session, catalogue.get(session.courseId)!)),
    );
    if (attendees.length > 0) {
      await tx
        .insert(user)
        .values(attendees.map((attendee) => attendee.account))
        .onConflictDoNothing();
      await tx
        .insert(registrations)
        .values(attendees.map((attendee) => attendee.registration))
        .onConflictDoNothing();
    }
    await moveIdentitiesPastSeededIds(tx, ["training_sessions", "registrations"]);
  });
}

/** A demo session's row as the seed writes it on `today` (its dates from the seed day). */
export function sessionRow(session: SeedSession, today: Date) {
  const timeZone = defaultTimeZoneFor(session.place?.country);
  const firstDay =
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + session.inDays * DAY_MS;
  const lastDay = firstDay + (session.days - 1) * DAY_MS;
  return {
    id: session.id,
    courseId: session.courseId,
    startsAt: wallClockToInstant(firstDay, session.startHour, timeZone),
    endsAt: wallClockToInstant(lastDay, session.endHour, timeZone),
    format: session.format,
    venueName: session.place?.venueName ?? null,
    streetAddress: session.place?.streetAddress ?? null,
    city: session.place?.city ?? null,
    country: session.place?.country ?? null,
    timeZone,
    priceCents: session.priceCents ?? null,
    totalSeats: session.totalSeats,
    status: session.status ?? ("scheduled" as const),
  };
}

/**
 * The price a demo registration stores, as the site's own registrations do
 * (app/features/sessions/frozen-price.server.ts, which the seed may not import): the
 * session's price, else the course's, else none (on request).
 */
function frozenPrice(session: SeedSession, course: { priceCents: number | null; currency: string }) {
  if (session.priceCents != null)
    return { priceCents: session.priceCents, priceCurrency: "EUR", priceSource: "session" as const };
  if (course.priceCents != null)
    return {
      priceCents: course.priceCents,
      priceCurrency: course.currency.trim(),
      priceSource: "course" as const,
    };
  return { priceCents: null, priceCurrency: null, priceSource: null };
}

const firstNames = ["Aminata", "Ibrahima", "Mariama", "Ousmane", "Fanta", "Alpha", "Kadiatou", "Sekou"];
const lastNames = ["Bah", "Sylla", "Camara", "Touré", "Condé", "Barry", "Keïta", "Soumah"];

/**
 * Demo attendees of a session: an account each (no password: nobody signs in with it) and its
 * registration, seat holders first, then the waiting list. Ids are stable, so the seed stays
 * idempotent; they are also the ids the migration of the old demo rows gave (ADR 0901).
 */
function demoAttendees(session: SeedSession, today: Date, price: ReturnType<typeof frozenPrice>) {
  const count = session.taken + (session.waitlisted ?? 0);
  return Array.from({ length: count }, (_, index) => {
    const firstName = firstNames[index % firstNames.length] ?? "Aminata";
    const lastName = lastNames[(index + session.id) % lastNames.length] ?? "Bah";
    const userId = `demo-attendee-${session.id}-${index + 1}`;
    const email = `demo.attendee.${session.id}.${index + 1}@example.com`;
    const holdsSeat = index < session.taken;
    return {
      account: {
        id: userId,
        name: `${firstName} ${lastName}`,
        email,
        firstName,
        lastName,
        lang: "fr" as const,
      },
      registration: {
        id: session.id * 100 + index + 1,
        userId,
        courseId: session.courseId,
        sessionId: session.id,
        firstName,
        lastName,
        email,
        phone: "+224 620 00 00 00",
        status: holdsSeat ? ("confirmed" as const) : ("waitlisted" as const),
        paymentStatus: holdsSeat && index % 3 !== 0 ? ("paid" as const) : ("pending" as const),
        confirmedAt: holdsSeat ? today : null,
        ...price,
        createdAt: new Date(today.getTime() + index * 1000),
      },
    };
  });
}
