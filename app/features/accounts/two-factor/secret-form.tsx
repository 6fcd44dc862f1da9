import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { ErrorSummary } from "./error-summary";
import {
  backupCodeSchema,
  CODE_INPUT_MAX,
  codeSchema,
  PASSWORD_MAX,
  passwordSchema,
  type TwoFactorErrorKey,
} from "./two-factor-schema";

/** What the one field holds: the account's password, an app's code, or a backup code. */
export type SecretKind = "password" | "code" | "backup";

const schemas = { password: passwordSchema, code: codeSchema, backup: backupCodeSchema };

const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

/** How each kind of secret is typed: password managers and phones fill the right thing. */
function inputAttributes(kind: SecretKind) {
  if (kind === "password") return { autoComplete: "current-password", maxLength: PASSWORD_MAX };
  if (kind === "code")
    return {
      autoComplete: "one-time-code",
      inputMode: "numeric" as const,
      maxLength: CODE_INPUT_MAX,
      spellCheck: false,
    };
  return { autoComplete: "off", autoCapitalize: "none", maxLength: CODE_INPUT_MAX, spellCheck: false };
}

/**
 * A form with one secret field (see two-factor-schema.ts) and hidden fields saying what it
 * does. Validated in the browser by Conform with the server's schema, a plain POST without
 * JavaScript; the server's refusals come back as `lastResult` (field errors are translation
 * keys) or `notice` (already translated), shown in the error summary and under the field.
 */
export function SecretForm({
  id,
  kind,
  hidden,
  label,
  hint,
  submitLabel,
  lastResult,
  notice,
  tone = "primary",
  children,
}: {
  id: string;
  kind: SecretKind;
  hidden: Record<string, string>;
  label: string;
  hint?: string;
  submitLabel: string;
  lastResult?: SubmissionResult<string[]>;
  notice?: string;
  tone?: "primary" | "secondary";
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    Object.entries(hidden).every(([name, value]) => navigation.formData?.get(name) === value);
  const [form, fields] = useForm<Record<string, string>>({
    id,
    lastResult,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: schemas[kind] }),
  });
  const field = fields[kind === "password" ? "password" : "code"];
  if (!field) throw new Error("no field");
  const fieldMessage = field.errors?.[0] ? t(field.errors[0] as TwoFactorErrorKey) : undefined;
  const hintId = `${field.id}-hint`;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {children}
      <ErrorSummary message={notice ?? fieldMessage} answer={lastResult} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div>
        <label htmlFor={field.id} className="mb-1 block font-medium">
          {label}
        </label>
        <input
          {...getInputProps(field, {
            type: kind === "password" ? "password" : "text",
            ariaDescribedBy: hint ? hintId : undefined,
          })}
          {...inputAttributes(kind)}
          required
          className={`${inputClass} ${kind === "password" ? "" : "font-mono tracking-widest"}`}
        />
        {hint ? (
          <p id={hintId} className="mt-1 text-sm text-ink-muted">
            {hint}
          </p>
        ) : null}
        <div id={field.errorId} className="mt-1 text-sm font-medium text-danger">
          {fieldMessage}
        </div>
      </div>
      <button
        type="submit"
        className={tone === "primary" ? "btn-primary" : "btn-secondary"}
        disabled={busy}
        aria-disabled={busy}
      >
        {submitLabel}
        {busy ? <span aria-hidden="true">…</span> : null}
      </button>
    </Form>
  );
}
