import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { RefObject } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { ENHANCED_FIELD, type AuthIntent } from "./auth-action-data";
import { AuthField, inputClass } from "./auth-field";
import { authLimits, signInSchema, signUpSchema } from "./auth-schemas";
import { ErrorAlert } from "./error-alert";
import { SuspendedHelp } from "./suspended-help";
import { useHydrated } from "./use-hydrated";

/**
 * One side of the /auth toggle: sign-in (email, password) or sign-up (full name too).
 * Validated in the browser by Conform with the server's schema; a plain POST without
 * JavaScript. `notice` is the message of the 'Erreur' alert, already translated.
 */
export function AuthForm({
  mode,
  lastResult,
  notice,
  suspended,
  redirectTo,
  busy,
  formRef,
  onUserSubmit,
}: {
  mode: AuthIntent;
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
  /** Sign-in suspended on this address (suspicious activity), with the minutes left. */
  suspended?: { minutes: number };
  redirectTo: string;
  busy: boolean;
  formRef: RefObject<HTMLFormElement | null>;
  /** Called when the visitor submits (not for automatic retries). */
  onUserSubmit: () => void;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const hydrated = useHydrated();
  const signUp = mode === "sign-up";
  const [form, fields] = useForm({
    id: `auth-${mode}`,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: signUp ? signUpSchema : signInSchema }),
  });
  const formProps = getFormProps(form);
  const fieldErrors = [fields.name, fields.email, fields.password].some((field) => field.errors?.length);

  return (
    <Form
      method="post"
      // Nothing to reload after an answer: a failure's reload would fail too (offline), and
      // a sign-in reloads the header when the page moves on.
      defaultShouldRevalidate={false}
      {...formProps}
      ref={formRef}
      onSubmit={(event) => {
        onUserSubmit();
        formProps.onSubmit(event);
      }}
      className="space-y-5"
    >
      <ErrorAlert
        message={notice ?? (fieldErrors && lastResult ? t("auth.errors.fieldsInvalid") : undefined)}
      >
        {suspended ? <SuspendedHelp minutes={suspended.minutes} /> : null}
      </ErrorAlert>
      <input type="hidden" name="intent" value={mode} />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      {hydrated ? <input type="hidden" name={ENHANCED_FIELD} value="1" /> : null}

      {signUp ? (
        <AuthField field={fields.name} label={t("auth.form.name")}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            required
            maxLength={authLimits.name}
            autoComplete="name"
            className={inputClass}
          />
        </AuthField>
      ) : null}
      <AuthField field={fields.email} label={t("auth.form.email")}>
        <input
          {...getInputProps(fields.email, { type: "email" })}
          required
          maxLength={authLimits.email}
          autoComplete={signUp ? "email" : "username"}
          spellCheck={false}
          className={inputClass}
        />
      </AuthField>
      <AuthField
        field={fields.password}
        label={t("auth.form.password")}
        hint={signUp ? t("auth.form.passwordHint") : undefined}
      >
        <input
          {...getInputProps(fields.password, {
            type: "password",
            ariaDescribedBy: signUp ? fields.password.descriptionId : undefined,
          })}
          required
          maxLength={authLimits.password}
          autoComplete={signUp ? "new-password" : "current-password"}
          className={inputClass}
        />
      </AuthField>
      {signUp ? null : (
        <p className="text-sm">
          <Link
            to={href("/auth/forgot-password")}
            className="inline-flex min-h-11 items-center font-medium text-brand-ink underline"
          >
            {t("auth.page.forgotPassword")}
          </Link>
        </p>
      )}
      <button type="submit" className="btn-primary min-h-11 w-full" disabled={busy} aria-disabled={busy}>
        {busy ? t("auth.form.processing") : signUp ? t("auth.form.signUp") : t("auth.form.signIn")}
      </button>
    </Form>
  );
}
