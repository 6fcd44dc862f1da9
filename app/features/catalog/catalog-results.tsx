import { useEffect } from "react";
import { useTranslation } from "~/lib/use-translation";
import { Link, useLocation, useNavigation } from "react-router";
import { useLang } from "~/lib/use-lang";
import { CourseCard } from "./course-card";
import type { CourseCardView } from "./course-view";

/** "Did you mean …", written by the loader: the sentence around a link to the corrected search. */
export interface SearchSuggestion {
  before: string;
  label: string;
  after: string;
  /** The catalogue's French path with the corrected search and the same filters. */
  path: string;
}

/** "Show more", written by the loader: the next page's link and how many are shown. */
export interface MoreCourses {
  label: string;
  shown: string;
  /** The catalogue's French path with one more page, scrolled to the first new card. */
  path: string;
}

/**
 * The count line (announced politely when it changes), the grid with "Show more", or the
 * no-results panel. After "Show more", focus goes to the first new card, as the link's
 * fragment does without JavaScript.
 */
export function CatalogResults({
  courses,
  total,
  more,
  suggestion,
}: {
  courses: CourseCardView[];
  total: number;
  more: MoreCourses | null;
  suggestion: SearchSuggestion | null;
}) {
  const { t } = useTranslation();
  const { href } = useLang();
  const navigation = useNavigation();
  const location = useLocation();
  const loading = navigation.state === "loading" && navigation.location?.pathname === href("/courses");

  useEffect(() => {
    if (location.hash.startsWith("#result-")) document.getElementById(location.hash.slice(1))?.focus();
  }, [location.key, location.hash]);

  return (
    <section aria-labelledby="catalog-results-title" aria-busy={loading} className="mt-8">
      <h2 id="catalog-results-title" className="sr-only">
        {t("catalog.results")}
      </h2>
      <p role="status" className="mb-4 text-sm font-semibold text-ink-muted" data-testid="catalog-count">
        {loading ? t("catalog.loading") : t("catalog.count", { count: total })}
      </p>
      {courses.length > 0 ? (
        <>
          <ul className={`grid gap-6 sm:grid-cols-2 lg:grid-cols-3 ${loading ? "opacity-60" : ""}`}>
            {courses.map((course, index) => (
              <li key={course.id} id={`result-${index + 1}`} tabIndex={-1} className="scroll-mt-24">
                <CourseCard course={course} priority={index === 0} />
              </li>
            ))}
          </ul>
          {more ? (
            <div className="mt-8 flex flex-col items-center gap-3 text-center" data-testid="catalog-more">
              <p className="text-sm text-ink-muted">{more.shown}</p>
              <Link to={href(more.path)} replace preventScrollReset className="btn-secondary">
                {more.label}
              </Link>
            </div>
          ) : null}
        </>
      ) : (
        <div
          className="rounded-xl border border-dashed border-line bg-surface-muted p-8 text-center"
          data-testid="catalog-no-results"
        >
          <h3 className="text-lg font-semibold">{t("catalog.noResults.title")}</h3>
          {suggestion ? (
            <p className="mt-2 text-lg" data-testid="catalog-suggestion">
              {suggestion.before}
              <Link
                to={href(suggestion.path)}
                replace
                preventScrollReset
                className="font-semibold text-brand-ink underline underline-offset-4"
              >
                {suggestion.label}
              </Link>
              {suggestion.after}
            </p>
          ) : null}
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
