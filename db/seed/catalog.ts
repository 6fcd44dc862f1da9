import type { Database } from "../database";
import { courses, courseTrainers, trainers } from "../schema";
import { seedCourses } from "./catalog-courses";
import { seedTrainers } from "./catalog-trainers";
import { moveIdentitiesPastSeededIds } from "./identities";

/**
 * The built-in catalogue: the product's courses and trainers, the group's own content, loaded in
 * every mode. Idempotent: every row has a fixed id and existing rows are left alone (a course
 * staff have edited keeps their edits).
 */
export async function seedCatalog(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(trainers)
      .values(
        seedTrainers.map(({ id, name, title, experience, bio, specialties, image }) => ({
          id,
          name,
          title,
          experience,
          bio,
          specialties,
          image,
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(courses)
      .values(
        seedCourses.map(({ trainerIds: _trainers, createdAt, ...course }) => ({
          ...course,
          createdAt: new Date(createdAt),
          updatedAt: new Date(createdAt),
        })),
      )
      .onConflictDoNothing();
    await tx
      .insert(courseTrainers)
      .values(
        seedCourses.flatMap((course) =>
          course.trainerIds.map((trainerId, position) => ({ courseId: course.id, trainerId, position })),
        ),
      )
      .onConflictDoNothing();
    await moveIdentitiesPastSeededIds(tx, ["trainers", "courses"]);
  });
}
