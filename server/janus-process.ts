/**
 * The Janus WebRTC gateway as a child process (ADR 1201): a configuration generated from ours
 * (token auth with signed tokens, the VideoRoom plugin alone, the HTTP transport alone, bound to
 * 127.0.0.1) and the process itself, started and stopped. Used by `npm start` in embedded mode,
 * by scripts/janus.ts and by the tests.
 */
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export const JANUS_BINARY = "/usr/bin/janus";
/** Debian's multiarch folder for Janus's modules, found at run time (amd64, arm64...). */
function modulesRoot(): string | undefined {
  for (const dir of [
    "/usr/lib/x86_64-linux-gnu/janus",
    "/usr/lib/aarch64-linux-gnu/janus",
    "/usr/lib/janus",
  ]) {
    if (fs.existsSync(path.join(dir, "plugins", "libjanus_videoroom.so"))) return dir;
  }
  return undefined;
}

export function janusInstalled(): boolean {
  return fs.existsSync(JANUS_BINARY) && modulesRoot() !== undefined;
}

export interface JanusOptions {
  port: number;
  adminSecret: string;
  tokenSecret: string;
  /** Where the configuration goes; a new temporary folder by default. */
  configDir?: string;
  /** A production host's public address (nat_1_1_mapping), when Janus sits behind NAT. */
  publicIp?: string;
  /**
   * Where Janus posts its events (the sample event handler, HTTP basic auth): the sessions and
   * the VideoRoom's joins and leaves, from which remote attendance is counted.
   */
  events?: { url: string; user: string; password: string };
  /** Janus's own log on stdout/stderr, or "ignore". */
  stdio?: "inherit" | "ignore";
}

export interface RunningJanus {
  /** The HTTP API's address: LIVE_VIDEO_SERVER_URL. */
  url: string;
  process: ChildProcess;
  configDir: string;
  stop(): Promise<void>;
}

/** libconfig quotes: a secret never breaks out of its string. */
function quoted(value: string): string {
  return `"${value.replace(/[\\"]/g, "\\$&")}"`;
}

/** Writes janus.jcfg and the two module configurations into `dir`; returns the module folders. */
export function writeJanusConfig(
  dir: string,
  { port, adminSecret, tokenSecret, publicIp, events }: JanusOptions,
): void {
  const root = modulesRoot();
  if (!root) throw new Error("janus is not installed");
  // Only the modules we use are seen: folders holding a link to the VideoRoom plugin, the HTTP
  // transport and, when events are wanted, the HTTP event handler; an empty one for loggers.
  for (const [folder, modules] of [
    ["plugins", ["libjanus_videoroom.so"]],
    ["transports", ["libjanus_http.so"]],
    ["events", events ? ["libjanus_sampleevh.so"] : []],
    ["loggers", []],
  ] as const) {
    fs.mkdirSync(path.join(dir, folder), { recursive: true });
    for (const name of modules) {
      const link = path.join(dir, folder, name);
      if (!fs.existsSync(link)) fs.symlinkSync(path.join(root, folder, name), link);
    }
  }
  fs.writeFileSync(
    path.join(dir, "janus.jcfg"),
    `general: {
  plugins_folder = ${quoted(path.join(dir, "plugins"))}
  transports_folder = ${quoted(path.join(dir, "transports"))}
  events_folder = ${quoted(path.join(dir, "events"))}
  loggers_folder = ${quoted(path.join(dir, "loggers"))}
  debug_level = 3
  admin_secret = ${quoted(adminSecret)}
  token_auth = true
  token_auth_secret = ${quoted(tokenSecret)}
  protected_folders = []
  hide_dependencies = true
  server_name = "live"
}
media: {
  ipv6 = false
}
nat: {
  nice_debug = false
  ignore_mdns = true${publicIp ? `\n  nat_1_1_mapping = ${quoted(publicIp)}` : ""}
}
plugins: {
}
transports: {
}
events: {
  broadcast = ${events ? "true" : "false"}
}
loggers: {
}
`,
  );
  fs.writeFileSync(
    path.join(dir, "janus.plugin.videoroom.jcfg"),
    `general: {
  admin_key = ${quoted(adminSecret)}
  lock_rtp_forward = true
}
`,
  );
  fs.writeFileSync(
    path.join(dir, "janus.transport.http.jcfg"),
    `general: {
  json = "compact"
  base_path = "/janus"
  http = true
  port = ${port}
  ip = "127.0.0.1"
  https = false
}
admin: {
  admin_http = false
  admin_https = false
}
cors: {
}
`,
  );
  if (events) {
    fs.writeFileSync(
      path.join(dir, "janus.eventhandler.sampleevh.jcfg"),
      `general: {
  enabled = true
  events = "plugins,core"
  grouping = true
  json = "compact"
  backend = ${quoted(events.url)}
  backend_user = ${quoted(events.user)}
  backend_pwd = ${quoted(events.password)}
  max_retransmissions = 8
  retransmissions_backoff = 200
}
`,
    );
  }
}

async function answers(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/info`, { signal: AbortSignal.timeout(1000) });
    return response.ok;
  } catch {
    return false;
  }
}

/** Starts Janus with a generated configuration and waits until its HTTP API answers. */
export async function startJanus(options: JanusOptions): Promise<RunningJanus> {
  const configDir = options.configDir ?? fs.mkdtempSync(path.join(os.tmpdir(), "janus-"));
  writeJanusConfig(configDir, options);
  const child = spawn(
    JANUS_BINARY,
    ["--config", path.join(configDir, "janus.jcfg"), "--configs-folder", configDir, "--disable-colors"],
    {
      stdio: options.stdio === "inherit" ? "inherit" : "ignore",
    },
  );
  const url = `http://127.0.0.1:${options.port}/janus`;
  let exited = false;
  child.once("exit", () => (exited = true));
  const stop = () =>
    new Promise<void>((resolve) => {
      if (exited || child.exitCode !== null) return resolve();
      child.once("exit", () => resolve());
      child.kill("SIGTERM");
      setTimeout(() => child.kill("SIGKILL"), 5000).unref();
    }).then(() => fs.rmSync(configDir, { recursive: true, force: true }));
  const deadline = Date.now() + 20_000;
  while (!(await answers(url))) {
    if (exited)
      throw new Error(`janus exited at start (code ${child.exitCode}); run scripts/janus.ts to see its log`);
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`janus did not answer on ${url} within 20 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { url, process: child, configDir, stop };
}
