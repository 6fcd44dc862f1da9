import { langFromPath, type Lang } from "~/lib/language";
import type { PageSeo } from "~/lib/seo";
import type { Bilingual } from "./types";

/**
 * The loader side of a content page: picks the language from the URL and returns only that
 * language's content, with the SEO fields the root renders on the server.
 */
export function loadPage<T extends { seoTitle: string; seoDescription: string }>(
  request: Request,
  content: Bilingual<T>,
): { lang: Lang; page: T; seo: PageSeo } {
  const lang = langFromPath(new URL(request.url).pathname);
  const page = content[lang];
  return { lang, page, seo: { title: page.seoTitle, description: page.seoDescription, lang } };
}
