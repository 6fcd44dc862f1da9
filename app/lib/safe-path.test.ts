import { describe, expect, it } from "vitest";
import { safeLocalPath } from "./safe-path";

const fallback = "/fallback";

describe("safeLocalPath", () => {
  it("keeps paths of this site, with their query and fragment", () => {
    expect(safeLocalPath("/", fallback)).toBe("/");
    expect(safeLocalPath("/en/courses?category=qhse#list", fallback)).toBe("/en/courses?category=qhse#list");
    expect(safeLocalPath("/courses/101?tab=program", fallback)).toBe("/courses/101?tab=program");
  });

  it("refuses what a browser would follow to another site", () => {
    for (const hostile of [
      "//evil.example",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r\n/evil.example",
      "/ /evil.example",
      "/\u00a0/evil.example",
      "/\u3000/evil.example",
      "/\u0000/evil.example",
      "https://evil.example/",
      "javascript:alert(1)",
      "evil.example",
      "/./\\evil.example",
      "/.//evil.example",
      "",
    ]) {
      expect(safeLocalPath(hostile, fallback), JSON.stringify(hostile)).toBe(fallback);
    }
  });

  it("refuses what is not a string, and very long values", () => {
    expect(safeLocalPath(null, fallback)).toBe(fallback);
    expect(safeLocalPath(undefined, fallback)).toBe(fallback);
    expect(safeLocalPath(42, fallback)).toBe(fallback);
    expect(safeLocalPath(`/${"a".repeat(2_000)}`, fallback)).toBe(fallback);
  });

  it("percent-encodes characters a Location header cannot carry", () => {
    const path = safeLocalPath("/courses?q=sécurité→", fallback);
    expect(path).toBe("/courses?q=s%C3%A9curit%C3%A9%E2%86%92");
    // Every character fits in a header value.
    expect(() => new Headers({ Location: path })).not.toThrow();
  });

  it("normalises dot segments without leaving the site", () => {
    expect(safeLocalPath("/a/../b", fallback)).toBe("/b");
    expect(safeLocalPath("/../../etc", fallback)).toBe("/etc");
  });
});
