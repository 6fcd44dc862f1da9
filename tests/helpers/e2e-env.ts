import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { TEST_CLIENT_ID, TEST_CLIENT_SECRET } from "./oidc-test-client";
import { BUILD_ENTRY } from "../../scripts/build-freshness";

/** Debian's Chromium, or CHROME_PATH: what the benchmarks run Lighthouse in. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return fs.existsSync(candidate) ? candidate : undefined;
}

/**
 * What the browser journeys run in: CHROME_PATH when set, else Debian's chromium-headless-shell
 * when installed, else Debian's Chromium. The headless shell is the same Blink and V8 without
 * the desktop browser around them: the journeys took a third less CPU in it, and CPU is what
 * they wait for on a two-core machine.
 */
export function journeyBrowserPath(): string | undefined {
  if (process.env.CHROME_PATH) return chromiumPath();
  const headlessShell = "/usr/bin/chromium-headless-shell";
  return fs.existsSync(headlessShell) ? headlessShell : chromiumPath();
}

const port = Number(process.env.E2E_PORT || 3210);
export const e2eBaseUrl = process.env.E2E_BASE_URL || `http://localhost:${port}`;
/** Where the e2e server writes its database and its mail folder (tests read the .eml files). */
export const e2eDataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `e2e-data-${port}`);

/**
 * The OpenID provider the e2e site signs in with (tests/helpers/oidc-provider-server.ts): a
 * real one, on this machine, since the test machines have no internet.
 */
export const e2eOidcPort = Number(process.env.E2E_OIDC_PORT || port + 10);
export const e2eOidcIssuer = `http://127.0.0.1:${e2eOidcPort}`;
/** The name on its button: "Continuer avec Test ID". */
export const e2eOidcName = "Test ID";

const oidcProviderServer = {
  command: "node --import tsx tests/helpers/oidc-provider-server.ts",
  // It must answer before the site starts: better-auth reads its discovery document at start.
  url: `${e2eOidcIssuer}/.well-known/openid-configuration`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};

/**
 * Janus for the live-video journey (scripts/janus.ts), when it is installed here
 * (.ci/run installs it); tests/e2e/live.spec.ts skips, saying why, when it is not.
 */
export const e2eJanusPort = Number(process.env.E2E_JANUS_PORT || port + 12);
export const e2eJanusAvailable = fs.existsSync("/usr/bin/janus");
export const e2eJanusUrl = `http://127.0.0.1:${e2eJanusPort}/janus`;
const janusSecrets = { admin: "e2e-janus-admin-secret", token: "e2e-janus-token-secret" };
const janusServer = {
  command:
    `node --import tsx scripts/janus.ts --quiet --port ${e2eJanusPort} ` +
    `--admin-secret ${janusSecrets.admin} --token-secret ${janusSecrets.token} --site http://127.0.0.1:${port}`,
  url: `${e2eJanusUrl}/info`,
  reuseExistingServer: false,
  timeout: 90_000,
  stdout: "ignore" as const,
  stderr: "pipe" as const,
};
const liveVideoEnv: Record<string, string> = e2eJanusAvailable
  ? {
      LIVE_VIDEO_SERVER_URL: e2eJanusUrl,
      LIVE_VIDEO_ADMIN_SECRET: janusSecrets.admin,
      LIVE_VIDEO_TOKEN_SECRET: janusSecrets.token,
    }
  : {};

export const e2eServer = process.env.E2E_BASE_URL
  ? undefined
  : [
      oidcProviderServer,
      ...(e2eJanusAvailable ? [janusServer] : []),
      {
        command: `node ${JSON.stringify(BUILD_ENTRY)}`,
        url: `${e2eBaseUrl}/healthz`,
        reuseExistingServer: false,
        // Migrating and seeding a new embedded database is CPU work: on a busy two-core machine
        // it took over a minute.
        timeout: 180_000,
        stdout: "ignore" as const,
        stderr: "pipe" as const,
        env: {
          NODE_ENV: "production",
          PORT: String(port),
          HOST: "127.0.0.1",
          DATA_DIR: e2eDataDir,
          SITE_URL: `http://localhost:${port}`,
          LOG_LEVEL: "warn",
          // The tests play clients behind a proxy on this machine: each test sends its own
          // X-Forwarded-For (tests/e2e/fixtures.ts), so rate limits count per test, as per client.
          TRUST_PROXY: "127.0.0.1,::1",
          OIDC_ISSUER: e2eOidcIssuer,
          OIDC_CLIENT_ID: TEST_CLIENT_ID,
          OIDC_CLIENT_SECRET: TEST_CLIENT_SECRET,
          OIDC_NAME: e2eOidcName,
          ...liveVideoEnv,
        },
      },
    ];
