import { asc, count, desc, eq, ilike, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courseTrainers, trainers } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";
import type { TrainerInput } from "./trainer-schema";

/** The trainers for staff: searched by name; by name, 25 a page. */
export const trainerList = defineAdminList({
  filters: { q: listFilter.text() },
  sort: { columns: ["name", "courses", "updated"], default: { column: "name", direction: "asc" } },
  pageSize: 25,
  paging: "pages",
});

export type TrainerListFilters = ListFilters<typeof trainerList.filters>;
export type TrainerSortColumn = (typeof trainerList.sort.columns)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of trainers with how many courses cite each. */
export async function listAdminTrainers(
  db: Database,
  { filters, sort, page }: { filters: TrainerListFilters; sort: ListSort<TrainerSortColumn>; page: number },
  pageSize = trainerList.pageSize,
) {
  const where = filters.q ? ilike(trainers.name, `%${escapeLike(filters.q)}%`) : undefined;
  const courseCount =
    sql<number>`(select count(*) from course_trainers ct where ct.trainer_id = "trainers"."id")`.mapWith(
      Number,
    );
  const direction = sort.direction === "asc" ? asc : desc;
  const key: Record<TrainerSortColumn, SQL> = {
    name: sql`lower(${trainers.name})`,
    courses: courseCount,
    updated: sql`${trainers.updatedAt}`,
  };
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: trainers.id,
        name: trainers.name,
        title: trainers.title,
        bio: trainers.bio,
        experience: trainers.experience,
        updatedAt: trainers.updatedAt,
        courses: courseCount,
      })
      .from(trainers)
      .where(where)
      .orderBy(direction(key[sort.column]), asc(trainers.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, trainers, where), page, pageSize, rows });
}

export async function trainerForEdit(db: Database | Tx, id: number) {
  const [trainer] = await db.select().from(trainers).where(eq(trainers.id, id)).limit(1);
  return trainer ?? null;
}

export type EditedTrainer = NonNullable<Awaited<ReturnType<typeof trainerForEdit>>>;

export function trainerSnapshot(trainer: EditedTrainer): Record<string, unknown> {
  const { createdAt, updatedAt, ...fields } = trainer;
  void createdAt;
  void updatedAt;
  return fields;
}

/** Creates (id null) or updates a trainer, with its audit entry in the same transaction; null when not found. */
export async function saveTrainer(
  db: Database,
  {
    id,
    input,
    image,
    actor,
  }: { id: number | null; input: TrainerInput; image: string | undefined; actor: AuditActor },
): Promise<number | null> {
  const columns = {
    name: input.name,
    title: input.title,
    experience: input.experience,
    bio: input.bio,
    specialties: input.specialties,
    ...(image === undefined ? {} : { image }),
  };
  return db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx.insert(trainers).values(columns).returning();
      if (!created) throw new Error("trainer not created");
      await recordAudit(tx, {
        actor,
        action: "trainer_create",
        entityType: "trainer",
        entityId: created.id,
        before: null,
        after: trainerSnapshot(created),
      });
      return created.id;
    }
    const [before] = await tx.select().from(trainers).where(eq(trainers.id, id)).for("update");
    if (!before) return null;
    const [after] = await tx.update(trainers).set(columns).where(eq(trainers.id, id)).returning();
    await recordAudit(tx, {
      actor,
      action: "trainer_update",
      entityType: "trainer",
      entityId: id,
      before: trainerSnapshot(before),
      after: after ? trainerSnapshot(after) : null,
    });
    return id;
  });
}

/** How many courses cite a trainer. */
export async function trainerCourseCount(db: Database, id: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courseTrainers).where(eq(courseTrainers.trainerId, id));
  return row?.n ?? 0;
}
