import { catalogPath } from "./catalog-url";
import type { CatalogFilters } from "./filters";

/**
 * "Show more": the list shows 24 courses (CATALOG_PAGE_SIZE) and `?page=n` the first n pages,
 * so a shared link or a browser without JavaScript shows the same list. Filters links and the
 * search form leave `page` out: a new search starts at the top (docs/decisions/1504).
 */
export const MAX_CATALOG_PAGES = 40;

/** `page` from the query string: 1 to MAX_CATALOG_PAGES; anything else is 1. */
export function parseCatalogPage(params: URLSearchParams): number {
  const value = params.get("page");
  if (!value || !/^[1-9]\d{0,3}$/.test(value)) return 1;
  return Math.min(Number(value), MAX_CATALOG_PAGES);
}

/** The id of the n-th card (from 1): "show more" scrolls to the first new one. */
export const resultAnchor = (position: number) => `result-${position}`;

/** The catalogue's French path showing `page` pages, scrolled to the card at `firstNew`. */
export function catalogPagePath(filters: CatalogFilters, page: number, firstNew: number): string {
  const path = catalogPath(filters);
  return `${path}${path.includes("?") ? "&" : "?"}page=${page}#${resultAnchor(firstNew)}`;
}
