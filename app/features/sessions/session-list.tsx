import { useTranslation } from "~/lib/use-translation";
import { Skeleton } from "~/ui/skeleton";
import { SessionCard } from "./session-card";

// The registration page shows the same badge: from this module, so that the badge stays in the
// chunk the home page already loads instead of becoming one more file of its first load.
export { AvailabilityBadge } from "./availability-badge";
import type { SessionView } from "./session-view";

const gridClass = "grid gap-6 sm:grid-cols-2 lg:grid-cols-3";
/** Beside a sidebar (the course page): two columns at most. */
const narrowGridClass = "grid gap-6 sm:grid-cols-2";

/** Sessions in a grid, or the product's empty text. */
export function SessionList({
  sessions,
  now,
  showCourse,
  emptyText,
  headingLevel = "h3",
  registerLinks = true,
  narrow = false,
}: {
  sessions: SessionView[];
  now: number;
  showCourse: boolean;
  emptyText?: string;
  /** False for a visitor already registered for the course. */
  registerLinks?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
  /** Laid out in two thirds of the page, beside a sidebar. */
  narrow?: boolean;
}) {
  const { t } = useTranslation();
  if (sessions.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-line p-6 text-ink-muted">
        {emptyText ?? t("catalog.sessions.empty")}
      </p>
    );
  }
  return (
    <ul className={narrow ? narrowGridClass : gridClass}>
      {sessions.map((session) => (
        <li key={session.id}>
          <SessionCard
            session={session}
            now={now}
            showCourse={showCourse}
            headingLevel={headingLevel}
            registerLink={registerLinks}
          />
        </li>
      ))}
    </ul>
  );
}

/** Three placeholders while the sessions are on their way. */
export function SessionSkeletons({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div>
      <p role="status" className="sr-only">
        {t("catalog.sessions.loading")}
      </p>
      <ul className={gridClass} aria-hidden="true" data-testid="session-skeletons">
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="space-y-3 rounded-xl border border-line bg-surface-raised p-5">
            <Skeleton className="h-5 w-3/4" />
            <Skeleton className="h-4 w-1/2" />
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-14 w-full" />
          </li>
        ))}
      </ul>
    </div>
  );
}
