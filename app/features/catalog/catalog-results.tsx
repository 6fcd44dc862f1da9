import { useTranslation } from "react-i18next";
import { Link, useNavigation } from "react-router";
import { useLang } from "~/lib/use-lang";
import { CourseCard } from "./course-card";
import type { CourseCardView } from "./course-view";

/** The count line (announced politely when it changes), the grid, or the no-results panel. */
export function CatalogResults({ courses }: { courses: CourseCardView[] }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === href("/courses");

  return (
    <section aria-labelledby="catalog-results-title" aria-busy={loading} className="mt-8">
      <h2 id="catalog-results-title" className="sr-only">
        {t("catalog.results")}
      </h2>
      <p role="status" className="mb-4 text-sm font-semibold text-ink-muted" data-testid="catalog-count">
        {loading ? t("catalog.loading") : t("catalog.count", { count: courses.length })}
      </p>
      {courses.length > 0 ? (
        <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
          {courses.map((course, index) => (
            <li key={course.id}>
              <CourseCard course={course} priority={index === 0} />
            </li>
          ))}
        </ul>
      ) : (
        <div
          className="rounded-xl border border-dashed border-line bg-surface-muted p-8 text-center"
          data-testid="catalog-no-results"
        >
          <h3 className="text-lg font-semibold">{t("catalog.noResults.title")}</h3>
          <p className="mt-2 text-ink-muted">{t("catalog.noResults.text")}</p>
          <Link
            to={href("/courses")}
            replace
            preventScrollReset
            state={{ focusSearch: true }}
            className="btn-primary mt-5"
          >
            {t("catalog.noResults.reset")}
          </Link>
        </div>
      )}
    </section>
  );
}

/** The call to action under the list: a tailor-made course, through the contact page. */
export function CatalogCallToAction() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <section aria-labelledby="catalog-cta-title" className="mt-16 rounded-2xl bg-brand-soft p-8 sm:p-10">
      <h2 id="catalog-cta-title" className="text-xl font-bold sm:text-2xl">
        {t("catalog.cta.title")}
      </h2>
      <p className="mt-2 max-w-2xl text-ink-muted">{t("catalog.cta.text")}</p>
      <Link to={href("/contact")} className="btn-primary mt-6">
        {t("catalog.cta.button")}
      </Link>
    </section>
  );
}
