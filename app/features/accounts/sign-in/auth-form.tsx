import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { RefObject } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { ENHANCED_FIELD, type AuthIntent } from "./auth-action-data";
import { Field, Input, useLazySchemaForm } from "~/ui/form";
import { authLimits } from "./auth-limits";
import { ErrorAlert } from "./error-alert";
import { SuspendedHelp } from "./suspended-help";
import { useHydrated } from "./use-hydrated";

/**
 * One side of the /auth toggle: sign-in (email, password) or sign-up (full name too).
 * Validated in the browser by Conform with the server's schema, loaded on first use; a plain
 * POST without JavaScript. `notice` is the message of the 'Erreur' alert, already translated.
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
  const [form, fields] = useLazySchemaForm({
    id: `auth-${mode}`,
    loadSchema: () =>
      import("./auth-schemas").then((module) => (signUp ? module.signUpSchema : module.signInSchema)),
    lastResult,
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
        <Field field={fields.name} label={t("auth.form.name")}>
          <Input required maxLength={authLimits.name} autoComplete="name" />
        </Field>
      ) : null}
      <Field field={fields.email} label={t("auth.form.email")}>
        <Input
          type="email"
          required
          maxLength={authLimits.email}
          autoComplete={signUp ? "email" : "username"}
          spellCheck={false}
        />
      </Field>
      <Field
        field={fields.password}
        label={t("auth.form.password")}
        hint={signUp ? t("auth.form.passwordHint") : undefined}
      >
        <Input
          type="password"
          required
          maxLength={authLimits.password}
          autoComplete={signUp ? "new-password" : "current-password"}
        />
      </Field>
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
