import type { SubmissionResult } from "@conform-to/react";
import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import { useTranslation } from "~/lib/use-translation";

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
      {notice ?? t("common.form.refused")}
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

/** The hidden field naming the form to a page's shared action. */
export function IntentField({ intent }: { intent: string }) {
  return <input type="hidden" name="intent" value={intent} />;
}
