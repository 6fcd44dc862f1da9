import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAuth } from "../app/features/accounts/auth.server";
import { parseEnv } from "../app/lib/env.server";
import { createTestDatabase, type TestDatabase } from "../tests/helpers/test-database";
import { createApp } from "./app";
import { englishRedirect } from "./language-redirect";
import { createLogger } from "./logger";

const browser =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/156.0 Safari/537.36";

async function listen(app: express.Express) {
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return { base: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(resolve)) };
}

describe("the English redirect", () => {
  let base = "";
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    const app = express();
    app.use(englishRedirect);
    app.use((_req, res) => {
      res.send("page");
    });
    ({ base, close } = await listen(app));
  });
  afterAll(() => close());

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(base + path, { redirect: "manual", headers: { "user-agent": browser, ...headers } });

  it("sends an English browser's first visit to the twin, keeping the query", async () => {
    const response = await get("/courses?category=qhse", { "accept-language": "en-US,en;q=0.9,fr;q=0.5" });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/en/courses?category=qhse");
    expect(response.headers.get("vary")).toMatch(/^Accept-Language, Cookie/);
  });

  it("follows the saved cookie first", async () => {
    expect((await get("/", { cookie: "lang=en", "accept-language": "fr" })).headers.get("location")).toBe(
      "/en",
    );
    expect((await get("/", { cookie: "lang=fr", "accept-language": "en" })).status).toBe(200);
  });

  it("leaves French browsers, crawlers, /en, files and internal navigations alone", async () => {
    expect((await get("/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.8" })).status).toBe(200);
    expect((await get("/", { "accept-language": "de" })).status).toBe(200);
    expect(
      (
        await get("/", {
          "accept-language": "en",
          "user-agent": "Googlebot/2.1 (+http://www.google.com/bot.html)",
        })
      ).status,
    ).toBe(200);
    expect((await get("/en/about", { "accept-language": "en" })).status).toBe(200);
    expect((await get("/favicon.svg", { "accept-language": "en" })).status).toBe(200);
    expect((await get("/healthz", { "accept-language": "en" })).status).toBe(200);
    expect((await get("/about", { "accept-language": "en", referer: `${base}/en/about` })).status).toBe(200);
    expect(
      (await get("/about", { "accept-language": "en", referer: "https://elsewhere.example/" })).status,
    ).toBe(302);
  });

  it("never redirects a form post", async () => {
    const response = await fetch(`${base}/contact`, {
      method: "POST",
      redirect: "manual",
      headers: { "user-agent": browser, "accept-language": "en" },
    });
    expect(response.status).toBe(200);
  });
});

describe("the server", () => {
  let database: TestDatabase;
  let base = "";
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    database = await createTestDatabase();
    const env = parseEnv({ NODE_ENV: "test", LOG_LEVEL: "silent" });
    const app = createApp({
      env,
      database,
      logger: createLogger("silent"),
      secrets: ["x".repeat(32)],
      auth: createAuth({ db: database.db, env, secret: "x".repeat(32), logger: createLogger("silent") }),
      build: async () => {
        throw new Error("no React Router build in this test");
      },
    });
    ({ base, close } = await listen(app));
  });
  afterAll(async () => {
    await close();
    // The last test closed the connection already; dropping the test database is what is left.
    await database.destroy().catch(() => {});
  });

  it("sends the security headers with a fresh nonce on every response", async () => {
    const [first, second] = await Promise.all([fetch(`${base}/healthz`), fetch(`${base}/healthz`)]);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'nonce-[A-Za-z0-9+/=]{24}' 'strict-dynamic'/);
    expect(csp).not.toEqual(second.headers.get("content-security-policy"));
    expect(first.headers.get("x-frame-options")).toBe("DENY");
    expect(first.headers.get("x-powered-by")).toBeNull();
    expect(first.headers.get("cross-origin-opener-policy")).toBe("same-origin");
  });

  it("turns an error into a 500 without details", async () => {
    const response = await fetch(`${base}/some-page`);
    expect(response.status).toBe(500);
    expect(await response.text()).not.toContain("no React Router build");
  });
  it("answers /healthz once the database answers, 503 with Retry-After when it does not (last: it closes the database)", async () => {
    const healthy = await fetch(`${base}/healthz`);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toMatchObject({ status: "ok" });
    await database.close();
    const down = await fetch(`${base}/healthz`);
    expect(down.status).toBe(503);
    // Monitors and load balancers wait before asking a restarting database again.
    expect(Number(down.headers.get("retry-after"))).toBeGreaterThan(0);
  });
});
