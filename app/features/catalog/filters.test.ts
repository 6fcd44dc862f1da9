import { describe, expect, it } from "vitest";
import {
  allowedCategories,
  effectiveTab,
  emptyFilters,
  filtersToSearch,
  hasActiveFilters,
  MAX_QUERY_LENGTH,
  parseCatalogFilters,
  withCategoryToggled,
  withFormatToggled,
  withTab,
} from "./filters";

const parse = (query: string) => parseCatalogFilters(new URLSearchParams(query));

describe("parseCatalogFilters", () => {
  it("reads every known value", () => {
    expect(parse("tab=qhse&q=  Sécurité   incendie &category=fire&format=presentiel")).toEqual({
      tab: "qhse",
      q: "Sécurité incendie",
      category: "fire",
      format: "presentiel",
    });
    expect(parse("category=sst").category).toBe("sst");
  });

  it("ignores unknown and hostile values", () => {
    expect(parse("tab=evil&category=%3Cscript%3Ealert(1)%3C%2Fscript%3E&format=paper")).toEqual(emptyFilters);
    expect(parse("category=QHSE").category).toBeNull();
    expect(parse("")).toEqual(emptyFilters);
  });

  it("cuts a huge search and strips control characters", () => {
    const filters = parse(`q=${"a".repeat(10_000)}`);
    expect(filters.q).toHaveLength(MAX_QUERY_LENGTH);
    expect(parse("q=%00abc%00").q).toBe("abc");
    expect(parse("q=%3Cb%3Ehi%3C%2Fb%3E").q).toBe("<b>hi</b>");
  });
});

describe("categories allowed by tab and chip", () => {
  it("lets the QHSE tab cover qhse, first aid, fire and driving", () => {
    expect(allowedCategories({ ...emptyFilters, tab: "qhse" })).toEqual([
      "qhse",
      "first-aid",
      "fire",
      "driving",
    ]);
    expect(allowedCategories({ ...emptyFilters, tab: "marketing" })).toEqual(["marketing", "digital"]);
    expect(allowedCategories(emptyFilters)).toBeNull();
  });

  it("maps the footer's sst onto the QHSE family and lights the QHSE tab", () => {
    const sst = parse("category=sst");
    expect(allowedCategories(sst)).toEqual(["qhse", "first-aid", "fire", "driving"]);
    expect(effectiveTab(sst)).toBe("qhse");
    expect(effectiveTab(parse("category=fire"))).toBe("all");
  });

  it("intersects a tab with a chip", () => {
    expect(allowedCategories(parse("tab=qhse&category=fire"))).toEqual(["fire"]);
    expect(allowedCategories(parse("tab=marketing&category=fire"))).toEqual([]);
  });
});

describe("chips and tabs", () => {
  it("clears the active chip when it is clicked again", () => {
    const fire = withCategoryToggled(emptyFilters, "fire");
    expect(fire.category).toBe("fire");
    expect(withCategoryToggled(fire, "fire").category).toBeNull();
    const remote = withFormatToggled(emptyFilters, "distanciel");
    expect(remote.format).toBe("distanciel");
    expect(withFormatToggled(remote, "distanciel").format).toBeNull();
  });

  it("keeps filters consistent: a chip outside the tab resets the tab, a tab drops a chip outside it", () => {
    expect(withCategoryToggled(parse("tab=marketing&q=x"), "fire")).toEqual({
      ...emptyFilters,
      q: "x",
      category: "fire",
    });
    expect(withCategoryToggled(parse("tab=qhse"), "fire").tab).toBe("qhse");
    expect(withTab(parse("category=fire&format=presentiel"), "marketing")).toEqual({
      ...emptyFilters,
      tab: "marketing",
      format: "presentiel",
    });
    expect(withTab(parse("category=sst"), "qhse").category).toBe("sst");
  });

  it("writes a stable query string, without empty values", () => {
    expect(filtersToSearch(emptyFilters)).toBe("");
    expect(filtersToSearch(parse("format=distanciel&q=seo&tab=marketing"))).toBe(
      "tab=marketing&q=seo&format=distanciel",
    );
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters(parse("q=a"))).toBe(true);
  });
});
