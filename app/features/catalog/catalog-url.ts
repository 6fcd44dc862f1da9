import { filtersToSearch, type CatalogFilters } from "./filters";

/** The catalogue's French path with `filters` as its query (useLang().href localises it). */
export function catalogPath(filters: CatalogFilters): string {
  const search = filtersToSearch(filters);
  return search ? `/courses?${search}` : "/courses";
}
