import type { Database } from "../../../db/database";
import { withdrawalRuleApplies } from "~/features/sessions/withdrawal-period";
import { lapseRegistration } from "./cancel.server";
import { unpaidHeldSeats, unpaidSeatHeldUntil } from "./hold-deadline.server";
import { registrationAllowance } from "./payment-allowance.server";
import { loadRegistrationDetails } from "./registration-details.server";
import { SYSTEM, type RegistrationDeps } from "./registration-deps";

// The deadline's rule lives in hold-deadline.server.ts, which the pages and e-mails share.
export { holdDeadline } from "./hold-deadline.server";

/**
 * Confirmed registrations with a price, still unpaid past their hold, expire: the seat goes to
 * the waiting list at once and the registrant is told by e-mail, in one transaction each
 * (cancel.server.ts). A payment that lands first wins: the lapse re-reads the registration
 * under its lock and leaves a paid one alone. Registrations without a price (on request) are
 * never held. Returns how many expired.
 */
export async function expireUnpaidHolds(
  db: Database,
  deps: RegistrationDeps & { holdHours: number },
): Promise<number> {
  const { holdHours } = deps;
  const candidates = await unpaidHeldSeats(db, deps.now);
  let expired = 0;
  for (const candidate of candidates) {
    const deadline = unpaidSeatHeldUntil(candidate, holdHours);
    if (!deadline || deadline.getTime() > deps.now.getTime()) continue;
    // French law (ADR 1006): a deposit the law allows keeps the seat.
    if (withdrawalRuleApplies(candidate)) {
      const details = await loadRegistrationDetails(db, candidate.id);
      const owed = details ? await registrationAllowance(db, details, deps.now) : null;
      if (owed?.partPaid) continue;
    }
    const outcome = await lapseRegistration(
      db,
      {
        registrationId: candidate.id,
        actor: SYSTEM,
        note: "payment hold expired",
        data: { kind: "hold-expired" },
        unpaidOnly: true,
        email: "hold-expired",
      },
      deps,
    );
    if (outcome.ok) expired++;
  }
  return expired;
}
