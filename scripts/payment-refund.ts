/**
 * npm run payment:refund -- <reference> [amount]: refunds a paid payment, in full or (with an
 * amount in the payment's currency, such as 150 or 150.50) in part, through its provider with
 * an idempotency key, so running the same command again never refunds twice. A bank transfer
 * is recorded as refunded by staff (send the money back first); CinetPay has no refund API.
 * Uses the server's configuration (DATABASE_URL, else the embedded database of DATA_DIR,
 * which no running server may hold).
 */
import { formatMinor, parseAmount } from "../app/features/payments/money";
import type { Currency } from "../app/features/payments/provider";
import { refundPayment } from "../app/features/payments/refunds.server";
import { findProvider } from "../app/features/payments/registry.server";
import { findPayment } from "../app/features/payments/state-change.server";
import { EnvError, parseEnv } from "../app/lib/env.server";
import { DataDirError } from "../db/data-dir";
import { withConfiguredDatabase } from "../db/open-configured";
import { resolveSecrets } from "../server/secrets";

const [reference, amountText] = process.argv.slice(2);
if (!reference) {
  process.stderr.write(
    "Usage: npm run payment:refund -- <reference, such as GMS-7K3F9-Q2XAB> [amount, such as 150 or 150.50]\n",
  );
  process.exit(2);
}

try {
  const env = parseEnv(process.env, { requireDeploymentSettings: false });
  const secrets = resolveSecrets(env.SESSION_SECRET, env.DATA_DIR);
  const message = await withConfiguredDatabase(env, async (database) => {
    await database.migrate();
    const db = database.db;
    const payment = await findPayment(db, reference.trim().toUpperCase());
    const currency = (payment?.currency ?? "EUR") as Currency;
    const amountMinor = amountText === undefined ? undefined : parseAmount(amountText, currency);
    if (amountMinor === null) {
      return { ok: false, text: `${amountText} is not an amount in ${currency}.` };
    }
    const outcome = await refundPayment(
      db,
      { reference, amountMinor, actor: { kind: "staff", by: "command line" } },
      {
        siteUrl: env.SITE_URL,
        now: new Date(),
        providerFor: (id) => findProvider({ env, db, secrets }, id),
      },
    );
    const money = (minor: number) => formatMinor(minor, currency, "en");
    if (!outcome.ok) {
      const why: Record<typeof outcome.error, string> = {
        "bad-reference": `${reference} is not a payment reference (GMS-XXXXX-XXXXX).`,
        "not-found": `No payment with the reference ${reference}.`,
        "not-paid": `${reference} is not paid (only a succeeded payment can be refunded).`,
        "already-refunded": `${reference} is already fully refunded: nothing to do.`,
        "bad-amount": `The amount must be above zero and at most what is left to refund (${money(outcome.remainingMinor ?? 0)}).`,
        "in-flight": `A refund of ${money(outcome.remainingMinor ?? 0)} is still awaiting the provider's confirmation: run the same command again to retry it, or wait.`,
        "no-provider": `The provider of ${reference} (${payment?.provider}) is not configured here: set its keys.`,
        unsupported: `${payment?.provider} cannot refund through its API (${outcome.message}). Refund the payer by hand (Orange Money transfer or the CinetPay back office) and tell them.`,
        "provider-error": `The provider refused or failed: ${outcome.message}. Nothing was refunded; run the command again to retry with the same key.`,
      };
      return { ok: false, text: why[outcome.error] };
    }
    const { refund, retried } = outcome;
    const state =
      refund.status === "succeeded"
        ? "done"
        : "asked of the provider; its notification will confirm it (payment status, e-mail to the payer)";
    return {
      ok: true,
      text: `${outcome.payment.reference}: refund of ${money(refund.amountMinor)} (total ${money(refund.totalAfterMinor)} of ${money(outcome.payment.amountMinor)}) ${state}${retried ? " [retried with the same key]" : ""}. Key: ${refund.idempotencyKey}.`,
    };
  });
  (message.ok ? process.stdout : process.stderr).write(`${message.text}\n`);
  process.exit(message.ok ? 0 : 1);
} catch (error) {
  if (error instanceof EnvError || error instanceof DataDirError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
