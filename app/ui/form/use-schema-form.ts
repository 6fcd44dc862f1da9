import { parse, useForm, type DefaultValue, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import type { z } from "zod";

/**
 * Conform's form checked with the Zod schema the server parses it with: the same messages
 * (translation keys) in the browser, and without JavaScript a plain POST.
 *
 * The fields are typed by what the form edits: the schema's input by default, or `Fields` when
 * the form posts what the schema only preprocesses (texts in two languages, lists as lines) or
 * files the schema does not read (images go through their own pipeline).
 */
export function useSchemaForm<
  Schema extends z.ZodType,
  Fields extends Record<string, unknown> = FieldsOf<Schema>,
>({
  id,
  schema,
  lastResult,
  defaultValue,
  validate = "onBlur",
  revalidate = validate === "onBlur" ? "onInput" : validate,
  constraint = true,
}: {
  id: string;
  schema: Schema;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: NoInfer<DefaultValue<Fields>>;
  /** When the browser checks first: on leaving a field (then as one types), or on submit only. */
  validate?: "onBlur" | "onSubmit";
  /** When it checks again once a field was refused: as one types by default after a blur. */
  revalidate?: "onInput" | "onBlur" | "onSubmit";
  /** Whether the controls carry the schema's limits (required, maxLength...) as attributes. */
  constraint?: boolean;
}) {
  return useForm<Fields, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint: constraint ? getZodConstraint(schema) : undefined,
    shouldValidate: validate,
    shouldRevalidate: revalidate,
    // A button with `formnovalidate` posts without the checks, as HTML has it (Conform would check
    // anyway): a questionnaire's "add a question" must post even while the list is still empty.
    onValidate: ({ formData, submitter }) =>
      submitterSkipsChecks(submitter)
        ? parse(formData, { resolve: (value) => ({ value: value as z.output<Schema> }) })
        : parseWithZod(formData, { schema }),
  });
}

/** A schema's input as form fields (an object's keys; nothing for other schemas). */
type FieldsOf<Schema extends z.ZodType> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : Record<string, unknown>;

function submitterSkipsChecks(submitter: HTMLInputElement | HTMLButtonElement | null): boolean {
  return submitter?.formNoValidate ?? false;
}
