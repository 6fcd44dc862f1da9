import http from "node:http";

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * One request from a chosen loopback address (each address is a different client to the
 * server, which trusts the socket), with fetch's redirects not followed.
 */
export function httpRequest(
  base: string,
  path: string,
  {
    method = "GET",
    body,
    headers = {},
    localAddress = "127.0.0.1",
  }: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<HttpAnswer> {
  const url = new URL(path, base);
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname + url.search,
        method,
        localAddress,
        headers: { ...(body !== undefined ? { "content-length": Buffer.byteLength(body) } : {}), ...headers },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            text: Buffer.concat(chunks).toString("utf8"),
          }),
        );
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

/** A same-origin form post, as a browser without JavaScript sends it. */
export function postForm(
  base: string,
  path: string,
  fields: Record<string, string>,
  { localAddress, origin = base, cookie }: { localAddress?: string; origin?: string; cookie?: string } = {},
) {
  return httpRequest(base, path, {
    method: "POST",
    body: new URLSearchParams(fields).toString(),
    localAddress,
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      origin,
      ...(cookie ? { cookie } : {}),
    },
  });
}
