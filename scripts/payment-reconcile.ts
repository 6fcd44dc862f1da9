/**
 * npm run payment:reconcile: asks the providers about every payment still pending (whether or
 * not its next check is due) and applies what they say, as the server's background pass does
 * every minute; prints what changed. Uses the server's configuration (DATABASE_URL, else the
 * embedded database of DATA_DIR, which no running server may hold).
 */
import { reconcilePayments } from "../app/features/payments/reconcile.server";
import { findProvider } from "../app/features/payments/registry.server";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { DataDirError } from "../db/data-dir";
import { withConfiguredDatabase } from "../db/open-configured";
import { resolveSecrets } from "../server/secrets";

const quiet = { info() {}, warn() {}, error() {} };

try {
  const env = parseEnv(process.env, { requireDeploymentSettings: false });
  const secrets = resolveSecrets(env.SESSION_SECRET, env.DATA_DIR);
  const report = await withConfiguredDatabase(env, async (database) => {
    await database.migrate();
    const db = database.db;
    return reconcilePayments(db, {
      providerFor: (id) => findProvider({ env, db, secrets, logger: quiet }, id),
      siteUrl: env.SITE_URL,
      now: new Date(),
      logger: quiet,
      all: true,
      batch: 10_000,
    });
  });
  const lines = [
    `${report.checked} pending payment(s) checked with their provider (bank transfers are recorded by staff).`,
    ...report.changed.map((change) => `${change.reference}: ${change.from} -> ${change.to}`),
    ...report.stillPending.map((reference) => `${reference}: still pending at the provider`),
    ...report.failed.map((failure) => `${failure.reference}: could not ask the provider (${failure.reason})`),
  ];
  process.stdout.write(`${lines.join("\n")}\n`);
  if (report.failed.length) process.exitCode = 1;
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
