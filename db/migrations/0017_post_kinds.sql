-- The posts so far were all news posts: the column's default gives each of them that kind, content
-- untouched. The blog articles and job offers the site showed from code come in with the seed at
-- the next start (seedIfEmpty loads each kind's built-in posts while that kind has none).
DROP INDEX "news_posts_published_idx";--> statement-breakpoint
ALTER TABLE "news_posts" ADD COLUMN "kind" text DEFAULT 'news' NOT NULL;--> statement-breakpoint
CREATE INDEX "news_posts_kind_published_idx" ON "news_posts" USING btree ("kind","published","published_on");--> statement-breakpoint
ALTER TABLE "news_posts" ADD CONSTRAINT "news_posts_kind_check" CHECK (kind IN ('news', 'blog', 'career'));