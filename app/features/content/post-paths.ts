import type { PostKind } from "../../../db/schema/post-kinds";

/** The page that lists each kind's posts (French path). */
export const kindPages: Record<PostKind, string> = { news: "/news", blog: "/blog", career: "/careers" };

/**
 * Where a published post is read (French path): a news post has a page of its own; a blog
 * article or a job offer is a card of its kind's page, reached by its heading's id.
 */
export function postPath(kind: PostKind, slug: string): string {
  switch (kind) {
    case "news":
      return `/news/${slug}`;
    case "blog":
      return `/blog#news-${slug}`;
    case "career":
      return `/careers#job-${slug}`;
  }
}
