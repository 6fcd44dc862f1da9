/**
 * C0 and C1 control characters and DEL, apart from tab, line feed and carriage return (a text
 * area's line breaks). PostgreSQL cannot store NUL in text at all, and the others are invisible
 * in the back-office and in the e-mails and pages the text ends up in.
 */
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

/** Conform's field for its client-side intents; none of the back-office's forms sends one. */
const CONFORM_INTENT = "__intent__";

/** The translation key of a field holding a control character (in the shared "admin" strings). */
export const CONTROL_CHARACTER_ERROR = "admin.form.control";

export interface AdminFormFields {
  /**
   * The form as the schema is to read it: one value per field, the first one sent (a field
   * repeated by a forged post would otherwise reach the schema, and the page, as a list),
   * apart from the fields the form itself repeats (a group of checkboxes).
   */
  formData: FormData;
  /** The fields that hold a control character, as the refusal's field errors; null when none. */
  controlErrors: Record<string, string[]> | null;
}

/**
 * The fields of a posted back-office form, before its schema reads them: every action answers a
 * field repeated or holding a control character with a 400 that names the field, never a 500.
 */
export function adminFormFields(
  formData: FormData,
  { lists = [] }: { lists?: readonly string[] } = {},
): AdminFormFields {
  const fields = new FormData();
  const controlErrors: Record<string, string[]> = {};
  const seen = new Set<string>();
  for (const [name, value] of formData) {
    if (name === CONFORM_INTENT) continue;
    if (seen.has(name) && !lists.includes(name)) continue;
    seen.add(name);
    if (typeof value === "string" && CONTROL_CHARACTER.test(value))
      controlErrors[name] = [CONTROL_CHARACTER_ERROR];
    fields.append(name, value);
  }
  return { formData: fields, controlErrors: Object.keys(controlErrors).length > 0 ? controlErrors : null };
}
