import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../../tests/helpers/test-database";
import { securityHeaders } from "../security-headers";
import { hasOnlyNeutralCookies } from "../../app/lib/neutral-cookies";
import { cacheablePage } from "./cacheable-page";
import { hashedPolicy, inlineScripts } from "./hashed-csp";
import { createPageLru, type CachedPage } from "./lru";
import { createRenderCache, type RenderCache } from "./render-cache";

describe("which requests make a cache key", () => {
  it("keeps public pages with their canonical query only", () => {
    expect(cacheablePage("/")).toBe("/");
    expect(cacheablePage("/en")).toBe("/en");
    expect(cacheablePage("/en/about")).toBe("/en/about");
    expect(cacheablePage("/courses?tab=qhse&category=sst")).toBe("/courses?tab=qhse&category=sst");
    expect(cacheablePage("/courses/101?tab=program")).toBe("/courses/101?tab=program");
    // Reordered, unknown, invalid or empty parameters, searches and private pages: not kept.
    for (const path of [
      "/courses?category=sst&tab=qhse",
      "/courses?utm_source=radio",
      "/courses?tab=nonsense",
      "/courses?q=",
      "/courses?q=audit",
      "/courses/101?tab=objectives",
      "/about?x=1",
      "/about/",
      "/auth",
      "/profile",
      "/courses/0",
      "/courses/abc",
      "/newsletter/confirm?token=x",
    ]) {
      expect(cacheablePage(path), path).toBeUndefined();
    }
  });

  it("lets only the language and theme cookies through", () => {
    expect(hasOnlyNeutralCookies(undefined)).toBe(true);
    expect(hasOnlyNeutralCookies("theme=dark; lang=en")).toBe(true);
    expect(hasOnlyNeutralCookies("theme=dark; better-auth.session_token=x")).toBe(false);
    expect(hasOnlyNeutralCookies("flash=x")).toBe(false);
  });
});

describe("the hashed policy", () => {
  it("lists each inline script's hash instead of the nonce, and keeps the other directives", () => {
    const html =
      '<script>a()</script><script src="/assets/x.js"></script><script type="module">b()</script><script></script>';
    expect(inlineScripts(html)).toEqual(["a()", "b()"]);
    const policy = hashedPolicy(
      "default-src 'self';script-src 'nonce-abc' 'strict-dynamic';object-src 'none'",
      html,
    );
    expect(policy).toMatch(
      /^default-src 'self';script-src 'self' 'sha256-[^']+' 'sha256-[^']+';object-src 'none'$/,
    );
  });
});

describe("the byte-bounded LRU", () => {
  const page = (bytes: number): CachedPage => ({
    status: 200,
    headers: [],
    identity: Buffer.alloc(bytes),
    gzip: Buffer.alloc(0),
    br: Buffer.alloc(0),
    etag: '"x"',
  });

  it("evicts the least recently used first and never passes its bound", () => {
    const lru = createPageLru(10_000, 60_000, () => 0);
    lru.set("a", page(3000));
    lru.set("b", page(3000));
    lru.get("a");
    // A third page passes the bound: "b", used least recently, goes.
    lru.set("c", page(3000));
    expect(lru.get("b")).toBeUndefined();
    expect(lru.get("a")).toBeDefined();
    expect(lru.get("c")).toBeDefined();
    expect(lru.calculatedSize).toBeLessThanOrEqual(10_000);
    // A page larger than the whole bound is never kept.
    lru.set("huge", page(20_000));
    expect(lru.get("huge")).toBeUndefined();
  });

  it("never returns a page past its lifetime", () => {
    let clock = 1000;
    const lru = createPageLru(10_000, 60_000, () => clock);
    lru.set("a", page(10));
    clock = 60_999;
    expect(lru.get("a")).toBeDefined();
    clock = 61_000;
    expect(lru.get("a")).toBeUndefined();
    expect(lru.calculatedSize).toBe(0);
  });
});

describe("a flood of query strings", () => {
  const database = useTestDatabase();
  const maxBytes = 256 * 1024;
  let cache: RenderCache;
  let base = "";
  let close = () => {};
  let renders = 0;

  beforeAll(async () => {
    cache = createRenderCache({
      db: database.db,
      enabled: true,
      ttlSeconds: 60,
      maxBytes,
      localChanges: () => () => {},
    });
    const app = express();
    app.use(securityHeaders({ development: false }));
    app.get("/{*splat}", async (req, res, next) => {
      const render = async (nonce: string) => {
        renders += 1;
        const body = `<!DOCTYPE html><html><body><p>${"x".repeat(4000)}${req.path}</p><script nonce="${nonce}">go()</script></body></html>`;
        return new Response(body, { headers: { "Content-Type": "text/html; charset=utf-8" } });
      };
      try {
        if (await cache.handle(req, res, render)) return;
        res.send("rendered without the cache");
      } catch (error) {
        next(error);
      }
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it(
    "10,000 distinct query strings and course numbers leave the cache within its bound",
    { timeout: 120_000 },
    async () => {
      const paths = Array.from({ length: 10_000 }, (_, i) =>
        i % 2 === 0 ? `/courses?utm_source=${i}` : i % 4 === 1 ? `/about?junk=${i}&x=${i}` : `/courses/${i}`,
      );
      const outcomes = new Map<string, number>();
      let next = 0;
      await Promise.all(
        Array.from({ length: 16 }, async () => {
          while (next < paths.length) {
            const path = paths[next++] ?? "/";
            const response = await fetch(base + path);
            await response.arrayBuffer();
            const outcome = `${path.includes("?") ? "junk" : "course"} ${response.headers.get("x-cache")}`;
            outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1);
            expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
          }
        }),
      );
      // Junk never reaches the cache; the 2,500 real (and distinct) course pages are evicted in turn.
      expect(outcomes.get("junk bypass")).toBe(7500);
      expect(outcomes.get("course miss")).toBe(2500);
      expect(cache.stats().pages).toBeLessThan(2500);
      expect(cache.stats().bytes).toBeLessThanOrEqual(maxBytes);
      expect(renders).toBe(2500);
    },
  );
});
