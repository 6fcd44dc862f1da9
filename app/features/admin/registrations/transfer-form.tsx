import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormField, inputClass, SubmitButton } from "~/features/accounts/profile/form-parts";
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
  const [form, fields] = useForm({
    id: "record-transfer",
    lastResult,
    constraint: getZodConstraint(transferSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: transferSchema }),
  });
  if (!owed && references.length === 0)
    return <p className="mt-4">{t("adminRegistrations.payment.nothingOwed")}</p>;
  const invalid = (field: { errors?: string[]; errorId: string }) => ({
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": field.errors ? field.errorId : undefined,
  });
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <input type="hidden" name="intent" value="payment" />
      <FormAlert id="record-transfer-alert" lastResult={lastResult} notice={notice} />
      {owed ? <p data-owed>{t("adminRegistrations.payment.owed", { amount: owed.amount })}</p> : null}
      <fieldset>
        <legend className="mb-1 font-medium">{t("adminRegistrations.payment.method")}</legend>
        <div className="flex flex-wrap gap-6">
          {(["bank-transfer", "cash"] as const).map((method) => (
            <label key={method} className="flex items-center gap-2">
              <input
                type="radio"
                name={fields.method.name}
                value={method}
                defaultChecked={method === "bank-transfer"}
                className="size-5"
              />
              {t(`adminRegistrations.payment.methods.${method}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <FormField field={fields.reference} label={t("adminRegistrations.payment.transfer")}>
        <select
          id={fields.reference.id}
          name={fields.reference.name}
          defaultValue={references[0]?.reference ?? ""}
          {...invalid(fields.reference)}
          className={inputClass}
        >
          {references.map((row) => (
            <option key={row.reference} value={row.reference}>
              {row.reference} · {row.amount}
            </option>
          ))}
          <option value="">{t("adminRegistrations.payment.newTransfer")}</option>
        </select>
      </FormField>
      <FormField
        field={fields.amount}
        label={t("adminRegistrations.payment.amount", { currency: owed?.currency ?? "EUR" })}
      >
        <input
          id={fields.amount.id}
          name={fields.amount.name}
          inputMode="decimal"
          autoComplete="off"
          {...invalid(fields.amount)}
          className={inputClass}
        />
      </FormField>
      <FormField field={fields.receivedOn} label={t("adminRegistrations.payment.receivedOn")}>
        <input
          id={fields.receivedOn.id}
          name={fields.receivedOn.name}
          type="date"
          max={today}
          defaultValue={today}
          {...invalid(fields.receivedOn)}
          className={inputClass}
        />
      </FormField>
      <FormField field={fields.receipt} label={t("adminRegistrations.payment.reference")}>
        <input
          id={fields.receipt.id}
          name={fields.receipt.name}
          maxLength={60}
          autoComplete="off"
          {...invalid(fields.receipt)}
          className={inputClass}
        />
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fields.confirm.id}
            name={fields.confirm.name}
            type="checkbox"
            required
            {...invalid(fields.confirm)}
            className="mt-1 size-5"
          />
          <label htmlFor={fields.confirm.id}>{t("adminRegistrations.payment.confirm")}</label>
        </div>
        {fields.confirm.errors ? (
          <div id={fields.confirm.errorId} className="mt-1 text-sm text-danger">
            {fields.confirm.errors.map((error) => (
              <p key={error}>{t(error as "admin.transfer.errors.confirm")}</p>
            ))}
          </div>
        ) : null}
      </div>
      <SubmitButton
        pending={pending}
        label={t("adminRegistrations.payment.submit")}
        pendingLabel={t("adminRegistrations.payment.submit")}
      />
    </Form>
  );
}
