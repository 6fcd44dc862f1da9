import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { user } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { createDemoAccounts, demoAccountsFile, readDemoAccounts } from "./demo-accounts.server";

const database = useTestDatabase({ emptyBeforeEach: [user] });

function tryOutContext(dataDir: string, siteUrl = "http://localhost:3000") {
  // A localhost SITE_URL without DATABASE_URL: the embedded (try-out) mode.
  return testAppContext(database.db, { env: { SITE_URL: siteUrl, DATA_DIR: dataDir } });
}

describe("demo accounts", () => {
  it("are created once on a try-out machine, written to a file only the owner reads, and can sign in", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-accounts-"));
    const context = tryOutContext(dataDir);
    const created = await createDemoAccounts({ auth: context.auth, db: database.db, env: context.env });
    expect(created?.map((account) => account.role)).toEqual(["admin", "moderator", "user", "user"]);
    const file = demoAccountsFile(dataDir);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    const read = readDemoAccounts(dataDir);
    expect(read.map(({ email, password, role }) => ({ email, password, role }))).toEqual(
      created?.map(({ email, password, role }) => ({ email, password, role })),
    );
    // Random passwords: not the same twice, long enough.
    expect(new Set(read.map((account) => account.password)).size).toBe(4);
    expect(read.every((account) => account.password.length >= 16)).toBe(true);

    const admin = read[0];
    const signedIn = await context.auth.api.signInEmail({
      body: { email: admin?.email ?? "", password: admin?.password ?? "" },
    });
    expect(signedIn.user).toMatchObject({
      email: "admin@demo.example.com",
      role: "admin",
      emailVerified: true,
    });

    // A second start finds accounts and creates nothing.
    expect(await createDemoAccounts({ auth: context.auth, db: database.db, env: context.env })).toBeNull();
    expect(await database.db.select().from(user)).toHaveLength(4);
  });

  it("are never created on another SITE_URL", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-accounts-"));
    const context = testAppContext(database.db, { env: { DATA_DIR: dataDir, DEMO_DATA: "true" } });
    expect(context.env.SITE_URL).toBe("https://site.example");
    expect(await createDemoAccounts({ auth: context.auth, db: database.db, env: context.env })).toBeNull();
    expect(await database.db.select().from(user)).toHaveLength(0);
    expect(fs.existsSync(demoAccountsFile(dataDir))).toBe(false);
  });
});

describe("demo accounts beside the demo data", () => {
  it("are created although the demo attendees (accounts without a password) exist", async () => {
    await database.db.insert(user).values({ id: "demo-attendee-1-1", name: "A B", email: "a@example.com" });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "demo-accounts-"));
    const context = tryOutContext(dataDir);
    const created = await createDemoAccounts({ auth: context.auth, db: database.db, env: context.env });
    expect(created?.map((account) => account.role)).toEqual(["admin", "moderator", "user", "user"]);
  });
});
