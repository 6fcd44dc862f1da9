/**
 * CPU milliseconds per uncached page render, measured on the server's main thread (Linux's
 * /proc/<pid>/task/<pid>/schedstat, nanoseconds the thread ran). Each page is asked for one at a
 * time with a cookie that bypasses the render cache (any cookie but the language and theme does),
 * without compression, so the figure is React's render, the loaders and their queries as the
 * server's JavaScript sees them; zlib and the garbage collector's helper threads are not in it.
 * Warmed up first (the optimising compiler), then the median of several rounds.
 */
import fs from "node:fs";

function mainThreadNs(pid: number): number {
  const [ranNs] = fs.readFileSync(`/proc/${pid}/task/${pid}/schedstat`, "utf8").split(" ");
  return Number(ranNs);
}

async function fetchUncached(url: string): Promise<void> {
  const response = await fetch(url, {
    headers: { cookie: "bench=uncached", "accept-encoding": "identity", "accept-language": "fr" },
  });
  if (response.status !== 200) throw new Error(`${url}: ${response.status}`);
  await response.arrayBuffer();
}

export interface RenderCpu {
  path: string;
  /** Main-thread CPU per render, ms: the median of the rounds. */
  ms: number;
  rounds: number[];
}

export async function measureRenderCpu(
  base: string,
  serverPid: number,
  paths: readonly string[],
  { warmup = 30, perRound = 20, rounds = 5 } = {},
): Promise<{ figures: RenderCpu[]; lines: string[] }> {
  if (!fs.existsSync(`/proc/${serverPid}/task/${serverPid}/schedstat`)) {
    return { figures: [], lines: ["CPU per uncached render: needs Linux's /proc with schedstat, skipped"] };
  }
  const figures: RenderCpu[] = [];
  for (const path of paths) {
    for (let index = 0; index < warmup; index++) await fetchUncached(`${base}${path}`);
    const perRender: number[] = [];
    for (let round = 0; round < rounds; round++) {
      const before = mainThreadNs(serverPid);
      for (let index = 0; index < perRound; index++) await fetchUncached(`${base}${path}`);
      perRender.push((mainThreadNs(serverPid) - before) / perRound / 1e6);
    }
    const sorted = [...perRender].sort((a, b) => a - b);
    figures.push({ path, ms: sorted[Math.floor(sorted.length / 2)] ?? 0, rounds: perRender });
  }
  const lines = [
    `| uncached render (server main thread, median of ${rounds} rounds of ${perRound}) | CPU ms | rounds |`,
    "| --- | --- | --- |",
    ...figures.map(
      (f) => `| ${f.path} | ${f.ms.toFixed(1)} | ${f.rounds.map((ms) => ms.toFixed(1)).join(", ")} |`,
    ),
  ];
  return { figures, lines };
}
