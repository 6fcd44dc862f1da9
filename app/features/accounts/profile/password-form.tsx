import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { useTranslation } from "~/lib/use-translation";
import { Form } from "react-router";
import {
  FormAlert,
  FormField,
  hintId,
  inputClass,
  IntentField,
  SubmitButton,
  useIntentPending,
} from "./form-parts";
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
  const [form, fields] = useForm({
    id: "change-password",
    lastResult,
    constraint: getZodConstraint(changePasswordSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: changePasswordSchema }),
  });
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
      <FormField field={fields.currentPassword} label={t("profile.password.current")}>
        <input
          {...getInputProps(fields.currentPassword, { type: "password" })}
          maxLength={profileLimits.password.max}
          autoComplete="current-password"
          className={inputClass}
        />
      </FormField>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField
          field={fields.newPassword}
          label={t("profile.password.new")}
          hint={t("profile.password.newHint")}
        >
          <input
            {...getInputProps(fields.newPassword, {
              type: "password",
              ariaDescribedBy: hintId(fields.newPassword),
            })}
            maxLength={profileLimits.password.max}
            autoComplete="new-password"
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.confirmPassword} label={t("profile.password.confirm")}>
          <input
            {...getInputProps(fields.confirmPassword, { type: "password" })}
            maxLength={profileLimits.password.max}
            autoComplete="new-password"
            className={inputClass}
          />
        </FormField>
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
