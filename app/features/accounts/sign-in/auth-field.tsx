import type { FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";

export const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

/** A label, a control, an optional hint and the field's errors (translation keys). */
export function AuthField({
  field,
  label,
  hint,
  children,
}: {
  field: FieldMetadata<unknown>;
  label: string;
  hint?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="mb-1 block font-medium">
        {label}
      </label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <div id={field.errorId} className="mt-1 text-sm font-medium text-danger" aria-live="polite">
        {field.errors?.map((error) => (
          <p key={error}>{t(error as "auth.errors.emailInvalid")}</p>
        ))}
      </div>
    </div>
  );
}
