import type { Localized } from "../../../db/schema/localized";
import type { Lang } from "~/lib/language";

/** The text in `lang`; English falls back to French when it is missing. */
export function localize(value: Localized, lang: Lang): string;
export function localize(value: Localized | null | undefined, lang: Lang): string | null;
export function localize(value: Localized | null | undefined, lang: Lang): string | null {
  if (!value) return null;
  if (lang === "en" && value.en?.trim()) return value.en;
  return value.fr;
}

export function localizeList(values: Localized[] | null | undefined, lang: Lang): string[] {
  return (values ?? []).map((value) => localize(value, lang)).filter((text) => text.trim() !== "");
}
