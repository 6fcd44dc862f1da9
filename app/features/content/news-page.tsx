import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { eventStatus, type EventStatus } from "./event-status";
import { Icon, type IconName } from "./icons";
import type { NewsContent } from "./news-content";
import { ArrowLink, CardGrid, CheckList, PageHero, Section } from "./page-parts";

export interface FeaturedEventView {
  status: EventStatus;
  dates: string;
  /** First day, "YYYY-MM-DD". */
  startDate: string;
  /** Last day, "YYYY-MM-DD", inclusive. */
  endDate: string;
  registerTo: string;
}

const statusStyles: Record<EventStatus, { className: string; icon: IconName }> = {
  upcoming: { className: "bg-info-soft text-info ring-info/40", icon: "calendar" },
  ongoing: { className: "bg-success-soft text-success ring-success/40", icon: "clock" },
  past: { className: "bg-surface-muted text-ink-muted ring-line", icon: "check" },
};

export function NewsPage({ page, event }: { page: NewsContent; event: FeaturedEventView }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const featured = page.featured;
  const status = useClientEventStatus(event);
  const style = statusStyles[status];
  const past = status === "past";

  return (
    <>
      <PageHero intro={page} />

      <section aria-labelledby="featured-event" className="container-page pb-4">
        <article
          data-event-status={status}
          className="rounded-3xl border border-line bg-surface-raised p-6 shadow-sm sm:p-10"
        >
          <div className="flex flex-wrap items-center gap-3">
            <p className="text-sm font-semibold tracking-wide text-brand-ink uppercase">{featured.kicker}</p>
            <p
              className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ring-1 ring-inset ${style.className}`}
            >
              <Icon name={style.icon} className="size-4" />
              <span className="sr-only">{t("content.eventStatus.label")} </span>
              {t(`content.eventStatus.${status}`)}
            </p>
          </div>
          <h2 id="featured-event" className="mt-3 text-2xl font-bold text-balance sm:text-3xl">
            {featured.title}
          </h2>

          <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
            <div className="space-y-4 text-ink-muted">
              {featured.paragraphs.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
              <p className="text-sm">{featured.partner}</p>
            </div>
            <div>
              <dl className="space-y-3 rounded-2xl bg-surface-muted p-5 text-sm">
                <div className="flex gap-2">
                  <dt className="sr-only">{t("content.eventDates")}</dt>
                  {/* A <dl>'s groups hold only <dt> and <dd>: the icon goes inside the <dd>. */}
                  <dd className="flex gap-2 font-semibold">
                    <Icon name="calendar" className="size-5 shrink-0 text-brand-ink" />
                    {/* A range has no machine-readable form of its own: the first day stands for it. */}
                    <time data-testid="event-dates" dateTime={event.startDate}>
                      {event.dates}
                    </time>
                  </dd>
                </div>
                {featured.facts.map((fact) => (
                  <div key={fact.label} className="grid grid-cols-[7rem_1fr] gap-2">
                    <dt className="font-medium text-ink-muted">{fact.label}</dt>
                    <dd>{fact.value}</dd>
                  </div>
                ))}
              </dl>
              <h3 className="mt-5 font-semibold">{featured.audienceLabel}</h3>
              <CheckList items={featured.audience} className="mt-2 text-sm" />
            </div>
          </div>

          {past ? <p className="mt-6 rounded-xl border border-line p-4 text-sm">{page.pastNote}</p> : null}

          <div className="mt-6 flex flex-wrap gap-3">
            <Link to={href(event.registerTo)} className="btn-primary">
              {past ? page.registerLabel.past : page.registerLabel.open}
            </Link>
            <Link to={href("/courses")} className="btn-secondary">
              {page.coursesLabel}
            </Link>
          </div>
        </article>
      </section>

      <Section title={page.postersTitle}>
        <ul className="grid gap-6 sm:grid-cols-2">
          {page.posters.map((poster) => (
            <li key={poster.src} className="overflow-hidden rounded-2xl border border-line bg-surface-muted">
              <img
                src={poster.src}
                alt={poster.alt}
                width={poster.width}
                height={poster.height}
                loading="lazy"
                className="h-auto w-full"
              />
            </li>
          ))}
        </ul>
      </Section>

      <Section title={page.benefitsTitle} muted>
        <CardGrid cards={page.benefits} />
        <ArrowLink to="/blog" className="mt-8">
          {page.blogLabel}
        </ArrowLink>
      </Section>
    </>
  );
}

/**
 * The server's status first (hydration matches the HTML), then the status by the visitor's clock:
 * a page kept by the render cache may be up to a minute old when the event's day changes.
 */
function useClientEventStatus(event: FeaturedEventView): EventStatus {
  const [status, setStatus] = useState(event.status);
  useEffect(() => {
    setStatus(eventStatus({ startDate: event.startDate, endDate: event.endDate }, new Date()));
  }, [event.startDate, event.endDate]);
  return status;
}
