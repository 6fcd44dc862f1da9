import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import type { ComponentProps } from "react";
import { useFieldControl } from "./field";

/** The look of every text box, list and text area of the site's forms. */
export const inputClass =
  "block min-h-11 w-full rounded-md border border-line bg-surface px-3 py-2 text-ink shadow-sm placeholder:text-ink-muted focus:border-brand focus:outline-2 focus:outline-offset-1 focus:outline-brand aria-[invalid=true]:border-danger";

function withInputClass(className: string | undefined): string {
  return className ? `${inputClass} ${className}` : inputClass;
}

type TextType =
  "text" | "email" | "tel" | "password" | "number" | "date" | "datetime-local" | "url" | "search";

/**
 * The text box of the Field around it: its id, name, value, the limits of the form's schema
 * (constraint) and its description come from the field; props given here win.
 */
export function Input({ type = "text", className, ...props }: ComponentProps<"input"> & { type?: TextType }) {
  const { field, hintId } = useFieldControl("Input");
  return (
    <input
      {...getInputProps(field, { type, ariaDescribedBy: hintId })}
      {...props}
      className={withInputClass(className)}
    />
  );
}

/** The text area of the Field around it (see Input). */
export function Textarea({ className, ...props }: ComponentProps<"textarea">) {
  const { field, hintId } = useFieldControl("Textarea");
  return (
    <textarea
      {...getTextareaProps(field, { ariaDescribedBy: hintId })}
      {...props}
      className={withInputClass(className)}
    />
  );
}

/** The list of the Field around it (see Input); its options are the children. */
export function Select({ className, ...props }: ComponentProps<"select">) {
  const { field, hintId } = useFieldControl("Select");
  return (
    <select
      {...getSelectProps(field, { ariaDescribedBy: hintId })}
      {...props}
      className={withInputClass(className)}
    />
  );
}
