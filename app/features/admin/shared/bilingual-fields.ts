import { z } from "zod";
import type { Localized } from "../../../../db/schema/localized";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/**
 * Bilingual form fields of the back-office (courses, trainers): French required where the site
 * needs the text, English always optional (the site falls back to French and the back-office
 * marks it "untranslated"). Lists are one item per line, French and English lines paired in
 * order. Messages are translation keys of the adminCatalog strings.
 */

const objectOrEmpty = (value: unknown) => value ?? {};

/** French required, English optional ("" when missing). */
export function requiredText(max: number) {
  return z.preprocess(
    objectOrEmpty,
    z.object({
      fr: z
        .string({ error: "adminCatalog.errors.frenchRequired" })
        .trim()
        .min(1, { error: "adminCatalog.errors.frenchRequired" })
        .max(max, { error: "adminCatalog.errors.tooLong" }),
      en: z.string().trim().max(max, { error: "adminCatalog.errors.tooLong" }).optional().default(""),
    }),
  );
}

/** Both optional; null when French is empty, and English without French is refused. */
export function optionalText(max: number) {
  return z
    .preprocess(
      objectOrEmpty,
      z.object({
        fr: z.string().trim().max(max, { error: "adminCatalog.errors.tooLong" }).optional().default(""),
        en: z.string().trim().max(max, { error: "adminCatalog.errors.tooLong" }).optional().default(""),
      }),
    )
    .superRefine((value, context) => {
      if (!value.fr && value.en)
        context.addIssue({ code: "custom", path: ["fr"], message: "adminCatalog.errors.frenchFirst" });
    })
    .transform((value): Localized | null => (value.fr ? value : null));
}

/** French items: the non-empty lines. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

/** English lines keep their places (an empty line leaves that item untranslated); trailing ones go. */
function pairedLines(text: string): string[] {
  const all = text.split(/\r?\n/).map((line) => line.trim());
  while (all.length && !all[all.length - 1]) all.pop();
  return all;
}

/**
 * A list, one item per line: the French lines are the items, the English lines pair with them in
 * order (an empty English line leaves its item untranslated).
 */
export function textList(maxItems = 40, maxChars = 8000) {
  return z
    .preprocess(
      objectOrEmpty,
      z.object({
        fr: z.string().max(maxChars, { error: "adminCatalog.errors.tooLong" }).optional().default(""),
        en: z.string().max(maxChars, { error: "adminCatalog.errors.tooLong" }).optional().default(""),
      }),
    )
    .superRefine((value, context) => {
      const fr = lines(value.fr);
      if (pairedLines(value.en).length > fr.length)
        context.addIssue({ code: "custom", path: ["en"], message: "adminCatalog.errors.moreEnglishLines" });
      if (fr.length > maxItems)
        context.addIssue({ code: "custom", path: ["fr"], message: "adminCatalog.errors.tooMany" });
    })
    .transform((value): Localized[] => {
      const en = pairedLines(value.en);
      return lines(value.fr).map((fr, index) => ({ fr, en: en[index] ?? "" }));
    });
}

/** A text back into the form's two fields ("" for what is missing). */
export function textToFields(value: { fr: string; en: string } | null | undefined): {
  fr: string;
  en: string;
} {
  return { fr: value?.fr ?? "", en: value?.en ?? "" };
}

/** A list back into the form's two text areas. */
export function listToText(values: Localized[] | null | undefined): { fr: string; en: string } {
  const list = values ?? [];
  const en = list.map((value) => value.en);
  // Trailing untranslated items are left out; one in the middle keeps its place as an empty line.
  while (en.length && !en[en.length - 1]) en.pop();
  return { fr: list.map((value) => value.fr).join("\n"), en: en.join("\n") };
}

/** Whether any French text lacks its English (the "untranslated" marker). */
export function missingEnglish(values: (Localized | Localized[] | null | undefined)[]): boolean {
  return values.some((value) => {
    if (!value) return false;
    const list = Array.isArray(value) ? value : [value];
    return list.some((item) => item.fr.trim() !== "" && !item.en?.trim());
  });
}
