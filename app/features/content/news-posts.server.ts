import { and, asc, desc, eq, max } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { newsPosts, postKinds, type NewsPost, type PostKind } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatDate } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { storedImageSrc } from "~/lib/upload-variants";
import { eventStatus, formatEventDates } from "./event-status";
import { parseNewsBody, parseNewsDetails } from "./news-body";
import type { NewsPostView } from "./news-view";
import { kindPages, postPath } from "./post-paths";

export type { NewsPostView };

export function toNewsPostView(post: NewsPost, lang: Lang, now: Date): NewsPostView {
  const imageKey = localize(post.imageKey, lang)?.trim();
  const event =
    post.eventStart && post.eventEnd ? { startDate: post.eventStart, endDate: post.eventEnd } : null;
  const place = localize(post.place, lang)?.trim() || null;
  return {
    slug: post.slug,
    path: postPath(post.kind, post.slug),
    kicker: localize(post.kicker, lang)?.trim() || null,
    title: localize(post.title, lang),
    summary: localize(post.summary, lang),
    body: parseNewsBody(localize(post.body, lang)),
    details: parseNewsDetails(localize(post.details, lang)),
    image: imageKey
      ? {
          src: storedImageSrc(imageKey),
          alt: localize(post.imageAlt, lang) ?? "",
          width: post.imageWidth,
          height: post.imageHeight,
        }
      : null,
    publishedOn: formatDate(new Date(`${post.publishedOn}T12:00:00Z`), lang, "long"),
    publishedOnIso: post.publishedOn,
    // Computed per request from today's date: an event turns "past" by itself once its dates go by.
    event: event
      ? {
          ...event,
          status: eventStatus(event, now),
          dates: formatEventDates(event, lang),
          place,
        }
      : null,
    place,
    registerTo: post.courseId === null ? null : `/courses/${post.courseId}`,
  };
}

/** One kind's published posts, newest first (by their date, then the latest made). */
export function listPublishedPosts(db: Database, kind: PostKind): Promise<NewsPost[]> {
  return db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.kind, kind), eq(newsPosts.published, true)))
    .orderBy(desc(newsPosts.publishedOn), desc(newsPosts.id));
}

/**
 * One published news post by its slug (/news/:slug); null when unknown, unpublished or of
 * another kind: blog articles and job offers are shown whole on their list page only.
 */
export async function findPublishedPost(db: Database, slug: string): Promise<NewsPost | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return null;
  const [post] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, slug), eq(newsPosts.kind, "news"), eq(newsPosts.published, true)))
    .limit(1);
  return post ?? null;
}

/**
 * The day each kind's page (/news, /blog, /careers) last changed by its posts: the latest change
 * of a published one. A page whose posts were all withdrawn keeps the sitemap's own date.
 */
export async function listPostPagesLastChanged(db: Database): Promise<Record<string, string>> {
  const rows = await db
    .select({ kind: newsPosts.kind, changed: max(newsPosts.updatedAt) })
    .from(newsPosts)
    .where(eq(newsPosts.published, true))
    .groupBy(newsPosts.kind);
  return Object.fromEntries(
    rows.flatMap((row) =>
      row.changed && postKinds.includes(row.kind)
        ? [[kindPages[row.kind], row.changed.toISOString().slice(0, 10)]]
        : [],
    ),
  );
}

/** The sitemap's entries: every published news post (the only kind with pages of their own), with the day it last changed. */
export async function listNewsSitemapEntries(db: Database) {
  const rows = await db
    .select({ slug: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(and(eq(newsPosts.kind, "news"), eq(newsPosts.published, true)))
    .orderBy(asc(newsPosts.slug));
  return rows.map((row) => ({
    path: `/news/${row.slug}`,
    lastmod: row.updatedAt.toISOString().slice(0, 10),
    changefreq: "monthly" as const,
    priority: 0.6,
  }));
}

/**
 * schema.org `Event` of a dated post (null for an undated one): whole days in Conakry time, at
 * its place (the group's address when none is given), organised by the group.
 */
export function newsEventJsonLd(
  post: NewsPostView,
  { siteUrl, lang }: { siteUrl: string; lang: Lang },
): Record<string, unknown> | null {
  if (!post.event) return null;
  const url = siteUrl + localizePath(post.path, lang);
  const address = siteConfig.address;
  return {
    "@context": "https://schema.org",
    "@type": "Event",
    "@id": `${url}#event`,
    url,
    name: post.title,
    description: post.summary,
    inLanguage: lang,
    startDate: post.event.startDate,
    endDate: post.event.endDate,
    eventStatus: "https://schema.org/EventScheduled",
    eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
    location: {
      "@type": "Place",
      name: post.event.place ?? `${address.city}, ${address.country[lang]}`,
      address: {
        "@type": "PostalAddress",
        ...(post.event.place ? {} : { streetAddress: address.street }),
        addressLocality: post.event.place ?? address.city,
        addressCountry: address.countryCode,
      },
    },
    ...(post.image ? { image: [siteUrl + post.image.src] } : {}),
    organizer: { "@type": "Organization", name: siteConfig.name, url: siteUrl },
  };
}
