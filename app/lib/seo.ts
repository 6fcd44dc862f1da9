import type { MetaDescriptor } from "react-router";
import { ogLocale, type Lang } from "./language";
import { siteConfig } from "./site-config";

/** What every page's loader returns so that its <title> and description render on the server. */
export interface PageSeo {
  title: string;
  description: string;
  lang: Lang;
}

export function seoMeta(seo: PageSeo | undefined): MetaDescriptor[] {
  if (!seo) return [];
  const title = `${seo.title} | ${siteConfig.shortName}`;
  return [
    { title },
    { name: "description", content: seo.description },
    { property: "og:title", content: title },
    { property: "og:description", content: seo.description },
    { property: "og:locale", content: ogLocale[seo.lang] },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: siteConfig.name },
  ];
}
