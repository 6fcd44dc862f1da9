import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Field, FormAlert, Input, Select, SubmitButton, useSchemaForm } from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { ConfirmAction } from "../shared/confirm-action";
import { moveSchema, refundSchema, type RegistrationIntent } from "./transfer-schema";

interface Refused {
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}

function usePending(intent: RegistrationIntent) {
  const navigation = useNavigation();
  return navigation.state !== "idle" && navigation.formData?.get("intent") === intent;
}

/** Move to another upcoming session of the same course; full sessions are shown, the server refuses them. */
export function MoveForm({
  sessions,
  antiForgery,
  lastResult,
  notice,
}: { sessions: { id: number; label: string; seatsLeft: number }[]; antiForgery: string } & Refused) {
  const { t } = useTranslation();
  const pending = usePending("move");
  const [form, fields] = useSchemaForm({
    id: "move-registration",
    schema: moveSchema,
    lastResult,
    validate: "onSubmit",
    constraint: false,
  });
  if (sessions.length === 0) return <p className="mt-4">{t("adminRegistrations.move.none")}</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="move" />
      <FormAlert id="move-registration-alert" lastResult={lastResult} notice={notice} />
      <Field field={fields.session} label={t("adminRegistrations.move.session")}>
        <Select defaultValue={sessions.find((session) => session.seatsLeft > 0)?.id ?? ""}>
          {sessions.map((session) => (
            <option key={session.id} value={session.id}>
              {session.label} ·{" "}
              {session.seatsLeft > 0
                ? t("adminRegistrations.move.seatsLeft", { count: session.seatsLeft })
                : t("adminRegistrations.move.full")}
            </option>
          ))}
        </Select>
      </Field>
      <SubmitButton
        pending={pending}
        label={t("adminRegistrations.move.submit")}
        pendingLabel={t("adminRegistrations.move.submit")}
        variant="secondary"
      />
    </Form>
  );
}

/** Cancel, after a confirmation (ConfirmAction); the registrant is told, a paid one owed a refund. */
export function CancelForm({
  name,
  antiForgery,
  notice,
}: {
  name: string;
  antiForgery: string;
  notice?: string;
}) {
  const { t } = useTranslation();
  return (
    <Form method="post" className="mt-4 space-y-3">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="cancel" />
      <FormAlert id="cancel-registration-alert" notice={notice} />
      <ConfirmAction
        label={t("adminRegistrations.cancel.label")}
        question={t("adminRegistrations.cancel.question", { name })}
        confirmLabel={t("adminRegistrations.cancel.confirm")}
      />
    </Form>
  );
}

/** Resend the confirmation e-mail (through the outbox). */
export function ResendForm({ antiForgery, notice }: { antiForgery: string; notice?: string }) {
  const { t } = useTranslation();
  const pending = usePending("resend");
  return (
    <Form method="post" className="mt-4 space-y-3">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="resend" />
      <FormAlert id="resend-confirmation-alert" notice={notice} />
      <SubmitButton
        pending={pending}
        label={t("adminRegistrations.resend.submit")}
        pendingLabel={t("adminRegistrations.resend.submit")}
        variant="secondary"
      />
    </Form>
  );
}

/** Admins only: refund a succeeded payment through its provider, in full or in part, after confirming. */
export function RefundForm({
  payments,
  antiForgery,
  lastResult,
  notice,
}: {
  payments: { reference: string; currency: string; left: string }[];
  antiForgery: string;
} & Refused) {
  const { t } = useTranslation();
  const [form, fields] = useSchemaForm({
    id: "refund-payment",
    schema: refundSchema,
    lastResult,
    validate: "onSubmit",
    constraint: false,
  });
  if (payments.length === 0) return <p className="mt-4">{t("adminRegistrations.refund.none")}</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="refund" />
      <FormAlert id="refund-payment-alert" lastResult={lastResult} notice={notice} />
      <Field field={fields.payment} label={t("adminRegistrations.refund.payment")}>
        <Select defaultValue={payments[0]?.reference}>
          {payments.map((payment) => (
            <option key={payment.reference} value={payment.reference}>
              {t("adminRegistrations.refund.left", { reference: payment.reference, amount: payment.left })}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        field={fields.amount}
        label={t("adminRegistrations.refund.amount", { currency: payments[0]?.currency ?? "EUR" })}
        hint={t("adminRegistrations.refund.amountHint")}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Field>
      <ConfirmAction
        label={t("adminRegistrations.refund.label")}
        question={t("adminRegistrations.refund.question")}
        confirmLabel={t("adminRegistrations.refund.confirm")}
      />
    </Form>
  );
}
