import type { Request as ExpressRequest, Response as ExpressResponse } from "express";

/**
 * Express to the web's Request and back, for React Router and better-auth alike. Unlike
 * @react-router/express, which streams the raw socket into the Request, the body here is the
 * Buffer that bodyLimit() (server/http-guards.ts) has already read and size-checked, so no
 * handler can be fed an unbounded body.
 *
 * The host comes from the (validated) Host header and the scheme from req.protocol, which
 * honours X-Forwarded-Proto only from the proxies TRUST_PROXY names.
 */
export function toWebRequest(req: ExpressRequest, res: ExpressResponse): Request {
  const url = new URL(`${req.protocol}://${req.get("host")}${req.originalUrl}`);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, item);
  }
  // The client going away aborts the work done for it (loaders, streamed rendering).
  const controller = new AbortController();
  res.on("close", () => {
    if (!res.writableFinished) controller.abort();
  });
  const body: unknown = req.body;
  const hasBody = req.method !== "GET" && req.method !== "HEAD" && Buffer.isBuffer(body);
  return new Request(url, {
    method: req.method,
    headers,
    signal: controller.signal,
    // A view on body-parser's buffer (never a SharedArrayBuffer), not a copy.
    body: hasBody ? new Uint8Array(body.buffer as ArrayBuffer, body.byteOffset, body.byteLength) : undefined,
  });
}

/** Writes a web Response to Express. `Vary` values are merged, never repeated. */
export async function sendWebResponse(res: ExpressResponse, response: Response): Promise<void> {
  if (res.destroyed || res.writableEnded) {
    await response.body?.cancel();
    return;
  }
  res.status(response.status);
  if (response.statusText) res.statusMessage = response.statusText;
  for (const [name, value] of response.headers) {
    if (name === "vary") {
      for (const field of value.split(",")) if (field.trim()) res.vary(field.trim());
    } else if (name === "set-cookie") {
      continue;
    } else {
      res.setHeader(name, value);
    }
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) res.append("Set-Cookie", cookies);
  if (!response.body) {
    res.end();
    return;
  }
  await streamBody(response.body, res);
}

/**
 * Writes the body as it comes, with backpressure, and cancels it when the client goes away.
 *
 * A streamed page must reach the browser part by part (the shell first, deferred data later), so
 * the compressor is flushed; but once the producer pauses, not after every ~4 KB chunk as React
 * Router's own writer does: each flush ends a brotli block and costs a round trip to zlib's
 * threads, which halved the requests per second of an uncached page (issue 13). While the
 * compressor is still busy with earlier input (backpressure), no flush is needed either.
 */
async function streamBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  let waitingForDrain = false;
  let flushScheduled = false;
  const flushWhenIdle = () => {
    if (flushScheduled) return;
    flushScheduled = true;
    setImmediate(() => {
      flushScheduled = false;
      if (!waitingForDrain && !res.writableEnded && !res.destroyed) flushable.flush?.();
    });
  };
  const clientGone = () => void reader.cancel().catch(() => {});
  res.once("close", clientGone);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      if (res.destroyed) return;
      if (!res.write(value)) {
        waitingForDrain = true;
        await drainOrClose(res);
        waitingForDrain = false;
      }
      flushWhenIdle();
    }
    if (!res.destroyed) res.end();
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    // A render that fails half-way: the client must see a broken transfer, not a short page.
    res.destroy();
    throw error;
  } finally {
    res.off("close", clientGone);
    reader.releaseLock();
  }
}

function drainOrClose(res: ExpressResponse): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.once("drain", done);
    res.once("close", done);
  });
}
