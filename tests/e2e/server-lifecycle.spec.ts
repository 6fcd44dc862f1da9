import fs from "node:fs";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { startServerProcess } from "../helpers/server-process";

/** A second production server of our own, to stop it with signals. */
const startServer = () => startServerProcess({ logLevel: "info" });

for (const signal of ["SIGTERM", "SIGINT"] as const) {
  test(`${signal} lets the request in flight finish, then closes the database and the lock`, async () => {
    test.setTimeout(180_000);
    const server = await startServer();
    const response = await fetch(`${server.base}/en`);
    expect(response.status).toBe(200);
    // Headers are in, the body is still streaming: now ask the server to stop.
    server.child.kill(signal);
    const body = await response.text();
    expect(body).toContain("</html>");
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('"msg":"stopped"');
    expect(fs.existsSync(path.join(server.dataDir, "server.lock"))).toBe(false);
    await expect(fetch(`${server.base}/healthz`)).rejects.toThrow();
    fs.rmSync(server.dataDir, { recursive: true, force: true });
  });
}
