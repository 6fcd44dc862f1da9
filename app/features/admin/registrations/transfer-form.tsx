import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import {
  Checkbox,
  ChoiceGroup,
  Field,
  FormAlert,
  Input,
  Select,
  SubmitButton,
  useSchemaForm,
} from "~/ui/form";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { transferSchema } from "./transfer-schema";

/**
 * Admins only: record money received, a bank transfer (one the site expects, or another) or
 * cash, with the amount, the day and staff's own reference, and a box ticked to confirm. The
 * server checks the amount against what is owed.
 */
export function TransferForm({
  references,
  antiForgery,
  owed,
  today,
  lastResult,
  notice,
}: {
  /** The registration's bank transfers not yet recorded, with their amounts. */
  references: { reference: string; amount: string }[];
  antiForgery: string;
  /** What is still owed, formatted, and the price's currency; null when nothing is. */
  owed: { amount: string; currency: string } | null;
  /** Today's day, the default of "received on" (YYYY-MM-DD). */
  today: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formMethod?.toUpperCase() === "POST" &&
    navigation.formData?.get("intent") === "payment";
  const [form, fields] = useSchemaForm({
    id: "record-transfer",
    schema: transferSchema,
    lastResult,
    defaultValue: { method: "bank-transfer" },
    validate: "onSubmit",
    constraint: false,
  });
  if (!owed && references.length === 0)
    return <p className="mt-4">{t("adminRegistrations.payment.nothingOwed")}</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="payment" />
      <FormAlert id="record-transfer-alert" lastResult={lastResult} notice={notice} />
      {owed ? <p data-owed>{t("adminRegistrations.payment.owed", { amount: owed.amount })}</p> : null}
      <ChoiceGroup
        field={fields.method}
        type="radio"
        legend={t("adminRegistrations.payment.method")}
        options={(["bank-transfer", "cash"] as const).map((method) => ({
          value: method,
          label: t(`adminRegistrations.payment.methods.${method}`),
        }))}
        optionClassName="flex items-center gap-2"
      />
      <Field field={fields.reference} label={t("adminRegistrations.payment.transfer")}>
        <Select defaultValue={references[0]?.reference ?? ""}>
          {references.map((row) => (
            <option key={row.reference} value={row.reference}>
              {row.reference} · {row.amount}
            </option>
          ))}
          <option value="">{t("adminRegistrations.payment.newTransfer")}</option>
        </Select>
      </Field>
      <Field
        field={fields.amount}
        label={t("adminRegistrations.payment.amount", { currency: owed?.currency ?? "EUR" })}
      >
        <Input inputMode="decimal" autoComplete="off" />
      </Field>
      <Field field={fields.receivedOn} label={t("adminRegistrations.payment.receivedOn")}>
        <Input type="date" max={today} defaultValue={today} />
      </Field>
      <Field field={fields.receipt} label={t("adminRegistrations.payment.reference")}>
        <Input maxLength={60} autoComplete="off" />
      </Field>
      <Checkbox
        field={fields.confirm}
        label={t("adminRegistrations.payment.confirm")}
        required
        className="flex items-start gap-3"
        inputClassName="mt-1 size-5"
      />
      <SubmitButton
        pending={pending}
        label={t("adminRegistrations.payment.submit")}
        pendingLabel={t("adminRegistrations.payment.submit")}
      />
    </Form>
  );
}
