import type { RegistrationOps } from "~/features/admin/registrations/registration-ops.server";
import { formatMinor, parseAmount } from "~/features/payments/money";
import { refundPayment } from "~/features/payments/refunds.server";
import { findProvider } from "~/features/payments/registry.server";
import { amountOwed, recordStaffPayment } from "~/features/payments/staff-payments.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { moveRegistration } from "~/features/registration/move.server";
import { extendHold } from "~/features/registration/extend-hold.server";
import { seatHeldUntil } from "~/features/registration/hold-deadline.server";
import { notify } from "~/features/registration/notify.server";
import { loadRegistrationDetails } from "~/features/registration/registration-details.server";
import type { AppContext } from "~/lib/app-context";

/**
 * The registration and payment rules the back-office's registration page goes through, wired
 * here, above the features (like app/admin-session-ops.server.ts): the registrant's own move and
 * cancellation, the confirmation e-mail, staff payments, and the one refund path with this
 * configuration's providers.
 */
export function registrationOps(context: Pick<AppContext, "db" | "env" | "secrets">): RegistrationOps {
  return {
    moveRegistration,
    cancelRegistration,
    notifyConfirmed: (tx, registrationId, deps) => notify(tx, "confirmed", registrationId, deps),
    heldUntil: async (db, registrationId, deps) => {
      const details = await loadRegistrationDetails(db, registrationId);
      return details
        ? seatHeldUntil(db, details, {
            envHours: deps.holdHours ?? context.env.PAYMENT_HOLD_HOURS,
            now: deps.now,
          })
        : null;
    },
    extendHold,
    amountOwed,
    recordStaffPayment,
    refundPayment: (db, request, deps) =>
      refundPayment(db, request, {
        ...deps,
        providerFor: (provider) =>
          findProvider({ env: context.env, db: context.db, secrets: context.secrets }, provider),
      }),
    formatMinor,
    parseAmount,
  };
}
