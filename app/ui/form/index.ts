/*
 * The site's form kit: one way to build a form with Conform and Zod (see docs/architecture.md).
 */
export { ChoiceGroup, Checkbox } from "./choices";
export { Input, inputClass, Select, Textarea } from "./controls";
export { controlProps, ErrorList, Field, hintId, type AnyField } from "./field";
export { FormAlert, IntentField, SubmitButton, useIntentPending } from "./form-shell";
export { useLazySchemaForm, type SchemaConstraint } from "./use-lazy-schema-form";
export { useSchemaForm } from "./use-schema-form";
