import { createHash } from "node:crypto";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { certificates, registrations, trainingSessions, user } from "../../../db/schema";
import { recordMarks, type AttendanceActor, type AuditWriter } from "~/features/attendance/attendance.server";
import { halfDaysOf } from "~/features/attendance/half-days";
import { currentCataloguePrice } from "~/features/sessions/frozen-price.server";
import { issueCertificatesForSession } from "./certificates.server";

/** The demo session that ended three weeks before the seed day (db/seed/demo-sessions.ts, id 14). */
export const DEMO_PAST_SESSION_ID = 14;

/** A stable mark id per registration and half-day: a second start records nothing twice. */
function demoClientId(registrationId: number, day: string, part: string): string {
  const hex = createHash("sha256").update(`demo-certificate:${registrationId}:${day}:${part}`).digest("hex");
  // Shaped as a version 4, RFC 9562 variant UUID, as the trainer's phone makes them.
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/**
 * On a try-out machine, once the demo accounts exist: the first demo user attended the whole
 * past demo session (registered, confirmed, present every half-day, marked by its trainer, the
 * demo moderator unless the session has one) and holds its certificate, so /profile/certificates,
 * the PDF and the verification page have something to show. Does nothing without that session or
 * before its end; idempotent. `audit`: staff marking in another trainer's stead is audited.
 */
export async function issueDemoCertificate(
  db: Database,
  accounts: ReadonlyArray<{ email: string; role: string }>,
  { audit, now = new Date() }: { audit: AuditWriter; now?: Date },
): Promise<void> {
  const [session] = await db
    .select()
    .from(trainingSessions)
    .where(eq(trainingSessions.id, DEMO_PAST_SESSION_ID));
  if (!session || session.status !== "scheduled" || session.endsAt > now) return;
  const emails = accounts.map((account) => account.email);
  if (emails.length === 0) return;
  const people = await db.select().from(user).where(inArray(user.email, emails));
  const holder = people.find((person) => person.email === accounts.find((a) => a.role === "user")?.email);
  const moderator = people.find((person) => person.role === "moderator");
  if (!holder || !moderator) return;
  if (!session.trainerUserId)
    await db
      .update(trainingSessions)
      .set({ trainerUserId: moderator.id })
      .where(eq(trainingSessions.id, session.id));
  const trainerId = session.trainerUserId ?? moderator.id;
  const trainer = people.find((person) => person.id === trainerId) ?? moderator;

  const price = await currentCataloguePrice(db, session.courseId, session.id);
  await db
    .insert(registrations)
    .values({
      userId: holder.id,
      courseId: session.courseId,
      sessionId: session.id,
      firstName: holder.firstName ?? holder.name,
      lastName: holder.lastName ?? "",
      email: holder.email,
      phone: "+224 620 00 00 00",
      status: "confirmed",
      paymentStatus: "paid",
      lang: holder.lang === "en" ? "en" : "fr",
      ...price,
      confirmedAt: session.startsAt,
    })
    .onConflictDoNothing();
  const [registration] = await db
    .select({ id: registrations.id, status: registrations.status })
    .from(registrations)
    .where(and(eq(registrations.userId, holder.id), eq(registrations.sessionId, session.id)));
  // The demo user holds another seat of this course (someone tried the site out): leave it be.
  if (!registration || registration.status !== "confirmed") return;
  const [held] = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(eq(certificates.registrationId, registration.id));
  if (held) return;

  const actor: AttendanceActor = { id: trainer.id, email: trainer.email, role: trainer.role };
  await recordMarks(
    db,
    actor,
    halfDaysOf(session).map((halfDay) => ({
      clientId: demoClientId(registration.id, halfDay.day, halfDay.part),
      sessionId: session.id,
      registrationId: registration.id,
      day: halfDay.day,
      part: halfDay.part,
      state: "present" as const,
      method: "staff" as const,
    })),
    { audit, now: session.endsAt },
  );
  await issueCertificatesForSession(db, session.id, now);
}
