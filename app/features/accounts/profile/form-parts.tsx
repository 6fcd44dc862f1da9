import type { FieldMetadata, SubmissionResult } from "@conform-to/react";
import { useEffect, useRef, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { useNavigation } from "react-router";

export const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

/** A label, a control, an optional hint and the field's errors (translation keys). */
export function FormField({
  field,
  label,
  optionalText,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  optionalText?: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
        {optionalText ? <span className="font-normal text-ink-muted"> {optionalText}</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId(field)} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div id={field.errorId} className="mt-1 text-sm font-medium text-danger">
        {field.errors?.map((error) => (
          <p key={error}>{t(error as "profile.errors.summary")}</p>
        ))}
      </div>
    </div>
  );
}

export function hintId(field: FieldMetadata<unknown>): string {
  return `${field.id}-hint`;
}

/**
 * The form's error summary (role=alert): the notice when there is one, else a general
 * sentence when fields were refused. With JavaScript, focus moves to it after a refused post.
 */
export function FormAlert({
  id,
  lastResult,
  notice,
}: {
  id: string;
  lastResult?: SubmissionResult<string[]> | null;
  notice?: string;
}) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const refused =
    lastResult?.status === "error" &&
    Object.entries(lastResult.error ?? {}).some(([, errors]) => errors?.length);
  useEffect(() => {
    if (lastResult && (notice || refused)) ref.current?.focus();
  }, [lastResult, notice, refused]);
  if (!notice && !refused) return null;
  return (
    <div
      id={id}
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-md border-l-4 border-danger bg-danger-soft px-4 py-3 font-medium text-danger"
    >
      {notice ?? t("profile.errors.summary")}
    </div>
  );
}

/** Whether the form that posted `intent` (and, if given, this session) is being submitted. */
export function useIntentPending(intent: string, sessionId?: string): boolean {
  const navigation = useNavigation();
  if (navigation.state === "idle" || navigation.formData?.get("intent") !== intent) return false;
  return sessionId === undefined || navigation.formData.get("sessionId") === sessionId;
}

/** A submit button that says what is happening while its form is on its way. */
export function SubmitButton({
  pending,
  label,
  pendingLabel,
  variant = "primary",
  context,
}: {
  pending: boolean;
  label: string;
  pendingLabel: string;
  variant?: "primary" | "secondary" | "danger";
  /** Said after the label to screen readers only, when several buttons share a label. */
  context?: string;
}) {
  const className = {
    primary: "btn-primary",
    secondary: "btn-secondary",
    danger: "btn border border-danger bg-danger-soft text-danger hover:bg-surface-muted",
  }[variant];
  return (
    <button type="submit" className={className} disabled={pending}>
      {pending ? pendingLabel : label}
      {context ? <span className="sr-only">{` (${context})`}</span> : null}
    </button>
  );
}

/** The hidden field naming the form to the shared action. */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
