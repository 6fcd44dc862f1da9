/**
 * The catalogue search over 5,000 courses (p99 < 50 ms). Part of
 * `npm run bench`; alone: `npm run bench -- --search`. In a scratch database: in-memory PGlite,
 * and when TEST_DATABASE_URL is set, a database created on that PostgreSQL server and dropped
 * afterwards. It times what the catalogue's loader awaits (searchCatalog: the list, and on a
 * miss the "Did you mean" queries) for a mix of exact, stemmed, synonym, English and typo
 * searches, some with filters. Nothing here is asserted: the figures are printed.
 */
import { randomBytes } from "node:crypto";
import os from "node:os";
import { performance } from "node:perf_hooks";
import pg from "pg";
import { searchCatalog } from "../../app/features/catalog/catalog-search.server";
import { parseCatalogFilters } from "../../app/features/catalog/filters";
import { openDatabase, type DatabaseHandle } from "../../db/database";
import { courses } from "../../db/schema";
import { seedCatalog } from "../../db/seed";
import { generateCourses } from "./generated-courses";

export const SEARCH_BUDGET_P99_MS = 50;
const COURSES = 5_000;
const ROUNDS = Number(process.env.BENCH_SEARCH_ROUNDS ?? 20);

/** What visitors type, by kind; the query string as the catalogue's URL carries it. */
const searchMix: Record<string, string[]> = {
  exact: [
    "q=sécurité incendie",
    "q=audit interne",
    "q=Google Ads",
    "q=conduite défensive&format=distanciel",
    "q=négociation commerciale",
  ],
  stemmed: [
    "q=incendies",
    "q=formateurs",
    "q=extincteurs",
    "q=audits internes&tab=qhse",
    "q=objections clients",
  ],
  synonym: ["q=secourisme", "q=premiers secours", "q=SEO", "q=feu&tab=qhse", "q=HSE", "q=first aid"],
  english: ["q=fire safety", "q=social media", "q=risk assessment", "q=defensive driving&format=presentiel"],
  typo: ["q=secoursime", "q=incendei", "q=saftey", "q=extincteru", "q=referencemnt naturel", "q=negotiaton"],
  prefix: ["q=secu", "q=marketing digi", "q=évacua"],
};

interface Figures {
  engine: string;
  p50: number;
  p99: number;
  max: number;
  /** This process's CPU time per search: all of PGlite's work, none of the PostgreSQL server's. */
  cpuP50: number;
  cpuP99: number;
  searches: number;
  byKind: { kind: string; p50: number; p99: number; averageResults: number }[];
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

const round = (ms: number) => Math.round(ms * 10) / 10;

async function scratchDatabase(
  engine: "pglite" | "postgres",
): Promise<DatabaseHandle & { drop(): Promise<void> }> {
  if (engine === "pglite") {
    const handle = await openDatabase({ kind: "pglite" });
    await handle.migrate();
    return { ...handle, drop: () => handle.close() };
  }
  const serverUrl = process.env.TEST_DATABASE_URL!;
  const name = `bench_search_${randomBytes(4).toString("hex")}`;
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

async function measure(engine: "pglite" | "postgres"): Promise<Figures> {
  const database = await scratchDatabase(engine);
  try {
    const started = performance.now();
    await seedCatalog(database.db);
    const generated = generateCourses(COURSES - 12);
    for (let start = 0; start < generated.length; start += 250) {
      await database.db.insert(courses).values(generated.slice(start, start + 250));
    }
    await database.db.execute("analyze");
    process.stdout.write(
      `  ${engine}: ${COURSES} courses loaded in ${Math.round(performance.now() - started)} ms\n`,
    );

    const run = async (query: string) => {
      const cpu0 = process.cpuUsage();
      const t0 = performance.now();
      const result = await searchCatalog(database.db, parseCatalogFilters(new URLSearchParams(query)));
      const ms = performance.now() - t0;
      const cpu = process.cpuUsage(cpu0);
      return { ms, cpuMs: (cpu.user + cpu.system) / 1000, results: result.total };
    };
    for (const query of Object.values(searchMix).flat()) await run(query); // warm-up

    const all: number[] = [];
    const cpuAll: number[] = [];
    const byKind: Figures["byKind"] = [];
    const times = new Map<string, { ms: number[]; results: number[] }>();
    for (let roundIndex = 0; roundIndex < ROUNDS; roundIndex++) {
      for (const [kind, queries] of Object.entries(searchMix)) {
        const entry = times.get(kind) ?? { ms: [], results: [] };
        for (const query of queries) {
          const { ms, cpuMs, results } = await run(query);
          entry.ms.push(ms);
          entry.results.push(results);
          all.push(ms);
          cpuAll.push(cpuMs);
        }
        times.set(kind, entry);
      }
    }
    for (const [kind, entry] of times) {
      const sorted = [...entry.ms].sort((a, b) => a - b);
      const averageResults = entry.results.reduce((sum, n) => sum + n, 0) / entry.results.length;
      byKind.push({
        kind,
        p50: round(percentile(sorted, 0.5)),
        p99: round(percentile(sorted, 0.99)),
        averageResults: Math.round(averageResults),
      });
    }
    all.sort((a, b) => a - b);
    cpuAll.sort((a, b) => a - b);
    return {
      engine,
      p50: round(percentile(all, 0.5)),
      p99: round(percentile(all, 0.99)),
      max: round(all.at(-1) ?? 0),
      cpuP50: round(percentile(cpuAll, 0.5)),
      cpuP99: round(percentile(cpuAll, 0.99)),
      searches: all.length,
      byKind,
    };
  } finally {
    await database.drop();
  }
}

/** Runs the benchmark on each available engine and returns its report as Markdown lines. */
export async function runSearchBench(): Promise<{ figures: Figures[]; lines: string[] }> {
  process.stdout.write(`Catalogue search over ${COURSES} courses…\n`);
  const engines: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL
    ? ["pglite", "postgres"]
    : ["pglite"];
  const figures: Figures[] = [];
  const loadBefore = os.loadavg()[0] ?? 0;
  for (const engine of engines) figures.push(await measure(engine));
  const load = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  const ok = (ms: number) => (ms < SEARCH_BUDGET_P99_MS ? "ok" : "OVER BUDGET");
  const cpu = (f: Figures) => (f.engine === "pglite" ? `${f.cpuP50} / ${f.cpuP99} ms` : "(in the server)");
  const lines = [
    `| catalogue search, ${COURSES} courses | p50 | p99 | max | CPU p50 / p99 | searches | budget (p99) | |`,
    "| --- | --- | --- | --- | --- | --- | --- | --- |",
    ...figures.map(
      (f) =>
        `| ${f.engine} | ${f.p50} ms | ${f.p99} ms | ${f.max} ms | ${cpu(f)} | ${f.searches} | < ${SEARCH_BUDGET_P99_MS} ms | ${ok(f.p99)} |`,
    ),
    "",
    `Load average (1 min) of this ${os.cpus().length}-core machine during the run: ${load}. Wall-clock`,
    "times include waiting for a core; PGlite's CPU time is the search's own cost.",
    "",
    "| engine | kind | p50 | p99 | courses found (average) |",
    "| --- | --- | --- | --- | --- |",
    ...figures.flatMap((f) =>
      f.byKind.map((k) => `| ${f.engine} | ${k.kind} | ${k.p50} ms | ${k.p99} ms | ${k.averageResults} |`),
    ),
  ];
  return { figures, lines };
}
