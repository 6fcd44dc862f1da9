import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import type { RegistrationErrorKey } from "./registration-schema";

export const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

/** A label, a control, an optional hint and the field's errors (translation keys), tied together. */
export function FormField({
  field,
  label,
  required,
  hint,
  hintId,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  required?: boolean;
  hint?: string;
  hintId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : (
          <span className="font-normal text-ink-muted"> {t("registration.form.optional")}</span>
        )}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <FieldErrors id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** The errors of a field, announced politely as they appear. */
export function FieldErrors({ id, errors }: { id: string; errors?: string[] }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="mt-1 text-sm font-medium text-danger" aria-live="polite">
      {[...new Set(errors ?? [])].map((error) => (
        <p key={error}>{t(error as RegistrationErrorKey)}</p>
      ))}
    </div>
  );
}
