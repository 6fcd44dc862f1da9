import { and, asc, count, desc, eq, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courses, newsPosts, postKinds, type NewsPost, type PostKind } from "../../../../db/schema";
import { pageDataChanged } from "~/lib/page-data-changed.server";
import type { Localized } from "../../../../db/schema/localized";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { oneOf, pageFrom, pageWindow, sortFrom, type ListSort } from "../shared/list-query";
import type { NewsPostForm } from "./news-schema";

export const NEWS_PAGE_SIZE = 25;
export const newsStatuses = ["published", "draft"] as const;
export type NewsStatus = (typeof newsStatuses)[number];
export const newsSortColumns = ["date", "title"] as const;
export type NewsSortColumn = (typeof newsSortColumns)[number];

export interface NewsFilters {
  page: number;
  status: NewsStatus | null;
  kind: PostKind | null;
  sort: ListSort<NewsSortColumn>;
}

export function newsFiltersFrom(url: URL): NewsFilters {
  return {
    page: pageFrom(url),
    status: oneOf(newsStatuses, url.searchParams.get("status")),
    kind: oneOf(postKinds, url.searchParams.get("kind")),
    sort: sortFrom(url, newsSortColumns, { column: "date", direction: "desc" }),
  };
}

/** One page of every post, drafts included (of one kind, or one status, when filtered). */
export async function listNewsPosts(db: Database, filters: NewsFilters, pageSize = NEWS_PAGE_SIZE) {
  const where: SQL | undefined = and(
    filters.status === null ? undefined : eq(newsPosts.published, filters.status === "published"),
    filters.kind === null ? undefined : eq(newsPosts.kind, filters.kind),
  );
  const [counted] = await db.select({ n: count() }).from(newsPosts).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const direction = filters.sort.direction === "asc" ? asc : desc;
  const order =
    filters.sort.column === "title"
      ? [direction(sql`${newsPosts.title}->>'fr'`), desc(newsPosts.id)]
      : [direction(newsPosts.publishedOn), direction(newsPosts.id)];
  const rows = await db
    .select()
    .from(newsPosts)
    .where(where)
    .orderBy(...order)
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/**
 * The courses a post may link to (its "Register" button): those in the catalogue, and the one
 * it links to now even if archived since, so that saving the post again keeps it.
 */
export async function newsCourseChoices(db: Database, linked: number | null) {
  return db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(
      linked === null ? isNull(courses.archivedAt) : or(isNull(courses.archivedAt), eq(courses.id, linked)),
    )
    .orderBy(asc(courses.id));
}

export async function findNewsPost(db: Database, id: number): Promise<NewsPost | null> {
  const [post] = await db.select().from(newsPosts).where(eq(newsPosts.id, id)).limit(1);
  return post ?? null;
}

const pair = (fr: string, en: string): Localized => ({ fr, en });
const optionalPair = (fr: string, en: string): Localized | null => (fr || en ? { fr, en } : null);

/**
 * A post's images as the action settles them (uploaded, kept or removed): the upload key per
 * language (English falls back to French), and the size pages reserve for it.
 */
export interface NewsImages {
  key: Localized | null;
  width: number | null;
  height: number | null;
}

/** The row's values from the form: only what the form has (never `published`, never an id). */
function rowValues(form: NewsPostForm, images: NewsImages) {
  return {
    slug: form.slug,
    kind: form.kind,
    kicker: optionalPair(form.kickerFr, form.kickerEn),
    title: pair(form.titleFr, form.titleEn),
    summary: pair(form.summaryFr, form.summaryEn),
    body: pair(form.bodyFr, form.bodyEn),
    details: optionalPair(form.detailsFr, form.detailsEn),
    imageKey: images.key,
    imageAlt: optionalPair(form.imageAltFr, form.imageAltEn),
    imageWidth: images.width,
    imageHeight: images.height,
    publishedOn: form.publishedOn,
    eventStart: form.eventStart || null,
    eventEnd: form.eventEnd || null,
    place: optionalPair(form.placeFr, form.placeEn),
    courseId: form.courseId ? Number(form.courseId) : null,
  };
}

/** What the audit log keeps of a post: its content, not its timestamps. */
export function newsSnapshot(post: NewsPost): Record<string, unknown> {
  const { createdAt: _created, updatedAt: _updated, ...rest } = post;
  return rest;
}

/** JSON with sorted keys: jsonb gives its keys back in its own order. */
function stable(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === "object" && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => a.localeCompare(b)))
      : inner,
  );
}

/**
 * Public pages show posts (/news, /blog, /careers): this process's render
 * cache checks the version on its next requests, which sees the change once committed (the
 * trigger on news_posts). Other processes see it within a second from that version alone.
 */
function postsChanging() {
  pageDataChanged();
}

export type NewsWriteOutcome =
  | { ok: true; post: NewsPost; changed: boolean }
  | { ok: false; field: "slug" | "courseId"; error: string }
  | { ok: false; field: null; error: "notFound" };

/** The checks the form cannot make: the slug free, the course existing. */
async function conflicts(
  tx: Pick<Database, "select">,
  values: ReturnType<typeof rowValues>,
  id: number | null,
): Promise<NewsWriteOutcome | null> {
  const [taken] = await tx
    .select({ id: newsPosts.id })
    .from(newsPosts)
    .where(
      id === null
        ? eq(newsPosts.slug, values.slug)
        : and(eq(newsPosts.slug, values.slug), ne(newsPosts.id, id)),
    )
    .limit(1);
  if (taken) return { ok: false, field: "slug", error: "adminNews.errors.slugTaken" };
  if (values.courseId !== null) {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, values.courseId));
    if (!course) return { ok: false, field: "courseId", error: "adminNews.errors.courseId" };
  }
  return null;
}

/** A new post, as a draft, with its audit entry in the same transaction. */
export async function createNewsPost(
  db: Database,
  form: NewsPostForm,
  images: NewsImages,
  actor: AuditActor,
): Promise<NewsWriteOutcome> {
  postsChanging();
  return db.transaction(async (tx) => {
    const values = rowValues(form, images);
    const refused = await conflicts(tx, values, null);
    if (refused) return refused;
    const [post] = await tx
      .insert(newsPosts)
      .values({ ...values, published: false })
      .returning();
    if (!post) throw new Error("news post not written");
    await recordAudit(tx, {
      actor,
      action: "news_create",
      entityType: "news_post",
      entityId: post.id,
      before: null,
      after: newsSnapshot(post),
    });
    return { ok: true, post, changed: true };
  });
}

/** The post's content from the form (its publication unchanged); audited when something changed. */
export async function updateNewsPost(
  db: Database,
  id: number,
  form: NewsPostForm,
  images: NewsImages,
  actor: AuditActor,
): Promise<NewsWriteOutcome> {
  postsChanging();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for("update");
    if (!before) return { ok: false, field: null, error: "notFound" };
    const values = rowValues(form, images);
    const refused = await conflicts(tx, values, id);
    if (refused) return refused;
    const same = stable(newsSnapshot({ ...before, ...values })) === stable(newsSnapshot(before));
    if (same) return { ok: true, post: before, changed: false };
    const [post] = await tx
      .update(newsPosts)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(newsPosts.id, id))
      .returning();
    if (!post) throw new Error("news post not written");
    await recordAudit(tx, {
      actor,
      action: "news_update",
      entityType: "news_post",
      entityId: id,
      before: newsSnapshot(before),
      after: newsSnapshot(post),
    });
    return { ok: true, post, changed: true };
  });
}

/** Publishes or unpublishes; audited when it changed. */
export async function setNewsPublished(
  db: Database,
  id: number,
  published: boolean,
  actor: AuditActor,
): Promise<NewsWriteOutcome> {
  postsChanging();
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(newsPosts).where(eq(newsPosts.id, id)).for("update");
    if (!before) return { ok: false, field: null, error: "notFound" };
    if (before.published === published) return { ok: true, post: before, changed: false };
    const [post] = await tx
      .update(newsPosts)
      .set({ published, updatedAt: new Date() })
      .where(eq(newsPosts.id, id))
      .returning();
    if (!post) throw new Error("news post not written");
    await recordAudit(tx, {
      actor,
      action: published ? "news_publish" : "news_unpublish",
      entityType: "news_post",
      entityId: id,
      before: { published: before.published },
      after: { published: post.published },
    });
    return { ok: true, post, changed: true };
  });
}

/** The form's initial values from a post (edit), all strings. */
export function newsFormValues(post: NewsPost): Record<keyof NewsPostForm, string> {
  return {
    kind: post.kind,
    slug: post.slug,
    kickerFr: post.kicker?.fr ?? "",
    kickerEn: post.kicker?.en ?? "",
    titleFr: post.title.fr,
    titleEn: post.title.en ?? "",
    summaryFr: post.summary.fr,
    summaryEn: post.summary.en ?? "",
    bodyFr: post.body.fr,
    bodyEn: post.body.en ?? "",
    detailsFr: post.details?.fr ?? "",
    detailsEn: post.details?.en ?? "",
    imageAltFr: post.imageAlt?.fr ?? "",
    imageAltEn: post.imageAlt?.en ?? "",
    publishedOn: post.publishedOn,
    eventStart: post.eventStart ?? "",
    eventEnd: post.eventEnd ?? "",
    placeFr: post.place?.fr ?? "",
    placeEn: post.place?.en ?? "",
    courseId: post.courseId === null ? "" : String(post.courseId),
  };
}
