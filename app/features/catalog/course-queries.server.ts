import {
  and,
  arrayContains,
  asc,
  desc,
  eq,
  getTableColumns,
  inArray,
  isNull,
  sql,
  type SQL,
} from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, courseTrainers, trainers, trainingSessions } from "../../../db/schema";
import { formatDate, formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { CourseCardView, CourseDetailView } from "./course-view";
import { FALLBACK_COURSE_IMAGE } from "./course-view";
import { allowedCategories, type CatalogFilters } from "./filters";
import { localize, localizeList } from "./localize";
import { matchesSearch, searchOrder, searchTsquery } from "./search-sql.server";
import { searchConcepts, searchWords } from "./search-terms";

/**
 * When the published offer last changed: the course's own row or any of its sessions (dates,
 * prices and seats are part of what the page publishes), whichever is later. A course written
 * once years ago but scheduled last week reads as updated last week, not "12 mars 2024".
 */
function lastOfferUpdate() {
  return sql<Date>`greatest(
    "courses"."updated_at",
    (select max(s.updated_at) from training_sessions s where s.course_id = "courses"."id")
  )`.mapWith(courses.updatedAt);
}

/**
 * A column of the first scheduled session still to come (soonest, then lowest id, as the
 * session lists order them), computed in the list's own query.
 */
function nextSessionColumn(column: SQL, now: Date) {
  // Written with explicit table names: Drizzle leaves columns unqualified in a one-table select,
  // where a bare "id" would mean the session's id inside this subquery.
  return sql`(
    select ${column} from training_sessions s
    where s.course_id = "courses"."id" and s.status = 'scheduled' and s.starts_at > ${now}
    order by s.starts_at, s.id limit 1
  )`;
}

const cardColumns = (now: Date) => ({
  id: courses.id,
  title: courses.title,
  description: courses.description,
  category: courses.category,
  subcategory: courses.subcategory,
  duration: courses.duration,
  formats: courses.formats,
  priceCents: courses.priceCents,
  currency: courses.currency,
  isCertified: courses.isCertified,
  isNew: courses.isNew,
  isFeatured: courses.isFeatured,
  image: courses.image,
  nextSession: nextSessionColumn(sql`s.starts_at`, now).mapWith(
    trainingSessions.startsAt,
  ) as SQL<Date | null>,
  // The next session's own price (null when it keeps the course's): a card that shows a session
  // shows what that session costs.
  nextSessionPriceCents: nextSessionColumn(sql`s.price_cents`, now).mapWith(Number) as SQL<number | null>,
  nextSessionCurrency: nextSessionColumn(sql`s.currency`, now).mapWith(String) as SQL<string | null>,
});

/** Courses the public sees: archived ones leave the catalogue (back-office). */
export const publishedCourse = () => isNull(courses.archivedAt);

/** The category and format filters (the search is applied beside them), over published courses. */
function filterWhere(filters: CatalogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [publishedCourse()];
  const categories = allowedCategories(filters);
  if (categories) {
    if (categories.length === 0) return sql`false`;
    conditions.push(inArray(courses.category, [...categories]));
  }
  if (filters.format) conditions.push(arrayContains(courses.formats, [filters.format]));
  return and(...conditions);
}

/** Cards per page of the list (one, two or three columns); "show more" asks for more pages. */
export const CATALOG_PAGE_SIZE = 24;

/**
 * The search as a one-row CTE: its tsquery is built once, and PostgreSQL inlines the CTE and
 * folds the tsquery to a constant (so the GIN index applies) rather than rebuilding it per row.
 */
function searchQuery(db: Database, q: string) {
  const search = db
    .$with("search", { query: sql<string>`query`.as("query") })
    .as(sql`select ${searchTsquery(searchConcepts(searchWords(q)))} as query`);
  return { search, query: sql`${search.query}` };
}

/**
 * The catalogue's list for `filters`, its first `limit` courses each with its next session,
 * and the number of courses found (`total`, on every row): one query. Without a search, newest
 * first; with one, full-text matches ranked by relevance (docs/decisions/1501). A search with
 * no word in it (only punctuation, say) finds nothing.
 *
 * The ranking and the count run over narrow rows (id, sort keys) and only the page's courses
 * are then read in full: with thousands of matches, carrying every course's text through the
 * sort and the count would cost more than the search (docs/decisions/1504).
 */
export async function listCatalogCourses(
  db: Database,
  filters: CatalogFilters,
  now = new Date(),
  limit = CATALOG_PAGE_SIZE,
) {
  const newestFirst = [desc(courses.createdAt), asc(courses.id)];
  const search = filters.q === "" ? null : searchQuery(db, filters.q);
  const order = search ? [...searchOrder(search.query), ...newestFirst] : newestFirst;
  const pageColumns = {
    id: courses.id,
    total: sql<number>`count(*) over ()`.mapWith(Number).as("total"),
    position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as("position"),
  };
  const where = search ? and(filterWhere(filters), matchesSearch(search.query)) : filterWhere(filters);
  const matches = search
    ? db.select(pageColumns).from(courses).crossJoin(search.search)
    : db.select(pageColumns).from(courses);
  const page = matches
    .where(where)
    .orderBy(...order)
    .limit(limit)
    .as("page");
  return db
    .with(...(search ? [search.search] : []))
    .select({ ...cardColumns(now), total: page.total })
    .from(page)
    .innerJoin(courses, eq(courses.id, page.id))
    .orderBy(asc(page.position));
}

/** Whether a search finds at least one course with these filters (stops at the first). */
export async function catalogHasMatch(db: Database, filters: CatalogFilters): Promise<boolean> {
  const { search, query } = searchQuery(db, filters.q);
  const rows = await db
    .with(search)
    .select({ id: courses.id })
    .from(courses)
    .crossJoin(search)
    .where(and(filterWhere(filters), matchesSearch(query)))
    .limit(1);
  return rows.length > 0;
}

/** The home page's popular courses: featured first, then newest. */
export async function listPopularCourses(db: Database, limit = 8, now = new Date()) {
  return db
    .select(cardColumns(now))
    .from(courses)
    .where(publishedCourse())
    .orderBy(desc(courses.isFeatured), desc(courses.createdAt), asc(courses.id))
    .limit(limit);
}

export type CourseCardRow = Awaited<ReturnType<typeof listPopularCourses>>[number];

function price(cents: number | null, currency: string, lang: Lang): string | null {
  return cents === null ? null : formatMoney(cents, currency as "EUR" | "GNF", lang);
}

export function toCourseCard(row: CourseCardRow, lang: Lang): CourseCardView {
  return {
    id: row.id,
    title: localize(row.title, lang),
    description: localize(row.description, lang),
    category: row.category,
    subcategory: localize(row.subcategory, lang),
    duration: localize(row.duration, lang),
    formats: row.formats,
    price:
      row.nextSession && row.nextSessionPriceCents !== null
        ? price(row.nextSessionPriceCents, row.nextSessionCurrency ?? row.currency, lang)
        : price(row.priceCents, row.currency, lang),
    isCertified: row.isCertified,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    image: row.image ?? FALLBACK_COURSE_IMAGE,
    nextSession: row.nextSession ? formatDate(row.nextSession, lang) : null,
  };
}

/**
 * A course's columns but its two search vectors: they serve the search index, are the row's
 * largest values and are never shown, yet PostgreSQL would print them as text for every page.
 */
const {
  searchVector: _searchVector,
  searchRankVector: _searchRankVector,
  ...shownCourseColumns
} = getTableColumns(courses);

/** One course with its trainers (two queries, whatever the number of trainers), or null. */
export async function getCourseDetail(
  db: Database,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<CourseDetailView | null> {
  const [row] = await db
    .select({ ...cardColumns(now), course: shownCourseColumns, lastUpdated: lastOfferUpdate() })
    .from(courses)
    .where(and(eq(courses.id, id), publishedCourse()))
    .limit(1);
  if (!row) return null;
  const trainerRows = await db
    .select({ trainer: trainers })
    .from(courseTrainers)
    .innerJoin(trainers, eq(trainers.id, courseTrainers.trainerId))
    .where(eq(courseTrainers.courseId, id))
    .orderBy(asc(courseTrainers.position), asc(trainers.id));
  const { course } = row;
  return {
    ...toCourseCard(row, lang),
    // The course's own price: its page lists each session with its price.
    price: price(course.priceCents, course.currency, lang),
    objectives: localizeList(course.objectives, lang),
    detailedDuration: localize(course.detailedDuration, lang),
    hours: course.hours,
    audience: localize(course.audience, lang),
    prerequisites: localize(course.prerequisites, lang),
    modules: course.modules.map((module) => ({
      title: localize(module.title, lang),
      duration: localize(module.duration, lang),
      topics: localizeList(module.topics, lang),
    })),
    methodology: localize(course.methodology, lang),
    expectedOutcomes: localizeList(course.expectedOutcomes, lang),
    advantages: localizeList(course.advantages, lang),
    assessment: localize(course.assessment, lang),
    accessDelay: localize(course.accessDelay, lang),
    accessibility: localize(course.accessibility, lang),
    trainers: trainerRows.map(({ trainer }) => ({
      id: trainer.id,
      name: trainer.name,
      title: localize(trainer.title, lang),
      experience: localize(trainer.experience, lang),
      bio: localize(trainer.bio, lang),
      specialties: localizeList(trainer.specialties, lang),
      image: trainer.image ?? "/images/trainers/fallback.svg",
    })),
    updatedAt: formatDate(row.lastUpdated, lang, "medium"),
    updatedAtIso: row.lastUpdated.toISOString(),
    priceCents: course.priceCents,
    currency: course.currency as "EUR" | "GNF",
  };
}

/** Every course's id and last change, for the sitemap. */
export async function listCourseSitemapEntries(db: Database) {
  return db
    .select({ id: courses.id, updatedAt: courses.updatedAt })
    .from(courses)
    .where(publishedCourse())
    .orderBy(asc(courses.id));
}
