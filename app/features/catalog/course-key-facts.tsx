import type { ReactNode } from "react";
import { useSiteContact } from "~/lib/site-contact";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import type { CourseDetailView } from "./course-view";

/** A course's measured results as the page shows them (numbers formatted for its language). */
export interface CourseResultsView {
  satisfaction: { average: string; answers: number } | null;
  completion: { rate: number; trainees: number } | null;
  /** The knowledge check's success rate, where the course has one. */
  success: { rate: number; assessed: number } | null;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="border-b border-line py-3 last:border-b-0">
      <dt className="text-sm font-semibold">{label}</dt>
      <dd className="mt-1 text-sm text-ink-muted">{children}</dd>
    </div>
  );
}

/**
 * What a French training provider must publish about each course (Qualiopi indicator 1):
 * prerequisites, objectives, duration, formats and access time, price, contact, teaching and
 * assessment methods, accessibility, results measured from answers and attendance (indicator 2;
 * "no results yet" below the minimum, never a typed number) and last update.
 */
export function CourseKeyFacts({
  course,
  objectivesHref,
  results,
  minAnswers,
}: {
  course: CourseDetailView;
  /** The objectives tab of this page. */
  objectivesHref: string;
  /** Formatted for the page's language; null below the minimum number of answers. */
  results: CourseResultsView | null;
  minAnswers: number;
}) {
  const { t } = useTranslation();
  const contact = useSiteContact();
  const formats = course.formats.map((format) => t(`catalog.formats.${format}`)).join(", ");
  return (
    <section
      aria-labelledby="key-facts-title"
      className="rounded-2xl border border-line bg-surface-raised p-6 shadow-sm"
    >
      <h2 id="key-facts-title" className="text-lg font-bold">
        {t("catalog.course.keyFacts.title")}
      </h2>
      <dl className="mt-2">
        <Fact label={t("catalog.course.keyFacts.prerequisites")}>{course.prerequisites}</Fact>
        {/* The objectives are listed once, in their tab: here a link to it (the sidebar stays short). */}
        <Fact label={t("catalog.course.keyFacts.objectives")}>
          {course.objectives.length ? (
            <Link to={objectivesHref} className="inline-flex min-h-6 items-center underline">
              {t("catalog.course.keyFacts.objectivesLink", { count: course.objectives.length })}
            </Link>
          ) : (
            t("catalog.course.empty.objectives")
          )}
        </Fact>
        <Fact label={t("catalog.course.keyFacts.duration")}>
          {course.detailedDuration ?? course.duration}
        </Fact>
        <Fact label={t("catalog.course.keyFacts.modalities")}>
          <span className="block font-medium text-ink">{formats}</span>
          {course.accessDelay ? <span className="mt-1 block">{course.accessDelay}</span> : null}
        </Fact>
        <Fact label={t("catalog.course.keyFacts.price")}>
          {course.price
            ? t("catalog.course.keyFacts.priceExcl", { price: course.price })
            : t("catalog.card.priceOnRequest")}
        </Fact>
        <Fact label={t("catalog.course.keyFacts.contact")}>
          <a href={contact.phoneHref} className="inline-flex min-h-6 underline">
            {contact.phone}
          </a>
          {" · "}
          <a href={`mailto:${contact.email}`} className="inline-flex min-h-6 underline">
            {contact.email}
          </a>
        </Fact>
        {course.methodology || course.assessment ? (
          <Fact label={t("catalog.course.keyFacts.methods")}>
            {course.methodology ? <span className="block">{course.methodology}</span> : null}
            {course.assessment ? <span className="mt-1 block">{course.assessment}</span> : null}
          </Fact>
        ) : null}
        {course.accessibility ? (
          <Fact label={t("catalog.course.keyFacts.accessibility")}>{course.accessibility}</Fact>
        ) : null}
        <Fact label={t("catalog.course.keyFacts.results")}>
          {results ? (
            <>
              {results.satisfaction ? (
                <span className="block" data-results="satisfaction">
                  {t("catalog.course.keyFacts.resultsSatisfaction", {
                    average: results.satisfaction.average,
                    count: results.satisfaction.answers,
                  })}
                </span>
              ) : null}
              {results.completion ? (
                <span className="mt-1 block" data-results="completion">
                  {t("catalog.course.keyFacts.resultsCompletion", {
                    rate: results.completion.rate,
                    count: results.completion.trainees,
                  })}
                </span>
              ) : null}
              {results.success ? (
                <span className="mt-1 block" data-results="success">
                  {t("catalog.course.keyFacts.resultsSuccess", {
                    rate: results.success.rate,
                    count: results.success.assessed,
                  })}
                </span>
              ) : null}
            </>
          ) : (
            <span data-results="none">{t("catalog.course.keyFacts.noResults", { min: minAnswers })}</span>
          )}
        </Fact>
        <Fact label={t("catalog.course.keyFacts.updated")}>
          <time dateTime={course.updatedAtIso}>{course.updatedAt}</time>
        </Fact>
      </dl>
    </section>
  );
}
