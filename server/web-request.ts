import { writeReadableStreamToWritable } from "@react-router/node";
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
  try {
    await writeReadableStreamToWritable(response.body, res);
  } catch (error) {
    if (res.destroyed || res.writableEnded) return;
    throw error;
  }
}
