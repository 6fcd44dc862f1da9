import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { registrations } from "../../../../db/schema";
import { recordAudit } from "../audit/audit.server";
import type { RegistrationActionResult, RegistrationActionScope } from "./registration-action-scope.server";
import { formatMinor, parseAmount } from "~/features/payments/money";
import type { Currency } from "~/features/payments/provider";
import { amountOwed, recordStaffPayment } from "~/features/payments/staff-payments.server";
import { transferSchema } from "./transfer-schema";

/** Today's day in Conakry (UTC), for "received on". */
const today = (now: Date) => now.toISOString().slice(0, 10);

/**
 * "Record a payment received" (admins only): one of the registration's pending bank transfers,
 * another transfer or cash, through the payments module's staff path (receipt, e-mail, history),
 * with the audit entry in its transaction. The amount is read in the price's currency, from the
 * database, never from the form.
 */
export async function recordPaymentAction(scope: RegistrationActionScope): Promise<RegistrationActionResult> {
  const { id, found, formData, t, lang, now, staff, context, refuse, done, log } = scope;
  const submission = parseWithZod(formData, { schema: transferSchema });
  if (submission.status !== "success") return refuse(400, t("admin.transfer.errorTitle"), submission.reply());
  const value = submission.value;
  const fieldError = (field: string, key: string, message: string) =>
    refuse(400, message, submission.reply({ fieldErrors: { [field]: [key] } }));
  if (
    value.receivedOn &&
    (Number.isNaN(Date.parse(`${value.receivedOn}T00:00:00Z`)) || value.receivedOn > today(now))
  )
    return fieldError(
      "receivedOn",
      "adminRegistrations.payment.errors.receivedOn",
      t("adminRegistrations.payment.errors.receivedOn"),
    );
  // The amount is typed in the price's currency: read from the database, never from the form.
  const owed = await amountOwed(context.db, id);
  const typedIn: Currency = owed.ok ? owed.currency : ((found.payments[0]?.currency ?? "EUR") as Currency);
  const amountMinor = value.amount === undefined ? undefined : parseAmount(value.amount, typedIn);
  if (amountMinor === null)
    return fieldError(
      "amount",
      "adminRegistrations.payment.errors.amount",
      t("adminRegistrations.payment.errors.amount"),
    );
  const before = { paymentStatus: found.registration.paymentStatus };
  const outcome = await recordStaffPayment(context.db, {
    registrationId: id,
    method: value.method,
    transferReference: value.method === "bank-transfer" ? value.reference : undefined,
    amountMinor,
    receivedOn: value.receivedOn ?? today(now),
    staffReference: value.receipt,
    by: staff.email,
    now,
    siteUrl: context.env.SITE_URL,
    onChanged: async (tx, change, payment) => {
      const [after] = await tx
        .select({ paymentStatus: registrations.paymentStatus })
        .from(registrations)
        .where(eq(registrations.id, id));
      await recordAudit(tx, {
        actor: { id: staff.userId, email: staff.email },
        // A pending transfer recorded keeps the first increment's action name.
        action:
          value.method === "bank-transfer" && value.reference
            ? "registration_mark_paid"
            : "registration_record_payment",
        entityType: "registration",
        entityId: id,
        before: value.reference
          ? { ...before, payment: { reference: payment.reference, status: change.from } }
          : before,
        after: {
          paymentStatus: after?.paymentStatus ?? null,
          payment: {
            reference: payment.reference,
            provider: payment.provider,
            status: change.to,
            amountMinor: payment.amountMinor,
            currency: payment.currency,
            receivedOn: value.receivedOn ?? today(now),
            ...(value.receipt ? { staffReference: value.receipt } : {}),
          },
          ...(change.receiptNumber ? { receiptNumber: change.receiptNumber } : {}),
        },
      });
    },
  });
  if (!outcome.ok) {
    const owed = outcome.owed ? formatMinor(outcome.owed.owedMinor, outcome.owed.currency, lang) : "";
    switch (outcome.error) {
      case "reference":
      case "not-found":
        return fieldError(
          "reference",
          "admin.transfer.errors.reference",
          t("admin.transfer.errors.reference"),
        );
      case "transfer-amount": {
        const message = t("adminRegistrations.payment.errors.transferAmount", {
          amount: formatMinor(outcome.expectedMinor ?? 0, typedIn, lang),
        });
        return refuse(400, message, submission.reply({ fieldErrors: { amount: [message] } }));
      }
      case "amount":
        return fieldError(
          "amount",
          "adminRegistrations.payment.errors.amount",
          t("adminRegistrations.payment.errors.amount"),
        );
      case "over-owed": {
        const message = t("adminRegistrations.payment.errors.overOwed", { owed });
        return refuse(400, message, submission.reply({ fieldErrors: { amount: [message] } }));
      }
      case "not-payable":
        return refuse(409, t("adminRegistrations.payment.errors.notPayable"));
      case "no-price":
        return refuse(409, t("adminRegistrations.payment.errors.noPrice"));
      case "unchanged":
        return refuse(409, t("admin.transfer.errors.unchanged"));
    }
  }
  log("admin.payment_recorded", { reference: outcome.reference, method: value.method });
  const amount = formatMinor(outcome.amountMinor, outcome.currency, lang);
  return done(
    value.method === "bank-transfer" && value.reference
      ? t("admin.transfer.doneTitle")
      : t("adminRegistrations.payment.doneTitle"),
    value.method === "bank-transfer" && value.reference
      ? t("admin.transfer.done", { reference: outcome.reference })
      : t("adminRegistrations.payment.done", { amount }),
  );
}
