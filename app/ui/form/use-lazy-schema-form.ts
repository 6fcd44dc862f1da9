import { parse, useForm, type DefaultValue, type Submission, type SubmissionResult } from "@conform-to/react";
import { useEffect, useEffectEvent, useRef } from "react";
import type { z } from "zod";

type Validate = (formData: FormData) => Submission<unknown, string[]>;

/** The controls' limits Conform reads from a schema (`getZodConstraint`), as plain data. */
export type SchemaConstraint = NonNullable<Parameters<typeof useForm>[0]["constraint"]>;

/**
 * useSchemaForm for a form of a public page, whose first load must not carry Zod (about 36 KB
 * compressed): the schema and Conform's Zod adapter are imported when the visitor first
 * focuses a control of the form, so the checks as one leaves a field, then as one types, are
 * the server's, with the same messages in the page's language, by the time they are needed.
 *
 * Until they are there (a submit before any focus, a slow link), the browser checks nothing
 * and the post goes to the server, which parses it with the same schema and answers with the
 * same errors; without JavaScript it is a plain post, as with useSchemaForm. The controls'
 * limits (`required`, `maxLength`…) come from the server as `constraint`
 * (`getZodConstraint(schema)` in the loader), so the browser renders the attributes the server
 * did without the schema.
 */
export function useLazySchemaForm<
  Schema extends z.ZodType,
  Fields extends Record<string, unknown> = FieldsOf<Schema>,
>({
  id,
  loadSchema,
  constraint,
  lastResult,
  defaultValue,
}: {
  id: string;
  /** The schema's module, imported on first use: `() => import("./x-schema").then((m) => m.xSchema)`. */
  loadSchema: () => Promise<Schema>;
  constraint?: SchemaConstraint;
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: NoInfer<DefaultValue<Fields>>;
}) {
  const validate = useRef<Validate | null>(null);
  // The fields left before the checks arrived: checked as soon as they do, so a quick visitor (or
  // a slow link) sees the same message as one who took their time.
  const leftEarly = useRef(new Set<string>());
  // The form's current schema (the sign-in page switches between two under different ids).
  const loadValidator = useEffectEvent(() =>
    Promise.all([loadSchema(), import("@conform-to/zod/v4")]).then(
      ([schema, { parseWithZod }]): Validate =>
        (formData) =>
          parseWithZod(formData, { schema }),
    ),
  );

  const conform = useForm<Fields, z.output<Schema>>({
    id,
    lastResult,
    defaultValue,
    constraint,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) =>
      (validate.current?.(formData) ?? serverDecides(formData)) as Submission<
        Fields,
        string[],
        z.output<Schema>
      >,
  });
  const [form] = conform;
  const checkFieldsLeftEarly = useEffectEvent(() => {
    for (const name of leftEarly.current) form.validate({ name });
    leftEarly.current.clear();
  });

  const answered = useEffectEvent(() => lastResult != null);

  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return;
    const left = leftEarly.current;
    let cancelled = false;
    const load = () => {
      element.removeEventListener("focusin", load);
      void loadValidator().then((validator) => {
        if (cancelled) return;
        validate.current = validator;
        element.removeEventListener("focusout", noteLeft);
        checkFieldsLeftEarly();
      });
    };
    const noteLeft = (event: FocusEvent) => {
      const name = (event.target as Partial<HTMLInputElement> | null)?.name;
      if (name) left.add(name);
    };
    element.addEventListener("focusin", load);
    element.addEventListener("focusout", noteLeft);
    // A form the server has answered (its errors on screen) is being filled in: the checks are
    // needed now, not at the next focus.
    if (answered()) load();
    return () => {
      cancelled = true;
      validate.current = null;
      left.clear();
      element.removeEventListener("focusin", load);
      element.removeEventListener("focusout", noteLeft);
    };
  }, [id]);

  return conform;
}

/**
 * A submission the browser leaves to the server: a post goes out unchecked (Conform sees no
 * error and lets it through), a check on leaving a field finds nothing to say yet.
 */
function serverDecides(formData: FormData): Submission<unknown, string[]> {
  return parse(formData, { resolve: () => ({ value: undefined, error: undefined }) });
}

/** A schema's input as form fields (an object's keys; nothing for other schemas). */
type FieldsOf<Schema extends z.ZodType> =
  z.input<Schema> extends Record<string, unknown> ? z.input<Schema> : Record<string, unknown>;
