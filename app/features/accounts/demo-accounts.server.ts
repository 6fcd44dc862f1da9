import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { count } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { account } from "../../../db/schema";
import type { Env } from "~/lib/env.server";
import type { Auth } from "./auth.server";
import type { Role } from "./roles";

export interface DemoAccount {
  role: Role;
  email: string;
  password: string;
  name: string;
}

const people: Array<Omit<DemoAccount, "password">> = [
  { role: "admin", email: "admin@demo.example.com", name: "Aïssatou Admin" },
  { role: "moderator", email: "moderator@demo.example.com", name: "Mamadou Modérateur" },
  { role: "user", email: "user@demo.example.com", name: "Fatoumata Utilisatrice" },
  // A second participant: two people are needed to try a live session.
  { role: "user", email: "user2@demo.example.com", name: "Ibrahima Participant" },
];

const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** Demo accounts exist only on a try-out machine: embedded mode with a localhost SITE_URL. */
export function demoAccountsAllowed(env: Pick<Env, "MODE" | "SITE_URL">): boolean {
  return env.MODE === "embedded" && LOCAL_HOSTS.has(new URL(env.SITE_URL).hostname);
}

export function demoAccountsFile(dataDir: string): string {
  return path.join(path.resolve(dataDir), "demo-accounts.txt");
}

/**
 * On a try-out machine whose database has no account yet (no way to sign in: the demo
 * attendees of the demo data have none), creates an admin, a moderator and a
 * user, verified, with random passwords, and writes them to DATA_DIR/demo-accounts.txt
 * (readable by the owner only). Returns them so the caller can print them once; null when
 * nothing was created. Never in a deployment.
 */
export async function createDemoAccounts({
  auth,
  db,
  env,
}: {
  auth: Auth;
  db: Database;
  env: Pick<Env, "MODE" | "SITE_URL" | "DATA_DIR">;
}): Promise<DemoAccount[] | null> {
  if (!demoAccountsAllowed(env)) return null;
  const [row] = await db.select({ n: count() }).from(account);
  if ((row?.n ?? 0) > 0) return null;
  const context = await auth.$context;
  const accounts: DemoAccount[] = [];
  for (const person of people) {
    const password = randomBytes(12).toString("base64url");
    const [firstName = person.name, ...rest] = person.name.split(" ");
    const created = await context.internalAdapter.createUser(
      {
        email: person.email,
        name: person.name,
        emailVerified: true,
        firstName,
        lastName: rest.join(" "),
        role: person.role,
        lang: "fr",
      },
      { method: "admin" },
    );
    await context.internalAdapter.linkAccount({
      userId: created.id,
      providerId: "credential",
      accountId: created.id,
      password: await context.password.hash(password),
    });
    accounts.push({ ...person, password });
  }
  const file = demoAccountsFile(env.DATA_DIR);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, formatDemoAccounts(accounts), { mode: 0o600 });
  fs.chmodSync(file, 0o600);
  return accounts;
}

/** The text printed at start and kept in the file: one account per line. */
export function formatDemoAccounts(accounts: DemoAccount[]): string {
  const lines = accounts.map((account) => `${account.role.padEnd(9)} ${account.email}  ${account.password}`);
  return `Demo accounts (role, e-mail, password), for this machine only:\n${lines.join("\n")}\n`;
}

/** Reads the file written above (tests sign in with these). */
export function readDemoAccounts(dataDir: string): DemoAccount[] {
  const text = fs.readFileSync(demoAccountsFile(dataDir), "utf8");
  return text
    .split("\n")
    .slice(1)
    .filter(Boolean)
    .map((line) => {
      const [role, email, password] = line.trim().split(/\s+/);
      const person = people.find((candidate) => candidate.email === email);
      return { role: role as Role, email: email ?? "", password: password ?? "", name: person?.name ?? "" };
    });
}
