import type { HalfDayPart } from "../../../db/schema";
import { localizePath, type Lang } from "~/lib/language";

/**
 * The page that shows a half-day's attendance QR code, in `lang`: what the trainer's page and
 * the back-office link to.
 */
export function attendanceCodePath(sessionId: number, day: string, part: HalfDayPart, lang: Lang): string {
  const query = new URLSearchParams({ day, part });
  return `${localizePath(`/trainer/sessions/${sessionId}/code`, lang)}?${query}`;
}
