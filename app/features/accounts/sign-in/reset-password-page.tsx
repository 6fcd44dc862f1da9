import { getFormProps } from "@conform-to/react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link, useNavigation } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Field, Input, useSchemaForm } from "~/ui/form";
import { authLimits } from "./auth-limits";
import { resetPasswordSchema } from "./auth-schemas";
import { ErrorAlert } from "./error-alert";
import { OfflineBanner } from "./offline-banner";
import type { ResetActionData, ResetPageData } from "./password-reset.server";

/** A new password twice; or, for a link that expired or was used, how to get another. */
export function ResetPasswordPage({ data, answer }: { data: ResetPageData; answer?: ResetActionData }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const usable = data.token !== null && answer?.status !== "invalid-link";
  return (
    <div className="container-page py-12 sm:py-16">
      <div className="mx-auto max-w-md rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
        <OfflineBanner />
        <h1 className="text-3xl font-extrabold tracking-tight">
          {usable ? t("auth.reset.title") : t("auth.reset.invalidTitle")}
        </h1>
        {usable && data.token ? (
          <>
            <p className="mt-2 mb-6 text-ink-muted">{t("auth.reset.intro")}</p>
            <ResetForm token={data.token} answer={answer} />
          </>
        ) : (
          <>
            <p className="mt-4" role="alert">
              {t("auth.reset.invalid")}
            </p>
            <Link to={href("/auth/forgot-password")} className="btn-primary mt-8 inline-flex min-h-11">
              {t("auth.reset.requestNew")}
            </Link>
          </>
        )}
      </div>
    </div>
  );
}

function ResetForm({ token, answer }: { token: string; answer?: ResetActionData }) {
  const { t } = useTranslation();
  const busy = useNavigation().state === "submitting";
  const lastResult = answer?.status === "error" ? answer.result : undefined;
  const [form, fields] = useSchemaForm({
    id: "reset-password",
    schema: resetPasswordSchema,
    lastResult,
    constraint: false,
  });
  const invalid = Boolean(lastResult && (fields.password.errors?.length || fields.confirm.errors?.length));
  const notice =
    answer?.status === "error"
      ? (answer.notice ?? (invalid ? t("auth.errors.fieldsInvalid") : undefined))
      : undefined;
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-5">
      <ErrorAlert message={notice} />
      <input type="hidden" name="token" value={token} />
      <Field field={fields.password} label={t("auth.reset.newPassword")} hint={t("auth.form.passwordHint")}>
        <Input type="password" required maxLength={authLimits.password} autoComplete="new-password" />
      </Field>
      <Field field={fields.confirm} label={t("auth.reset.confirmPassword")}>
        <Input type="password" required maxLength={authLimits.password} autoComplete="new-password" />
      </Field>
      <button type="submit" className="btn-primary min-h-11 w-full" disabled={busy}>
        {busy ? t("auth.form.processing") : t("auth.reset.submit")}
      </button>
    </Form>
  );
}
