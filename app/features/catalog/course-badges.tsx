import { useTranslation } from "~/lib/use-translation";
import { Badge } from "~/ui/badge";
import type { CourseCardView } from "./course-view";

/** Certified, new and popular badges, each a word (not only a colour). */
export function CourseBadges({
  course,
  featured = true,
}: {
  course: Pick<CourseCardView, "isCertified" | "isNew" | "isFeatured">;
  featured?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      {course.isCertified ? (
        <Badge
          tone="success"
          icon={
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-3.5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2.5"
            >
              <path d="M5 12.5l4.5 4.5L19 7.5" />
            </svg>
          }
        >
          {t("catalog.card.certified")}
        </Badge>
      ) : null}
      {course.isNew ? <Badge tone="info">{t("catalog.card.new")}</Badge> : null}
      {featured && course.isFeatured ? <Badge tone="warning">{t("catalog.card.featured")}</Badge> : null}
    </>
  );
}
