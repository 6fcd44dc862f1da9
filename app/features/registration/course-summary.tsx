import type { ReactNode } from "react";
import { useTranslation } from "~/lib/use-translation";
import { CourseBadges } from "~/features/catalog/course-badges";
import { COURSE_IMAGE } from "~/features/catalog/course-view";
import { Image } from "~/ui/image";
import type { RegistrationPageData } from "./registration-view";

function Fact({ label, wide = false, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={`min-w-0 ${wide ? "col-span-2" : ""}`}>
      <dt className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

/**
 * The course being registered for: image, badges, title, description, duration,
 * audience, price. It sits in a narrow column beside the form on wide screens and spans the page
 * on narrower ones, so it lays itself out by its own width (a container query), not the
 * screen's: the image beside the text only where both fit, the short facts (duration, price)
 * side by side and the audience, often a sentence, on a line of its own.
 */
export function CourseSummary({ course }: { course: RegistrationPageData["course"] }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="course-summary-title"
      className="@container overflow-hidden rounded-2xl border border-line bg-surface-raised shadow-sm"
    >
      <div className="@2xl:grid @2xl:grid-cols-5">
        <Image
          src={course.image}
          alt=""
          width={COURSE_IMAGE.width}
          height={COURSE_IMAGE.height}
          priority
          className="@2xl:col-span-2 @2xl:aspect-auto @2xl:h-full"
        />
        <div className="min-w-0 p-5 @2xl:col-span-3 @md:p-6">
          <p className="text-sm font-semibold text-ink-muted">{t("registration.summary.title")}</p>
          <div className="mt-2 flex flex-wrap gap-1.5">
            <CourseBadges course={course} featured={false} />
          </div>
          <h2 id="course-summary-title" className="mt-2 text-xl font-bold text-balance">
            {course.title}
          </h2>
          <p className="mt-2 line-clamp-4 text-sm text-ink-muted">{course.description}</p>
          <dl className="mt-4 grid grid-cols-2 gap-3 text-sm" data-course-facts="">
            <Fact label={t("registration.summary.duration")}>{course.duration}</Fact>
            <Fact label={t("registration.summary.price")}>
              <span className="font-bold text-brand-ink" data-course-price="">
                {course.price ?? t("registration.summary.priceOnRequest")}
              </span>
            </Fact>
            <Fact label={t("registration.summary.audience")} wide>
              {course.audience}
            </Fact>
          </dl>
        </div>
      </div>
    </section>
  );
}
