import { asc } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { courses, trainers } from "../../../../db/schema";

/** The courses and trainers a session form offers, in a stable order. */
export async function sessionChoices(db: Database) {
  const [courseRows, trainerRows] = await Promise.all([
    db
      .select({
        id: courses.id,
        title: courses.title,
        priceCents: courses.priceCents,
        currency: courses.currency,
      })
      .from(courses)
      .orderBy(asc(courses.id)),
    db
      .select({ id: trainers.id, name: trainers.name })
      .from(trainers)
      .orderBy(asc(trainers.name), asc(trainers.id)),
  ]);
  return { courses: courseRows, trainers: trainerRows };
}
