import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../../db/database";
import { securityEvents, user } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { changeRole } from "./role-change.server";

const database = useTestDatabase({ emptyBeforeEach: [securityEvents, user] });
const logger = pino({ level: "silent" });

async function someone(email: string) {
  await database.db.insert(user).values({ id: email, name: email, email });
}

describe("changing a role", () => {
  it("sets the role and writes a security event saying who did it", async () => {
    await someone("awa@example.com");
    expect(
      await changeRole(database.db, logger, { email: " AWA@example.com ", to: "admin", by: "command line" }),
    ).toEqual({
      email: "awa@example.com",
      from: "user",
      to: "admin",
    });
    const [row] = await database.db
      .select({ role: user.role })
      .from(user)
      .where(eq(user.email, "awa@example.com"));
    expect(row?.role).toBe("admin");
    expect(await database.db.select().from(securityEvents)).toMatchObject([
      {
        type: "role_changed",
        userId: "awa@example.com",
        details: { from: "user", to: "admin", by: "command line" },
      },
    ]);
  });

  it("does nothing for an unknown address, and writes no event when the role is already that one", async () => {
    expect(
      await changeRole(database.db, logger, { email: "nobody@example.com", to: "admin", by: "test" }),
    ).toBeNull();
    await someone("moussa@example.com");
    await changeRole(database.db, logger, { email: "moussa@example.com", to: "user", by: "test" });
    expect(await database.db.select().from(securityEvents)).toEqual([]);
  });
});

describe("npm run user:role", () => {
  // Three cold starts of the command: seconds on an idle machine, far longer on a busy one.
  it(
    "makes an admin on the embedded database, and refuses a bad role or an unknown address",
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "user-role-"));
      const prepared = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
      await prepared.migrate();
      await prepared.db.insert(user).values({ id: "u1", name: "Awa", email: "awa@example.com" });
      await prepared.close();
      const run = (...args: string[]) =>
        spawnSync("node", ["--import", "tsx", "scripts/user-role.ts", ...args], {
          encoding: "utf8",
          timeout: 70_000,
          env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", LOG_LEVEL: "silent" },
        });
      const made = run("awa@example.com", "admin");
      expect(made.stdout).toContain("awa@example.com: role user -> admin");
      expect(made.status).toBe(0);
      expect(run("awa@example.com", "root").status).toBe(2);
      const unknown = run("nobody@example.com", "admin");
      expect(unknown.status).toBe(1);
      expect(unknown.stderr).toContain("No account with the e-mail address nobody@example.com");
      const check = await openDatabase({ kind: "pglite", directory: path.join(dataDir, "db") });
      expect(await check.db.select({ role: user.role }).from(user)).toEqual([{ role: "admin" }]);
      await check.close();
    },
  );
});
