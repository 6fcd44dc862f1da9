import compression from "compression";
import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebResponse } from "./web-request";

/**
 * A page streamed through the compression middleware, as server/app.ts sends documents: the
 * compressor is flushed once per burst of chunks, yet the browser still gets the shell
 * before the deferred part arrives.
 */
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

interface Calls {
  flushes: number;
  writes: number;
}

/** A server answering `body()`, counting the writes and flushes that reach the compressor. */
function startServer(body: () => ReadableStream<Uint8Array>, calls: Calls): Promise<string> {
  const app = express();
  app.use(compression());
  app.get("/", (_req, res, next) => {
    const flushable = res as typeof res & { flush: () => void };
    const flush = flushable.flush.bind(res);
    flushable.flush = () => {
      calls.flushes++;
      flush();
    };
    const write = res.write.bind(res) as (chunk: Uint8Array) => boolean;
    res.write = ((chunk: Uint8Array) => {
      calls.writes++;
      return write(chunk);
    }) as typeof res.write;
    sendWebResponse(res, new Response(body(), { headers: { "content-type": "text/html" } })).catch(next);
  });
  return new Promise((resolve) => {
    server = app.listen(0, "127.0.0.1", () =>
      resolve(`http://127.0.0.1:${(server?.address() as AddressInfo).port}/`),
    );
  });
}

/** The decompressed text received so far, each time a piece arrives. */
function readBrotli(url: string, onText: (text: string) => void): Promise<string> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "accept-encoding": "br" } }, (res) => {
        expect(res.headers["content-encoding"]).toBe("br");
        const decoder = zlib.createBrotliDecompress();
        let text = "";
        decoder.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
          onText(text);
        });
        decoder.on("end", () => resolve(text));
        decoder.on("error", reject);
        res.pipe(decoder);
      })
      .on("error", reject);
  });
}

describe("sendWebResponse through the compressor", () => {
  it("writes a burst of chunks at once and flushes once per burst, not once per chunk", async () => {
    const calls = { flushes: 0, writes: 0 };
    const shell = Array.from({ length: 40 }, (_, i) => `<p>${"x".repeat(4000)} ${i}</p>`);
    let releaseDeferred = () => {};
    const deferred = new Promise<void>((resolve) => (releaseDeferred = resolve));
    const encoder = new TextEncoder();
    const url = await startServer(
      () =>
        new ReadableStream({
          async start(controller) {
            for (const part of shell) controller.enqueue(encoder.encode(part));
            await deferred;
            controller.enqueue(encoder.encode("<template>deferred</template>"));
            controller.close();
          },
        }),
      calls,
    );
    let shellSeenBeforeDeferred = false;
    const text = await readBrotli(url, (soFar) => {
      if (soFar.includes(" 39</p>") && !shellSeenBeforeDeferred) {
        shellSeenBeforeDeferred = true;
        // The shell arrived whole while the deferred part is still pending: streaming survives.
        releaseDeferred();
      }
    });
    expect(shellSeenBeforeDeferred).toBe(true);
    expect(text).toBe(shell.join("") + "<template>deferred</template>");
    // The shell's 40 chunks (160 KB) in 64 KB writes, then the deferred part; one flush for the
    // shell, one for the deferred part. React Router's writer wrote and flushed each of the 41.
    expect(calls.writes).toBeLessThanOrEqual(5);
    expect(calls.flushes).toBeLessThanOrEqual(3);
  });

  it("delivers a shell that exactly fills a write before the deferred part comes", async () => {
    const calls = { flushes: 0, writes: 0 };
    // 14 chunks of 5,000 bytes: the write is cut at 70,000 bytes (past 64 KB), just where the
    // producer pauses. (A multiple of 64 KB would not do: brotli emits its 64 KB blocks unasked.)
    const shell = Array.from(
      { length: 14 },
      (_, i) => `<p>${String(i).padStart(2, "0")}${"x".repeat(4991)}</p>`,
    );
    expect(shell.join("").length).toBe(70_000);
    let releaseDeferred = () => {};
    const deferred = new Promise<void>((resolve) => (releaseDeferred = resolve));
    const encoder = new TextEncoder();
    const url = await startServer(
      () =>
        new ReadableStream({
          async start(controller) {
            for (const part of shell) controller.enqueue(encoder.encode(part));
            await deferred;
            controller.enqueue(encoder.encode("<template>deferred</template>"));
            controller.close();
          },
        }),
      calls,
    );
    // Only the shell arriving whole releases the deferred part: a shell kept in the compressor
    // would never arrive, and the test would time out.
    const text = await readBrotli(url, (soFar) => {
      if (soFar.length === 70_000) releaseDeferred();
    });
    expect(text).toBe(shell.join("") + "<template>deferred</template>");
  });

  it("cancels the page's stream when the client goes away", async () => {
    const calls = { flushes: 0, writes: 0 };
    let cancelled = () => {};
    const wasCancelled = new Promise<void>((resolve) => (cancelled = resolve));
    const url = await startServer(
      () =>
        new ReadableStream({
          pull(controller) {
            controller.enqueue(new TextEncoder().encode("y".repeat(64 * 1024)));
          },
          cancel() {
            cancelled();
          },
        }),
      calls,
    );
    const request = http.get(url, (res) => res.once("data", () => request.destroy()));
    request.on("error", () => {});
    // An endless body: only the cancellation can settle this.
    await wasCancelled;
  });
});
