import { localizePath, languages } from "~/lib/language";
import type { PublicPage } from "./public-pages";

export interface SitemapCourse {
  id: number;
  updatedAt: Date;
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** One <url> per page and language, each listing both languages and x-default as alternates. */
function entries(page: PublicPage, siteUrl: string): string[] {
  const fr = siteUrl + localizePath(page.path, "fr");
  const alternates = [
    ...languages.map(
      (lang) =>
        `<xhtml:link rel="alternate" hreflang="${lang}" href="${escapeXml(siteUrl + localizePath(page.path, lang))}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(fr)}"/>`,
  ].join("");
  return languages.map((lang) =>
    [
      "<url>",
      `<loc>${escapeXml(siteUrl + localizePath(page.path, lang))}</loc>`,
      alternates,
      `<lastmod>${page.lastmod}</lastmod>`,
      page.changefreq ? `<changefreq>${page.changefreq}</changefreq>` : "",
      page.priority === undefined ? "" : `<priority>${page.priority.toFixed(1)}</priority>`,
      "</url>",
    ].join(""),
  );
}

/** The sitemap: every public page and every course, in French and English. */
export function buildSitemap(siteUrl: string, pages: PublicPage[], courses: SitemapCourse[]): string {
  const all: PublicPage[] = [
    ...pages,
    ...courses.map((course) => ({
      path: `/courses/${course.id}`,
      lastmod: course.updatedAt.toISOString().slice(0, 10),
      changefreq: "weekly" as const,
      priority: 0.8,
    })),
  ];
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...all.flatMap((page) => entries(page, siteUrl)),
    "</urlset>",
    "",
  ].join("\n");
}

export function buildRobots(siteUrl: string, privatePaths: string[]): string {
  const disallow = privatePaths.flatMap((path) => [
    `Disallow: ${path}`,
    `Disallow: ${localizePath(path, "en")}`,
  ]);
  return ["User-agent: *", "Allow: /", ...new Set(disallow), "", `Sitemap: ${siteUrl}/sitemap.xml`, ""].join(
    "\n",
  );
}
