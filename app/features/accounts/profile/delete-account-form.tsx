import { getFormProps, type SubmissionResult } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Field, FormAlert, Input, SubmitButton, useSchemaForm } from "~/ui/form";
import { deleteAccountSchema, profileLimits } from "./profile-schema";

/**
 * /profile/delete: what goes, what stays apart, and the password to confirm. A separate
 * page, so that deleting always takes a deliberate second step.
 */
export function DeleteAccountPage({
  hasPassword,
  lastResult,
  notice,
}: {
  hasPassword: boolean;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formMethod?.toUpperCase() === "POST";
  const [form, fields] = useSchemaForm({ id: "delete-account", schema: deleteAccountSchema, lastResult });
  return (
    <div className="container-page max-w-2xl space-y-6 py-12">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("profile.delete.title")}</h1>
      <p className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger">
        {t("profile.delete.intro")}
      </p>
      <p>{t("profile.delete.removed")}</p>
      <p className="text-ink-muted">{t("profile.delete.kept")}</p>
      {hasPassword ? (
        <Form method="post" {...getFormProps(form)} className="space-y-5">
          <FormAlert id="delete-account-alert" lastResult={lastResult} notice={notice} />
          <Field
            field={fields.password}
            label={t("profile.delete.password")}
            hint={t("profile.delete.passwordHint")}
          >
            <Input type="password" maxLength={profileLimits.password.max} autoComplete="current-password" />
          </Field>
          <div className="flex flex-wrap gap-3">
            <SubmitButton
              pending={pending}
              label={t("profile.delete.submit")}
              pendingLabel={t("profile.delete.deleting")}
              variant="danger"
            />
            <Link to={href("/profile")} className="btn-secondary">
              {t("profile.delete.cancel")}
            </Link>
          </div>
        </Form>
      ) : (
        <>
          <p role="status" className="font-medium">
            {t("profile.delete.needsPassword")}
          </p>
          <Link to={`${href("/profile")}#password`} className="btn-secondary">
            {t("profile.delete.cancel")}
          </Link>
        </>
      )}
    </div>
  );
}
