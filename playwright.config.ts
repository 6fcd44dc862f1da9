import { defineConfig } from "@playwright/test";
import { requireFreshBuild } from "./scripts/build-freshness";
import { journeyBrowserPath, e2eBaseUrl, e2eServer } from "./tests/helpers/e2e-env";

// The journeys test the sources as they are: never an older build of them.
if (!process.env.E2E_BASE_URL) requireFreshBuild();

/**
 * Browser journeys against the production build, started on a free port with a fresh
 * DATA_DIR (scripts/test-all.ts picks both). E2E_BASE_URL targets a server already running.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Generous bounds: a journey waits for states, and a busy machine (CI beside other work)
  // can make a page with its axe audit take several times longer than on an idle one.
  timeout: 120_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL: e2eBaseUrl,
    // Chromium says en-US by default, which the site would redirect to English.
    locale: "fr-FR",
    launchOptions: {
      executablePath: journeyBrowserPath(),
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
    trace: "retain-on-failure",
  },
  webServer: e2eServer,
  projects: [
    // The one journey that sets up two-factor on the demo admin runs first, alone: the others sign
    // that account in with its password alone. It names the administrator that names each
    // back-office journey's own (tests/e2e/staff-accounts.ts), so those run beside the rest.
    { name: "demo-admin", testMatch: /demo-admin\.setup\.ts$/ },
    { name: "journeys", dependencies: ["demo-admin"] },
  ],
});
