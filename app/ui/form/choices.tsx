import { getCollectionProps, getInputProps, type FieldMetadata } from "@conform-to/react";
import type { ReactNode } from "react";
import { ErrorList } from "./field";

/* eslint-disable @typescript-eslint/no-explicit-any -- fields of any value, in any form */

/**
 * Radio buttons or tick boxes for one field, in a fieldset named by its legend: each option
 * labelled, the checked ones from the form's values, all described by the field's errors
 * (listed under the options) and by the hint when there is one.
 */
export function ChoiceGroup<Value>({
  field,
  type,
  legend,
  options,
  hint,
  className,
  legendClassName = "mb-1 font-medium",
  listClassName = "flex flex-wrap gap-6",
  optionClassName = "flex min-h-11 items-center gap-2",
  inputClassName = "size-5",
  children,
}: {
  field: FieldMetadata<Value, any, string[]>;
  type: "radio" | "checkbox";
  legend: ReactNode;
  options: readonly { value: string; label: ReactNode }[];
  /** Said under the legend, and describes every option. */
  hint?: { id: string; text: ReactNode };
  className?: string;
  legendClassName?: string;
  listClassName?: string;
  optionClassName?: string;
  inputClassName?: string;
  /** Shown under the errors (a note on the choice). */
  children?: ReactNode;
}) {
  const inputs = getCollectionProps(field, {
    type,
    options: options.map((option) => option.value),
    ariaDescribedBy: hint?.id,
  });
  return (
    <fieldset className={className}>
      <legend className={legendClassName}>{legend}</legend>
      {hint ? (
        <p id={hint.id} className="text-sm text-ink-muted">
          {hint.text}
        </p>
      ) : null}
      <div className={listClassName}>
        {inputs.map(({ key, ...props }, index) => (
          <label key={key ?? props.value} htmlFor={props.id} className={optionClassName}>
            <input {...props} className={inputClassName} />
            {options[index]?.label}
          </label>
        ))}
      </div>
      <ErrorList id={field.errorId} errors={field.errors} />
      {children}
    </fieldset>
  );
}

/** One tick box and its label ("on" when ticked), its errors under it. */
export function Checkbox<Value>({
  field,
  label,
  required,
  className = "flex min-h-11 items-center gap-2",
  inputClassName = "size-5",
}: {
  field: FieldMetadata<Value, any, string[]>;
  label: ReactNode;
  required?: boolean;
  className?: string;
  inputClassName?: string;
}) {
  const props = getInputProps(field, { type: "checkbox" });
  return (
    <div>
      <label htmlFor={field.id} className={className}>
        <input {...props} required={required ?? props.required} className={inputClassName} />
        {label}
      </label>
      <ErrorList id={field.errorId} errors={field.errors} />
    </div>
  );
}
