/**
 * Throughput of anonymous pages, printed, never asserted:
 * - each page with the render cache on and off, beside a static file of the same size served by
 *   the same server in the same run (requests/s and p99);
 * - with BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL server): uncached pages with
 *   WEB_CONCURRENCY=2 beside one process, on a scratch database dropped afterwards (medians of
 *   BENCH_ROUNDS alternating rounds, 5 by default).
 * Alone: `npm run bench -- --throughput`.
 */
import getPort from "get-port";
import autocannon from "autocannon";
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { type CpuShare, serverProcesses, withCpuAccounting } from "./cpu-accounting";
import { deployedServerArgs } from "../../scripts/build-freshness";

const pages = ["/", "/courses", "/courses/101", "/en/courses"];
const ratioGoal = 0.5;
const concurrencyGoal = 1.6;
/** Resident memory of one server process after the PostgreSQL rounds. */
const memoryBudgetMb = 300;
const secret = "b".repeat(40);

interface Rate {
  rps: number;
  p99: number;
}

/** The built server with `env`, on a free port; resolves once it answers /healthz. */
async function startServer(env: Record<string, string>) {
  const port = await getPort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-throughput-"));
  const child = spawn(process.execPath, deployedServerArgs(), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (let attempt = 0; ; attempt++) {
    if (attempt > 240) throw new Error("the server did not become healthy");
    if (
      await fetch(`${base}/healthz`)
        .then((r) => r.ok)
        .catch(() => false)
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return {
    base,
    pid: child.pid,
    stop: async () => {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGTERM");
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(url: string, connections = 10, duration = 8): Promise<Rate> {
  const result = await autocannon({
    url,
    connections,
    duration,
    headers: { "accept-encoding": "br, gzip", "user-agent": "bench" },
  });
  return { rps: Math.round(result.requests.average), p99: result.latency.p99 };
}

/** Each page cache on and off, and a static file of the same size from the same server. */
async function cacheOnAndOff(): Promise<{ lines: string[]; figures: unknown[] }> {
  const staticDir = path.resolve("build/client");
  const rows: Array<{ page: string; bytes: number; on: Rate; off: Rate; staticOn: Rate; staticOff: Rate }> =
    [];
  const on = await startServer({ RENDER_CACHE: "on" });
  const off = await startServer({ RENDER_CACHE: "off" });
  try {
    for (const page of pages) {
      const html = await (
        await fetch(`${on.base}${page}`, { headers: { "accept-encoding": "identity" } })
      ).text();
      const name = `bench-reference-${page.replace(/\W/g, "") || "home"}.html`;
      const file = path.join(staticDir, name);
      fs.writeFileSync(file, html);
      try {
        await measure(`${on.base}${page}`); // warm-up: the first render, compression, JIT
        const cachedRate = await measure(`${on.base}${page}`);
        const staticOn = await measure(`${on.base}/${name}`);
        await measure(`${off.base}${page}`);
        const uncachedRate = await measure(`${off.base}${page}`);
        const staticOff = await measure(`${off.base}/${name}`);
        rows.push({
          page,
          bytes: Buffer.byteLength(html),
          on: cachedRate,
          off: uncachedRate,
          staticOn,
          staticOff,
        });
        process.stdout.write(`  ${page}: cache on ${cachedRate.rps} req/s, off ${uncachedRate.rps} req/s\n`);
      } finally {
        fs.rmSync(file, { force: true });
      }
    }
  } finally {
    await on.stop();
    await off.stop();
  }
  const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
  return {
    figures: rows,
    lines: [
      "| page (size) | cache on req/s | p99 ms | static req/s | ratio | cache off req/s | p99 ms | static req/s | ratio | goal (cache on) |",
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...rows.map((r) => {
        const onRatio = ratio(r.on.rps, r.staticOn.rps);
        return (
          `| ${r.page} (${(r.bytes / 1024).toFixed(1)} KB) | ${r.on.rps} | ${r.on.p99} | ${r.staticOn.rps} | ${onRatio} ` +
          `| ${r.off.rps} | ${r.off.p99} | ${r.staticOff.rps} | ${ratio(r.off.rps, r.staticOff.rps)} ` +
          `| ≥ ${ratioGoal} ${onRatio >= ratioGoal ? "ok" : "BELOW"} |`
        );
      }),
    ],
  };
}

const concurrencyPages = ["/courses", "/courses/101"];
/** Rounds of the 1-process / 2-process comparison; the median of each side is reported. */
const concurrencyRounds = Math.max(1, Number(process.env.BENCH_ROUNDS ?? 5));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2);
}

/**
 * Uncached pages (RENDER_CACHE=off) with two processes beside one, on PostgreSQL.
 *
 * Both servers run side by side (the idle one costs nothing) and are measured in alternation,
 * round after round, after a warm-up long enough for V8 to finish optimising the render: on a
 * shared virtual machine the same server's rate drifts by a fifth from one minute to the next,
 * so one measurement of each, minutes apart, compared the host's moods more than the servers.
 */
async function concurrency(serverUrl: string): Promise<{ lines: string[]; figures: unknown }> {
  const name = `bench_${Date.now()}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const env = {
    DATABASE_URL: url.toString(),
    SITE_URL: "https://bench.example",
    SESSION_SECRET: secret,
    RENDER_CACHE: "off",
  };
  const rounds: Record<"1" | "2", Record<string, Array<Rate & { cpu: CpuShare | null }>>> = {
    "1": {},
    "2": {},
  };
  const servers: Partial<Record<"1" | "2", Awaited<ReturnType<typeof startServer>>>> = {};
  let processes: Array<{ count: "1" | "2"; tree: ReturnType<typeof serverProcesses> }> = [];
  try {
    // One after the other: both would migrate the same empty database at once.
    servers["1"] = await startServer({ ...env, WEB_CONCURRENCY: "1" });
    servers["2"] = await startServer({ ...env, WEB_CONCURRENCY: "2" });
    for (const processes of ["1", "2"] as const) {
      for (const page of concurrencyPages) await measure(`${servers[processes]!.base}${page}`, 20, 20);
    }
    for (let round = 1; round <= concurrencyRounds; round++) {
      for (const page of concurrencyPages) {
        for (const processes of ["1", "2"] as const) {
          const server = servers[processes]!;
          const { result: rate, share } = await withCpuAccounting(server.pid, () =>
            measure(`${server.base}${page}`, 20),
          );
          (rounds[processes][page] ??= []).push({ ...rate, cpu: share });
          process.stdout.write(
            `  round ${round} WEB_CONCURRENCY=${processes} ${page}: ${rate.rps} req/s` +
              (share
                ? `, cores busy: server ${share.server}, PostgreSQL ${share.postgres}, ` +
                  `load generator ${share.loadGenerator}, machine ${share.machine} of ${share.cpus}`
                : "") +
              "\n",
          );
        }
      }
    }
    processes = (["1", "2"] as const).map((count) => ({ count, tree: serverProcesses(servers[count]!.pid!) }));
  } finally {
    await servers["1"]?.stop();
    await servers["2"]?.stop();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  const summary = (rates: Rate[] = []) => ({
    rps: median(rates.map((rate) => rate.rps)),
    p99: median(rates.map((rate) => rate.p99)),
    low: Math.min(...rates.map((rate) => rate.rps)),
    high: Math.max(...rates.map((rate) => rate.rps)),
  });
  const speedUps = concurrencyPages.map((page) => {
    const one = summary(rounds["1"][page]);
    const two = summary(rounds["2"][page]);
    return { page, one, two, speedUp: one.rps ? Math.round((two.rps / one.rps) * 100) / 100 : 0 };
  });
  return {
    figures: { rounds, processes },
    lines: [
      `| uncached page, PostgreSQL (median of ${concurrencyRounds} rounds) | 1 process req/s (p99 ms) [range] ` +
        `| 2 processes req/s (p99 ms) [range] | speed-up | goal (${os.cpus().length} cores) |`,
      "| --- | --- | --- | --- | --- |",
      ...speedUps.map(
        ({ page, one, two, speedUp }) =>
          `| ${page} | ${one.rps} (${one.p99}) [${one.low}–${one.high}] | ${two.rps} (${two.p99}) [${two.low}–${two.high}] ` +
          `| ${speedUp}× | ≥ ${concurrencyGoal}× ${speedUp >= concurrencyGoal ? "ok" : "BELOW"} |`,
      ),
      ...cpuLines(rounds, speedUps),
      "",
      `| after the rounds | processes | resident memory per process | budget (one node process per worker, ≤ ${memoryBudgetMb} MB) |`,
      "| --- | --- | --- | --- |",
      ...processes.map(({ count, tree }) => {
        if (!tree) return `| WEB_CONCURRENCY=${count} | (no /proc) | | |`;
        // With several workers the supervisor is one more process: it serves no request.
        const expected = count === "1" ? 1 : Number(count) + 1;
        const within = tree.length === expected && tree.every((process) => process.rssMb <= memoryBudgetMb);
        return (
          `| WEB_CONCURRENCY=${count} | ${tree.length} (${tree.map((process) => process.name).join(", ")}) ` +
          `| ${tree.map((process) => `${process.rssMb} MB`).join(", ")} | ${within ? "ok" : "OVER"} |`
        );
      }),
    ],
  };
}

/**
 * Where the CPU went in those rounds (medians), and the most two processes could gain on this
 * machine. One process, its PostgreSQL backends and the load generator keep `used` cores busy
 * (the render thread, plus the garbage collector's and zlib's threads, PostgreSQL and the load
 * generator); "other" is whatever else ran, a background that does not grow with the load (a
 * round where it is more than a few tenths measured the neighbours, not the server). With the
 * same CPU per request and every core the background leaves busy, two processes reach at most
 * (cores − other) ÷ used times the rate of one: the ceiling.
 */
function cpuLines(
  rounds: Record<"1" | "2", Record<string, Array<Rate & { cpu: CpuShare | null }>>>,
  speedUps: Array<{ page: string; speedUp: number }>,
): string[] {
  const rows: string[] = [];
  for (const { page, speedUp } of speedUps) {
    const shares = (processes: "1" | "2") =>
      (rounds[processes][page] ?? []).flatMap((round) =>
        round.cpu
          ? [
              {
                rps: round.rps,
                ...round.cpu,
                used: round.cpu.server + round.cpu.postgres + round.cpu.loadGenerator,
              },
            ]
          : [],
      );
    const one = shares("1");
    const two = shares("2");
    if (!one.length || !two.length) return [];
    const mid = (list: typeof one, pick: (share: (typeof one)[number]) => number) =>
      Math.round(median(list.map((share) => pick(share) * 100))) / 100;
    const other = (share: (typeof one)[number]) => Math.max(0, share.machine - share.used);
    const cpus = one[0]!.cpus;
    const ceiling = Math.round(((cpus - mid(one, other)) / mid(one, (share) => share.used)) * 100) / 100;
    for (const [label, list] of [
      ["1", one],
      ["2", two],
    ] as const) {
      rows.push(
        `| ${page} | ${label} | ${mid(list, (share) => (share.server * 1000) / share.rps)} | ${mid(list, (share) => share.server)} ` +
          `| ${mid(list, (share) => share.postgres)} | ${mid(list, (share) => share.loadGenerator)} ` +
          `| ${mid(list, other)} | ${mid(list, (share) => share.machine)} of ${cpus} ` +
          `| ${label === "1" ? `${ceiling}× (measured ${speedUp}×)` : ""} |`,
      );
    }
  }
  if (!rows.length) return [];
  return [
    "",
    "| page | processes | server CPU ms per request | server cores | PostgreSQL cores | load generator cores | other cores | machine cores busy | ceiling for 2 processes |",
    "| --- | --- | --- | --- | --- | --- | --- | --- | --- |",
    ...rows,
  ];
}

export async function runThroughputBench(): Promise<{ lines: string[]; figures: unknown }> {
  process.stdout.write("Throughput, render cache on and off…\n");
  const cache = await cacheOnAndOff();
  const lines = ["", ...cache.lines];
  const serverUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  let processes: unknown = null;
  if (serverUrl) {
    process.stdout.write("Throughput, WEB_CONCURRENCY=2 beside 1 on PostgreSQL…\n");
    const result = await concurrency(serverUrl);
    lines.push("", ...result.lines);
    processes = result.figures;
  } else {
    lines.push(
      "",
      "WEB_CONCURRENCY benchmark skipped: set BENCH_DATABASE_URL (a PostgreSQL server) to run it.",
    );
  }
  return { lines, figures: { cache: cache.figures, processes } };
}
