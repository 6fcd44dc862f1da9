import compression from "compression";
import express from "express";
import type { AddressInfo } from "node:net";
import http from "node:http";
import zlib from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { sendWebResponse } from "./web-request";

/**
 * A page streamed through the compression middleware, as server/app.ts sends documents: the
 * compressor is flushed once per burst of chunks (issue 13), yet the browser still gets the shell
 * before the deferred part arrives.
 */
let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

function startServer(body: () => ReadableStream<Uint8Array>, flushes: { count: number }): Promise<string> {
  const app = express();
  app.use(compression());
  app.get("/", (_req, res, next) => {
    const flushable = res as typeof res & { flush: () => void };
    const flush = flushable.flush.bind(res);
    flushable.flush = () => {
      flushes.count++;
      flush();
    };
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
  it("flushes once per burst of chunks, not once per chunk", async () => {
    const flushes = { count: 0 };
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
      flushes,
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
    // One flush for the shell's 40 chunks, one for the deferred part (React Router's writer
    // flushed after each of the 41).
    expect(flushes.count).toBeLessThanOrEqual(3);
  });

  it("cancels the page's stream when the client goes away", async () => {
    const flushes = { count: 0 };
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
      flushes,
    );
    const request = http.get(url, (res) => res.once("data", () => request.destroy()));
    request.on("error", () => {});
    // An endless body: only the cancellation can settle this.
    await wasCancelled;
  });
});
