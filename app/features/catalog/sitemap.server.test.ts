import { describe, expect, it } from "vitest";
import { publicPages } from "./public-pages";
import { buildRobots, buildSitemap } from "./sitemap.server";

describe("sitemap", () => {
  const xml = buildSitemap("https://example.com", publicPages, [
    { id: 101, updatedAt: new Date("2026-01-02T10:00:00Z") },
  ]);

  it("lists every public page and course in both languages", () => {
    for (const page of publicPages) {
      const fr = `https://example.com${page.path}`;
      const en = page.path === "/" ? "https://example.com/en" : `https://example.com/en${page.path}`;
      expect(xml).toContain(`<loc>${fr}</loc>`);
      expect(xml).toContain(`<loc>${en}</loc>`);
    }
    expect(xml).toContain("<loc>https://example.com/courses/101</loc>");
    expect(xml).toContain("<loc>https://example.com/en/courses/101</loc>");
    expect(xml.match(/<url>/g)).toHaveLength((publicPages.length + 1) * 2);
  });

  it("gives each entry its hreflang alternates and lastmod", () => {
    const entry = xml
      .split("<url>")
      .find((part) => part.startsWith("<loc>https://example.com/en/courses/101<"));
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="https://example.com/courses/101"/>',
    );
    expect(entry).toContain(
      '<xhtml:link rel="alternate" hreflang="en" href="https://example.com/en/courses/101"/>',
    );
    expect(entry).toContain('hreflang="x-default" href="https://example.com/courses/101"');
    expect(entry).toContain("<lastmod>2026-01-02</lastmod>");
  });

  it("includes the pages the other areas add", () => {
    const paths = publicPages.map((page) => page.path);
    for (const path of [
      "/",
      "/courses",
      "/about",
      "/services",
      "/real-estate",
      "/consulting",
      "/mining",
      "/partners",
      "/news",
      "/contact",
      "/privacy",
      "/terms",
      "/cookies",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths).not.toContain("/auth");
    expect(paths).not.toContain("/profile");
  });
});

describe("robots.txt", () => {
  it("names the sitemap and keeps crawlers out of personal pages", () => {
    const robots = buildRobots("https://example.com", ["/profile", "/register/"]);
    expect(robots).toContain("Sitemap: https://example.com/sitemap.xml");
    expect(robots).toContain("Disallow: /en/register/");
    expect(robots).toContain("Allow: /");
  });
});
