import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations, trainingSessions, user, type CourseFormat } from "../../../db/schema";
import { currentCataloguePrice } from "~/features/sessions/frozen-price.server";

/** The demo remote session in progress (db/seed/demo-sessions.ts, id 15). */
export const DEMO_LIVE_SESSION_ID = 15;
/** The demo in-person session in progress, whose attendance the trainer's page takes (id 16). */
export const DEMO_IN_PERSON_SESSION_ID = 16;

/**
 * On a try-out machine, once the demo accounts exist: the demo users are registered (confirmed)
 * for the demo sessions in progress, and the demo moderator is their trainer, so two windows can
 * meet in the remote one's live room (README, "Live video") and the moderator can take the
 * in-person one's attendance (README, "Trainer's page"). Does nothing for a demo session that is
 * missing; idempotent.
 */
export async function registerDemoLiveParticipants(
  db: Database,
  accounts: ReadonlyArray<{ email: string; role: string }>,
): Promise<void> {
  const emails = accounts.map((account) => account.email);
  if (emails.length === 0) return;
  const people = await db
    .select({
      id: user.id,
      email: user.email,
      role: user.role,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(user)
    .where(inArray(user.email, emails));
  await registerForDemoSession(db, DEMO_LIVE_SESSION_ID, "distanciel", people);
  await registerForDemoSession(db, DEMO_IN_PERSON_SESSION_ID, "presentiel", people);
}

async function registerForDemoSession(
  db: Database,
  sessionId: number,
  format: CourseFormat,
  people: ReadonlyArray<{
    id: string;
    email: string;
    role: string | null;
    firstName: string | null;
    lastName: string | null;
    name: string;
  }>,
): Promise<void> {
  const [session] = await db
    .select({ id: trainingSessions.id, courseId: trainingSessions.courseId })
    .from(trainingSessions)
    .where(and(eq(trainingSessions.id, sessionId), eq(trainingSessions.format, format)));
  if (!session) return;
  const trainer = people.find((person) => person.role === "moderator");
  if (trainer)
    await db
      .update(trainingSessions)
      .set({ trainerUserId: trainer.id })
      .where(eq(trainingSessions.id, session.id));
  const participants = people.filter((person) => person.role === "user");
  if (participants.length === 0) return;
  // Stored like every registration's: the price the session has now.
  const price = await currentCataloguePrice(db, session.courseId, session.id);
  await db
    .insert(registrations)
    .values(
      participants.map((person) => ({
        userId: person.id,
        courseId: session.courseId,
        sessionId: session.id,
        firstName: person.firstName ?? person.name,
        lastName: person.lastName ?? "",
        email: person.email,
        phone: "+224 620 00 00 00",
        status: "confirmed" as const,
        paymentStatus: "paid" as const,
        ...price,
        confirmedAt: new Date(),
      })),
    )
    .onConflictDoNothing();
}
