import { sql } from "drizzle-orm";
import { trainers, trainingSessions } from "../../../../db/schema";

/**
 * Who teaches a session, for a query that left-joins `trainers` on the session's trainer: the
 * trainer staff chose for this run, else the trainers the catalogue gives its course (a
 * session without one of its own is taught by its course's, as the course page says), else
 * null. Several of the course's trainers are named in the catalogue's order.
 */
export const sessionTrainerName = sql<string | null>`coalesce(
  ${trainers.name},
  (
    select string_agg(course_trainer.name, ', ' order by link.position, course_trainer.id)
    from course_trainers link
    join trainers course_trainer on course_trainer.id = link.trainer_id
    where link.course_id = ${trainingSessions.courseId}
  )
)`;
