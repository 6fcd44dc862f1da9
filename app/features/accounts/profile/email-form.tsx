import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import {
  Field,
  FormAlert,
  Input,
  IntentField,
  SubmitButton,
  useIntentPending,
  useSchemaForm,
} from "~/ui/form";
import { changeEmailSchema, profileLimits } from "./profile-schema";

/** Change e-mail: a link goes to the new address; nothing changes until it is opened. */
export function ChangeEmailForm({
  currentEmail,
  pending: pendingChange,
  lastResult,
  notice,
}: {
  currentEmail: string;
  pending: { email: string; until: string } | null;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const submitting = useIntentPending("change-email");
  const [form, fields] = useSchemaForm({ id: "change-email", schema: changeEmailSchema, lastResult });
  const noteId = "change-email-note";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-5"
      aria-labelledby="email"
      aria-describedby={noteId}
    >
      <p className="font-medium">{t("profile.email.current", { email: currentEmail })}</p>
      {pendingChange ? (
        <p role="status" className="rounded-md border-l-4 border-info bg-info-soft px-4 py-3 text-info">
          {t("profile.email.pending", { email: pendingChange.email, until: pendingChange.until })}
        </p>
      ) : null}
      <FormAlert id="change-email-alert" lastResult={lastResult} notice={notice} />
      <IntentField intent="change-email" />
      <p id={noteId} className="text-sm text-ink-muted">
        {t("profile.email.note")}
      </p>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field field={fields.newEmail} label={t("profile.email.new")}>
          <Input type="email" maxLength={profileLimits.email.max} autoComplete="email" />
        </Field>
        <Field field={fields.password} label={t("profile.email.password")}>
          <Input type="password" maxLength={profileLimits.password.max} autoComplete="current-password" />
        </Field>
      </div>
      <SubmitButton
        pending={submitting}
        label={t("profile.email.submit")}
        pendingLabel={t("profile.email.saving")}
      />
    </Form>
  );
}
