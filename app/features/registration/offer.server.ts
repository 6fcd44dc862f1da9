import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../../db/schema";
import { recordChange } from "./history.server";
import { notify } from "./notify.server";
import type { RegistrationDeps } from "./registration-deps";
import { isOpen, lockSession } from "./seats.server";
import { expireOffersIn } from "./waitlist.server";

export type AcceptOutcome =
  | { ok: true; courseId: number; already: boolean }
  | { ok: false; error: "not-found" | "expired" | "session-unavailable" };

/**
 * The registrant confirms the seat offered to them (the link of the offer e-mail), with the
 * session's row locked: an offer still open becomes a confirmed registration, with its
 * confirmation e-mail and calendar file. An offer past its 24 hours is expired on the spot and
 * its seat offered to the next person, as the scheduled job would have done.
 */
export async function acceptOffer(
  db: Database,
  { registrationId, userId }: { registrationId: number; userId: string },
  deps: RegistrationDeps,
): Promise<AcceptOutcome> {
  const [peek] = await db
    .select({ sessionId: registrations.sessionId, userId: registrations.userId })
    .from(registrations)
    .where(eq(registrations.id, registrationId));
  if (!peek || peek.userId !== userId || peek.sessionId === null) return { ok: false, error: "not-found" };
  const sessionId = peek.sessionId;

  return db.transaction(async (tx): Promise<AcceptOutcome> => {
    const session = await lockSession(tx, sessionId);
    const [registration] = await tx
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!session || !registration || registration.userId !== userId) return { ok: false, error: "not-found" };
    // A second click on the link, or the other tab: already done.
    if (registration.status === "confirmed")
      return { ok: true, courseId: registration.courseId, already: true };
    if (registration.status !== "offered" || !registration.offerExpiresAt)
      return { ok: false, error: "expired" };
    if (!isOpen(session, deps.now)) return { ok: false, error: "session-unavailable" };
    if (registration.offerExpiresAt.getTime() <= deps.now.getTime()) {
      await expireOffersIn(tx, session, deps);
      return { ok: false, error: "expired" };
    }
    await tx
      .update(registrations)
      .set({ status: "confirmed", confirmedAt: deps.now, offerExpiresAt: null, updatedAt: deps.now })
      .where(eq(registrations.id, registrationId));
    await recordChange(tx, {
      registrationId,
      actor: { kind: "registrant", userId },
      from: { status: "offered", paymentStatus: registration.paymentStatus },
      to: { status: "confirmed", paymentStatus: registration.paymentStatus },
      note: "offered seat accepted",
      data: { kind: "offer-accepted" },
      at: deps.now,
    });
    await notify(tx, "confirmed", registrationId, deps);
    return { ok: true, courseId: registration.courseId, already: false };
  });
}
