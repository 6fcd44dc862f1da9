import { useTranslation } from "~/lib/use-translation";
import type { ProfileView } from "./profile-view";

/** The latest 10 security events: what, when (page language, UTC) and from which address. */
export function SecurityEventsList({ events }: { events: ProfileView["events"] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <p className="text-ink-muted">{t("profile.events.empty")}</p>;
  return (
    <ul className="divide-y divide-line rounded-lg border border-line">
      {events.map((event) => (
        <li key={event.id} className="grid gap-1 p-4 sm:grid-cols-[1fr_auto] sm:items-baseline sm:gap-4">
          <p className="font-medium">{event.label}</p>
          <p className="text-sm text-ink-muted sm:text-right">
            <time dateTime={event.isoAt}>{event.at}</time>
            <span className="block">
              {event.ipAddress
                ? t("profile.sessions.ip", { ip: event.ipAddress })
                : t("profile.sessions.ipUnknown")}
            </span>
          </p>
        </li>
      ))}
    </ul>
  );
}
