import getPort from "get-port";
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import type http from "node:http";
import http2 from "node:http2";
import https from "node:https";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createScratchDatabase } from "../helpers/scratch-postgres";
import { builtServerArgs } from "../../scripts/build-freshness";

/*
 * The deployment of the README, run for real: Debian's nginx with the repository's own
 * configuration (deploy/nginx/groupe-site.conf, with test ports, host and certificate put in)
 * and a self-signed certificate, in front of two app processes on one PostgreSQL database.
 * Runs when TEST_DATABASE_URL names a PostgreSQL server (CI's second pass) and nginx and
 * openssl are installed (.ci/run installs them).
 */

const nginxInstalled =
  spawnSync("nginx", ["-v"]).status === 0 && spawnSync("openssl", ["version"]).status === 0;
const enabled = Boolean(process.env.TEST_DATABASE_URL) && nginxInstalled;
if (!enabled) {
  console.warn(
    "deployment test skipped: it needs TEST_DATABASE_URL (a PostgreSQL server) and Debian's nginx and openssl",
  );
}

const siteConf = path.resolve("deploy/nginx/groupe-site.conf");
const work = fs.mkdtempSync(path.join(os.tmpdir(), "deployment-"));
const apps: ChildProcess[] = [];
let nginx: ChildProcess | undefined;
let database: { url: string; drop(): Promise<void> } | undefined;
let httpsPort = 0;
let ca: Buffer;

/** Waits until `check` resolves true (no fixed sleeps: the machine may be busy). */
function until(what: string, check: () => Promise<boolean>, timeout = 60_000): Promise<void> {
  return vi.waitFor(
    async () => {
      if (!(await check().catch(() => false))) throw new Error(`timed out waiting for ${what}`);
    },
    { timeout, interval: 100 },
  );
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** A request through nginx over TLS, trusting our self-signed certificate. */
function request(
  pathname: string,
  {
    method = "GET",
    headers = {},
    body,
    localAddress,
    agent,
  }: {
    method?: string;
    headers?: Record<string, string>;
    body?: string;
    localAddress?: string;
    agent?: https.Agent;
  } = {},
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = https.request(
      {
        host: "localhost",
        port: httpsPort,
        path: pathname,
        method,
        ca,
        localAddress,
        agent,
        headers:
          body === undefined ? headers : { ...headers, "content-length": String(Buffer.byteLength(body)) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

async function startApp(port: number, url: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, builtServerArgs(), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATABASE_URL: url,
      SITE_URL: `https://localhost:${httpsPort}`,
      SESSION_SECRET: "d".repeat(48),
      TRUST_PROXY: "127.0.0.1",
      DATA_DIR: path.join(work, `data-${port}`),
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  apps.push(child);
  await until(`the app on port ${port}`, async () => {
    if (child.exitCode !== null) throw new Error(`the app on port ${port} exited: ${errors}`);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`);
    return response.ok;
  });
  return child;
}

/** deploy/nginx/groupe-site.conf with this test's ports, host, certificate and folders. */
function renderSiteConf(appPorts: number[], httpPort: number): string {
  const original = fs.readFileSync(siteConf, "utf8");
  const rendered = original
    .replace("server 127.0.0.1:3000 ", `server 127.0.0.1:${appPorts[0]} `)
    .replace("server 127.0.0.1:3001 ", `server 127.0.0.1:${appPorts[1]} `)
    .replace("listen 80;", `listen 127.0.0.1:${httpPort};`)
    .replace("listen 443 ssl http2;", `listen 127.0.0.1:${httpsPort} ssl http2;`)
    .replace(/^\s*listen \[::\]:\d+.*$/gm, "")
    .replaceAll("server_name example.com;", "server_name localhost;")
    .replace("/etc/letsencrypt/live/example.com/fullchain.pem", path.join(work, "cert.pem"))
    .replace("/etc/letsencrypt/live/example.com/privkey.pem", path.join(work, "key.pem"))
    .replace("root /var/www/letsencrypt;", `root ${work};`);
  // Every placeholder was found: the file still has the shape this test knows.
  const directives = rendered.replace(/#.*$/gm, "");
  expect(directives).not.toMatch(/example\.com|:3000 |:3001 |\[::\]/);
  return rendered;
}

beforeAll(async () => {
  if (!enabled) return;
  database = await createScratchDatabase("deployment");
  const certificate = spawnSync("openssl", [
    "req",
    "-x509",
    "-newkey",
    "rsa:2048",
    "-nodes",
    "-days",
    "2",
    "-subj",
    "/CN=localhost",
    "-addext",
    "subjectAltName=DNS:localhost,IP:127.0.0.1",
    "-keyout",
    path.join(work, "key.pem"),
    "-out",
    path.join(work, "cert.pem"),
  ]);
  expect(certificate.status, certificate.stderr.toString()).toBe(0);
  ca = fs.readFileSync(path.join(work, "cert.pem"));

  const [appA, appB, httpPort] = [await getPort(), await getPort(), await getPort()];
  httpsPort = await getPort();
  // The first process migrates and seeds the empty database; the second finds it ready.
  await startApp(appA, database.url);
  await startApp(appB, database.url);

  fs.writeFileSync(path.join(work, "site.conf"), renderSiteConf([appA, appB], httpPort));
  const runAsRoot = process.getuid?.() === 0 ? "user root root;" : "";
  fs.writeFileSync(
    path.join(work, "nginx.conf"),
    `${runAsRoot}
daemon off;
worker_processes 1;
pid ${work}/nginx.pid;
error_log ${work}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${work}/body;
  proxy_temp_path ${work}/proxy;
  fastcgi_temp_path ${work}/fastcgi;
  uwsgi_temp_path ${work}/uwsgi;
  scgi_temp_path ${work}/scgi;
  include ${work}/site.conf;
}
`,
  );
  const check = spawnSync("nginx", ["-t", "-p", work, "-c", path.join(work, "nginx.conf")]);
  expect(check.status, check.stderr.toString()).toBe(0);
  nginx = spawn("nginx", ["-p", work, "-c", path.join(work, "nginx.conf")], { stdio: "ignore" });
  await until("nginx", async () => (await request("/healthz")).status === 200);
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  for (const app of apps) if (app.exitCode === null) app.kill("SIGKILL");
  await database?.drop().catch(() => {});
  fs.rmSync(work, { recursive: true, force: true });
});

describe.runIf(enabled)("nginx in front of two app processes", () => {
  it("serves the pages over https and HTTP/2, passing the app's compressed responses through", async () => {
    const page = await request("/courses");
    expect(page.status).toBe(200);
    expect(page.body).toContain("<html");
    // The app's canonical links use the https SITE_URL.
    expect(page.body).toContain(`https://localhost:${httpsPort}/courses`);
    const compressed = await new Promise<http2.IncomingHttpHeaders>((resolve, reject) => {
      const client = http2.connect(`https://localhost:${httpsPort}`, { ca });
      client.on("error", reject);
      const stream = client.request({ ":path": "/", "accept-encoding": "br, gzip" });
      stream.on("response", (headers) => {
        stream.resume();
        stream.on("end", () => {
          client.close();
          resolve(headers);
        });
      });
      stream.end();
    });
    expect(compressed[":status"]).toBe(200);
    expect(compressed["content-encoding"]).toBe("br");
  });

  it("gives cookies Secure behind TLS", async () => {
    const answer = await request("/resources/theme", {
      method: "POST",
      headers: {
        origin: `https://localhost:${httpsPort}`,
        "content-type": "application/x-www-form-urlencoded",
      },
      body: "theme=dark",
    });
    expect(answer.status).toBe(200);
    expect(String(answer.headers["set-cookie"])).toMatch(/theme=dark;.*Secure/);
  });

  it("counts each client apart, and a client cannot claim another address", async () => {
    // A password change without a session: better-auth limits this endpoint itself, 3 requests
    // per 10 s per client address (sign-in has our own limits instead).
    let attempt = 0;
    const changePassword = (localAddress: string, headers: Record<string, string> = {}) =>
      request("/api/auth/change-password", {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/json", ...headers },
        body: JSON.stringify({
          currentPassword: `not the password ${++attempt}`,
          newPassword: "Horizon-Baobab-Kaloum-2027",
        }),
      });
    const first: number[] = [];
    for (let i = 0; i < 4; i++)
      first.push((await changePassword("127.0.0.2", { "x-forwarded-for": `198.51.100.${i}` })).status);
    expect(first.slice(0, 3)).not.toContain(429);
    expect(first[3]).toBe(429);
    expect((await changePassword("127.0.0.3")).status).not.toBe(429);
    expect((await changePassword("127.0.0.2", { "x-forwarded-for": "203.0.113.50" })).status).toBe(429);
  });

  it("loses no request while one app process stops", async () => {
    const agent = new https.Agent({ keepAlive: true, maxSockets: 8, ca });
    const statuses: number[] = [];
    let stopped = false;
    const loops = Array.from({ length: 8 }, async (_, index) => {
      const pathname = index % 2 ? "/courses" : "/about";
      // Each loop goes on until the process has gone and a few more requests went through.
      for (let afterStop = 0; afterStop < 10;) {
        statuses.push((await request(pathname, { agent })).status);
        if (stopped) afterStop++;
      }
    });
    await until("some traffic", async () => statuses.length >= 40);
    const [victim] = apps;
    const exited = new Promise<number | null>((resolve) => victim?.once("exit", (code) => resolve(code)));
    victim?.kill("SIGTERM");
    expect(await exited).toBe(0);
    stopped = true;
    await Promise.all(loops);
    agent.destroy();
    expect(statuses.length).toBeGreaterThan(120);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  }, 120_000);
});
