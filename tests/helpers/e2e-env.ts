import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Debian's Chromium, or CHROME_PATH. */
export function chromiumPath(): string | undefined {
  const candidate = process.env.CHROME_PATH || "/usr/bin/chromium";
  return fs.existsSync(candidate) ? candidate : undefined;
}

const port = Number(process.env.E2E_PORT || 3210);
export const e2eBaseUrl = process.env.E2E_BASE_URL || `http://localhost:${port}`;
/** Where the e2e server writes its database and its mail folder (tests read the .eml files). */
export const e2eDataDir = process.env.E2E_DATA_DIR || path.join(os.tmpdir(), `e2e-data-${port}`);

export const e2eServer = process.env.E2E_BASE_URL
  ? undefined
  : {
      command: "node --import tsx server/main.ts",
      url: `${e2eBaseUrl}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      stdout: "ignore" as const,
      stderr: "pipe" as const,
      env: {
        NODE_ENV: "production",
        PORT: String(port),
        HOST: "127.0.0.1",
        DATA_DIR: e2eDataDir,
        SITE_URL: `http://localhost:${port}`,
        LOG_LEVEL: "warn",
      },
    };
