import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { registrations } from "../../../db/schema";
import { DEFAULT_PAYMENT_HOLD_HOURS, seatHeldUntil } from "./hold-deadline.server";
import { notify } from "./notify.server";
import { loadRegistrationDetails } from "./registration-details.server";
import type { RegistrationDeps, Tx } from "./registration-deps";

export interface HoldExtension {
  /** The deadline before (computed or an earlier extension). */
  from: Date;
  to: Date;
}

export type ExtendHoldOutcome =
  | { ok: true; change: HoldExtension }
  | { ok: false; error: "not-found" | "not-held" | "in-past" | "after-start" };

/**
 * Staff extend the payment hold of one unpaid confirmed seat: the new deadline replaces the
 * computed one wherever it is said or applied (hold-deadline.server.ts). Refused for a seat that
 * is not held on a payment deadline (paid, no price, not confirmed, a deposit French law lets
 * keep it), a moment already past, or one at or after the session's start. In one transaction
 * that locks the registration: the new deadline, the hold reminder made due again for it, the
 * caller's audit entry, and the e-mail telling the registrant.
 */
export async function extendHold(
  db: Database,
  {
    registrationId,
    until,
    onChanged,
  }: {
    registrationId: number;
    until: Date;
    /** Runs in the extension's transaction: the back-office's audit entry. */
    onChanged?: (tx: Tx, change: HoldExtension) => Promise<void>;
  },
  deps: RegistrationDeps,
): Promise<ExtendHoldOutcome> {
  return db.transaction(async (tx): Promise<ExtendHoldOutcome> => {
    const [locked] = await tx
      .select({ id: registrations.id })
      .from(registrations)
      .where(eq(registrations.id, registrationId))
      .for("update");
    if (!locked) return { ok: false, error: "not-found" };
    const details = await loadRegistrationDetails(tx, registrationId);
    if (!details?.session) return { ok: false, error: "not-held" };
    const from = await seatHeldUntil(tx, details, {
      envHours: deps.holdHours ?? DEFAULT_PAYMENT_HOLD_HOURS,
      now: deps.now,
    });
    if (!from) return { ok: false, error: "not-held" };
    if (until.getTime() <= deps.now.getTime()) return { ok: false, error: "in-past" };
    if (until.getTime() >= details.session.startsAt.getTime()) return { ok: false, error: "after-start" };
    await tx
      .update(registrations)
      .set({ holdExtendedUntil: until, holdReminderSentAt: null, updatedAt: deps.now })
      .where(eq(registrations.id, registrationId));
    const change = { from, to: until };
    if (onChanged) await onChanged(tx, change);
    await notify(tx, "hold-extended", registrationId, deps);
    return { ok: true, change };
  });
}
