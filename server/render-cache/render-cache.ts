import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import type { Request as ExpressRequest, Response as ExpressResponse } from "express";
import type { Database } from "../../db/database";
import { onPageDataChanged } from "../../app/lib/page-data-changed.server";
import { themeFromCookieHeader } from "../../app/lib/theme";
import { hasOnlyNeutralCookies } from "../../app/lib/neutral-cookies";
import { cacheablePage } from "./cacheable-page";
import { hashedPolicy } from "./hashed-csp";
import { createPageLru, type CachedPage } from "./lru";
import { watchVersion } from "./version-watch";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export interface RenderCacheOptions {
  db: Database;
  enabled: boolean;
  ttlSeconds: number;
  maxBytes: number;
  /** The clock; tests drive it. */
  now?: () => number;
  /** Changes made in this process; tests give a second server a signal of its own. */
  localChanges?: (listener: () => void) => () => void;
}

/** What a page render gives back: the whole document, rendered without streaming. */
export type RenderWholeDocument = (nonce: string) => Promise<Response>;

export type CacheOutcome = "hit" | "miss" | "bypass";

/**
 * Anonymous pages rendered once and answered from memory (ADR 1301). A page is kept
 * when the request is a GET or HEAD for a public page (cacheable-page.ts), from a visitor with
 * no cookie but the language and theme, and the render is a 200 HTML document that sets no
 * cookie. It is stored without its nonce, with a CSP of its inline scripts' hashes, compressed
 * with brotli and gzip, under a strong ETag. Pages are dropped after their lifetime, when the
 * data they show changes (see version-watch.ts) and, least recently used first, beyond the
 * byte bound.
 */
export function createRenderCache({
  db,
  enabled,
  ttlSeconds,
  maxBytes,
  now = Date.now,
  localChanges = onPageDataChanged,
}: RenderCacheOptions) {
  const pages = createPageLru(maxBytes, ttlSeconds * 1000, now);
  // Renders under way, by key: a burst of visitors to a page not yet cached waits for one render.
  const rendering = new Map<string, Promise<CachedPage | undefined>>();
  // Bumped by every drop: a render that began before a drop must not store what it read.
  let generation = 0;
  const drop = () => {
    generation += 1;
    pages.clear();
  };
  const version = watchVersion({ db, now, onChange: drop });
  if (enabled) {
    localChanges(() => {
      drop();
      version.localChange();
    });
  }
  const cacheControl = `public, max-age=${ttlSeconds}, stale-while-revalidate=300`;

  function keyOf(req: ExpressRequest): string | undefined {
    if (!enabled || (req.method !== "GET" && req.method !== "HEAD")) return undefined;
    if (!hasOnlyNeutralCookies(req.headers.cookie)) return undefined;
    const page = cacheablePage(req.originalUrl);
    if (page === undefined) return undefined;
    return `${themeFromCookieHeader(req.headers.cookie) ?? "auto"} ${page}`;
  }

  async function store(
    response: Response,
    body: Buffer,
    nonce: string,
    policy: string,
  ): Promise<{ page: CachedPage; html: Buffer } | undefined> {
    const type = response.headers.get("content-type") ?? "";
    const routeCacheControl = response.headers.get("cache-control") ?? "";
    if (
      response.status !== 200 ||
      !type.startsWith("text/html") ||
      response.headers.getSetCookie().length > 0 ||
      /no-store|private/.test(routeCacheControl)
    ) {
      return undefined;
    }
    const html = body.toString("utf8").split(` nonce="${nonce}"`).join("");
    // A nonce left anywhere else would be shared with everyone: such a page is not kept.
    if (html.includes(nonce)) return undefined;
    const identity = Buffer.from(html, "utf8");
    const headers: [string, string][] = [];
    for (const [name, value] of response.headers) {
      if (name === "cache-control" || name === "vary" || name === "content-length") continue;
      headers.push([name, value]);
    }
    // What the route varies on (the language redirect's Accept-Language...), and what the cache does.
    const vary = new Set(["Cookie", "Accept-Encoding"]);
    for (const field of (response.headers.get("vary") ?? "").split(","))
      if (field.trim()) vary.add(field.trim());
    headers.push(
      ["cache-control", cacheControl],
      ["vary", [...vary].join(", ")],
      ["content-security-policy", hashedPolicy(policy, html)],
      ["etag", `"${createHash("sha256").update(identity).digest("base64url").slice(0, 32)}"`],
    );
    const page: CachedPage = {
      status: 200,
      headers,
      identity,
      gzip: Buffer.alloc(0),
      br: Buffer.alloc(0),
      etag: headers.at(-1)?.[1] ?? "",
    };
    return { page, html: identity };
  }

  /**
   * Answers from the cache, or renders, answers and keeps the page. Returns false when the
   * request is not for the cache (the caller renders as usual, with its nonce).
   */
  async function handle(
    req: ExpressRequest,
    res: ExpressResponse,
    render: RenderWholeDocument,
  ): Promise<boolean> {
    const key = keyOf(req);
    if (key === undefined || !(await version.current())) {
      res.setHeader("X-Cache", "bypass");
      return false;
    }
    const cached = pages.get(key);
    if (cached) {
      send(req, res, cached, "hit");
      return true;
    }
    const waiting = rendering.get(key);
    if (waiting) {
      const page = await waiting;
      if (page) {
        // Rendered once for this visitor and the one who came first.
        send(req, res, page, "hit");
        return true;
      }
      res.setHeader("X-Cache", "bypass");
      return false;
    }
    // A HEAD that finds nothing is answered by the usual render (no body is rendered for it).
    if (req.method === "HEAD") {
      res.setHeader("X-Cache", "bypass");
      return false;
    }

    let settle: (page: CachedPage | undefined) => void = () => {};
    rendering.set(key, new Promise((resolve) => (settle = resolve)));
    try {
      const startedGeneration = generation;
      const startedAt = now();
      const nonce = res.locals.cspNonce;
      const policy = String(res.getHeader("Content-Security-Policy") ?? "");
      const response = await render(nonce);
      const body = Buffer.from(await response.arrayBuffer());
      const stored = await store(response, body, nonce, policy);
      if (!stored) {
        // Not a page to keep (an error, a redirect...): answered as rendered, nonce and all.
        settle(undefined);
        res.setHeader("X-Cache", "bypass");
        await sendBuffered(res, response, body);
        return true;
      }
      const { page } = stored;
      send(req, res, { ...page, gzip: page.identity, br: page.identity }, "miss", true);
      // Compressed after the answer left, so that a miss costs no more than a plain render.
      [page.gzip, page.br] = await Promise.all([
        gzip(page.identity, { level: 9 }),
        brotli(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
      ]);
      // Its lifetime counts from the render's start: what it shows was read then.
      if (generation === startedGeneration) pages.set(key, page, { start: startedAt });
      settle(page);
      return true;
    } catch (error) {
      settle(undefined);
      throw error;
    } finally {
      rendering.delete(key);
    }
  }

  return {
    handle,
    /** For tests and the operator's curiosity: what the cache holds now. */
    stats: () => ({ pages: pages.size, bytes: pages.calculatedSize, maxBytes }),
    clear: drop,
  };
}

export type RenderCache = ReturnType<typeof createRenderCache>;

function send(
  req: ExpressRequest,
  res: ExpressResponse,
  page: CachedPage,
  outcome: CacheOutcome,
  identityOnly = false,
): void {
  for (const [name, value] of page.headers) {
    // Merged with what middleware before the cache set (the language redirect's Vary).
    if (name === "vary") for (const field of value.split(", ")) res.vary(field);
    else res.setHeader(name, value);
  }
  res.setHeader("X-Cache", outcome);
  const encoding = identityOnly ? "identity" : req.acceptsEncodings("br", "gzip", "identity");
  // Each encoding is a representation of its own: its own strong tag, the same page behind.
  const etag =
    encoding === "br" || encoding === "gzip" ? `${page.etag.slice(0, -1)}-${encoding}"` : page.etag;
  res.setHeader("ETag", etag);
  const base = page.etag.slice(0, -1);
  const known = req.headers["if-none-match"]?.split(",").some((tag) => tag.trim().startsWith(base));
  if (known) {
    res.status(304).end();
    return;
  }
  res.status(page.status);
  if (identityOnly) {
    // The compression middleware compresses this first answer on the fly, as for any render.
    res.end(req.method === "HEAD" ? undefined : page.identity);
    return;
  }
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.identity;
  if (encoding === "br" || encoding === "gzip") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

async function sendBuffered(res: ExpressResponse, response: Response, body: Buffer): Promise<void> {
  res.status(response.status);
  for (const [name, value] of response.headers) {
    if (name === "set-cookie") continue;
    if (name === "vary") {
      for (const field of value.split(",")) if (field.trim()) res.vary(field.trim());
    } else res.setHeader(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.append("Set-Cookie", cookies);
  res.end(body);
}
