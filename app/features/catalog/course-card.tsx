import { useId } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { useLang } from "~/lib/use-lang";
import { Badge } from "~/ui/badge";
import { Image } from "~/ui/image";
import { CourseBadges } from "./course-badges";
import { COURSE_IMAGE, type CourseCardView } from "./course-view";

/**
 * A course in a grid: image, badges, title (the link; the whole card is clickable), description
 * clamped to three lines, duration, format, price and next session.
 */
export function CourseCard({
  course,
  priority = false,
  headingLevel: Heading = "h3",
}: {
  course: CourseCardView;
  priority?: boolean;
  headingLevel?: "h2" | "h3" | "h4";
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const titleId = useId();
  return (
    <article
      aria-labelledby={titleId}
      className="relative flex h-full flex-col overflow-hidden rounded-xl border border-line bg-surface-raised shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md motion-reduce:transition-none"
    >
      <Image
        src={course.image}
        alt=""
        width={COURSE_IMAGE.width}
        height={COURSE_IMAGE.height}
        priority={priority}
      />
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="flex flex-wrap gap-1.5">
          <Badge tone="brand">{t(`catalog.categories.${course.category}`)}</Badge>
          <CourseBadges course={course} />
        </div>
        <Heading id={titleId} className="text-lg leading-snug font-semibold text-balance">
          <Link
            to={href(`/courses/${course.id}`)}
            className="after:absolute after:inset-0 after:content-[''] hover:underline"
          >
            {course.title}
          </Link>
        </Heading>
        <p className="line-clamp-3 text-sm text-ink-muted">{course.description}</p>
        <dl className="mt-auto grid grid-cols-2 gap-x-4 gap-y-2 border-t border-line pt-3 text-sm">
          <div>
            <dt className="text-xs text-ink-muted">{t("catalog.card.duration")}</dt>
            <dd className="font-medium">{course.duration}</dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t("catalog.card.format")}</dt>
            <dd className="font-medium">
              {course.formats.map((format) => t(`catalog.formats.${format}`)).join(" · ")}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t("catalog.card.price")}</dt>
            <dd className="font-semibold text-brand-ink">
              {course.price ?? t("catalog.card.priceOnRequest")}
            </dd>
          </div>
          <div>
            <dt className="text-xs text-ink-muted">{t("catalog.card.nextSession")}</dt>
            <dd className="block font-medium first-letter:uppercase" data-next-session="">
              {course.nextSession ?? t("catalog.card.noSession")}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
