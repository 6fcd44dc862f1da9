/**
 * The back-office's registrations list and CSV export over a large data set (it must
 * load fast with hundreds of courses and tens of thousands of registrations). Part of `npm run
 * bench`; alone: `npm run bench -- --registrations`. In a scratch database like search.ts
 * (PGlite, and PostgreSQL too when TEST_DATABASE_URL is set): 300 courses, 1,500 sessions and
 * 30,000 registrations, then the time of what the list's loader awaits (the page, its count,
 * the course and session choices) for a mix of filters and sorts, and of the full CSV export
 * (every row of the unfiltered list, read in batches, serialised). Nothing is asserted.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import {
  courseChoices,
  listRegistrations,
  registrationList,
  sessionChoices,
} from "../../app/features/admin/registrations/registrations.server";
import { exportRegistrationsCsv } from "../../app/features/admin/registrations/registrations-export.server";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { courses, registrations, trainingSessions } from "../../db/schema";
import { generateCourses } from "./generated-courses";

const COURSES = 300;
const SESSIONS_PER_COURSE = 5;
const REGISTRATIONS = Number(process.env.BENCH_REGISTRATIONS ?? 30_000);
const ROUNDS = Number(process.env.BENCH_REGISTRATIONS_ROUNDS ?? 20);

/** What staff ask the list for: the query string of /admin/registrations. */
const listMix: Record<string, string> = {
  "newest first": "",
  "page 1000": "page=1000",
  "one course": "course=10042",
  "one session": "course=10042&session=206",
  "confirmed, unpaid, by name": "status=confirmed&payment=pending&sort=name&dir=asc",
  "by course title": "sort=course&dir=asc",
  "by session start, page 50": "sort=session&dir=desc&page=50",
  "a month, by payment": "from=2026-03-01&to=2026-03-31&sort=payment&dir=asc",
  "name search": "q=diallo%2042",
  "e-mail search": "q=p1234%40",
};

interface Figures {
  engine: string;
  seedMs: number;
  byQuery: { name: string; p50: number; p99: number; total: number }[];
  p50: number;
  p99: number;
  exportMs: number;
  exportRows: number;
  exportKb: number;
}

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export async function scratchDatabase(
  engine: "pglite" | "postgres",
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (engine === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `bench_registrations_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const handle = await openDatabase({ kind: "postgres", url: url.toString() });
  await handle.migrate();
  return {
    ...handle,
    drop: async () => {
      await handle.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}

const firstNames = [
  "Awa",
  "Mamadou",
  "Aïssatou",
  "Ibrahima",
  "Fatoumata",
  "Alpha",
  "Mariama",
  "Ousmane",
  "Kadiatou",
  "Sékou",
];
const lastNames = ["Diallo", "Barry", "Bah", "Camara", "Sow", "Condé", "Keïta", "Touré", "Soumah", "Sylla"];
const statuses = ["confirmed", "confirmed", "confirmed", "waitlisted", "cancelled", "expired"] as const;
const paymentStatuses = ["pending", "paid", "paid", "failed", "refunded"] as const;

async function seed(database: DatabaseHandle) {
  const generated = generateCourses(COURSES);
  for (let start = 0; start < generated.length; start += 100)
    await database.db.insert(courses).values(generated.slice(start, start + 100));
  const courseIds = generated.map((course) => course.id);
  const sessionRows = courseIds.flatMap((courseId, index) =>
    Array.from({ length: SESSIONS_PER_COURSE }, (_, n) => {
      const startsAt = new Date(Date.UTC(2026, (index + n * 2) % 12, 1 + ((index * 7 + n) % 27), 8));
      return {
        courseId,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 2 * 86_400_000),
        format: "presentiel" as const,
        city: n % 2 ? "Conakry" : "Kamsar",
        totalSeats: 40,
      };
    }),
  );
  const sessions: { id: number; courseId: number }[] = [];
  for (let start = 0; start < sessionRows.length; start += 500)
    sessions.push(
      ...(await database.db
        .insert(trainingSessions)
        .values(sessionRows.slice(start, start + 500))
        .returning({ id: trainingSessions.id, courseId: trainingSessions.courseId })),
    );
  const batch = 1_000;
  for (let start = 0; start < REGISTRATIONS; start += batch) {
    const rows = Array.from({ length: Math.min(batch, REGISTRATIONS - start) }, (_, offset) => {
      const i = start + offset;
      const session = sessions[(i * 7919) % sessions.length]!;
      const status = statuses[i % statuses.length]!;
      return {
        courseId: session.courseId,
        // Every 50th waits for a course with no session (a registration of interest).
        sessionId: i % 50 === 0 && status === "waitlisted" ? null : session.id,
        firstName: firstNames[i % firstNames.length]!,
        lastName: `${lastNames[(i >> 3) % lastNames.length]} ${i % 997}`,
        email: `p${i}@example.com`,
        phone: "+224 620 00 00 00",
        company: i % 3 === 0 ? "Société minière de Boké" : null,
        status,
        paymentStatus: paymentStatuses[(i >> 1) % paymentStatuses.length]!,
        confirmedAt: status === "confirmed" ? new Date() : null,
        createdAt: new Date(Date.UTC(2025, 6, 1) + ((i * 104_729) % (500 * 86_400)) * 1000),
      };
    });
    await database.db.insert(registrations).values(rows);
  }
  await database.db.execute("analyze");
}

async function measure(engine: "pglite" | "postgres"): Promise<Figures> {
  const database = await scratchDatabase(engine);
  try {
    const started = performance.now();
    await seed(database);
    const seedMs = Math.round(performance.now() - started);
    process.stdout.write(
      `  ${engine}: ${COURSES} courses, ${COURSES * SESSIONS_PER_COURSE} sessions, ${REGISTRATIONS} registrations loaded in ${seedMs} ms\n`,
    );
    // What the list's loader awaits (admin.registrations.tsx), the sign-in check apart.
    const load = async (query: string) => {
      const state = registrationList.read(new URL(`https://site.example/admin/registrations?${query}`));
      const t0 = performance.now();
      const [list] = await Promise.all([
        listRegistrations(database.db, state, { lang: "fr" }),
        courseChoices(database.db),
        state.filters.course ? sessionChoices(database.db, state.filters.course) : Promise.resolve([]),
      ]);
      return { ms: performance.now() - t0, total: list.total };
    };
    for (const query of Object.values(listMix)) await load(query); // warm-up
    const all: number[] = [];
    const byQuery: Figures["byQuery"] = [];
    for (const [name, query] of Object.entries(listMix)) {
      const times: number[] = [];
      let total = 0;
      for (let round = 0; round < ROUNDS; round++) {
        const { ms, total: found } = await load(query);
        times.push(ms);
        total = found;
      }
      all.push(...times);
      times.sort((a, b) => a - b);
      byQuery.push({ name, p50: round(percentile(times, 0.5)), p99: round(percentile(times, 0.99)), total });
    }
    all.sort((a, b) => a - b);

    const t0 = performance.now();
    const response = await exportRegistrationsCsv(
      database.db,
      new URL("https://site.example/admin/registrations/export.csv"),
      "fr",
    );
    const body = await response.text();
    const exportMs = Math.round(performance.now() - t0);
    return {
      engine,
      seedMs,
      byQuery,
      p50: round(percentile(all, 0.5)),
      p99: round(percentile(all, 0.99)),
      exportMs,
      exportRows: body.split("\r\n").length - 2,
      exportKb: Math.round(Buffer.byteLength(body) / 1024),
    };
  } finally {
    await database.drop();
  }
}

/** Runs the benchmark on each available engine and returns its report as Markdown lines. */
export async function runRegistrationsBench(): Promise<{ figures: Figures[]; lines: string[] }> {
  process.stdout.write(`Back-office registrations list over ${REGISTRATIONS} registrations…\n`);
  const engines: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
    ? ["pglite", "postgres"]
    : ["pglite"];
  const loadBefore = os.loadavg()[0] ?? 0;
  const figures: Figures[] = [];
  for (const engine of engines) figures.push(await measure(engine));
  const load = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  const lines = [
    `| registrations list loader, ${REGISTRATIONS} registrations, ${COURSES} courses | p50 | p99 | loads | full CSV export | rows | size |`,
    "| --- | --- | --- | --- | --- | --- | --- |",
    ...figures.map(
      (f) =>
        `| ${f.engine} | ${f.p50} ms | ${f.p99} ms | ${ROUNDS * Object.keys(listMix).length} | ${f.exportMs} ms | ${f.exportRows} | ${f.exportKb} KB |`,
    ),
    "",
    `Load average (1 min) of this ${os.cpus().length}-core machine during the run: ${load}.`,
    "",
    "| engine | filters and sort | p50 | p99 | rows matching |",
    "| --- | --- | --- | --- | --- |",
    ...figures.flatMap((f) =>
      f.byQuery.map((q) => `| ${f.engine} | ${q.name} | ${q.p50} ms | ${q.p99} ms | ${q.total} |`),
    ),
  ];
  return { figures, lines };
}
