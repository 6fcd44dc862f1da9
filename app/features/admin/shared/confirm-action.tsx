import type { ReactNode } from "react";

/**
 * A destructive action that asks first, with or without JavaScript: the button opens a
 * disclosure (native <details>, keyboard and screen-reader friendly) holding the question and
 * the real submit button. The form's action must still check everything: this only prevents
 * a slip of the finger.
 */
export function ConfirmAction({
  label,
  question,
  confirmLabel,
  children,
}: {
  /** The visible button ("Cancel the session"). */
  label: string;
  /** What will happen, said plainly ("The 12 registrants will be told and refunded."). */
  question: ReactNode;
  /** The submit button that does it. */
  confirmLabel: string;
  /** Hidden fields of the action (intent, ids), rendered inside the submit's form. */
  children?: ReactNode;
}) {
  return (
    <details className="group">
      <summary className="btn-secondary cursor-pointer list-none text-danger">{label}</summary>
      <div
        role="group"
        aria-label={label}
        className="mt-3 rounded-xl border border-danger bg-danger-soft p-4"
      >
        <p>{question}</p>
        {children}
        <button type="submit" className="btn mt-3 bg-danger text-white hover:opacity-90 dark:text-surface">
          {confirmLabel}
        </button>
      </div>
    </details>
  );
}
