import type { Lang } from "~/lib/language";

/**
 * Minutes as people write a duration: "3 h 20", "7 h" in French; "3 h 20 min", "7 h" in English.
 * The trainer's page, the back-office's grid and the attendance sheet say hours the same way.
 */
export function durationText(minutes: number, lang: Lang): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (rest === 0) return `${hours}\u00a0h`;
  const padded = String(rest).padStart(2, "0");
  if (hours === 0) return `${rest}\u00a0min`;
  return lang === "fr" ? `${hours}\u00a0h\u00a0${padded}` : `${hours}\u00a0h\u00a0${padded}\u00a0min`;
}
