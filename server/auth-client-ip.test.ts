import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { useTestDatabase } from "../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../tests/helpers/test-server";

/*
 * better-auth reads the client address from headers only; with none it would put every
 * client in one rate-limit bucket. The server writes the address it trusts into its own
 * header on every request (server/app.ts): two clients get two buckets, and a client cannot
 * pick its bucket by sending that header itself.
 */

const database = useTestDatabase();
let server: TestServer;
beforeAll(async () => {
  server = await startTestServer(database.db);
});
afterAll(() => server.close());

let attempt = 0;

/**
 * A password change over HTTP, without a session, from a given loopback address (each is a
 * different client): better-auth limits this endpoint itself, 3 requests per 10 s per address
 * (sign-in has our own limits instead, see sign-in-rules/).
 */
function changePasswordFrom(localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL("/api/auth/change-password", server.base);
  attempt += 1;
  const body = JSON.stringify({
    currentPassword: `not the password ${attempt}`,
    newPassword: "Horizon-Baobab-Kaloum-2027",
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        localAddress,
        headers: {
          "content-type": "application/json",
          "content-length": Buffer.byteLength(body),
          ...headers,
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on("error", reject);
    request.end(body);
  });
}

describe("the client address behind better-auth", () => {
  it("gives two clients two rate-limit buckets, and ignores a client's own claim", async () => {
    const first: number[] = [];
    for (let i = 0; i < 4; i++)
      first.push(await changePasswordFrom("127.0.0.2", { "x-gms-client-ip": `198.51.100.${i}` }));
    expect(first.slice(0, 3)).not.toContain(429);
    expect(first[3]).toBe(429);
    // Another client is not limited by the first one's attempts.
    expect(await changePasswordFrom("127.0.0.3")).not.toBe(429);
    // Claiming another address in our header changes nothing: the server overwrites it.
    expect(await changePasswordFrom("127.0.0.2", { "x-gms-client-ip": "203.0.113.77" })).toBe(429);
  });
});
