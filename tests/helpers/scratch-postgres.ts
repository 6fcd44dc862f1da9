import { randomBytes } from "node:crypto";
import pg from "pg";

/**
 * An empty database on the PostgreSQL server of TEST_DATABASE_URL, known by its URL (for
 * tests that hand a URL to a tool or a child process); `drop` removes it.
 */
export async function createScratchDatabase(
  prefix = "scratch",
): Promise<{ url: string; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString("hex")}`;
  await asAdmin(serverUrl, (admin) => admin.query(`CREATE DATABASE ${name}`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => asAdmin(serverUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)),
  };
}

async function asAdmin(serverUrl: string, work: (client: pg.Client) => Promise<unknown>): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await work(admin);
  } finally {
    await admin.end();
  }
}
