import http from "node:http";
import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { contactMessages, emailOutbox, rateLimits } from "../db/schema";
import { action as themeAction } from "../app/routes/resources.theme";
import { testAppContext } from "../tests/helpers/app-context";
import { useTestDatabase } from "../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../tests/helpers/test-server";

/*
 * The defects found by probing the landed server, each through real HTTP against
 * the production build: malformed hosts and methods, cross-origin posts, oversized bodies,
 * the theme route, Retry-After and Vary. `npm test` builds before running Vitest.
 */

const database = useTestDatabase({ emptyBeforeEach: [contactMessages, emailOutbox, rateLimits] });
let server: TestServer;
/** The site's origin: the server's own address, so that React Router's origin check agrees. */
let SITE = "";
let port = 0;
let logLines: Record<string, unknown>[] = [];

beforeAll(async () => {
  server = await startTestServer(database.db);
  SITE = server.base;
  port = Number(new URL(SITE).port);
  logLines = server.logLines;
});
afterAll(() => server.close());
beforeEach(() => {
  logLines.length = 0;
});

const base = () => SITE;

/** Sends bytes as they are, for requests fetch() would refuse to make. */
function raw(request: string): Promise<string> {
  return new Promise((resolve, reject) => {
    // Written, not ended: since Node 22 a server drops a half-closed connection whose answer is
    // not ready yet, and "Connection: close" ends it after the answer anyway.
    const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
    let answer = "";
    socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
    socket.on("end", () => resolve(answer));
    socket.on("error", reject);
  });
}
const statusOf = (answer: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1]);

function post(pathname: string, body: Record<string, string>, headers: Record<string, string> = {}) {
  return fetch(base() + pathname, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE, ...headers },
    body: new URLSearchParams(body),
  });
}

const contactForm = {
  name: "Awa Diallo",
  email: "awa@example.com",
  subject: "Devis",
  message: "Bonjour, je voudrais un devis pour une formation SST.",
};

describe("malformed requests get a 4xx, never a 500", () => {
  it("refuses malformed Host headers with 400", async () => {
    for (const host of ["a b", "[::1", "%", "localhost:99999", "", "a/b", "user@host"]) {
      const answer = await raw(`GET /courses HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(statusOf(answer), `Host: ${JSON.stringify(host)}`).toBe(400);
    }
    const fine = await raw(`GET /healthz HTTP/1.1\r\nHost: site.example:8080\r\nConnection: close\r\n\r\n`);
    expect(statusOf(fine)).toBe(200);
  });

  it("answers TRACE, PUT, PATCH and DELETE with 405 and stores nothing", async () => {
    const trace = await raw(`TRACE / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    expect(statusOf(trace)).toBe(405);
    expect(trace).toMatch(/\r\nAllow: GET, HEAD, POST\r\n/i);
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await fetch(`${base()}/contact`, {
        method,
        headers: { "content-type": "application/x-www-form-urlencoded", origin: SITE },
        body: new URLSearchParams(contactForm),
      });
      expect(response.status, method).toBe(405);
    }
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    expect(logLines.filter((line) => line.level === 50)).toEqual([]);
  });

  it("answers a theme post that is not a form with 400, not 500", async () => {
    for (const [type, body] of [
      ["text/plain", "theme=dark"],
      ["application/json", '{"theme":"dark"}'],
      ["application/x-www-form-urlencoded", "theme=purple"],
    ]) {
      const response = await fetch(`${base()}/resources/theme`, {
        method: "POST",
        headers: { "content-type": type as string, origin: SITE },
        body,
      });
      expect(response.status, type).toBe(400);
    }
  });
});

describe("cross-origin posts", () => {
  it("are refused on pages and resource routes, with one JSON log line each", async () => {
    for (const pathname of ["/contact", "/resources/theme", "/newsletter", "/en/contact"]) {
      const response = await post(
        pathname,
        { ...contactForm, theme: "dark" },
        { origin: "https://evil.example" },
      );
      expect(response.status, pathname).toBe(403);
      expect(response.headers.get("set-cookie"), pathname).toBeNull();
    }
    expect(await database.db.select().from(contactMessages)).toEqual([]);
    const refusals = logLines.filter((line) => line.event === "security.cross_origin_post");
    expect(refusals).toHaveLength(4);
    expect(refusals[0]).toMatchObject({ path: "/contact", origin: "https://evil.example", method: "POST" });
    expect(logLines).toHaveLength(4);
  });

  it("are refused when only Sec-Fetch-Site tells, or when the origin is opaque", async () => {
    const noOrigin = await fetch(`${base()}/resources/theme`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", "sec-fetch-site": "cross-site" },
      body: "theme=dark",
    });
    expect(noOrigin.status).toBe(403);
    expect((await post("/resources/theme", { theme: "dark" }, { origin: "null" })).status).toBe(403);
    expect(
      (await post("/resources/theme", { theme: "dark" }, { origin: "https://site.example.evil.example" }))
        .status,
    ).toBe(403);
  });

  it("are accepted from the site's own origin", async () => {
    const response = await post("/resources/theme", { theme: "dark" });
    expect(response.status).toBe(200);
  });
});

describe("request bodies are limited while they stream", () => {
  it("refuses a declared body over 256 KB with 413", async () => {
    const response = await post("/contact", { ...contactForm, message: "x".repeat(300 * 1024) });
    expect(response.status).toBe(413);
    expect(await response.text()).toMatch(/256 KB/);
  });

  it("lets the image forms of the back-office past 256 KB, up to 10.5 MB, and says so in both languages", async () => {
    const large = await post("/admin/courses/new", { "title.fr": "x".repeat(1024 * 1024) });
    // Past the body limit: the route's own guard answers (no session here).
    expect(large.status).toBe(401);
    const huge = await post("/en/admin/trainers/new", { "bio.fr": "x".repeat(11 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    expect(await huge.text()).toBe(
      "Fichier trop volumineux : 10 Mo au plus. / File too large: 10 MB at most.",
    );
    expect((await post("/admin/audit", { x: "x".repeat(300 * 1024) })).status).toBe(413);
  });

  it("refuses a chunked body without Content-Length once it passes the limit, on every route", async () => {
    for (const pathname of ["/contact", "/resources/theme", "/no-such-page"]) {
      const status = await new Promise<number>((resolve, reject) => {
        const request = http.request(
          {
            host: "127.0.0.1",
            port,
            path: pathname,
            method: "POST",
            headers: { origin: SITE, "content-type": "application/x-www-form-urlencoded" },
          },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        // The server may close the connection before the whole body is written.
        request.on("error", (error: NodeJS.ErrnoException) =>
          error.code === "EPIPE" || error.code === "ECONNRESET" ? undefined : reject(error),
        );
        const chunk = Buffer.alloc(64 * 1024, "a");
        let sent = 0;
        const pump = () => {
          while (sent < 64 && !request.destroyed) {
            sent++;
            if (!request.write(chunk)) return void request.once("drain", pump);
          }
          request.end();
        };
        pump();
      });
      expect(status, pathname).toBe(413);
    }
    expect(await database.db.select().from(contactMessages)).toEqual([]);
  });
});

describe("the theme route", () => {
  it("goes back only to a path of this site", async () => {
    for (const redirectTo of [
      "/\t/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example",
    ]) {
      const response = await post("/resources/theme", { theme: "dark", redirectTo });
      expect(response.status, JSON.stringify(redirectTo)).toBe(302);
      expect(response.headers.get("location"), JSON.stringify(redirectTo)).toBe("/");
    }
    const back = await post("/resources/theme", { theme: "light", redirectTo: "/en/courses?category=qhse" });
    expect(back.headers.get("location")).toBe("/en/courses?category=qhse");
  });

  it("sets an HttpOnly cookie, Secure only on an https site", async () => {
    const response = await post("/resources/theme", { theme: "dark" });
    expect(response.headers.get("set-cookie")).toMatch(/^theme=dark; .*HttpOnly$/);
    const request = new Request("https://site.example/resources/theme", {
      method: "POST",
      body: new URLSearchParams({ theme: "light" }),
    });
    const secure = (await themeAction({
      request,
      context: testAppContext(database.db),
      params: {},
    } as never)) as unknown as {
      init: ResponseInit;
    };
    expect(new Headers(secure.init.headers).get("set-cookie")).toMatch(/^theme=light; .*HttpOnly; Secure$/);
  });
});

describe("response headers", () => {
  it("gives a 429 its Retry-After, on pages and with JavaScript alike", async () => {
    for (let i = 0; i < 5; i++) expect((await post("/contact", contactForm)).status).toBe(302);
    const limited = await post("/contact", contactForm);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(500);
    for (let i = 0; i < 10; i++) await post("/newsletter", { email: `n${i}@example.com`, via: "fetch" });
    const newsletter = await post("/newsletter", { email: "n10@example.com" });
    expect(newsletter.status).toBe(429);
    expect(Number(newsletter.headers.get("retry-after"))).toBeGreaterThan(500);
  });

  it("lists each Vary field once", async () => {
    for (const pathname of ["/courses", "/courses/101", "/"]) {
      const vary =
        (await fetch(base() + pathname, { headers: { "accept-language": "fr" } })).headers.get("vary") ?? "";
      const fields = vary.split(",").map((field) => field.trim().toLowerCase());
      expect(new Set(fields).size, `${pathname}: ${vary}`).toBe(fields.length);
    }
  });

  it("never puts the CSP nonce into the page's serialised data", async () => {
    const response = await fetch(`${base()}/courses/101`);
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get("content-security-policy") ?? "")?.[1] ?? "";
    expect(nonce).not.toBe("");
    const html = await response.text();
    // The nonce is in script attributes only: never inside the router's inline data.
    const scriptBodies = [...html.matchAll(/<script[^>]*>([\s\S]*?)<\/script>/g)]
      .map((match) => match[1])
      .join("\n");
    expect(scriptBodies).not.toContain(nonce);
    expect(html).toContain(`nonce="${nonce}"`);
  });
});

describe("better-auth's redirects stay on the site", () => {
  it("never sends a browser elsewhere, whatever callbackURL a link carries", async () => {
    for (const callback of [
      "/.//evil.example/phish",
      "/%2e%2e//evil.example/phish",
      "//evil.example/phish",
      "https://evil.example/phish",
      "/\\evil.example",
    ]) {
      for (const pathname of [
        `/api/auth/verify-email?token=x&callbackURL=${encodeURIComponent(callback)}`,
        `/api/auth/reset-password/not-a-token?callbackURL=${encodeURIComponent(callback)}`,
      ]) {
        const response = await fetch(base() + pathname, { redirect: "manual" });
        expect(response.status, pathname).toBeLessThan(500);
        const location = response.headers.get("location");
        if (location === null) continue;
        expect(new URL(location, SITE).origin, `${pathname} → ${location}`).toBe(new URL(SITE).origin);
        expect(location.startsWith("//"), `${pathname} → ${location}`).toBe(false);
      }
    }
  });
});

describe("an absolute-form request target", () => {
  /** Sends a request and reads the answer until the server closes (the socket stays open for it). */
  const ask = (request: string) =>
    new Promise<string>((resolve, reject) => {
      const socket = net.connect(port, "127.0.0.1", () => socket.write(request));
      let answer = "";
      socket.on("data", (chunk) => (answer += chunk.toString("latin1")));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
    });

  it("is served like its path, never a 500", async () => {
    for (const pathname of ["/about", "/courses", "/api/auth/get-session"]) {
      const answer = await ask(
        `GET http://127.0.0.1:${port}${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
      );
      expect(statusOf(answer), `${pathname}: ${answer.slice(0, 200)}`).toBe(200);
    }
    const odd = await ask(
      `GET ftp://127.0.0.1/about HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nConnection: close\r\n\r\n`,
    );
    expect(statusOf(odd)).toBe(400);
  });
});
