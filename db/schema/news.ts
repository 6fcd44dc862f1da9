import { sql } from "drizzle-orm";
import { boolean, check, date, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { localized } from "./localized";
import { postKinds } from "./post-kinds";

export { postKinds, type PostKind } from "./post-kinds";

/**
 * A post of the site, of one kind (the table keeps its first name, news_posts): bilingual (French
 * required, English optional, falling back to French), published or not, optionally dated (an
 * event held on whole days, Conakry time, with its place; a job offer's place is where the job
 * is). The body is plain text: paragraphs separated by a blank line, "- " lines make a list, "## "
 * a subheading, a "[label](/path)" line a link to a page of the site (news-body.ts renders it as
 * React elements, never as HTML). The image is a key or a site path (the uploads pipeline stores
 * keys); the details are "Label: value" lines shown beside the body.
 */
export const newsPosts = pgTable(
  "news_posts",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    slug: text("slug").notNull().unique(),
    kind: text("kind", { enum: postKinds }).notNull().default("news"),
    kicker: localized("kicker"),
    title: localized("title").notNull(),
    summary: localized("summary").notNull(),
    body: localized("body").notNull(),
    details: localized("details"),
    /** Per language (a poster has its text in it); English falls back to French. */
    imageKey: localized("image_key"),
    imageAlt: localized("image_alt"),
    /** The image's size in pixels (read from the file when the post is saved): pages reserve its place. */
    imageWidth: integer("image_width"),
    imageHeight: integer("image_height"),
    /** The day it is dated on the list ("YYYY-MM-DD"). */
    publishedOn: date("published_on", { mode: "string" }).notNull(),
    published: boolean("published").notNull().default(false),
    eventStart: date("event_start", { mode: "string" }),
    eventEnd: date("event_end", { mode: "string" }),
    place: localized("place"),
    /** The catalogue course the event matches: its "Register" button leads there. */
    courseId: integer("course_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // The public pages list one kind's published posts, newest first.
    index("news_posts_kind_published_idx").on(table.kind, table.published, table.publishedOn),
    check("news_posts_kind_check", sql.raw(`kind IN (${postKinds.map((kind) => `'${kind}'`).join(", ")})`)),
    check("news_posts_slug_check", sql`${table.slug} ~ '^[a-z0-9]+(-[a-z0-9]+)*$'`),
    check(
      "news_posts_event_check",
      sql`(${table.eventStart} IS NULL AND ${table.eventEnd} IS NULL) OR (${table.eventStart} IS NOT NULL AND ${table.eventEnd} IS NOT NULL AND ${table.eventEnd} >= ${table.eventStart})`,
    ),
  ],
);
export type NewsPost = typeof newsPosts.$inferSelect;
