import type { HalfDayPart } from "../../../db/schema";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";

/**
 * "Matin du mardi 10 mars 2027" / "Morning of Tuesday, 10 March 2027"; inside a sentence,
 * "le matin du mardi 10 mars 2027" / "the morning of Tuesday, 10 March 2027". The day is
 * already the session's local day: it is formatted as a calendar date (in UTC, where it was written).
 */
export function halfDayLabel(day: string, part: HalfDayPart, lang: Lang, { inline = false } = {}): string {
  const t = getT(lang);
  return t("attendanceCode.halfDay", {
    part: t(inline ? `attendanceCode.partsInline.${part}` : `attendanceCode.parts.${part}`),
    date: formatDate(new Date(`${day}T12:00:00Z`), lang, "long", "UTC"),
  });
}
