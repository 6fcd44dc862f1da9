/**
 * The published results of a course page over 100,000 answers (the course page must stay fast
 * however many answers the site gathers). Part of `npm run bench`; alone: `npm run bench --
 * --survey-results`. In a scratch database (PostgreSQL when TEST_DATABASE_URL is set, else
 * PGlite): 300 courses, 1,500 sessions ended over the last 12 months, 100,000 confirmed trainees,
 * each with an answered end-of-training survey, four in five with a certificate; then the time of
 * `publishedResults` for courses drawn in turn, and of the staff's results (`surveyResults`, by
 * course, session and trainer). Nothing is asserted; the budget of both is 100 ms p99.
 */
import os from "node:os";
import { performance } from "node:perf_hooks";
import { sql } from "drizzle-orm";
import { questionnaireVersions, courses } from "../../db/schema";
import { seedQuestionnaires } from "../../db/seed";
import { publishedResults } from "../../app/features/surveys/published-results.server";
import { resultGroupings, surveyResults } from "../../app/features/surveys/results.server";
import type { DatabaseHandle } from "../../db/database";
import { generateCourses } from "./generated-courses";
import { scratchDatabase } from "./registrations";

const COURSES = 300;
const SESSIONS = 1_500;
const ANSWERS = Number(process.env.BENCH_SURVEY_ANSWERS ?? 100_000);
const ROUNDS = Number(process.env.BENCH_SURVEY_ROUNDS ?? 300);
export const surveyResultsBudgetMs = 100;

interface Figures {
  engine: string;
  seedMs: number;
  p50: number;
  p99: number;
  rounds: number;
  /** The staff's results page (/admin/quality), per grouping. */
  staff: { by: string; p50: number; p99: number; rows: number }[];
}

const STAFF_ROUNDS = Number(process.env.BENCH_SURVEY_STAFF_ROUNDS ?? 20);

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

async function seed(database: DatabaseHandle, now: Date) {
  const generated = generateCourses(COURSES);
  for (let start = 0; start < generated.length; start += 100)
    await database.db.insert(courses).values(generated.slice(start, start + 100));
  await seedQuestionnaires(database.db);
  const [version] = await database.db
    .select({ id: questionnaireVersions.id })
    .from(questionnaireVersions)
    .where(sql`questionnaire_id = (SELECT id FROM questionnaires WHERE kind = 'end' AND course_id IS NULL)`);
  const first = generated[0]!.id;
  // The render cache's counter is bumped by a trigger per row: one write per answer on the site,
  // but 100,000 updates of one row in a bulk load. Off while loading; the statement triggers
  // that keep the staff's counts ahead (survey_result_days) stay on and count the load.
  const counters = (
    (await database.db.execute(
      sql`SELECT tgrelid::regclass::text AS "table", tgname AS "name" FROM pg_trigger WHERE tgname LIKE '%render_cache_version'`,
    )) as unknown as { rows: { table: string; name: string }[] }
  ).rows;
  const toggle = async (state: "DISABLE" | "ENABLE") => {
    for (const trigger of counters)
      await database.db.execute(sql.raw(`ALTER TABLE ${trigger.table} ${state} TRIGGER "${trigger.name}"`));
  };
  await toggle("DISABLE");
  // Set-based inserts: the data set is what is measured, not how fast a loop fills it.
  await database.db.execute(sql`
    INSERT INTO training_sessions (course_id, starts_at, ends_at, format, city, total_seats)
    SELECT ${first} + (g % ${COURSES}), ${now}::timestamptz - (g % 360 + 1) * interval '1 day' - interval '9 hours',
           ${now}::timestamptz - (g % 360 + 1) * interval '1 day', 'presentiel', 'Conakry', 80
    FROM generate_series(1, ${SESSIONS}) AS g`);
  await database.db.execute(sql`
    INSERT INTO registrations (course_id, session_id, first_name, last_name, email, phone, status)
    SELECT s.course_id, s.id, 'Awa', 'Diallo ' || g, 'p' || g || '@example.com', '+224 620 00 00 00', 'confirmed'
    FROM generate_series(1, ${ANSWERS}) AS g
    JOIN training_sessions s ON s.id = (SELECT min(id) FROM training_sessions) + (g % ${SESSIONS})`);
  await database.db.execute(sql`
    INSERT INTO survey_invitations (kind, respondent, registration_id, course_id, session_id, version_id, email, token_hash, sent_at, answered_at)
    SELECT 'end', 'trainee', r.id, r.course_id, r.session_id, ${version!.id}, r.email, md5(r.id::text) || md5('t' || r.id), s.ends_at, s.ends_at + interval '1 hour'
    FROM registrations r JOIN training_sessions s ON s.id = r.session_id`);
  await database.db.execute(sql`
    INSERT INTO survey_responses (invitation_id, version_id, kind, course_id, session_id, answers, satisfaction, submitted_at)
    SELECT i.id, i.version_id, 'end', i.course_id, i.session_id, jsonb_build_object('satisfaction', 1 + i.id % 5), 1 + i.id % 5, i.answered_at
    FROM survey_invitations i`);
  await database.db.execute(sql`
    INSERT INTO certificates (registration_id, code, number, minutes_attended, minutes_planned)
    SELECT r.id, lpad(r.id::text, 20, '0'), 'B-' || r.id, 480, 480 FROM registrations r WHERE r.id % 5 <> 0`);
  await toggle("ENABLE");
  // As autovacuum leaves a table at rest: statistics, and the visibility map index-only scans need.
  await database.db.execute(sql`vacuum analyze`);
  return generated.map((course) => course.id);
}

async function measure(engine: "pglite" | "postgres"): Promise<Figures> {
  const database = await scratchDatabase(engine);
  try {
    const now = new Date();
    const started = performance.now();
    const courseIds = await seed(database, now);
    const seedMs = Math.round(performance.now() - started);
    process.stdout.write(
      `  ${engine}: ${COURSES} courses, ${SESSIONS} sessions, ${ANSWERS} answers loaded in ${seedMs} ms\n`,
    );
    for (const id of courseIds.slice(0, 20)) await publishedResults(database.db, id, now); // warm-up
    const times: number[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const t0 = performance.now();
      await publishedResults(database.db, courseIds[(i * 7) % courseIds.length]!, now);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    const staff: Figures["staff"] = [];
    for (const by of resultGroupings) {
      const staffTimes: number[] = [];
      let rows = 0;
      for (let i = 0; i < STAFF_ROUNDS; i++) {
        const t0 = performance.now();
        rows = (await surveyResults(database.db, by, "fr", now)).length;
        staffTimes.push(performance.now() - t0);
      }
      staffTimes.sort((a, b) => a - b);
      staff.push({
        by,
        p50: round(percentile(staffTimes, 0.5)),
        p99: round(percentile(staffTimes, 0.99)),
        rows,
      });
    }
    return {
      staff,
      engine,
      seedMs,
      p50: round(percentile(times, 0.5)),
      p99: round(percentile(times, 0.99)),
      rounds: ROUNDS,
    };
  } finally {
    await database.drop();
  }
}

/** Runs the benchmark (PostgreSQL when configured, else PGlite) and returns its report as Markdown lines. */
export async function runSurveyResultsBench(): Promise<{ figures: Figures[]; lines: string[] }> {
  process.stdout.write(`Published results of a course over ${ANSWERS} answers…\n`);
  const engines: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];
  const loadBefore = os.loadavg()[0] ?? 0;
  const figures: Figures[] = [];
  for (const engine of engines) figures.push(await measure(engine));
  const load = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  return {
    figures,
    lines: [
      `| course page's published results, ${ANSWERS} answers, ${COURSES} courses | p50 | p99 | budget (p99) | rounds |`,
      "| --- | --- | --- | --- | --- |",
      ...figures.map(
        (f) =>
          `| ${f.engine} | ${f.p50} ms | ${f.p99} ms | ${surveyResultsBudgetMs} ms ${f.p99 <= surveyResultsBudgetMs ? "✓" : "✗"} | ${f.rounds} |`,
      ),
      "",
      `| staff's results (/admin/quality), ${ANSWERS} answers | grouping | p50 | p99 | budget (p99) | rows |`,
      "| --- | --- | --- | --- | --- | --- |",
      ...figures.flatMap((f) =>
        f.staff.map(
          (g) =>
            `| ${f.engine} | ${g.by} | ${g.p50} ms | ${g.p99} ms | ${surveyResultsBudgetMs} ms ${g.p99 <= surveyResultsBudgetMs ? "✓" : "✗"} | ${g.rows} |`,
        ),
      ),
      "",
      `Load average (1 min) of this ${os.cpus().length}-core machine during the run: ${load}.`,
    ],
  };
}
