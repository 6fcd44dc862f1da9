import { describe, expect, it } from "vitest";
import { catalogPagePath, MAX_CATALOG_PAGES, parseCatalogPage } from "./catalog-page";
import { emptyFilters } from "./filters";

describe("catalogue pages", () => {
  it("reads page numbers from 1 to the maximum, anything else as 1", () => {
    const page = (value: string) => parseCatalogPage(new URLSearchParams({ page: value }));
    expect(page("2")).toBe(2);
    expect(page("9999")).toBe(MAX_CATALOG_PAGES);
    for (const bad of ["0", "-1", "1.5", "abc", "", "02", "1e3", "<script>", "99999999999"]) {
      expect(page(bad), bad).toBe(1);
    }
    expect(parseCatalogPage(new URLSearchParams())).toBe(1);
  });

  it("links the next page with the filters, scrolled to the first new card", () => {
    expect(catalogPagePath(emptyFilters, 2, 25)).toBe("/courses?page=2#result-25");
    expect(catalogPagePath({ ...emptyFilters, q: "sécurité", tab: "qhse" }, 3, 49)).toBe(
      "/courses?tab=qhse&q=s%C3%A9curit%C3%A9&page=3#result-49",
    );
  });
});
