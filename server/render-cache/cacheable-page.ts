import { parseCatalogFilters, filtersToSearch } from "../../app/features/catalog/filters";
import { publicPages } from "../../app/features/catalog/public-pages";
import { courseTabs } from "../../app/features/catalog/course-content-tabs";

const groupPages = new Set(publicPages.map((page) => page.path));
const coursePage = /^\/courses\/[1-9]\d{0,8}$/;

/**
 * The query string a cacheable page is rendered for, written the one way the site's own links
 * write it; undefined when the page is not cached at all. Searches (free text) are not cached:
 * rarely repeated, and each would take a place of its own.
 */
function canonicalSearch(pathname: string, params: URLSearchParams): string | undefined {
  if (pathname === "/courses") {
    const filters = parseCatalogFilters(params);
    return filters.q === "" ? filtersToSearch(filters) : undefined;
  }
  if (coursePage.test(pathname)) {
    const tab = params.get("tab");
    return tab !== null && tab !== "objectives" && (courseTabs as readonly string[]).includes(tab)
      ? `tab=${tab}`
      : "";
  }
  return groupPages.has(pathname) ? "" : undefined;
}

/**
 * Whether this URL names a page the render cache keeps, and under which key part. Only the public
 * pages (the sitemap's, course pages included) with their query string in canonical form are
 * kept: the rendered document repeats the address (forms send it back as redirectTo), so an
 * address with unknown or reordered parameters is rendered as usual, never cached. A flood of
 * made-up query strings therefore adds nothing to the cache.
 */
export function cacheablePage(pathAndQuery: string): string | undefined {
  const url = new URL(pathAndQuery, "http://site.invalid");
  const english = url.pathname === "/en" || url.pathname.startsWith("/en/");
  const pathname = english ? url.pathname.slice(3) || "/" : url.pathname;
  const search = canonicalSearch(pathname, url.searchParams);
  if (search === undefined || url.search.replace(/^\?/, "") !== search) return undefined;
  return url.pathname + url.search;
}
