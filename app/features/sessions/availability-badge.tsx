import { useTranslation } from "~/lib/use-translation";
import { Badge, type BadgeTone } from "~/ui/badge";
import type { Availability } from "./availability";

const tone: Record<Availability, BadgeTone> = {
  available: "success",
  limited: "warning",
  "almost-full": "danger",
  full: "neutral",
};

/* A distinct shape per level, beside the words, so colour is never the only signal. */
const iconPath: Record<Availability, string> = {
  available: "M5 12.5l4.5 4.5L19 7.5",
  limited: "M12 7v6m0 3.5v.5",
  "almost-full": "M12 4l9 16H3z M12 10v4m0 2.5v.5",
  full: "M6 6l12 12M18 6L6 18",
};

export function AvailabilityBadge({ value }: { value: Availability }) {
  const { t } = useTranslation();
  return (
    <Badge
      tone={tone[value]}
      icon={
        <svg
          aria-hidden="true"
          viewBox="0 0 24 24"
          className="size-3.5"
          fill="none"
          stroke="currentColor"
          strokeWidth="2.5"
          strokeLinecap="round"
          strokeLinejoin="round"
        >
          <path d={iconPath[value]} />
        </svg>
      }
    >
      {t(`catalog.sessions.availability.${value}`)}
    </Badge>
  );
}
