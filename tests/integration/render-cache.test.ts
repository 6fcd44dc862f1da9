/**
 * The render cache of anonymous pages (ADR 1301) through real HTTP against the
 * production build: shared bodies and ETags, bypass for sessions and flash messages, a CSP of
 * hashes that match the page's inline scripts, and freshness after seats change, in this
 * process and in a second one (a second server with its own signal and clock, as another
 * process would be: it learns of the change from the database's version alone).
 */
import { createHash } from "node:crypto";
import http from "node:http";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { registerForCourse } from "../../app/features/registration/register.server";
import { onPageDataChanged } from "../../app/lib/page-data-changed.server";
import { seedCatalog } from "../../db/seed";
import { depsAt, makeSession, makeUsers, requestFor } from "../helpers/registration";
import { useTestDatabase } from "../helpers/test-database";
import { startTestServer, type TestServer } from "../helpers/test-server";

const database = useTestDatabase({ prepare: seedCatalog });
let here: TestServer;
let elsewhere: TestServer;
/** The second server's clock, which the test moves. */
let elsewhereClock = Date.now();
let sessionId = 0;

beforeAll(async () => {
  // Far enough ahead to be listed as upcoming on every page, whatever today is.
  sessionId = await makeSession(database.db, {
    courseId: 101,
    seats: 10,
    startsAt: new Date("2031-03-10T08:00:00Z"),
  });
  // The test changes seats through the sources' modules, the server runs the bundle's: it hears
  // the sources' signal, as a server hears the changes its own requests make.
  here = await startTestServer(database.db, { renderCache: { localChanges: onPageDataChanged } });
  elsewhere = await startTestServer(database.db, {
    renderCache: { now: () => elsewhereClock, localChanges: () => () => {} },
  });
});
afterAll(async () => {
  await here?.close();
  await elsewhere?.close();
});

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A GET with exactly these headers (fetch would add Accept-Encoding and decode). */
function get(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.get(
      `${base}${path}`,
      { headers: { "accept-encoding": "identity", ...headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    request.on("error", reject);
  });
}

/** Asks until the page is in the cache (its first render may still be being compressed). */
async function cached(base: string, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const answer = await get(base, path, headers);
    if (answer.headers["x-cache"] === "hit") return answer;
  }
  throw new Error(`${path} never came from the cache`);
}

function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes = "", text = ""]) => !attributes.includes("src=") && text !== "")
    .map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
}

describe("anonymous pages are rendered once and shared", () => {
  it("gives two anonymous visitors the same body and ETag, without a nonce, publicly cacheable", async () => {
    const first = await get(here.base, "/about");
    expect(first.status).toBe(200);
    expect(first.headers["x-cache"]).toBe("miss");
    const second = await cached(here.base, "/about");
    const third = await cached(here.base, "/about");
    expect(second.body.equals(first.body)).toBe(true);
    expect(third.body.equals(first.body)).toBe(true);
    expect(second.headers.etag).toBe(first.headers.etag);
    expect(first.headers.etag).toMatch(/^"[\w-]+"$/);
    expect(first.body.toString()).not.toMatch(/nonce=/);
    expect(second.headers["cache-control"]).toBe("public, max-age=60, stale-while-revalidate=300");
  });

  it("has a CSP of exactly its inline scripts' hashes and our own files, no nonce, no unsafe-inline", async () => {
    // /legal, /news and /careers ship no JavaScript: their one inline script (the menus' Escape)
    // is hashed too.
    for (const path of ["/", "/courses", "/courses/101", "/en/courses", "/legal", "/news", "/en/careers"]) {
      const answer = await cached(here.base, path);
      const html = answer.body.toString();
      const policy = String(answer.headers["content-security-policy"]);
      const scriptSrc = policy.split(";").find((directive) => directive.startsWith("script-src")) ?? "";
      const hashes = inlineScriptHashes(html);
      expect(hashes.length, path).toBeGreaterThan(0);
      expect(scriptSrc.split(" ").sort(), path).toEqual(["script-src", "'self'", ...new Set(hashes)].sort());
      expect(policy).not.toMatch(/nonce|unsafe-inline|strict-dynamic/);
      expect(policy).toContain("object-src 'none'");
    }
  });

  it("carries the resolved data in place: no skeleton, no swap script, the sessions in the page", async () => {
    for (const path of ["/", "/en", "/courses", "/courses/101"]) {
      const html = (await cached(here.base, path)).body.toString();
      expect(html, path).not.toContain('data-testid="session-skeletons"');
      expect(html, path).not.toMatch(/<template id="B:/);
      expect(html, path).not.toMatch(/\$RC\(/);
      // The upcoming session made above, in the cached document itself.
      if (path !== "/courses") expect(html, path).toContain(`session=${sessionId}"`);
    }
    // Nothing is lost: the same page streamed to one visitor (it bypasses the cache) ends with
    // the same sessions.
    const streamed = (await get(here.base, "/", { cookie: "something=1" })).body.toString();
    expect(streamed).toContain(`session=${sessionId}"`);
  });

  it("answers 304 to If-None-Match, and brotli and gzip bodies that decode to the same page", async () => {
    const page = await cached(here.base, "/courses/101");
    const etag = String(page.headers.etag);
    const notModified = await get(here.base, "/courses/101", { "if-none-match": etag });
    expect(notModified.status).toBe(304);
    expect(notModified.body.length).toBe(0);
    const br = await cached(here.base, "/courses/101", { "accept-encoding": "br, gzip" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).equals(page.body)).toBe(true);
    const gz = await cached(here.base, "/courses/101", { "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).equals(page.body)).toBe(true);
    expect((await get(here.base, "/courses/101", { "if-none-match": String(br.headers.etag) })).status).toBe(
      304,
    );
  });

  it("keeps the theme apart: a saved theme gets its own page", async () => {
    const dark = await cached(here.base, "/about", { cookie: "theme=dark" });
    const auto = await cached(here.base, "/about");
    expect(dark.body.toString()).toMatch(/<html[^>]*class="dark"/);
    expect(auto.body.toString()).not.toMatch(/<html[^>]*class="dark"/);
  });

  it.each([
    ["a session cookie", "better-auth.session_token=abc.def"],
    ["a flash cookie", "flash=xyz"],
    ["any other cookie", "theme=dark; something=1"],
  ])("bypasses the cache for %s: a nonce of its own, private, no-store", async (_what, cookie) => {
    await cached(here.base, "/courses");
    const answers = [
      await get(here.base, "/courses", { cookie }),
      await get(here.base, "/courses", { cookie }),
    ];
    for (const answer of answers) {
      expect(answer.headers["x-cache"]).toBe("bypass");
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.headers["content-security-policy"]).toMatch(/'nonce-[^']+'/);
    }
    const nonces = answers.map(
      (answer) => /'nonce-([^']+)'/.exec(String(answer.headers["content-security-policy"]))?.[1],
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    expect(answers[0]?.body.toString()).toContain(`nonce="${nonces[0]}"`);
  });

  it("never caches searches, made-up parameters or non-pages, and an anonymous uncached page is not public", async () => {
    for (const path of [
      "/courses?q=audit",
      "/courses?utm_source=x",
      "/courses?format=zzz",
      "/auth",
      "/nowhere",
    ]) {
      const answer = await get(here.base, path);
      expect(answer.headers["x-cache"], path).toBe("bypass");
      expect(String(answer.headers["cache-control"]), path).not.toContain("public");
    }
  });
});

describe("cached pages follow the seats", () => {
  // The catalogue shows no seat count, only the next session: it must be rendered again all the same.
  const pages = ["/", "/courses", "/courses/101"];
  const showingSeats = ["/", "/courses/101"];
  const seatsText = (count: number) => `${count} places restantes sur 10`;
  const expectSeats = (path: string, body: Buffer, count: number) => {
    if (showingSeats.includes(path)) expect(body.toString(), path).toContain(seatsText(count));
  };

  it("shows a registration on the next request, here at once and in another process within a second", async () => {
    for (const path of pages) {
      expectSeats(path, (await cached(here.base, path)).body, 10);
      expectSeats(path, (await cached(elsewhere.base, path)).body, 10);
    }

    const [userId = ""] = await makeUsers(database.db, 1);
    const outcome = await registerForCourse(
      database.db,
      requestFor(userId, { sessionId }),
      depsAt(new Date()),
    );
    expect(outcome).toMatchObject({ ok: true, status: "confirmed" });

    for (const path of pages) {
      const answer = await get(here.base, path);
      expect(answer.headers["x-cache"], path).toBe("miss");
      expectSeats(path, answer.body, 9);
    }
    // The other process has not looked at the version yet: its clock has not moved.
    const before = await get(elsewhere.base, "/courses/101");
    expect(before.headers["x-cache"]).toBe("hit");
    expect(before.body.toString()).toContain(seatsText(10));
    // A second later it reads the version, drops its pages and renders them again.
    elsewhereClock += 1000;
    for (const path of pages) {
      const answer = await get(elsewhere.base, path);
      expect(answer.headers["x-cache"], path).toBe("miss");
      expectSeats(path, answer.body, 9);
    }
  });

  it("drops a page after its lifetime", async () => {
    await cached(elsewhere.base, "/about");
    elsewhereClock += 60_000;
    expect((await get(elsewhere.base, "/about")).headers["x-cache"]).toBe("miss");
  });
});
