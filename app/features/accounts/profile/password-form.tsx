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
import { changePasswordSchema, profileLimits } from "./profile-schema";

/** Change password: the current one, the new one twice; other devices are signed out, as it says. */
export function ChangePasswordForm({
  lastResult,
  notice,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const pending = useIntentPending("change-password");
  const [form, fields] = useSchemaForm({ id: "change-password", schema: changePasswordSchema, lastResult });
  const noteId = "change-password-note";
  return (
    <Form
      method="post"
      {...getFormProps(form)}
      className="space-y-5"
      aria-labelledby="password"
      aria-describedby={noteId}
    >
      <FormAlert id="change-password-alert" lastResult={lastResult} notice={notice} />
      <IntentField intent="change-password" />
      <p id={noteId} className="text-sm text-ink-muted">
        {t("profile.password.revokeNote")}
      </p>
      <Field field={fields.currentPassword} label={t("profile.password.current")}>
        <Input type="password" maxLength={profileLimits.password.max} autoComplete="current-password" />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          field={fields.newPassword}
          label={t("profile.password.new")}
          hint={t("profile.password.newHint")}
        >
          <Input type="password" maxLength={profileLimits.password.max} autoComplete="new-password" />
        </Field>
        <Field field={fields.confirmPassword} label={t("profile.password.confirm")}>
          <Input type="password" maxLength={profileLimits.password.max} autoComplete="new-password" />
        </Field>
      </div>
      <SubmitButton
        pending={pending}
        label={t("profile.password.submit")}
        pendingLabel={t("profile.password.saving")}
      />
    </Form>
  );
}

/** For an account without a password: a link by e-mail to set one. */
export function SendPasswordLinkForm({ notice }: { notice?: string }) {
  const { t } = useTranslation();
  const pending = useIntentPending("send-password-link");
  return (
    <Form method="post" className="space-y-4" aria-labelledby="password">
      <FormAlert id="send-password-link-alert" notice={notice} />
      <IntentField intent="send-password-link" />
      <p className="text-ink-muted">{t("profile.password.none")}</p>
      <SubmitButton
        pending={pending}
        label={t("profile.password.sendLink")}
        pendingLabel={t("profile.password.sending")}
        variant="secondary"
      />
    </Form>
  );
}
