/**
 * npm run user:role -- <email> <role>: gives an account the role user, moderator or admin.
 * That is how the first admin is made on a real deployment. Uses the server's configuration
 * (DATABASE_URL, else the embedded database of DATA_DIR, which no running server may hold).
 */
import { changeRole } from "../app/features/accounts/role-change.server";
import { isRole, roles } from "../app/features/accounts/roles";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { DataDirError } from "../db/data-dir";
import { withConfiguredDatabase } from "../db/open-configured";
import { createLogger } from "../server/logger";

const [email, role] = process.argv.slice(2);
if (!email || !isRole(role)) {
  process.stderr.write(`Usage: npm run user:role -- <email> <${roles.join("|")}>\n`);
  process.exit(2);
}

try {
  const env = parseEnv(process.env, { requireDeploymentSettings: false });
  const logger = createLogger(env.LOG_LEVEL === "info" ? "warn" : env.LOG_LEVEL);
  const change = await withConfiguredDatabase(env, async (database) => {
    await database.migrate();
    return changeRole(database.db, logger, { email, to: role, by: "command line" });
  });
  if (!change) {
    process.stderr.write(`No account with the e-mail address ${email}: sign up on the site first.\n`);
    process.exit(1);
  }
  process.stdout.write(
    change.from === change.to
      ? `${change.email} already has the role ${change.to}.\n`
      : `${change.email}: role ${change.from} -> ${change.to}.\n`,
  );
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
