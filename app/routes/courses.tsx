import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { data } from "react-router";
import { catalogCacheHeaders } from "~/features/catalog/cache-control";
import { CatalogFilters } from "~/features/catalog/catalog-filters";
import { CatalogCallToAction, CatalogResults } from "~/features/catalog/catalog-results";
import { catalogPagePath, MAX_CATALOG_PAGES, parseCatalogPage } from "~/features/catalog/catalog-page";
import { catalogPath } from "~/features/catalog/catalog-url";
import { searchCatalog } from "~/features/catalog/catalog-search.server";
import { CATALOG_PAGE_SIZE, toCourseCard } from "~/features/catalog/course-queries.server";
import { parseCatalogFilters } from "~/features/catalog/filters";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/courses";

export const handle = { i18n: ["catalog"] } satisfies I18nHandle;

/** The catalogue: every filter is in the URL and applied on the server, in one query. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const filters = parseCatalogFilters(url.searchParams);
  const page = parseCatalogPage(url.searchParams);
  const { courses, total, suggestion } = await searchCatalog(context.db, filters, {
    limit: page * CATALOG_PAGE_SIZE,
  });
  return data(
    {
      seo: { title: t("catalog.seo.title"), description: t("catalog.seo.description"), lang },
      filters,
      courses: courses.map((row) => toCourseCard(row, lang)),
      total,
      // Written here (as the suggestion below), so the browser's bundle carries none of its strings.
      more:
        total > courses.length && page < MAX_CATALOG_PAGES
          ? {
              label: t("catalogSearch.more.label"),
              shown: t("catalogSearch.more.shown", { shown: courses.length, total }),
              path: catalogPagePath(filters, page + 1, courses.length + 1),
            }
          : null,
      // Written here, with the filters kept, so the browser's bundle carries none of its strings.
      suggestion: suggestion
        ? {
            before: t("catalogSearch.didYouMean.before"),
            label: t("catalogSearch.didYouMean.suggestion", { suggestion }),
            after: t("catalogSearch.didYouMean.after"),
            path: catalogPath({ ...filters, q: suggestion }),
          }
        : null,
    },
    { headers: catalogCacheHeaders(request) },
  );
}

export const headers: Route.HeadersFunction = ({ loaderHeaders }) => loaderHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Courses({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { filters, courses, total, more, suggestion } = loaderData;
  return (
    <div className="container-page py-10 sm:py-14">
      <header className="mb-8">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("catalog.heading")}</h1>
        <p className="mt-3 max-w-3xl text-lg text-ink-muted">{t("catalog.intro")}</p>
      </header>
      <CatalogFilters filters={filters} />
      <CatalogResults courses={courses} total={total} more={more} suggestion={suggestion} />
      <CatalogCallToAction />
    </div>
  );
}
