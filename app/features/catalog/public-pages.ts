/**
 * Every public page of the site (French paths; each also exists under /en), for the sitemap.
 * One list for the whole site: whoever adds a public page adds its path here. Sign-in,
 * profile and registration pages are not public and stay out. Courses come from the database.
 * `lastmod` is the date the page's content last changed (YYYY-MM-DD).
 */
export interface PublicPage {
  path: string;
  lastmod: string;
  changefreq?: "daily" | "weekly" | "monthly" | "yearly";
  priority?: number;
}

const SITE_LAUNCH = "2026-11-21";

export const publicPages: PublicPage[] = [
  { path: "/", lastmod: SITE_LAUNCH, changefreq: "daily", priority: 1 },
  { path: "/courses", lastmod: SITE_LAUNCH, changefreq: "daily", priority: 0.9 },
  { path: "/about", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/services", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/real-estate", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/consulting", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/mining", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/partners", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/news", lastmod: SITE_LAUNCH, changefreq: "weekly" },
  { path: "/contact", lastmod: SITE_LAUNCH, changefreq: "yearly" },
  { path: "/features", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/pricing", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/blog", lastmod: SITE_LAUNCH, changefreq: "weekly" },
  { path: "/careers", lastmod: SITE_LAUNCH, changefreq: "monthly" },
  { path: "/support", lastmod: SITE_LAUNCH, changefreq: "yearly" },
  { path: "/legal", lastmod: SITE_LAUNCH, changefreq: "yearly" },
  { path: "/privacy", lastmod: SITE_LAUNCH, changefreq: "yearly" },
  { path: "/terms", lastmod: SITE_LAUNCH, changefreq: "yearly" },
  { path: "/cookies", lastmod: SITE_LAUNCH, changefreq: "yearly" },
];

/** Paths crawlers are asked to skip: personal or transactional pages, in both languages. */
export const privatePaths = [
  "/auth",
  "/profile",
  "/register/",
  "/resources/",
  "/verify/",
  "/attend/",
  "/trainer",
];
