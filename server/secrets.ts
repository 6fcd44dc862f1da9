import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Cookie-signing secrets: SESSION_SECRET when set (required to share sessions between
 * several processes); otherwise one generated on first start and kept in DATA_DIR.
 */
export function resolveSecrets(sessionSecret: string | undefined, dataDir: string): string[] {
  if (sessionSecret) return [sessionSecret];
  const file = path.join(path.resolve(dataDir), "session-secret");
  try {
    const saved = fs.readFileSync(file, "utf8").trim();
    if (saved.length >= 32) return [saved];
  } catch {
    // Not created yet.
  }
  const generated = randomBytes(32).toString("hex");
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, generated, { mode: 0o600 });
  return [generated];
}
