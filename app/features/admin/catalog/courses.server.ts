import { and, asc, desc, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courseCategories, courses, courseTrainers, trainers } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import type { CourseInput } from "./course-schema";
import { registrationsOnCoursePrice, samePrice, type PriceKept } from "../shared/price-change.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";

export const courseStates = ["active", "archived", "all"] as const;
export type CourseState = (typeof courseStates)[number];

/** The courses for staff: search, category, active/archived, untranslated only; last changed first, 25 a page. */
export const courseList = defineAdminList({
  filters: {
    q: listFilter.text(),
    category: listFilter.oneOf(courseCategories),
    state: listFilter.oneOfOr(courseStates, "active"),
    untranslated: listFilter.flag(),
  },
  sort: {
    columns: ["title", "category", "price", "updated"],
    default: { column: "updated", direction: "desc" },
  },
  pageSize: 25,
  paging: "pages",
});

export type CourseListFilters = ListFilters<typeof courseList.filters>;
export type CourseSortColumn = (typeof courseList.sort.columns)[number];

/** Text of a localized column in one language, for search and sort. */
const inLang = (column: typeof courses.title, lang: "fr" | "en") => sql<string>`(${column} ->> ${lang})`;

/** The English the course page shows first is missing (title, subtitle, description, duration, audience, prerequisites). */
export const untranslatedCourse = () =>
  or(
    ...[
      courses.title,
      courses.subcategory,
      courses.description,
      courses.duration,
      courses.audience,
      courses.prerequisites,
    ].map((column) => sql`coalesce(btrim(${column} ->> 'en'), '') = ''`),
  ) as SQL;

/** LIKE's wildcards taken literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of courses for staff (archived ones included on request), filtered and sorted in the database. */
export async function listAdminCourses(
  db: Database,
  { filters, sort, page }: { filters: CourseListFilters; sort: ListSort<CourseSortColumn>; page: number },
  pageSize = courseList.pageSize,
) {
  const conditions: (SQL | undefined)[] = [];
  if (filters.state === "active") conditions.push(isNull(courses.archivedAt));
  if (filters.state === "archived") conditions.push(isNotNull(courses.archivedAt));
  if (filters.category) conditions.push(eq(courses.category, filters.category));
  if (filters.untranslated) conditions.push(untranslatedCourse());
  if (filters.q) {
    const pattern = `%${escapeLike(filters.q)}%`;
    conditions.push(
      or(ilike(inLang(courses.title, "fr"), pattern), ilike(inLang(courses.title, "en"), pattern)),
    );
  }
  const where = and(...conditions);
  const direction = sort.direction === "asc" ? asc : desc;
  const key: Record<CourseSortColumn, SQL | typeof courses.category> = {
    title: sql`lower(${inLang(courses.title, "fr")})`,
    category: courses.category,
    price: sql`${courses.priceCents}`,
    updated: sql`${courses.updatedAt}`,
  };
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: courses.id,
        title: courses.title,
        category: courses.category,
        priceCents: courses.priceCents,
        currency: courses.currency,
        updatedAt: courses.updatedAt,
        archivedAt: courses.archivedAt,
        untranslated: sql<boolean>`(${untranslatedCourse()})`.mapWith(Boolean),
      })
      .from(courses)
      .where(where)
      .orderBy(direction(key[sort.column]), asc(courses.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, courses, where), page, pageSize, rows });
}

/** A course as staff edit it, with its trainers' ids in order, or null. */
export async function courseForEdit(db: Database | Tx, id: number) {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) return null;
  const linked = await db
    .select({ id: courseTrainers.trainerId })
    .from(courseTrainers)
    .where(eq(courseTrainers.courseId, id))
    .orderBy(asc(courseTrainers.position), asc(courseTrainers.trainerId));
  return { course, trainerIds: linked.map((row) => row.id) };
}

export type EditedCourse = NonNullable<Awaited<ReturnType<typeof courseForEdit>>>;

/** Every trainer, for the course form's choices. */
export async function trainerChoices(db: Database) {
  return db
    .select({ id: trainers.id, name: trainers.name })
    .from(trainers)
    .orderBy(asc(trainers.name), asc(trainers.id));
}

/** What the audit log keeps of a course: its editable fields, archived state and trainers. */
export function courseSnapshot(found: EditedCourse): Record<string, unknown> {
  // The search vectors are derived, and the dates say nothing the log's own date does not.
  const { searchVector, searchRankVector, createdAt, updatedAt, ...fields } = found.course;
  void searchVector;
  void searchRankVector;
  void createdAt;
  void updatedAt;
  return { ...fields, archivedAt: fields.archivedAt?.toISOString() ?? null, trainerIds: found.trainerIds };
}

function columnsOf(input: CourseInput, image: string | null | undefined) {
  return {
    category: input.category,
    subcategory: input.subcategory,
    title: input.title,
    description: input.description,
    objectives: input.objectives,
    duration: input.duration,
    detailedDuration: input.detailedDuration,
    hours: input.hours,
    audience: input.audience,
    prerequisites: input.prerequisites,
    formats: input.formats,
    priceCents: input.priceCents,
    currency: input.currency,
    isCertified: input.isCertified,
    isNew: input.isNew,
    isFeatured: input.isFeatured,
    modules: input.modules,
    methodology: input.methodology,
    expectedOutcomes: input.expectedOutcomes,
    advantages: input.advantages,
    assessment: input.assessment,
    accessDelay: input.accessDelay,
    accessibility: input.accessibility,
    passMarkPercent: input.passMarkPercent,
    knowledgeOnCertificate: input.knowledgeOnCertificate,
    attendanceThresholdPercent: input.attendanceThresholdPercent,
    certificateValidityMonths: input.certificateValidityMonths,
    ...(image === undefined ? {} : { image }),
  };
}

async function linkTrainers(tx: Tx, courseId: number, trainerIds: number[]): Promise<number[]> {
  // Only trainers that exist: a forged id links nothing.
  const existing = trainerIds.length
    ? new Set(
        (await tx.select({ id: trainers.id }).from(trainers).where(inArray(trainers.id, trainerIds))).map(
          (row) => row.id,
        ),
      )
    : new Set<number>();
  const kept = trainerIds.filter((id) => existing.has(id));
  await tx.delete(courseTrainers).where(eq(courseTrainers.courseId, courseId));
  if (kept.length)
    await tx
      .insert(courseTrainers)
      .values(kept.map((trainerId, position) => ({ courseId, trainerId, position })));
  return kept;
}

/** A saved course, and, when its price changed, the registrations in force that kept theirs. */
export interface SavedCourse {
  id: number;
  priceKept: PriceKept | null;
}

/**
 * Creates (id null) or updates a course with its trainers, and writes the audit entry in the
 * same transaction. `image` undefined keeps the current one. Null when the course is not found.
 * A new price reaches no registration already made (each stores its own): the audit entry says
 * how many in force keep theirs.
 */
export async function saveCourse(
  db: Database,
  {
    id,
    input,
    image,
    actor,
  }: { id: number | null; input: CourseInput; image: string | undefined; actor: AuditActor },
): Promise<SavedCourse | null> {
  return db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx
        .insert(courses)
        .values(columnsOf(input, image ?? null))
        .returning({ id: courses.id });
      if (!created) throw new Error("course not created");
      await linkTrainers(tx, created.id, input.trainers);
      const after = await courseForEdit(tx, created.id);
      await recordAudit(tx, {
        actor,
        action: "course_create",
        entityType: "course",
        entityId: created.id,
        before: null,
        after: after ? courseSnapshot(after) : null,
      });
      return { id: created.id, priceKept: null };
    }
    // Locked: two staff saving at once are written one after the other, each with its true "before".
    await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, id)).for("update");
    const before = await courseForEdit(tx, id);
    if (!before) return null;
    await tx.update(courses).set(columnsOf(input, image)).where(eq(courses.id, id));
    await linkTrainers(tx, id, input.trainers);
    const after = await courseForEdit(tx, id);
    const was = { cents: before.course.priceCents, currency: before.course.currency };
    const is = { cents: input.priceCents, currency: input.currency };
    const priceKept = samePrice(was, is)
      ? null
      : { kept: await registrationsOnCoursePrice(tx, id), before: was, after: is };
    await recordAudit(tx, {
      actor,
      action: "course_update",
      entityType: "course",
      entityId: id,
      before: courseSnapshot(before),
      after: after
        ? {
            ...courseSnapshot(after),
            ...(priceKept ? { registrationsKeepingTheirPrice: priceKept.kept } : {}),
          }
        : null,
    });
    return { id, priceKept };
  });
}

/**
 * Archives or brings back a course. "unchanged" when it already was in that state (nothing
 * written), null when not found.
 */
export async function setCourseArchived(
  db: Database,
  { id, archived, actor, now = new Date() }: { id: number; archived: boolean; actor: AuditActor; now?: Date },
): Promise<"changed" | "unchanged" | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ archivedAt: courses.archivedAt })
      .from(courses)
      .where(eq(courses.id, id))
      .for("update");
    if (!row) return null;
    if ((row.archivedAt !== null) === archived) return "unchanged";
    const archivedAt = archived ? now : null;
    await tx.update(courses).set({ archivedAt }).where(eq(courses.id, id));
    await recordAudit(tx, {
      actor,
      action: archived ? "course_archive" : "course_unarchive",
      entityType: "course",
      entityId: id,
      before: { archivedAt: row.archivedAt?.toISOString() ?? null },
      after: { archivedAt: archivedAt?.toISOString() ?? null },
    });
    return "changed";
  });
}
