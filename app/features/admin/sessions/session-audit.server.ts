import { eq } from "drizzle-orm";
import { user, type trainingSessions } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";

type SessionRow = typeof trainingSessions.$inferSelect;

/** What the audit log keeps of a session: the fields staff change. */
export function sessionSnapshot(row: SessionRow) {
  return {
    courseId: row.courseId,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    timeZone: row.timeZone,
    format: row.format,
    venueName: row.venueName,
    streetAddress: row.streetAddress,
    city: row.city,
    country: row.country,
    totalSeats: row.totalSeats,
    priceCents: row.priceCents,
    currency: row.currency,
    trainerId: row.trainerId,
    trainerUserId: row.trainerUserId,
    status: row.status,
  };
}

/** The account's e-mail, for the audit entry (null when none or gone). */
async function accountEmail(tx: Tx, id: string | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await tx.select({ email: user.email }).from(user).where(eq(user.id, id));
  return row?.email ?? null;
}

/** The snapshot with the trainer's account named by its e-mail, for a create or an update. */
export async function sessionSnapshotWithTrainer(tx: Tx, row: SessionRow) {
  return { ...sessionSnapshot(row), trainerEmail: await accountEmail(tx, row.trainerUserId) };
}
