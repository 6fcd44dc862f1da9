/**
 * Every page of the sitemap, in both languages, plus the sign-in and registration pages, checked
 * by the W3C Nu HTML Checker (vnu-jar from npm, on Java). One Java start for all the pages: the
 * checker takes seconds to start and milliseconds per page. Without Java the test is skipped with
 * a loud warning, except under CI=true where it fails (.ci/run installs Java).
 */
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../../db/seed";
import { useTestDatabase } from "../helpers/test-database";
import { startTestServer, type TestServer } from "../helpers/test-server";

const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const javaFound = spawnSync("java", ["-version"]).status === 0;
const underCi = process.env.CI === "true";
if (!javaFound) {
  const message = "HTML validity check: java not found (install Debian's default-jre-headless)";
  if (underCi) throw new Error(`${message}; it is required under CI=true`);
  console.warn(`\n!!! ${message}: SKIPPED !!!\n`);
}

/** Pages outside the sitemap (it lists only what crawlers should index) that visitors reach. */
const extraPaths = [
  "/auth",
  "/auth?mode=sign-up",
  "/auth/forgot-password",
  "/auth/reset-password",
  "/auth/verify-email",
  "/register/101",
  "/courses/101/quote",
  "/newsletter",
  // A certificate's verification page, for a code no certificate has: its 404.
  "/verify/00000000000000000000",
  "/this-page-does-not-exist",
];

const database = useTestDatabase({ prepare: (db) => seedDatabase(db) });
let server: TestServer;
const folder = fs.mkdtempSync(path.join(os.tmpdir(), "html-validity-"));

beforeAll(async () => {
  if (javaFound) server = await startTestServer(database.db);
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(folder, { recursive: true, force: true });
});

/** The paths of the sitemap, on this server. */
async function sitemapPaths(): Promise<string[]> {
  const xml = await (await fetch(`${server.base}/sitemap.xml`)).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc = ""]) => {
    const url = new URL(loc);
    return url.pathname + url.search;
  });
}

describe.skipIf(!javaFound)("HTML validity (W3C Nu HTML Checker)", { timeout: 240_000 }, () => {
  it("reports no error on any page, in French or English", async () => {
    const sitemap = await sitemapPaths();
    // The sitemap lists both languages; the extra pages get their English twin here.
    const paths = [...new Set([...sitemap, ...extraPaths, ...extraPaths.map((p) => `/en${p}`)])];
    expect(sitemap.length).toBeGreaterThan(40);
    expect(sitemap).toContain("/en/courses");

    const files = new Map<string, string>();
    for (const [index, pagePath] of paths.entries()) {
      const response = await fetch(server.base + pagePath, { headers: { "accept-language": "fr" } });
      expect(response.headers.get("content-type"), pagePath).toContain("text/html");
      const file = path.join(folder, `page-${index}.html`);
      fs.writeFileSync(file, await response.text());
      files.set(file, pagePath);
    }

    const result = spawnSync("java", ["-jar", vnuJar, "--errors-only", "--format", "gnu", ...files.keys()], {
      encoding: "utf8",
      maxBuffer: 64 * 1024 * 1024,
    });
    expect(result.error).toBeUndefined();
    // One line per error, file:/path:line.column-line.column: error: message; named by page path.
    const errors = result.stderr
      .split("\n")
      .filter((line) => line.trim() !== "")
      .map((line) => {
        const located = /^file:(.+?\.html)(:.*)$/.exec(line);
        return located ? `${files.get(located[1] ?? "") ?? located[1]}${located[2]}` : line;
      });
    expect(errors, errors.join("\n")).toEqual([]);
    expect(result.status).toBe(0);
  });
});
