import { count } from "drizzle-orm";
import type { Database } from "../database";
import { courses, trainingSessions } from "../schema";
import { seedCatalog } from "./catalog";
import { seedDemoData } from "./demo";

export { seedCatalog, seedDemoData };

export interface SeedOptions {
  /** Also load the demo data (env.DEMO_DATA: embedded mode, or DEMO_DATA=true). */
  demo: boolean;
  /** The day demo sessions are dated from. */
  today?: Date;
}

export interface SeedReport {
  catalog: boolean;
  demo: boolean;
}

/** Everything: the catalogue and the demo data, as in embedded mode (tests use it). Idempotent. */
export async function seedDatabase(db: Database, today = new Date()): Promise<void> {
  await seedCatalog(db);
  await seedDemoData(db, today);
}

/**
 * At start: the catalogue when there is no course yet (the first start: courses staff delete
 * later stay deleted), the demo data when asked and there is no session yet. Returns what it loaded.
 */
export async function seedIfEmpty(
  db: Database,
  { demo, today = new Date() }: SeedOptions,
): Promise<SeedReport> {
  const report = { catalog: false, demo: false };
  if ((await rowCount(db, courses)) === 0) {
    await seedCatalog(db);
    report.catalog = true;
  }
  if (demo && (await rowCount(db, trainingSessions)) === 0) {
    await seedDemoData(db, today);
    report.demo = true;
  }
  return report;
}

async function rowCount(db: Database, table: typeof courses | typeof trainingSessions): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table);
  return row?.n ?? 0;
}
