import { count, eq } from "drizzle-orm";
import type { Database } from "../database";
import { courses, newsPosts, postKinds, trainingSessions, type PostKind } from "../schema";
import { seedCatalog } from "./catalog";
import { seedDemoData } from "./demo";
import { seedPosts } from "./posts";
import { seedQuestionnaires } from "./questionnaires";

export { seedCatalog, seedDemoData, seedPosts, seedQuestionnaires };

export interface SeedOptions {
  /** Also load the demo data (env.DEMO_DATA: embedded mode, or DEMO_DATA=true). */
  demo: boolean;
  /** The day demo sessions are dated from. */
  today?: Date;
}

export interface SeedReport {
  catalog: boolean;
  /** The kinds whose built-in posts were loaded. */
  posts: PostKind[];
  /** The default questionnaires were loaded. */
  questionnaires: boolean;
  demo: boolean;
}

/** Everything: the catalogue and the demo data, as in embedded mode (tests use it). Idempotent. */
export async function seedDatabase(db: Database, today = new Date()): Promise<void> {
  await seedCatalog(db);
  await seedPosts(db, postKinds);
  await seedQuestionnaires(db);
  await seedDemoData(db, today);
}

/**
 * At start: the catalogue when there is no course yet (the first start: courses staff delete later
 * stay deleted), each kind's built-in posts when there is no post of that kind yet, the demo data
 * when asked and there is no session yet. Returns what it loaded.
 */
export async function seedIfEmpty(
  db: Database,
  { demo, today = new Date() }: SeedOptions,
): Promise<SeedReport> {
  const report: SeedReport = { catalog: false, posts: [], questionnaires: false, demo: false };
  if ((await rowCount(db, courses)) === 0) {
    await seedCatalog(db);
    report.catalog = true;
  }
  // Per kind: a site that had its news before the blog and the careers page came from the
  // database gets their posts too. Staff cannot delete a post (only unpublish it), so a kind
  // never becomes empty again by their hand.
  for (const kind of postKinds) {
    const [row] = await db.select({ n: count() }).from(newsPosts).where(eq(newsPosts.kind, kind));
    if ((row?.n ?? 0) === 0) report.posts.push(kind);
  }
  if (report.posts.length) await seedPosts(db, report.posts);
  report.questionnaires = await seedQuestionnaires(db);
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
