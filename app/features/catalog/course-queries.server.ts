import { and, arrayContains, asc, desc, eq, inArray, like, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses, courseTrainers, trainers, trainingSessions } from "../../../db/schema";
import { formatDate, formatMoney } from "~/lib/format";
import type { Lang } from "~/lib/language";
import type { CourseCardView, CourseDetailView } from "./course-view";
import { FALLBACK_COURSE_IMAGE } from "./course-view";
import { allowedCategories, searchTerms, type CatalogFilters } from "./filters";
import { localize, localizeList } from "./localize";

/** The largest id an `integer` column holds: anything above is not a course. */
const MAX_ID = 2_147_483_647;

/** "101" -> 101; "-1", "1e9", "abc", "0101", "\0" and out-of-range values -> null (a 404). */
export function parseCourseId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const id = Number(value);
  return id <= MAX_ID ? id : null;
}

/** The first scheduled session still to come, computed in the list's own query. */
function nextSessionStart(now: Date) {
  // Written with explicit table names: Drizzle leaves columns unqualified in a one-table select,
  // where a bare "id" would mean the session's id inside this subquery.
  return sql<Date | null>`(
    select min(s.starts_at) from training_sessions s
    where s.course_id = "courses"."id" and s.status = 'scheduled' and s.starts_at > ${now}
  )`.mapWith(trainingSessions.startsAt);
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
  nextSession: nextSessionStart(now),
});

/** LIKE needs its wildcards escaped: a search for "100%" means the characters. */
function likePattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

function catalogWhere(filters: CatalogFilters): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const categories = allowedCategories(filters);
  if (categories) {
    if (categories.length === 0) return sql`false`;
    conditions.push(inArray(courses.category, [...categories]));
  }
  if (filters.format) conditions.push(arrayContains(courses.formats, [filters.format]));
  // search_text is stored lower-cased and accent-folded in both languages; every word must appear.
  for (const term of searchTerms(filters.q)) conditions.push(like(courses.searchText, likePattern(term)));
  return and(...conditions);
}

/** The catalogue's list for `filters`, newest first, each course with its next session: one query. */
export async function listCatalogCourses(db: Database, filters: CatalogFilters, now = new Date()) {
  return db
    .select(cardColumns(now))
    .from(courses)
    .where(catalogWhere(filters))
    .orderBy(desc(courses.createdAt), asc(courses.id));
}

/** The home page's popular courses: featured first, then newest. */
export async function listPopularCourses(db: Database, limit = 8, now = new Date()) {
  return db
    .select(cardColumns(now))
    .from(courses)
    .orderBy(desc(courses.isFeatured), desc(courses.createdAt), asc(courses.id))
    .limit(limit);
}

export type CourseCardRow = Awaited<ReturnType<typeof listCatalogCourses>>[number];

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
    price: price(row.priceCents, row.currency, lang),
    isCertified: row.isCertified,
    isNew: row.isNew,
    isFeatured: row.isFeatured,
    image: row.image ?? FALLBACK_COURSE_IMAGE,
    nextSession: row.nextSession ? formatDate(row.nextSession, lang) : null,
  };
}

/** One course with its trainers (two queries, whatever the number of trainers), or null. */
export async function getCourseDetail(
  db: Database,
  id: number,
  lang: Lang,
  now = new Date(),
): Promise<CourseDetailView | null> {
  const [row] = await db
    .select({ ...cardColumns(now), course: courses })
    .from(courses)
    .where(eq(courses.id, id))
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
    satisfaction:
      course.satisfactionRate === null
        ? null
        : { rate: course.satisfactionRate, period: localize(course.satisfactionPeriod, lang) },
    trainers: trainerRows.map(({ trainer }) => ({
      id: trainer.id,
      name: trainer.name,
      title: localize(trainer.title, lang),
      experience: localize(trainer.experience, lang),
      bio: localize(trainer.bio, lang),
      specialties: localizeList(trainer.specialties, lang),
      image: trainer.image ?? "/images/trainers/fallback.svg",
    })),
    updatedAt: formatDate(course.updatedAt, lang, "medium"),
    updatedAtIso: course.updatedAt.toISOString(),
    priceCents: course.priceCents,
    currency: course.currency as "EUR" | "GNF",
  };
}

/** Every course's id and last change, for the sitemap. */
export async function listCourseSitemapEntries(db: Database) {
  return db.select({ id: courses.id, updatedAt: courses.updatedAt }).from(courses).orderBy(asc(courses.id));
}
