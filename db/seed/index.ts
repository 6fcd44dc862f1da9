import { count, sql } from "drizzle-orm";
import type { Database } from "../database";
import { courses, courseTrainers, registrations, trainers, trainingSessions } from "../schema";
import { seedCourses } from "./catalog-courses";
import { seedSessions, type SeedSession } from "./catalog-sessions";
import { seedTrainers } from "./catalog-trainers";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Loads the demo data. Idempotent: every row has a fixed id and existing rows are left
 * alone, so a second run changes nothing.
 */
export async function seedDatabase(db: Database, today = new Date()): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(trainers)
      .values(seedTrainers.map(({ id, name, title, experience, bio, specialties, image }) => ({ id, name, title, experience, bio, specialties, image })))
      .onConflictDoNothing();
    await tx
      .insert(courses)
      .values(
        seedCourses.map(({ trainerIds: _trainers, satisfaction, createdAt, ...course }) => ({
          ...course,
          satisfactionRate: satisfaction?.rate ?? null,
          satisfactionPeriod: satisfaction?.period ?? null,
          createdAt: new Date(createdAt),
          updatedAt: new Date(createdAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(courseTrainers)
      .values(seedCourses.flatMap((course) => course.trainerIds.map((trainerId, position) => ({ courseId: course.id, trainerId, position }))))
      .onConflictDoNothing();
    await tx.insert(trainingSessions).values(seedSessions.map((session) => sessionRow(session, today))).onConflictDoNothing();
    await tx.insert(registrations).values(seedSessions.flatMap(demoRegistrations)).onConflictDoNothing();
    // Rows were inserted with explicit ids: move each identity past them for rows created later.
    for (const table of ["trainers", "courses", "training_sessions", "registrations"]) {
      await tx.execute(
        sql.raw(`SELECT setval(pg_get_serial_sequence('${table}', 'id'), GREATEST((SELECT max(id) FROM ${table}), 1))`),
      );
    }
  });
}

/** Seeds a database that has no catalogue yet (the first start); returns whether it did. */
export async function seedIfEmpty(db: Database, today = new Date()): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(courses);
  if ((row?.n ?? 0) > 0) return false;
  await seedDatabase(db, today);
  return true;
}

function sessionRow(session: SeedSession, today: Date) {
  const firstDay = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate()) + session.inDays * DAY_MS;
  const lastDay = firstDay + (session.days - 1) * DAY_MS;
  return {
    id: session.id,
    courseId: session.courseId,
    startsAt: new Date(firstDay + session.startHourUtc * 3600_000),
    endsAt: new Date(lastDay + session.endHourUtc * 3600_000),
    format: session.format,
    venueName: session.place?.venueName ?? null,
    streetAddress: session.place?.streetAddress ?? null,
    city: session.place?.city ?? null,
    country: session.place?.country ?? null,
    priceCents: session.priceCents ?? null,
    totalSeats: session.totalSeats,
    status: session.status ?? ("scheduled" as const),
  };
}

const firstNames = ["Aminata", "Ibrahima", "Mariama", "Ousmane", "Fanta", "Alpha", "Kadiatou", "Sekou"];
const lastNames = ["Bah", "Sylla", "Camara", "Touré", "Condé", "Barry", "Keïta", "Soumah"];

/** Demo attendees; their ids are stable so that the seed stays idempotent. */
function demoRegistrations(session: SeedSession) {
  return Array.from({ length: session.taken }, (_, index) => {
    const firstName = firstNames[index % firstNames.length] ?? "Aminata";
    const lastName = lastNames[(index + session.id) % lastNames.length] ?? "Bah";
    return {
      id: session.id * 100 + index + 1,
      userId: `demo-attendee-${session.id}-${index + 1}`,
      courseId: session.courseId,
      sessionId: session.id,
      firstName,
      lastName,
      email: `demo.attendee.${session.id}.${index + 1}@example.com`,
      phone: "+224 620 00 00 00",
      paymentStatus: index % 3 === 0 ? ("pending" as const) : ("paid" as const),
    };
  });
}
