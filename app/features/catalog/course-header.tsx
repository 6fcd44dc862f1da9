import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Image } from "~/ui/image";
import { CourseBadges } from "./course-badges";
import { COURSE_IMAGE, type CourseDetailView } from "./course-view";

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="mt-0.5">{children}</dd>
    </div>
  );
}

/**
 * The course's header card: image, badges, title, description, the main facts (prerequisites are
 * in the key facts, not repeated here) and the buttons
 * (none for a visitor already registered: the page says so instead).
 */
export function CourseHeader({
  course,
  registered = false,
}: {
  course: CourseDetailView;
  registered?: boolean;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <div className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm lg:grid lg:grid-cols-5">
      <Image
        src={course.image}
        alt=""
        width={COURSE_IMAGE.width}
        height={COURSE_IMAGE.height}
        priority
        fit="contain"
        className="lg:col-span-2 lg:aspect-auto lg:h-full"
      />
      <div className="p-6 sm:p-8 lg:col-span-3">
        <div className="flex flex-wrap gap-1.5">
          <CourseBadges course={course} featured={false} />
        </div>
        <h1 className="mt-3 text-2xl font-extrabold tracking-tight text-balance sm:text-3xl">
          {course.title}
        </h1>
        <p className="mt-3 text-ink-muted">{course.description}</p>
        <dl className="mt-6 grid gap-4 text-sm sm:grid-cols-2">
          <Fact label={t("catalog.course.duration")}>{course.detailedDuration ?? course.duration}</Fact>
          <Fact label={t("catalog.course.domain")}>
            {t(`catalog.categories.${course.category}`)} — {course.subcategory}
          </Fact>
          <Fact label={t("catalog.course.format")}>
            {course.formats.map((format) => t(`catalog.formats.${format}`)).join(", ")}
          </Fact>
          <Fact label={t("catalog.course.price")}>
            <span className="text-lg font-bold text-brand-ink">
              {course.price ?? t("catalog.card.priceOnRequest")}
            </span>
          </Fact>
          <Fact label={t("catalog.course.audience")}>{course.audience}</Fact>
        </dl>
        {registered ? null : course.nextSession === null ? (
          // No session planned: the form records a request to be offered the next one, and
          // there is nothing to pay yet.
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href(`/register/${course.id}`)} className="btn-primary">
              {t("catalog.course.registerInterest")}
            </Link>
            <Link to={href(`/courses/${course.id}/quote`)} className="btn-secondary">
              {t("catalog.course.requestQuote")}
            </Link>
          </div>
        ) : (
          <div className="mt-8 flex flex-wrap gap-3">
            <Link to={href(`/register/${course.id}`)} className="btn-primary">
              {t("catalog.course.register")}
            </Link>
            {course.priceCents !== null ? (
              // Not registered yet: paying starts with the registration (a registered visitor sees
              // the status panel's 'Payer maintenant', which pays that registration).
              <Link to={href(`/register/${course.id}`)} className="btn-secondary">
                {t("catalog.course.payNow")}
              </Link>
            ) : null}
            <Link to={href(`/courses/${course.id}/quote`)} className="btn-secondary">
              {t("catalog.course.requestQuote")}
            </Link>
            <Link to={href(`/courses/${course.id}/company-booking`)} className="btn-secondary">
              {t("catalog.course.bookForCompany")}
            </Link>
          </div>
        )}
      </div>
    </div>
  );
}
