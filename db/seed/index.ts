import { count } from "drizzle-orm";
import type { Database } from "../database";
import { courses, newsPosts, trainingSessions } from "../schema";
import { seedCatalog } from "./catalog";
import { seedDemoData } from "./demo";
import { seedNews } from "./news";

export { seedCatalog, seedDemoData, seedNews };

export interface SeedOptions {
  /** Also load the demo data (env.DEMO_DATA: embedded mode, or DEMO_DATA=true). */
  demo: boolean;
  /** The day demo sessions are dated from. */
  today?: Date;
}

export interface SeedReport {
  catalog: boolean;
  news: boolean;
  demo: boolean;
}

/** Everything: the catalogue and the demo data, as in embedded mode (tests use it). Idempotent. */
export async function seedDatabase(db: Database, today = new Date()): Promise<void> {
  await seedCatalog(db);
  await seedNews(db);
  await seedDemoData(db, today);
}

/**
 * At start: the catalogue when there is no course yet, the news when there is no post yet (the first start: courses staff delete
 * later stay deleted), the demo data when asked and there is no session yet. Returns what it loaded.
 */
export async function seedIfEmpty(
  db: Database,
  { demo, today = new Date() }: SeedOptions,
): Promise<SeedReport> {
  const report = { catalog: false, news: false, demo: false };
  if ((await rowCount(db, courses)) === 0) {
    await seedCatalog(db);
    report.catalog = true;
  }
  // The group's first post, also on a site that had its catalogue before news came from the database.
  if ((await rowCount(db, newsPosts)) === 0) {
    await seedNews(db);
    report.news = true;
  }
  if (demo && (await rowCount(db, trainingSessions)) === 0) {
    await seedDemoData(db, today);
    report.demo = true;
  }
  return report;
}

async function rowCount(
  db: Database,
  table: typeof courses | typeof trainingSessions | typeof newsPosts,
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
