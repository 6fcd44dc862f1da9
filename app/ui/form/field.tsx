import type { FieldMetadata } from "@conform-to/react";
import { createContext, useContext, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";

/** Conform's metadata of any field whose errors are translation keys. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a field of any value, in any form
export type AnyField = FieldMetadata<any, any, string[]>;

/** The id of a field's hint: its control names it in aria-describedby. */
export function hintId(field: { id: string }): string {
  return `${field.id}-hint`;
}

/** The ids that describe a control: its hint (if shown), then its errors (if any). */
export function describedBy(field: AnyField, hasHint: boolean): string | undefined {
  return (
    [hasHint ? hintId(field) : null, field.errors ? field.errorId : null].filter(Boolean).join(" ") ||
    undefined
  );
}

/** What the controls of a field (Input, Select, Textarea) read from the Field around them. */
export interface FieldControl {
  field: AnyField;
  /** The ids of the texts that describe the control besides its errors (its hint). */
  hintId?: string;
}

const FieldContext = createContext<FieldControl | null>(null);

/** The field a control sits in: a control outside a Field is a mistake, said at once. */
export function useFieldControl(control: string): FieldControl {
  const context = useContext(FieldContext);
  if (!context) throw new Error(`${control} must sit inside a <Field>`);
  return context;
}

/**
 * A field's errors (translation keys), each said once, announced politely as they appear. The
 * element is always there: controls name its id in aria-describedby once it has errors.
 */
export function ErrorList({ id, errors }: { id: string; errors?: string[] | null }) {
  const { t } = useTranslation();
  return (
    <div id={id} className="mt-1 text-sm font-medium text-danger" aria-live="polite">
      {[...new Set(errors ?? [])].map((error) => (
        // Every form's messages are keys of its own feature's strings.
        <p key={error}>{t(error as "common.form.refused")}</p>
      ))}
    </div>
  );
}

/**
 * A label, a control, an optional hint and the field's errors, tied together: the label names
 * the control, the control is described by the hint and the errors and marked invalid while
 * it has errors. The control is a kit's Input, Select or Textarea among the children (they
 * read the field from here); a control of its own (a file picker) takes `controlProps`.
 */
export function Field<Value>({
  field,
  label,
  optional,
  required = false,
  hint,
  describedBy: alsoDescribedBy,
  labelClassName = "mb-1 block font-medium",
  children,
}: {
  field: FieldMetadata<Value, any, string[]>; // eslint-disable-line @typescript-eslint/no-explicit-any
  label: ReactNode;
  /** Said after the label in muted text (the form's word for "optional"). */
  optional?: string;
  /** An asterisk after the label, for sighted users; the control's `required` tells the rest. */
  required?: boolean;
  hint?: ReactNode;
  /** The id of a text shown elsewhere that describes the control too (a group's hint). */
  describedBy?: string;
  labelClassName?: string;
  children: ReactNode;
}) {
  const ids = [hint ? hintId(field) : null, alsoDescribedBy].filter(Boolean).join(" ");
  const control: FieldControl = { field, hintId: ids || undefined };
  return (
    <div>
      <label htmlFor={field.id} className={labelClassName}>
        {label}
        {required ? (
          <span aria-hidden="true" className="text-danger">
            {" "}
            *
          </span>
        ) : optional ? (
          <span className="font-normal text-ink-muted"> {optional}</span>
        ) : null}
      </label>
      <FieldContext.Provider value={control}>{children}</FieldContext.Provider>
      {hint ? (
        <p id={hintId(field)} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      ) : null}
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}

/** What a control of its own needs to be tied to its field. */
export interface ControlProps {
  id: string;
  name: string;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

export function controlProps(field: AnyField, hasHint: boolean): ControlProps {
  return {
    id: field.id,
    name: field.name,
    "aria-invalid": field.errors ? true : undefined,
    "aria-describedby": describedBy(field, hasHint),
  };
}
