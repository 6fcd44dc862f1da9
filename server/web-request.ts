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
 * React writes a page in 4 KB chunks, most of them in one synchronous burst. Each write to the
 * compressor is a round trip to zlib's threads, so the chunks of a burst (those the producer has
 * queued before the next turn of the event loop) go out as one write, up to `batchBytes`. A
 * streamed page must still reach the browser part by part (the shell first, deferred data later),
 * so the compressor is flushed when the producer pauses; but not after every chunk, as React
 * Router's own writer does: each flush ends a brotli block, and together they halved the requests
 * per second of an uncached page (ADR 1302).
 */
async function streamBody(body: ReadableStream<Uint8Array>, res: ExpressResponse): Promise<void> {
  const reader = body.getReader();
  const flushable = res as ExpressResponse & { flush?: () => void };
  const flush = () => {
    if (!res.writableEnded && !res.destroyed) flushable.flush?.();
  };
  const clientGone = () => void reader.cancel().catch(() => {});
  res.once("close", clientGone);
  try {
    let next: Promise<ReadableStreamReadResult<Uint8Array>> | undefined;
    // A burst cut at `batchBytes` was written but not flushed: if the producer pauses right
    // after it (the shell exactly filled the batch, say), it must still reach the browser.
    let unflushed = false;
    for (;;) {
      next ??= reader.read();
      if (unflushed && (await Promise.race([next, nextTurn()])) === producerPaused) flush();
      unflushed = false;
      const first = await next;
      next = undefined;
      if (first.done) break;
      const burst = await readBurst(reader, first.value);
      next = burst.next;
      if (res.destroyed) return;
      if (!res.write(burst.bytes)) await drainOrClose(res);
      if (burst.paused) flush();
      else unflushed = true;
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

const batchBytes = 64 * 1024;
const producerPaused = Symbol("paused");
const nextTurn = () => new Promise<typeof producerPaused>((resolve) => setImmediate(resolve, producerPaused));

/**
 * `first` and the chunks already queued behind it, as one buffer. `paused` says the producer had
 * nothing more before the next turn of the event loop; `next` is the read still waiting then, the
 * one that ended the stream, or the one after a full batch, for the caller to await.
 */
async function readBurst(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  first: Uint8Array,
): Promise<{ bytes: Uint8Array; paused: boolean; next?: Promise<ReadableStreamReadResult<Uint8Array>> }> {
  const chunks = [first];
  let size = first.byteLength;
  const turn = nextTurn();
  while (size < batchBytes) {
    const next = reader.read();
    const result = await Promise.race([next, turn]);
    if (result === producerPaused || result.done) {
      return { bytes: concat(chunks, size), paused: result === producerPaused, next };
    }
    chunks.push(result.value);
    size += result.value.byteLength;
  }
  return { bytes: concat(chunks, size), paused: false };
}

function concat(chunks: Uint8Array[], size: number): Uint8Array {
  return chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, size);
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
