import { describe, expect, it } from "vitest";
import { listHref, oneOf, pageFrom, pageWindow, sortFrom } from "./list-query";

const url = (query: string) => new URL(`http://site.test/admin/x?${query}`);

describe("back-office list state from the URL", () => {
  it("reads a page, and falls back to 1 for anything malformed", () => {
    expect(pageFrom(url("page=3"))).toBe(3);
    for (const bad of ["page=0", "page=-2", "page=1.5", "page=abc", "page=1e400", ""]) {
      expect(pageFrom(url(bad))).toBe(1);
    }
  });

  it("keeps only allowed values", () => {
    expect(oneOf(["a", "b"] as const, "b")).toBe("b");
    expect(oneOf(["a", "b"] as const, "c")).toBeNull();
  });

  it("sorts only by the list's columns", () => {
    const fallback = { column: "created", direction: "desc" } as const;
    expect(sortFrom(url("sort=name&dir=desc"), ["name", "created"], fallback)).toEqual({
      column: "name",
      direction: "desc",
    });
    expect(sortFrom(url("sort=name"), ["name", "created"], fallback).direction).toBe("asc");
    expect(sortFrom(url("sort=password"), ["name", "created"], fallback)).toEqual(fallback);
  });

  it("clamps a page past the end to the last page", () => {
    expect(pageWindow(0, 4, 25)).toEqual({ page: 1, pageCount: 1, offset: 0 });
    expect(pageWindow(51, 9, 25)).toEqual({ page: 3, pageCount: 3, offset: 50 });
  });

  it("writes addresses without empty values or page 1", () => {
    expect(listHref("/admin/x", { q: "", page: 1, status: null })).toBe("/admin/x");
    expect(listHref("/en/admin/x", { q: "é", page: 2 })).toBe("/en/admin/x?q=%C3%A9&page=2");
  });
});
