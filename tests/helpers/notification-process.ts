/**
 * A separate process that receives one Stripe notification through the production pipeline
 * (handleNotification), for tests that kill it with SIGKILL part-way, as a crash or an OOM
 * kill would. Its one argument is JSON: the database (a PGlite directory or a PostgreSQL URL),
 * the Stripe API stand-in's URL, the webhook secret, and the notification's body and signature.
 */
import { openDatabase } from "../../db/database";
import { handleNotification } from "../../app/features/payments/notifications.server";
import { stripeProvider } from "../../app/features/payments/providers/stripe.server";

const config = JSON.parse(process.argv[2] ?? "{}") as {
  database: { kind: "pglite"; directory: string } | { kind: "postgres"; url: string };
  apiBaseUrl: string;
  webhookSecret: string;
  body: string;
  signature: string;
};
const handle = await openDatabase(config.database);
const provider = stripeProvider({
  secretKey: "sk_test_child",
  webhookSecret: config.webhookSecret,
  apiBaseUrl: config.apiBaseUrl,
});
const outcome = await handleNotification(
  handle.db,
  provider,
  { rawBody: Buffer.from(config.body), headers: new Headers({ "stripe-signature": config.signature }) },
  { logger: { info() {}, warn() {}, error() {} }, siteUrl: "https://site.example" },
);
process.stdout.write(`${JSON.stringify({ kind: outcome.kind })}\n`);
await handle.close();
