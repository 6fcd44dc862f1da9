/**
 * The JavaScript each public page loads at first, compressed as the server sends it, against the
 * first-load budgets (tests/budgets/first-load.ts): every sitemap page in both languages and a
 * course page and the sign-in page. A page over budget fails CI and names the files it loads.
 */
import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicPages } from "../../app/features/catalog/public-pages";
import { seedDatabase } from "../../db/seed";
import { firstLoadBudgets, firstLoadScripts, pagesWithoutScripts } from "../budgets/first-load";
import { useTestDatabase } from "../helpers/test-database";
import { startTestServer, type TestServer } from "../helpers/test-server";

const database = useTestDatabase({ prepare: (db) => seedDatabase(db) });
let server: TestServer;
/** A server without TEST MODE, as a deployment is: no demo payment on /about. */
let deployed: TestServer;
beforeAll(async () => {
  server = await startTestServer(database.db);
  deployed = await startTestServer(database.db, { env: { PAYMENTS_TEST_MODE: "false" } });
});
afterAll(async () => {
  await server?.close();
  await deployed?.close();
});

// The sign-in page too: public, and the heaviest form a visitor meets.
const frenchPaths = [...publicPages.map((page) => page.path), "/courses/101", "/auth"];
const paths = [...frenchPaths, ...frenchPaths.map((path) => (path === "/" ? "/en" : `/en${path}`))];

/** Bytes on the wire for one file, with the encodings a browser accepts. */
const sizes = new Map<string, number>();
async function transferredBytes(file: string): Promise<number> {
  const known = sizes.get(file);
  if (known !== undefined) return known;
  // Node's http leaves the body encoded (fetch would decode it): its length is what travels.
  const bytes = await new Promise<number>((resolve, reject) => {
    http
      .get(`${server.base}${file}`, { headers: { "accept-encoding": "br, gzip" } }, (response) => {
        if (response.statusCode !== 200) reject(new Error(`${file}: ${response.statusCode}`));
        let length = 0;
        response.on("data", (chunk: Buffer) => (length += chunk.length));
        response.on("end", () => resolve(length));
      })
      .on("error", reject);
  });
  sizes.set(file, bytes);
  return bytes;
}

describe("first-load JavaScript stays within its budget", () => {
  it.each(paths)("%s", async (path) => {
    const answer = await fetch(`${server.base}${path}`, { headers: { "accept-language": "fr" } });
    expect(answer.status).toBe(200);
    const html = await answer.text();
    const scripts = firstLoadScripts(html);
    if (pagesWithoutScripts.includes(path.replace(/^\/en(?=\/)/, ""))) {
      expect(scripts, `${path} ships no JavaScript`).toEqual([]);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
      return;
    }
    expect(scripts.length, "a page hydrates: it loads module scripts").toBeGreaterThan(0);
    const perFile = await Promise.all(
      scripts.map(async (file) => ({ file, bytes: await transferredBytes(file) })),
    );
    const kb = perFile.reduce((total, { bytes }) => total + bytes, 0) / 1024;
    const budget =
      path === "/" || path === "/en" ? firstLoadBudgets.homeJsKb : firstLoadBudgets.publicPageJsKb;
    const listing = perFile
      .sort((a, b) => b.bytes - a.bytes)
      .map(({ file, bytes }) => `${(bytes / 1024).toFixed(1)} KB ${file}`)
      .join("\n");
    expect(
      kb,
      `${path}: ${kb.toFixed(1)} KB of JavaScript, budget ${budget} KB:\n${listing}`,
    ).toBeLessThanOrEqual(budget);
  });
});

describe("a news post ships no JavaScript, as /news", () => {
  it.each(["/news/formation-internationale-hsst-2025", "/en/news/formation-internationale-hsst-2025"])(
    "%s",
    async (path) => {
      const answer = await fetch(`${server.base}${path}`);
      expect(answer.status).toBe(200);
      const html = await answer.text();
      expect(html).toContain("data-event-status");
      expect(firstLoadScripts(html), `${path} ships no JavaScript`).toEqual([]);
      expect(html).not.toMatch(/<script\b[^>]*type="module"/);
    },
  );
});

describe("/about ships scripts only for the demo payment's dialog", () => {
  it.each(["/about", "/en/about"])("%s", async (path) => {
    // This machine's TEST MODE offers the demo payment, whose dialog needs JavaScript.
    const demo = await (await fetch(`${server.base}${path}`)).text();
    expect(demo).toContain('id="demo-payment"');
    expect(firstLoadScripts(demo).length).toBeGreaterThan(0);
    // Without it, the page is text and links: nothing to load.
    const html = await (await fetch(`${deployed.base}${path}`)).text();
    expect(html).toContain('id="payment-methods"');
    expect(html).not.toContain('id="demo-payment"');
    expect(firstLoadScripts(html), `${path} ships no JavaScript`).toEqual([]);
    expect(html).not.toMatch(/<script\b[^>]*type="module"/);
  });
});
