import { describe, expect, it } from "vitest";
import { langFromCookieHeader, langFromPath, localizePath, stripLangPrefix } from "./language";

describe("language paths", () => {
  it("reads the language from the prefix only", () => {
    expect(langFromPath("/")).toBe("fr");
    expect(langFromPath("/en")).toBe("en");
    expect(langFromPath("/en/contact")).toBe("en");
    expect(langFromPath("/english")).toBe("fr");
    expect(langFromPath("/contact/en")).toBe("fr");
  });

  it("maps a page to its twin in both directions", () => {
    expect(localizePath("/", "en")).toBe("/en");
    expect(localizePath("/courses/101", "en")).toBe("/en/courses/101");
    expect(localizePath("/en/courses/101", "fr")).toBe("/courses/101");
    expect(localizePath("/en", "fr")).toBe("/");
    expect(localizePath("/en/about", "en")).toBe("/en/about");
    expect(stripLangPrefix("/en/")).toBe("/");
  });

  it("reads only a valid lang cookie", () => {
    expect(langFromCookieHeader("theme=dark; lang=en")).toBe("en");
    expect(langFromCookieHeader("lang=fr")).toBe("fr");
    expect(langFromCookieHeader("lang=de")).toBeNull();
    expect(langFromCookieHeader("xlang=en")).toBeNull();
    expect(langFromCookieHeader(undefined)).toBeNull();
  });
});
