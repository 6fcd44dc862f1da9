import { formatDate, formatTime } from "~/lib/format";
import type { Lang } from "~/lib/language";

/** A session's start for a toast or a choice, on its own wall clock. */
export function sessionLabel(
  session: { startsAt: Date; timeZone: string | null; city?: string | null },
  lang: Lang,
): string {
  const zone = session.timeZone ?? undefined;
  return `${formatDate(session.startsAt, lang, "medium", zone)} ${formatTime(session.startsAt, lang, zone)}${session.city ? ` · ${session.city}` : ""}`;
}
