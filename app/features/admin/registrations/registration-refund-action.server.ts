import { parseWithZod } from "@conform-to/zod/v4";
import { recordAudit } from "../audit/audit.server";
import type { RegistrationActionResult, RegistrationActionScope } from "./registration-action-scope.server";
import { formatMinor, parseAmount } from "~/features/payments/money";
import type { Currency } from "~/features/payments/provider";
import { refundPayment } from "~/features/payments/refunds.server";
import { findProvider } from "~/features/payments/registry.server";
import { refundSchema } from "./transfer-schema";

/**
 * Refunds one succeeded payment of this registration, in full or in part (admins only), through
 * the one refund path, with the audit entry in the transaction that records the request.
 */
export async function refundAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, found, formData, t, lang, staff, context, refuse, done, log } = scope;
  const submission = parseWithZod(formData, { schema: refundSchema });
  if (submission.status !== "success")
    return refuse(400, t("adminRegistrations.refund.errors.payment"), submission.reply());
  const reference = submission.value.payment.toUpperCase();
  // Only a payment of this very registration: another's reference is as good as none.
  const payment = found.payments.find((row) => row.reference === reference && row.status === "succeeded");
  if (!payment) {
    return refuse(
      400,
      t("adminRegistrations.refund.errors.payment"),
      submission.reply({ fieldErrors: { payment: ["adminRegistrations.refund.errors.payment"] } }),
    );
  }
  const currency = payment.currency as Currency;
  const amountMinor =
    submission.value.amount === undefined ? undefined : parseAmount(submission.value.amount, currency);
  if (amountMinor === null || amountMinor === 0) {
    return refuse(
      400,
      t("adminRegistrations.refund.errors.amount"),
      submission.reply({ fieldErrors: { amount: ["adminRegistrations.refund.errors.amount"] } }),
    );
  }
  const outcome = await refundPayment(
    context.db,
    {
      reference,
      amountMinor,
      actor: { kind: "staff", userId: staff.userId, by: staff.email },
      onRecorded: (tx, recorded, locked) =>
        recordAudit(tx, {
          actor: { id: staff.userId, email: staff.email },
          action: "registration_refund",
          entityType: "registration",
          entityId: id,
          before: { payment: { reference, status: locked.status, refundedMinor: locked.refundedMinor } },
          after: {
            refund: {
              id: recorded.id,
              amountMinor: recorded.amountMinor,
              totalAfterMinor: recorded.totalAfterMinor,
              currency: locked.currency,
              status: recorded.status,
            },
          },
        }).then(() => undefined),
    },
    {
      siteUrl: context.env.SITE_URL,
      now: new Date(),
      providerFor: (provider) =>
        findProvider({ env: context.env, db: context.db, secrets: context.secrets }, provider),
    },
  );
  if (!outcome.ok) {
    const left = formatMinor(
      outcome.remainingMinor ?? payment.amountMinor - payment.refundedMinor,
      currency,
      lang,
    );
    const message = t(`adminRegistrations.refund.errors.${outcome.error}`, { left });
    return refuse(
      outcome.error === "bad-amount" ? 400 : 409,
      message,
      outcome.error === "bad-amount" ? submission.reply({ fieldErrors: { amount: [message] } }) : null,
    );
  }
  log("admin.refund_requested", { reference, refundId: outcome.refund.id });
  const made = outcome.refund.status === "succeeded";
  return done(
    t(made ? "adminRegistrations.refund.doneTitle" : "adminRegistrations.refund.askedTitle"),
    t("adminRegistrations.refund.done", {
      amount: formatMinor(outcome.refund.amountMinor, currency, lang),
      reference,
      state: t(made ? "adminRegistrations.refund.stateDone" : "adminRegistrations.refund.stateAsked"),
    }),
  );
}
