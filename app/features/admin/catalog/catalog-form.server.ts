/**
 * The form's text fields only: the schema reads these, the file goes through the image
 * pipeline (and never into the form's echoed values).
 */
export function stringFields(formData: FormData): FormData {
  const fields = new FormData();
  for (const [name, value] of formData) if (typeof value === "string") fields.append(name, value);
  return fields;
}
