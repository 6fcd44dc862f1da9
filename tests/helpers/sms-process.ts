/**
 * A separate process that sends the due texts through the production code (deliverDueSms), for
 * tests that kill it with SIGKILL while a provider holds the request, as a crash would. Its one
 * argument is JSON: the database (a PGlite directory or a PostgreSQL URL), the provider and its
 * stand-in's URL, and the clock to send at.
 */
import { openDatabase } from "../../db/database";
import { defaultRetryPolicy } from "../../app/features/mail/outbox.server";
import { deliverDueSms } from "../../app/features/sms/deliver.server";
import { orangeProvider, twilioProvider } from "../../app/features/sms/providers.server";

const config = JSON.parse(process.argv[2] ?? "{}") as {
  database: { kind: "pglite"; directory: string } | { kind: "postgres"; url: string };
  provider: "orange" | "twilio";
  apiBaseUrl: string;
  now: string;
};
const handle = await openDatabase(config.database);
const provider =
  config.provider === "orange"
    ? orangeProvider({
        baseUrl: config.apiBaseUrl,
        clientId: "id",
        clientSecret: "secret",
        senderNumber: "+224600000000",
      })
    : twilioProvider({
        baseUrl: config.apiBaseUrl,
        accountSid: `AC${"2".repeat(32)}`,
        authToken: "t".repeat(32),
        from: "+15005550006",
        statusCallback: "https://site.example/api/sms/twilio/status",
      });
const report = await deliverDueSms(
  handle.db,
  provider,
  { info() {}, warn() {}, error() {} },
  {
    policy: defaultRetryPolicy,
    dailyCap: 4,
    now: () => new Date(config.now),
  },
);
process.stdout.write(`${JSON.stringify(report)}\n`);
await handle.close();
