/**
 * Where the machine's CPU went during a measurement, read from Linux's /proc (nothing elsewhere).
 *
 * Requests per second alone cannot tell a server that scales badly from a machine that has no
 * core left: the server, PostgreSQL and the load generator share the same cores. This splits
 * the time into the server's process tree (every thread: the render, the garbage collector's
 * helpers, zlib's), PostgreSQL's processes, the load generator (this process) and the rest, in
 * cores (1 = one core busy for the whole run). Ticks from /proc/stat set the unit, so the
 * kernel's clock rate never needs to be known.
 */
import fs from "node:fs";

interface Reading {
  /** Ticks of every CPU, idle included, since boot. */
  machineTotal: number;
  /** Ticks of every CPU not idle (steal included: the host took them). */
  machineBusy: number;
  /** Ticks by process id. */
  server: Map<number, number>;
  postgres: Map<number, number>;
  cpus: number;
  loadGenerator: NodeJS.CpuUsage;
}

export interface CpuShare {
  /** Cores busy over the run, by whom. */
  server: number;
  postgres: number;
  loadGenerator: number;
  machine: number;
  cpus: number;
}

interface ProcessStat {
  pid: number;
  parent: number;
  name: string;
  ticks: number;
}

function processStats(): ProcessStat[] {
  const stats: ProcessStat[] = [];
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    let line: string;
    try {
      line = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
    } catch {
      continue; // Ended meanwhile.
    }
    // The name sits in parentheses and may itself hold spaces or parentheses.
    const close = line.lastIndexOf(")");
    const fields = line.slice(close + 2).split(" ");
    stats.push({
      pid: Number(entry),
      parent: Number(fields[1]),
      name: line.slice(line.indexOf("(") + 1, close),
      // utime + stime: every thread of the process, finished threads included.
      ticks: Number(fields[11]) + Number(fields[12]),
    });
  }
  return stats;
}

/** A process and every process it started, and theirs. */
function processTree(rootPid: number, stats: ProcessStat[]): Set<number> {
  const tree = new Set([rootPid]);
  // Parents come before children in /proc's order only by luck: repeat until nothing is added.
  for (let grew = true; grew;) {
    grew = false;
    for (const stat of stats) {
      if (!tree.has(stat.pid) && tree.has(stat.parent)) {
        tree.add(stat.pid);
        grew = true;
      }
    }
  }
  return tree;
}

/** The processes of a server's tree with their resident memory in MB, or null where /proc does not exist. */
export function serverProcesses(serverPid: number): Array<{ pid: number; name: string; rssMb: number }> | null {
  if (!fs.existsSync("/proc/stat")) return null;
  const stats = processStats();
  const tree = processTree(serverPid, stats);
  return stats
    .filter((stat) => tree.has(stat.pid))
    .map((stat) => {
      let rssKb = 0;
      try {
        rssKb = Number(/^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${stat.pid}/status`, "utf8"))?.[1] ?? 0);
      } catch {
        // Ended meanwhile.
      }
      return { pid: stat.pid, name: stat.name, rssMb: Math.round(rssKb / 1024) };
    });
}

function read(serverPid: number): Reading {
  const [cpuLine, ...rest] = fs.readFileSync("/proc/stat", "utf8").split("\n");
  // user nice system idle iowait irq softirq steal
  const ticks = cpuLine!.trim().split(/\s+/).slice(1, 9).map(Number);
  const idle = ticks[3]! + ticks[4]!;
  const total = ticks.reduce((sum, value) => sum + value, 0);
  const stats = processStats();
  const tree = processTree(serverPid, stats);
  const byPid = (keep: (stat: ProcessStat) => boolean) =>
    new Map(stats.filter(keep).map((stat) => [stat.pid, stat.ticks]));
  return {
    machineTotal: total,
    machineBusy: total - idle,
    server: byPid((stat) => tree.has(stat.pid)),
    postgres: byPid((stat) => stat.name === "postgres"),
    cpus: rest.filter((line) => /^cpu\d+ /.test(line)).length,
    loadGenerator: process.cpuUsage(),
  };
}

/** Ticks spent between two readings by the processes of the second (a new one counts whole). */
function spent(before: Map<number, number>, after: Map<number, number>): number {
  let ticks = 0;
  for (const [pid, total] of after) ticks += total - (before.get(pid) ?? 0);
  return ticks;
}

/**
 * Runs `work` and returns its result with the CPU share of each party over that time, or with
 * `share: null` where /proc does not exist.
 */
export async function withCpuAccounting<T>(
  serverPid: number | undefined,
  work: () => Promise<T>,
): Promise<{ result: T; share: CpuShare | null }> {
  if (serverPid === undefined || !fs.existsSync("/proc/stat")) return { result: await work(), share: null };
  const before = read(serverPid);
  const started = process.hrtime.bigint();
  const result = await work();
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  const after = read(serverPid);
  // Ticks per core over the run: the unit that turns ticks into cores.
  const perCore = (after.machineTotal - before.machineTotal) / after.cpus;
  const cores = (ticks: number) => Math.round((ticks / perCore) * 100) / 100;
  const generator = process.cpuUsage(before.loadGenerator);
  return {
    result,
    share: {
      server: cores(spent(before.server, after.server)),
      postgres: cores(spent(before.postgres, after.postgres)),
      loadGenerator: Math.round(((generator.user + generator.system) / 1e6 / seconds) * 100) / 100,
      machine: cores(after.machineBusy - before.machineBusy),
      cpus: after.cpus,
    },
  };
}
