/**
 * npm run payment:mark-paid -- <reference>: records a bank transfer as received. The reference is
 * the registration's (the one the registrant quotes: its pending transfer, else a transfer for
 * what it owes) or a payment attempt's (the payment
 * becomes succeeded, its registration paid, with a history line and the confirmation e-mail).
 * Uses the server's configuration (DATABASE_URL, else the embedded database of DATA_DIR,
 * which no running server may hold).
 */
import { markPaidByReference } from "../app/features/payments/mark-paid-by-reference.server";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { DataDirError } from "../db/data-dir";
import { withConfiguredDatabase } from "../db/open-configured";

const [reference] = process.argv.slice(2);
if (!reference) {
  process.stderr.write("Usage: npm run payment:mark-paid -- <reference, such as GMS-7K3F9-Q2XAB>\n");
  process.exit(2);
}

try {
  const env = parseEnv(process.env, { requireDeploymentSettings: false });
  const outcome = await withConfiguredDatabase(env, async (database) => {
    await database.migrate();
    return markPaidByReference(database.db, reference, {
      siteUrl: env.SITE_URL,
      now: new Date(),
      by: "command line",
    });
  });
  if (!outcome.ok) {
    const why = {
      "bad-reference": `${reference} is not a payment reference (GMS-XXXXX-XXXXX).`,
      "not-found": `No registration or payment with the reference ${reference}.`,
      "not-a-transfer": `${reference} is not a bank transfer: its provider records it.`,
      "not-payable": `${reference}: the registration owes nothing (paid, or no confirmed seat).`,
      "no-price": `${reference}: the registration's price is on request; record the payment in the back-office.`,
      unchanged: `${reference}: nothing changed.`,
      "pending-elsewhere": `${reference}: a payment is under way with ${"provider" in outcome ? outcome.provider : "a provider"}; let it finish or expire first.`,
    }[outcome.error];
    process.stderr.write(`${why}\n`);
    process.exit(1);
  }
  const { change } = outcome;
  if (change.kind === "changed") {
    process.stdout.write(`${reference} (${outcome.productName}): ${change.from} -> ${change.to}.\n`);
    if (change.receiptNumber)
      process.stdout.write(`Receipt ${change.receiptNumber} e-mailed to the payer.\n`);
    if (change.late === "restored") {
      process.stdout.write("Its registration had expired; a seat was free: it is confirmed again.\n");
    } else if (change.late === "refund") {
      process.stdout.write(
        "Its registration had ended and no seat is left: send the money back, then record it with\n" +
          `npm run payment:refund -- ${reference}\n`,
      );
    }
  } else if (change.kind === "unchanged") {
    process.stdout.write(`${reference} is already ${change.status}: nothing to do.\n`);
  } else {
    process.stderr.write(`${reference}: nothing changed (${change.kind}).\n`);
    process.exit(1);
  }
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
