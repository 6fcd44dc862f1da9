import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "react-i18next";
import { Form, useNavigation } from "react-router";
import { FormAlert, FormField, SubmitButton } from "~/features/accounts/profile/form-parts";
import { AntiForgeryField } from "~/features/security/anti-forgery-field";
import { transferSchema } from "./transfer-schema";

/** Admins only: pick the pending transfer, tick the confirmation, record it. */
export function TransferForm({
  references,
  antiForgery,
  lastResult,
  notice,
}: {
  /** The registration's bank transfers not yet recorded, with their amounts. */
  references: { reference: string; amount: string }[];
  antiForgery: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useForm({
    id: "record-transfer",
    lastResult,
    constraint: getZodConstraint(transferSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: transferSchema }),
  });
  if (references.length === 0) return <p className="mt-4">{t("admin.transfer.none")}</p>;
  return (
    <Form method="post" {...getFormProps(form)} className="mt-4 max-w-xl space-y-5">
      <AntiForgeryField token={antiForgery} />
      <FormAlert id="record-transfer-alert" lastResult={lastResult} notice={notice} />
      <FormField field={fields.reference} label={t("admin.transfer.reference")}>
        <select
          id={fields.reference.id}
          name={fields.reference.name}
          defaultValue={references[0]?.reference}
          aria-invalid={fields.reference.errors ? true : undefined}
          aria-describedby={fields.reference.errors ? fields.reference.errorId : undefined}
          className="block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink"
        >
          {references.map((row) => (
            <option key={row.reference} value={row.reference}>
              {row.reference} · {row.amount}
            </option>
          ))}
        </select>
      </FormField>
      <div>
        <div className="flex items-start gap-3">
          <input
            id={fields.confirm.id}
            name={fields.confirm.name}
            type="checkbox"
            required
            aria-invalid={fields.confirm.errors ? true : undefined}
            aria-describedby={fields.confirm.errors ? fields.confirm.errorId : undefined}
            className="mt-1 size-5"
          />
          <label htmlFor={fields.confirm.id}>{t("admin.transfer.confirm")}</label>
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
        label={t("admin.transfer.submit")}
        pendingLabel={t("admin.transfer.submit")}
      />
    </Form>
  );
}
