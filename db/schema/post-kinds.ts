/**
 * What a post is, and so the page that shows it: a news post (/news, and a page of its own at
 * /news/:slug), a blog article (a card on /blog) or a job offer (on /careers). Without Drizzle:
 * the back-office's form validates with it in the browser (db/schema/news.ts re-exports it).
 */
export const postKinds = ["news", "blog", "career"] as const;
export type PostKind = (typeof postKinds)[number];
