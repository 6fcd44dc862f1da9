import { getFormProps, type SubmissionResult } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Form, useNavigation } from "react-router";
import { Field, Input, useSchemaForm } from "~/ui/form";
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
  const [form, fields] = useSchemaForm<(typeof schemas)[SecretKind], Record<string, string>>({
    id,
    schema: schemas[kind],
    lastResult,
    validate: "onSubmit",
    revalidate: "onInput",
    constraint: false,
  });
  const field = fields[kind === "password" ? "password" : "code"];
  if (!field) throw new Error("no field");
  const fieldMessage = field.errors?.[0] ? t(field.errors[0] as TwoFactorErrorKey) : undefined;

  return (
    <Form method="post" {...getFormProps(form)} className="space-y-4">
      {children}
      <ErrorSummary message={notice ?? fieldMessage} answer={lastResult} />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field field={field} label={label} hint={hint}>
        <Input
          type={kind === "password" ? "password" : "text"}
          {...inputAttributes(kind)}
          required
          className={kind === "password" ? undefined : "font-mono tracking-widest"}
        />
      </Field>
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
