import type { CourseCategory, CourseFormat } from "../../../db/schema/catalog";

/**
 * The catalogue's state, all of it in the URL (`?tab=&q=&category=&format=`), so a shared
 * link, a crawler and a browser without JavaScript see the same list. Anything unknown is
 * dropped here, before it reaches a query or the page.
 */
export const catalogTabs = ["all", "marketing", "qhse"] as const;
export type CatalogTab = (typeof catalogTabs)[number];

/** The catalogue's category chips, in display order. */
export const categoryChips = ["marketing", "qhse", "first-aid", "driving", "fire"] as const;
/** Every accepted `category` value: the chips, `digital`, and the footer's `sst` family. */
export const categoryFilters = [...categoryChips, "digital", "sst"] as const;
export type CategoryFilter = (typeof categoryFilters)[number];

export const formatFilters = ["presentiel", "distanciel"] as const satisfies readonly CourseFormat[];

/** Which stored categories each tab shows (the Marketing tab lists digital courses too). */
export const tabCategories: Record<Exclude<CatalogTab, "all">, readonly CourseCategory[]> = {
  marketing: ["marketing", "digital"],
  qhse: ["qhse", "first-aid", "fire", "driving"],
};

/**
 * Which stored categories a `category` value selects. `sst` (occupational health and safety,
 * the footer's first link) is the QHSE family: see docs/decisions/0101-sst-category.md.
 */
export const filterCategories: Record<CategoryFilter, readonly CourseCategory[]> = {
  marketing: ["marketing", "digital"],
  digital: ["digital"],
  qhse: ["qhse"],
  "first-aid": ["first-aid"],
  driving: ["driving"],
  fire: ["fire"],
  sst: tabCategories.qhse,
};

/** Longer searches are cut: no title is longer, and a 10,000-character `q` must stay cheap. */
export const MAX_QUERY_LENGTH = 100;

export interface CatalogFilters {
  tab: CatalogTab;
  q: string;
  category: CategoryFilter | null;
  format: CourseFormat | null;
}

export const emptyFilters: CatalogFilters = { tab: "all", q: "", category: null, format: null };

function pick<T extends string>(allowed: readonly T[], value: string | null): T | null {
  return value !== null && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Reads the filters from a query string; unknown values are ignored, never echoed. */
export function parseCatalogFilters(params: URLSearchParams): CatalogFilters {
  const q = (params.get("q") ?? "")
    // Control characters (NUL included) have no place in a search and upset some drivers.
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  return {
    tab: pick(catalogTabs, params.get("tab")) ?? "all",
    q,
    category: pick(categoryFilters, params.get("category")),
    format: pick(formatFilters, params.get("format")),
  };
}

export function hasActiveFilters(filters: CatalogFilters): boolean {
  return filters.tab !== "all" || filters.q !== "" || filters.category !== null || filters.format !== null;
}

/** The tab shown as current: `category=sst` is the QHSE tab's family, so that tab lights up. */
export function effectiveTab(filters: CatalogFilters): CatalogTab {
  if (filters.tab === "all" && filters.category === "sst") return "qhse";
  return filters.tab;
}

/** The query string of `filters` (without "?"), in a stable order, empty values left out. */
export function filtersToSearch(filters: CatalogFilters): string {
  const params = new URLSearchParams();
  if (filters.tab !== "all") params.set("tab", filters.tab);
  if (filters.q) params.set("q", filters.q);
  if (filters.category) params.set("category", filters.category);
  if (filters.format) params.set("format", filters.format);
  return params.toString();
}

function categoryFitsTab(category: CategoryFilter, tab: CatalogTab): boolean {
  if (tab === "all") return true;
  const allowed = tabCategories[tab];
  return filterCategories[category].every((value) => allowed.includes(value));
}

/** Choosing a tab keeps the search and format, and drops a category outside the tab. */
export function withTab(filters: CatalogFilters, tab: CatalogTab): CatalogFilters {
  const category = filters.category && categoryFitsTab(filters.category, tab) ? filters.category : null;
  return { ...filters, tab, category };
}

/** Clicking a chip selects it; clicking the active chip clears it. A tab that excludes it resets to All. */
export function withCategoryToggled(filters: CatalogFilters, category: CategoryFilter): CatalogFilters {
  if (filters.category === category) return { ...filters, category: null };
  const tab = categoryFitsTab(category, filters.tab) ? filters.tab : "all";
  return { ...filters, tab, category };
}

export function withFormatToggled(filters: CatalogFilters, format: CourseFormat): CatalogFilters {
  return { ...filters, format: filters.format === format ? null : format };
}

/** The stored categories the filters allow, or null for no restriction; an empty list matches nothing. */
export function allowedCategories(filters: CatalogFilters): readonly CourseCategory[] | null {
  let allowed: readonly CourseCategory[] | null = filters.tab === "all" ? null : tabCategories[filters.tab];
  if (filters.category) {
    const selected = filterCategories[filters.category];
    allowed = allowed ? allowed.filter((value) => selected.includes(value)) : selected;
  }
  return allowed;
}
