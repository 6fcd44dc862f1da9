import type { SessionOps } from "~/features/admin/session-ops.server";
import { findProvider } from "~/features/payments/registry.server";
import { refundPayment } from "~/features/payments/refunds.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { notify } from "~/features/registration/notify.server";
import { lockSession, seatsTaken } from "~/features/registration/seats.server";
import { offerFreedSeats } from "~/features/registration/waitlist.server";
import type { AppContext } from "~/lib/app-context";

/**
 * The registration and payment rules the back-office's session screens go through,
 * wired here, above the features (like site-auth.server.ts): the seat lock and waiting list,
 * the registrants' own cancellation, their notice of a changed session, and the one refund path with this configuration's providers.
 */
export function sessionOps(context: Pick<AppContext, "db" | "env" | "secrets">): SessionOps {
  return {
    lockSession,
    seatsTaken,
    offerFreedSeats,
    cancelRegistration,
    notifySessionChanged: (tx, registrationId, deps) => notify(tx, "session-changed", registrationId, deps),
    refundPayment: (db, request, deps) =>
      refundPayment(db, request, {
        ...deps,
        providerFor: (provider) =>
          findProvider({ env: context.env, db: context.db, secrets: context.secrets }, provider),
      }),
  };
}
