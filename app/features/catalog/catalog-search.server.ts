import type { Database } from "../../../db/database";
import { catalogHasMatch, CATALOG_PAGE_SIZE, listCatalogCourses } from "./course-queries.server";
import type { CatalogFilters } from "./filters";
import { withSearchIndex } from "./search-sql.server";
import { correctedSearch } from "./search-suggestion.server";
import { searchWords } from "./search-terms";

export interface CatalogSearchResult {
  /** The first `limit` courses found, best first. */
  courses: Awaited<ReturnType<typeof listCatalogCourses>>;
  /** How many courses were found in all. */
  total: number;
  /** A corrected search that finds courses with the same filters, when this one found none. */
  suggestion: string | null;
}

/**
 * The catalogue page's data: the list and its count (one query), and only when a search found
 * nothing, a "Did you mean" suggestion (one query for the words, one to check that it finds a
 * course).
 */
export async function searchCatalog(
  db: Database,
  filters: CatalogFilters,
  { now = new Date(), limit = CATALOG_PAGE_SIZE }: { now?: Date; limit?: number } = {},
): Promise<CatalogSearchResult> {
  if (filters.q === "") {
    const courses = await listCatalogCourses(db, filters, now, limit);
    return { courses, total: courses[0]?.total ?? 0, suggestion: null };
  }
  return withSearchIndex(db, async (tx) => {
    const courses = await listCatalogCourses(tx, filters, now, limit);
    const total = courses[0]?.total ?? 0;
    if (courses.length > 0) return { courses, total, suggestion: null };
    const suggestion = await correctedSearch(tx, searchWords(filters.q));
    if (suggestion === null) return { courses, total, suggestion: null };
    const found = await catalogHasMatch(tx, { ...filters, q: suggestion });
    return { courses, total, suggestion: found ? suggestion : null };
  });
}
