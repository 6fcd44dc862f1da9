import { spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { builtServerArgs } from "../../scripts/build-freshness";

/** A second production server of our own, to stop it with signals. */
async function startServer() {
  const port = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "lifecycle-"));
  const child = spawn(process.execPath, builtServerArgs(), {
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "info" },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  await expect
    .poll(async () => (await fetch(`${base}/healthz`).catch(() => null))?.status, { timeout: 120_000 })
    .toBe(200);
  return { child, base, dataDir, exited, output: () => output };
}

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
