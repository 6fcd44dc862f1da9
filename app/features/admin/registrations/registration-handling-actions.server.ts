import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { registrations, trainingSessions } from "../../../../db/schema";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { moveRegistration } from "~/features/registration/move.server";
import { notify } from "~/features/registration/notify.server";
import { recordAudit } from "../audit/audit.server";
import type { RegistrationActionResult, RegistrationActionScope } from "./registration-action-scope.server";
import { sessionLabel } from "../shared/session-label";
import { moveSchema } from "./transfer-schema";

/*
 * The forms moderators may send on a registration's page (registration-action.server.ts):
 * move it to another session, cancel it, send its confirmation again.
 */

/** Moves the registration to another session of its course, through the registrant's own move. */
export async function moveAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, formData, t, lang, staff, deps, context, refuse, done, log } = scope;
  const submission = parseWithZod(formData, { schema: moveSchema });
  if (submission.status !== "success")
    return refuse(400, t("adminRegistrations.move.errors.session"), submission.reply());
  const moved = await moveRegistration(
    context.db,
    {
      registrationId: id,
      sessionId: submission.value.session,
      actor: { kind: "staff", userId: staff.userId },
      onChanged: (tx, change) =>
        recordAudit(tx, {
          actor: { id: staff.userId, email: staff.email },
          action: "registration_move",
          entityType: "registration",
          entityId: id,
          before: change.from,
          after: { ...change.to, paymentStatus: change.from.paymentStatus },
        }).then(() => undefined),
    },
    deps,
  );
  if (!moved.ok) {
    const key =
      moved.error === "full"
        ? "full"
        : moved.error === "not-movable" || moved.error === "not-found"
          ? "notMovable"
          : moved.error === "session-started"
            ? "started"
            : "session";
    const message = t(`adminRegistrations.move.errors.${key}`);
    return refuse(
      409,
      message,
      submission.reply({ fieldErrors: { session: [`adminRegistrations.move.errors.${key}`] } }),
    );
  }
  const [target] = await context.db
    .select({
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
      city: trainingSessions.city,
    })
    .from(trainingSessions)
    .where(eq(trainingSessions.id, moved.change.to.sessionId));
  log("admin.registration_moved", { sessionId: moved.change.to.sessionId });
  return done(
    t("adminRegistrations.move.doneTitle"),
    t("adminRegistrations.move.done", { session: target ? sessionLabel(target, lang) : "" }),
  );
}

/** Cancels the registration, through the registrant's own cancellation (a refund request when paid). */
export async function cancelAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, found, t, staff, deps, context, refuse, done, log } = scope;
  const name = `${found.registration.firstName} ${found.registration.lastName}`;
  const outcome = await cancelRegistration(
    context.db,
    {
      registrationId: id,
      actor: { kind: "staff", userId: staff.userId },
      onChanged: (tx, change) =>
        recordAudit(tx, {
          actor: { id: staff.userId, email: staff.email },
          action: "registration_cancel",
          entityType: "registration",
          entityId: id,
          before: change.from,
          after: {
            status: change.to.status,
            paymentStatus: change.from.paymentStatus,
            refundRequested: change.to.refundRequested,
          },
        }).then(() => undefined),
    },
    deps,
  );
  if (!outcome.ok) return refuse(409, t(`adminRegistrations.cancel.errors.${outcome.error}`));
  log("admin.registration_cancelled", { refundRequested: outcome.refundRequested });
  return done(
    t("adminRegistrations.cancel.doneTitle"),
    t(outcome.refundRequested ? "adminRegistrations.cancel.doneRefund" : "adminRegistrations.cancel.done", {
      name,
    }),
  );
}

/** Sends a confirmed registration's confirmation e-mail again, in the registrant's language. */
export async function resendAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, t, staff, deps, context, refuse, done, log } = scope;
  const sent = await context.db.transaction(async (tx) => {
    const [row] = await tx
      .select({ status: registrations.status, email: registrations.email })
      .from(registrations)
      .where(eq(registrations.id, id))
      .for("update");
    if (row?.status !== "confirmed") return null;
    // The same e-mail as at registration, through the outbox, in the registrant's language.
    await notify(tx, "confirmed", id, deps);
    await recordAudit(tx, {
      actor: { id: staff.userId, email: staff.email },
      action: "registration_resend_confirmation",
      entityType: "registration",
      entityId: id,
      before: null,
      after: { email: row.email, kind: "confirmed" },
    });
    return row.email;
  });
  if (!sent) return refuse(409, t("adminRegistrations.resend.notConfirmed"));
  log("admin.confirmation_resent");
  return done(t("adminRegistrations.resend.doneTitle"), t("adminRegistrations.resend.done", { email: sent }));
}
