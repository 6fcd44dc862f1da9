import { and, asc, desc, eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { newsPosts, type NewsPost } from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatDate } from "~/lib/format";
import { localizePath, type Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { storedImageSrc } from "~/lib/upload-variants";
import { eventStatus, formatEventDates } from "./event-status";
import { parseNewsBody, parseNewsDetails } from "./news-body";
import type { NewsPostView } from "./news-view";

export type { NewsPostView };

export function toNewsPostView(post: NewsPost, lang: Lang, now: Date): NewsPostView {
  const imageKey = localize(post.imageKey, lang)?.trim();
  const event =
    post.eventStart && post.eventEnd ? { startDate: post.eventStart, endDate: post.eventEnd } : null;
  return {
    slug: post.slug,
    path: `/news/${post.slug}`,
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
          place: localize(post.place, lang)?.trim() || null,
        }
      : null,
    registerTo: post.courseId === null ? null : `/courses/${post.courseId}`,
  };
}

/** The published posts, newest first (by their date, then the latest made). */
export function listPublishedPosts(db: Database): Promise<NewsPost[]> {
  return db
    .select()
    .from(newsPosts)
    .where(eq(newsPosts.published, true))
    .orderBy(desc(newsPosts.publishedOn), desc(newsPosts.id));
}

/** One published post by its slug; null when unknown or unpublished. */
export async function findPublishedPost(db: Database, slug: string): Promise<NewsPost | null> {
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug) || slug.length > 120) return null;
  const [post] = await db
    .select()
    .from(newsPosts)
    .where(and(eq(newsPosts.slug, slug), eq(newsPosts.published, true)))
    .limit(1);
  return post ?? null;
}

/** The sitemap's entries: every published post, with the day it last changed. */
export async function listNewsSitemapEntries(db: Database) {
  const rows = await db
    .select({ slug: newsPosts.slug, updatedAt: newsPosts.updatedAt })
    .from(newsPosts)
    .where(eq(newsPosts.published, true))
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
