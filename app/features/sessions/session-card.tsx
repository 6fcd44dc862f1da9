import { useId, type ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { AvailabilityBadge } from "./availability-badge";
import { Countdown } from "./countdown-timer";
import type { SessionView } from "./session-view";

type HeadingLevel = "h2" | "h3" | "h4";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-2">
      <dt className="w-20 shrink-0 font-medium text-ink-muted">{label}</dt>
      <dd className="min-w-0">{children}</dd>
    </div>
  );
}

/**
 * One dated session: date, time in its own zone, place, price, seats left, availability and countdown.
 * On the home page its heading is the course; on the course page, the date.
 */
export function SessionCard({
  session,
  now,
  showCourse,
  headingLevel: Heading = "h3",
  registerLink = true,
}: {
  session: SessionView;
  now: number;
  showCourse: boolean;
  headingLevel?: HeadingLevel;
  registerLink?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const headingId = useId();
  const full = session.availability === "full";
  const date = session.endDate
    ? t("catalog.sessions.dateRange", { start: session.startDate, end: session.endDate })
    : session.startDate;

  return (
    <article
      aria-labelledby={headingId}
      // Dates relative to today and a ticking countdown: the visual regression net masks it.
      data-session-card=""
      className="flex h-full flex-col gap-4 rounded-xl border border-line bg-surface-raised p-5 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <Heading id={headingId} className="text-base font-semibold text-balance">
          {showCourse ? (
            <Link to={href(`/courses/${session.courseId}`)} className="hover:underline">
              {session.courseTitle}
            </Link>
          ) : (
            <span className="block first-letter:uppercase">{date}</span>
          )}
        </Heading>
        <AvailabilityBadge value={session.availability} />
      </div>
      <dl className="space-y-1.5 text-sm">
        {showCourse ? (
          <Fact label={t("catalog.sessions.date")}>
            <span className="block first-letter:uppercase">{date}</span>
          </Fact>
        ) : null}
        <Fact label={t("catalog.sessions.time")}>
          {session.time}{" "}
          <span className="text-ink-muted">
            ({t("catalog.sessions.timeZone", { city: session.zone.city, offset: session.zone.offset })})
          </span>
        </Fact>
        <Fact label={t("catalog.sessions.place")}>
          {session.place ? (
            <>
              {session.place.venue ? <>{session.place.venue}, </> : null}
              {session.place.city}
              {session.place.country ? <> ({session.place.country})</> : null}
            </>
          ) : (
            t("catalog.sessions.online")
          )}
        </Fact>
        <Fact label={t("catalog.sessions.price")}>{session.price ?? t("catalog.card.priceOnRequest")}</Fact>
        <Fact label={t("catalog.sessions.seats")}>
          {session.seatsLeft > 0
            ? t("catalog.sessions.seatsLeft", { count: session.seatsLeft, total: session.totalSeats })
            : t("catalog.sessions.noSeats", { total: session.totalSeats })}
        </Fact>
      </dl>
      <Countdown startsAt={session.startsAt} now={now} />
      <div className="mt-auto flex flex-wrap gap-2">
        {/* A full session takes names for its waiting list. */}
        {registerLink ? (
          <Link
            to={href(`/register/${session.courseId}?session=${session.id}`)}
            className={full ? "btn-secondary" : "btn-primary"}
            aria-label={t(full ? "catalog.sessions.waitlistFor" : "catalog.sessions.registerFor", {
              date: session.startDate,
            })}
          >
            {t(full ? "catalog.sessions.waitlist" : "catalog.sessions.register")}
          </Link>
        ) : null}
        {showCourse ? (
          <Link to={href(`/courses/${session.courseId}`)} className="btn-secondary">
            {t("catalog.sessions.viewCourse")}
          </Link>
        ) : null}
      </div>
    </article>
  );
}
