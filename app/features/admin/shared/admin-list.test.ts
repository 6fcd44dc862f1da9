import { describe, expect, it } from "vitest";
import { decodeCursor, defineAdminList, encodeCursor, listFilter } from "./admin-list";

/* A list's definition: what it reads from a URL, whatever the URL holds, and what its links write. */

const statuses = ["confirmed", "waitlisted"] as const;
const list = defineAdminList({
  filters: {
    course: listFilter.id(),
    status: listFilter.oneOf(statuses),
    from: listFilter.day(),
    q: listFilter.text(10),
    state: listFilter.oneOfOr(["active", "archived", "all"], "active"),
    untranslated: listFilter.flag(),
  },
  sort: { columns: ["name", "created"], default: { column: "created", direction: "desc" } },
  pageSize: 25,
  paging: "pages",
});
const keyset = defineAdminList({
  filters: { q: listFilter.text() },
  sort: { columns: ["when"], default: { column: "when", direction: "desc" } },
  pageSize: 25,
  paging: "keyset",
});
const url = (query: string) => new URL(`http://site.test/admin/x?${query}`);
const none = { course: null, status: null, from: null, q: null, state: "active", untranslated: false };

describe("a back-office list's definition", () => {
  it("reads each filter from its parameter", () => {
    expect(
      list.read(url("course=12&status=waitlisted&from=2026-02-28&q=%20Diallo%20&state=all&untranslated=1")),
    ).toEqual({
      filters: {
        course: 12,
        status: "waitlisted",
        from: "2026-02-28",
        q: "Diallo",
        state: "all",
        untranslated: true,
      },
      sort: { column: "created", direction: "desc" },
      page: 1,
    });
  });

  it("takes every malformed value for no filter (or the filter's default), never an error", () => {
    for (const query of [
      "",
      "course=0&status=CONFIRMED&from=2026-02-30&q=%20%20&state=gone&untranslated=yes",
      "course=1%20OR%201=1&status=&from=2026-13-01&q=12345678901&state=",
      "course=1.5&from=yesterday&untranslated=true",
      "course=-3&from=2026-1-1",
      "course=9999999999999999&from=%00",
      "course=%E2%80%8B12&status[]=confirmed",
    ])
      expect(list.read(url(query)).filters, query).toEqual(none);
    // One bad filter leaves the others.
    expect(list.read(url("course=abc&status=confirmed")).filters).toEqual({ ...none, status: "confirmed" });
    // A repeated parameter: the first one counts, as URLSearchParams.get reads it.
    expect(list.read(url("course=3&course=4")).filters.course).toBe(3);
  });

  it("sorts only by its columns, ascending unless told otherwise, and pages from 1", () => {
    expect(list.read(url("sort=name&dir=desc&page=3"))).toMatchObject({
      sort: { column: "name", direction: "desc" },
      page: 3,
    });
    expect(list.read(url("sort=name")).sort).toEqual({ column: "name", direction: "asc" });
    for (const query of ["sort=password&dir=asc", "sort=&dir=desc", "sort=NAME"])
      expect(list.read(url(query)).sort, query).toEqual({ column: "created", direction: "desc" });
    for (const query of ["page=0", "page=-1", "page=2.5", "page=1e400", "page=x"])
      expect(list.read(url(query)).page, query).toBe(1);
  });

  it("writes the filters back as its links' parameters, defaults left out", () => {
    expect(list.params(list.read(url("")).filters)).toEqual({});
    expect(list.params(list.read(url("course=12&state=archived&untranslated=1&q=a")).filters)).toEqual({
      course: "12",
      state: "archived",
      untranslated: "1",
      q: "a",
    });
    // What it writes, it reads back the same.
    const filters = list.read(url("course=7&status=confirmed&from=2026-11-27&state=all")).filters;
    expect(
      list.read(new URL(`http://site.test/admin/x?${new URLSearchParams(list.params(filters))}`)).filters,
    ).toEqual(filters);
  });

  it("reads a keyset list's cursor, after or before a row; anything else is the first page", () => {
    const cursor = encodeCursor(["2026-11-27T10:00:00.000000Z", "42"]);
    expect(cursor).toMatch(/^[\w-]+$/);
    expect(keyset.read(url(`after=${cursor}`)).cursor).toEqual({
      direction: "after",
      keys: ["2026-11-27T10:00:00.000000Z", "42"],
    });
    expect(keyset.read(url(`before=${cursor}`)).cursor?.direction).toBe("before");
    expect(keyset.read(url(`after=${cursor}&before=${cursor}`)).cursor?.direction).toBe("after");
    expect(keyset.read(url("page=3"))).toEqual({
      filters: { q: null },
      sort: { column: "when", direction: "desc" },
      cursor: null,
    });
    const encoded = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
    for (const bad of [
      "",
      "abc",
      "!!!",
      encodeURIComponent("a b"),
      encoded({ keys: ["1"] }),
      encoded([]),
      encoded([1, 2]),
      encoded(["x".repeat(201)]),
      encoded(Array.from({ length: 9 }, () => "1")),
      "x".repeat(2_001),
    ]) {
      expect(decodeCursor(bad), bad).toBeNull();
      expect(keyset.read(url(`after=${bad}`)).cursor, bad).toBeNull();
    }
  });
});
