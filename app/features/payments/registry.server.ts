import type { Database } from "../../../db/database";
import type { Env } from "~/lib/env.server";
import { bankTransferProvider } from "./bank-transfer.server";
import { cinetPayProviderFromEnv } from "./providers/cinetpay.server";
import { stripeProviderFromEnv } from "./providers/stripe.server";
import type { PaymentProvider, ProviderId } from "./provider";
import { handleNotification, type NotificationLogger } from "./notifications.server";
import { testProvider } from "./test-provider.server";

export interface ProviderSetup {
  env: Env;
  db: Database;
  /** The session secrets (the first signs): the test provider's key is derived from them. */
  secrets: readonly string[];
  /** Where the test provider's refunds log what their notifications did. */
  logger?: NotificationLogger;
}

const consoleLogger: NotificationLogger = {
  info() {},
  warn: (fields, message) => console.warn(message, fields),
  error: (fields, message) => console.error(message, fields),
};

/** The test provider, its refunds' notifications sent through the pipeline in this process. */
function localTestProvider(setup: ProviderSetup): PaymentProvider {
  return testProvider({
    db: setup.db,
    secrets: setup.secrets,
    deliver: (provider, notification) =>
      handleNotification(setup.db, provider, notification, {
        logger: setup.logger ?? consoleLogger,
        siteUrl: setup.env.SITE_URL,
        staffEmail: setup.env.STAFF_EMAIL,
      }),
  });
}

/**
 * The card and mobile-money providers, in the order the pay page offers them. Each returns
 * null when its settings are absent. Adding one is one line here (ADR 1001), for example
 * `({ env }) => stripeProviderFromEnv(env)`.
 */
const externalProviders: ((setup: ProviderSetup) => PaymentProvider | null)[] = [
  ({ env }) => stripeProviderFromEnv(env),
  ({ env }) => cinetPayProviderFromEnv(env),
];

const localHostnames = new Set(["localhost", "127.0.0.1", "[::1]"]);

/**
 * The TEST MODE provider: on by default only on this machine (a localhost SITE_URL) with no
 * external provider configured, so `npm start` can pay; PAYMENTS_TEST_MODE=true turns it on
 * anywhere (a staging site), false turns it off. Never on a public site by accident.
 */
export function testModeEnabled(env: Env, externalCount: number): boolean {
  if (env.PAYMENTS_TEST_MODE !== undefined) return env.PAYMENTS_TEST_MODE;
  return localHostnames.has(new URL(env.SITE_URL).hostname) && externalCount === 0;
}

const cache = new WeakMap<Database, WeakMap<Env, PaymentProvider[]>>();

/** Every provider this configuration offers: external ones, the test provider if on, bank transfer. */
export function configuredProviders(setup: ProviderSetup): PaymentProvider[] {
  let byEnv = cache.get(setup.db);
  if (!byEnv) cache.set(setup.db, (byEnv = new WeakMap()));
  const known = byEnv.get(setup.env);
  if (known) return known;
  const external = externalProviders
    .map((make) => make(setup))
    .filter((provider): provider is PaymentProvider => provider !== null);
  const providers = [
    ...external,
    ...(testModeEnabled(setup.env, external.length) ? [localTestProvider(setup)] : []),
    bankTransferProvider,
  ];
  byEnv.set(setup.env, providers);
  return providers;
}

export function findProvider(setup: ProviderSetup, id: string): PaymentProvider | null {
  return configuredProviders(setup).find((provider) => provider.id === id) ?? null;
}

/** The origins the CSP's form-action must allow: exactly what the configured providers need. */
export function formActionOrigins(setup: ProviderSetup): string[] {
  return [...new Set(configuredProviders(setup).flatMap((provider) => provider.formActionOrigins))];
}

export type { ProviderId };
