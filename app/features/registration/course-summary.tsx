import { useTranslation } from "~/lib/use-translation";
import { CourseBadges } from "~/features/catalog/course-badges";
import { COURSE_IMAGE } from "~/features/catalog/course-view";
import { Image } from "~/ui/image";
import type { RegistrationPageData } from "./registration-view";

/** The course being registered for (spec section 2): image, badges, title, description, duration, audience, price. */
export function CourseSummary({ course }: { course: RegistrationPageData["course"] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="course-summary-title"
      className="overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm sm:grid sm:grid-cols-5"
    >
      <Image
        src={course.image}
        alt=""
        width={COURSE_IMAGE.width}
        height={COURSE_IMAGE.height}
        priority
        className="sm:col-span-2 sm:aspect-auto sm:h-full"
      />
      <div className="p-5 sm:col-span-3 sm:p-6">
        <p className="text-sm font-semibold text-ink-muted">{t("registration.summary.title")}</p>
        <div className="mt-2 flex flex-wrap gap-1.5">
          <CourseBadges course={course} featured={false} />
        </div>
        <h2 id="course-summary-title" className="mt-2 text-xl font-bold text-balance">
          {course.title}
        </h2>
        <p className="mt-2 line-clamp-4 text-sm text-ink-muted">{course.description}</p>
        <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t("registration.summary.duration")}
            </dt>
            <dd>{course.duration}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t("registration.summary.audience")}
            </dt>
            <dd>{course.audience}</dd>
          </div>
          <div>
            <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
              {t("registration.summary.price")}
            </dt>
            <dd className="font-bold text-brand-ink">
              {course.price ?? t("registration.summary.priceOnRequest")}
            </dd>
          </div>
        </dl>
      </div>
    </section>
  );
}
