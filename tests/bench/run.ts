/**
 * `npm run bench`: measures the performance budgets and prints them beside the
 * targets. It builds, starts the production server on a free port with a fresh DATA_DIR, then:
 * - Lighthouse (mobile defaults, simulated throttling) on every public page that answers 200
 *   (the sitemap's, or the paths given as arguments: `npm run bench -- / /en /courses`);
 *   performance is the median of BENCH_RUNS runs (3 by default; about 30 minutes for the sitemap),
 *   the other categories come from the first run;
 * - first-load JavaScript and total transfer of `/`;
 * - requests per second and p99 of pages with the render cache on and off, beside a static file
 *   of the same size served by the same server in the same run, and WEB_CONCURRENCY=2 beside 1 on
 *   PostgreSQL (throughput.ts; alone: `npm run bench -- --throughput`).
 * - the catalogue search over 5,000 generated courses (search.ts; alone: `npm run bench -- --search`);
 * - the back-office's registrations list and CSV export over 30,000 registrations
 *   (registrations.ts; alone: `npm run bench -- --registrations`);
 * - a course page's published results over 100,000 survey answers (survey-results.ts; alone:
 *   `npm run bench -- --survey-results`);
 * - a 20-person session's audit file (ZIP), its time and memory growth (audit-zip.ts; alone:
 *   `npm run bench -- --audit-zip`);
 * - with no paths given, the signed-in half too (the demo user's session): `/auth`, a registration
 *   form, `/profile/registrations` and a payment page; each page against its budgets (performance
 *   100 public, 95 signed in; LCP, TBT, CLS; the other categories 100);
 * - CPU milliseconds per uncached render on the server's main thread (render-cpu.ts).
 * `npm run bench -- --lighthouse` stops after Lighthouse and the render CPU; with paths given, the
 *   signed-in pages are measured only with `--signed-in`.
 * Figures are printed and written to bench-results/latest.json. Nothing here is asserted.
 */
import getPort from "get-port";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromiumPath } from "../helpers/e2e-env";
import { runRegistrationsBench } from "./registrations";
import { runSearchBench } from "./search";
import { runSurveyResultsBench } from "./survey-results";
import { runAuditZipBench } from "./audit-zip";
import { runThroughputBench } from "./throughput";
import { measureRenderCpu } from "./render-cpu";
import { builtServerArgs } from "../../scripts/build-freshness";
import { firstLoadBudgets } from "../budgets/first-load";

const budgets = {
  /** Pages anyone sees; the signed-in half (accounts, registration, payment) has its own. */
  performance: 100,
  signedInPerformance: 95,
  lcpMs: 1200,
  tbtMs: 50,
  cls: 0.01,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  firstLoadJsKb: firstLoadBudgets.homeJsKb,
  firstLoadTotalKb: firstLoadBudgets.homeTotalKb,
};
const fallbackPages = ["/", "/en"];

async function waitForHealth(url: string) {
  for (let attempt = 0; attempt < 120; attempt++) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error("the server did not become healthy");
}

/** The sitemap's paths, both languages; the fallback list when there is no sitemap yet. */
function requestedPages(): string[] {
  return process.argv.slice(2).filter((arg) => arg.startsWith("/"));
}

async function publicPages(base: string): Promise<string[]> {
  const requested = requestedPages();
  if (requested.length) return requested;
  const response = await fetch(`${base}/sitemap.xml`);
  if (!response.ok) return fallbackPages;
  const xml = await response.text();
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>|<xhtml:link[^>]*href="([^"]+)"/g)].map(
    (match) => new URL(match[1] ?? match[2] ?? "/").pathname,
  );
  return [...new Set(paths)];
}

interface PageScore {
  path: string;
  /** Measured with a signed-in visitor's session cookie. */
  signedIn: boolean;
  /** JavaScript the page downloaded during the first run (compressed, Lighthouse's count). */
  jsKb: number;
  tbtMs: number;
  cls: number;
  performance: number;
  performanceRuns: number[];
  accessibility: number;
  bestPractices: number;
  seo: number;
  /**
   * SEO without the "is crawlable" audit, for the pages that ask not to be indexed (sign-in,
   * registration, profile, payment, verification): their `noindex` is deliberate and costs them
   * that audit's weight, so 100 there means everything else is right.
   */
  seoIndexable: number;
  noindex: boolean;
  lcpMs: number;
  failedAudits: string[];
}

/** Lighthouse runs per page; the performance score reported is their median. */
const performanceRuns = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length % 2) return sorted[middle] ?? 0;
  return Math.round(((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2);
}

interface LighthousePage {
  path: string;
  /** A signed-in visitor's Cookie header, for the pages of the signed-in half. */
  cookie?: string;
}

async function runLighthouse(base: string, pages: LighthousePage[]) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath(),
    chromeFlags: [
      "--headless=new",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  const scores: PageScore[] = [];
  // Measured on `/` only: null when the run was given other pages.
  let firstLoad: { jsKb: number; totalKb: number } | null = null;
  // Lighthouse's Chrome asks for en-US, which would redirect French pages: measure each page itself.
  const audit = async ({ path: page, cookie }: LighthousePage, onlyCategories?: string[]) => {
    for (let attempt = 1; attempt <= 3; attempt++) {
      const result = await lighthouse(`${base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories,
        extraHeaders: { "Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5", ...(cookie ? { Cookie: cookie } : {}) },
      });
      const lhr = result?.lhr;
      if (!lhr?.runtimeError) return lhr;
      // A run that failed to record (NO_NAVSTART, Chrome timing out) measured nothing and would
      // score 0: say so and run it again, up to three times.
      process.stdout.write(`  lighthouse ${page}: run failed (${lhr.runtimeError.code}), not counted\n`);
    }
    return undefined;
  };
  try {
    for (const target of pages) {
      const page = target.path;
      const lhr = await audit(target);
      if (!lhr) continue;
      const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
      // Simulated throttling scales what this busy 2-core machine happened to do, so one run
      // swings by several points; Lighthouse's own advice is the median of several runs.
      const metrics = (result: NonNullable<typeof lhr>) => ({
        performance: Math.round((result.categories.performance?.score ?? 0) * 100),
        lcpMs: result.audits["largest-contentful-paint"]?.numericValue ?? 0,
        tbtMs: result.audits["total-blocking-time"]?.numericValue ?? 0,
        cls: result.audits["cumulative-layout-shift"]?.numericValue ?? 0,
      });
      const runs = [metrics(lhr)];
      for (let run = 1; run < performanceRuns; run++) {
        const again = await audit(target, ["performance"]);
        if (again) runs.push(metrics(again));
      }
      const failedAudits = Object.values(lhr.audits)
        .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === "binary")
        .map((audit) => audit.id);
      const requests =
        (
          lhr.audits["network-requests"]?.details as
            { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
        )?.items ?? [];
      const entry: PageScore = {
        path: page,
        signedIn: target.cookie !== undefined,
        jsKb:
          requests
            .filter((item) => item.resourceType === "Script")
            .reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024,
        tbtMs: Math.round(median(runs.map((run) => run.tbtMs))),
        cls: medianFloat(runs.map((run) => run.cls)),
        performance: median(runs.map((run) => run.performance)),
        performanceRuns: runs.map((run) => run.performance),
        accessibility: score("accessibility"),
        bestPractices: score("best-practices"),
        seo: score("seo"),
        seoIndexable: scoreWithout(lhr, "seo", "is-crawlable"),
        noindex: (lhr.audits["is-crawlable"]?.score ?? 1) < 1,
        lcpMs: Math.round(median(runs.map((run) => run.lcpMs))),
        failedAudits,
      };
      scores.push(entry);
      process.stdout.write(
        `  lighthouse ${page}${entry.signedIn ? " (signed in)" : ""}: ${entry.performance} (runs ${entry.performanceRuns.join(", ")})/${entry.accessibility}/${entry.bestPractices}/${entry.seo}, LCP ${entry.lcpMs} ms, TBT ${entry.tbtMs} ms, CLS ${entry.cls}\n`,
      );
      if (page === "/") {
        const items =
          (
            lhr.audits["network-requests"]?.details as
              { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined
          )?.items ?? [];
        const sum = (filter: (item: { resourceType?: string }) => boolean) =>
          items.filter(filter).reduce((total, item) => total + (item.transferSize ?? 0), 0) / 1024;
        firstLoad = { jsKb: sum((item) => item.resourceType === "Script"), totalKb: sum(() => true) };
      }
    }
  } finally {
    await chrome.kill();
  }
  return { scores, firstLoad };
}

/** A category's score, in percent, as Lighthouse weighs it, leaving one audit out. */
function scoreWithout(
  lhr: {
    categories: Record<string, { auditRefs: Array<{ id: string; weight: number }> } | undefined>;
    audits: Record<string, { score: number | null } | undefined>;
  },
  category: string,
  audit: string,
): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    // Lighthouse leaves out what does not apply (no score), as here.
    (ref) => ref.id !== audit && ref.weight > 0 && (lhr.audits[ref.id]?.score ?? null) !== null,
  );
  const weights = refs.reduce((total, ref) => total + ref.weight, 0);
  const earned = refs.reduce((total, ref) => total + ref.weight * (lhr.audits[ref.id]?.score ?? 0), 0);
  return weights ? Math.round((earned / weights) * 100) : 100;
}

function medianFloat(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

const pass = (ok: boolean) => (ok ? "ok" : "OVER BUDGET");

/** Whether a page meets every Lighthouse budget of its half of the site. */
function withinBudget(s: PageScore): boolean {
  return (
    s.performance >= (s.signedIn ? budgets.signedInPerformance : budgets.performance) &&
    s.lcpMs <= budgets.lcpMs &&
    s.tbtMs <= budgets.tbtMs &&
    s.cls <= budgets.cls &&
    s.accessibility === 100 &&
    s.bestPractices === 100 &&
    (s.noindex ? s.seoIndexable : s.seo) === 100
  );
}

/**
 * The signed-in half: the demo user (demo-accounts.txt in the bench's DATA_DIR) signs in through
 * the accounts API; its session cookie is sent with each Lighthouse run. The back-office asks
 * its staff for two-factor sign-in, which a bench cannot pass without a second factor: its lists
 * are left out and the report says so.
 */
async function signedInPages(base: string, dataDir: string): Promise<LighthousePage[]> {
  const accounts = fs.readFileSync(path.join(dataDir, "demo-accounts.txt"), "utf8");
  const [, email, password] = /^user\s+(\S+)\s+(\S+)$/m.exec(accounts) ?? [];
  if (!email || !password) return [];
  const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: base },
    body: JSON.stringify({ email, password }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
  if (!signIn.ok || !cookie) return [];
  const profile = await (await fetch(`${base}/profile/registrations`, { headers: { cookie } })).text();
  const payPath = /href="(\/pay\/[^"?]+)"/.exec(profile)?.[1];
  return [
    { path: "/auth" },
    { path: "/register/101", cookie },
    { path: "/profile/registrations", cookie },
    ...(payPath ? [{ path: payPath, cookie }] : []),
  ];
}

async function main() {
  if (!chromiumPath())
    throw new Error("Chromium is needed for Lighthouse: install Debian's chromium or set CHROME_PATH");
  if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0)
    throw new Error("build failed");
  const port = await getPort();
  const base = `http://localhost:${port}`;
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-data-"));
  const server = spawn(process.execPath, builtServerArgs(), {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      SITE_URL: base,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  try {
    await waitForHealth(base);
    const pages = [];
    for (const page of await publicPages(base)) {
      const response = await fetch(`${base}${page}`, {
        redirect: "manual",
        headers: { "accept-language": "fr" },
      });
      if (response.status === 200) pages.push(page);
    }
    const targets: LighthousePage[] = [
      ...pages.map((page) => ({ path: page })),
      ...(requestedPages().length && !process.argv.includes("--signed-in")
        ? []
        : await signedInPages(base, dataDir)),
    ];
    process.stdout.write(`Lighthouse on ${targets.length} pages…\n`);
    const { scores, firstLoad } = await runLighthouse(base, targets);
    const renderCpu = await measureRenderCpu(base, server.pid ?? 0, [
      "/",
      "/courses",
      "/courses/101",
      "/en/courses",
    ]);
    process.stdout.write(`${renderCpu.lines.join("\n")}\n`);
    const lighthouseOnly = process.argv.includes("--lighthouse");
    const rates = lighthouseOnly ? { lines: [], figures: {} } : await runThroughputBench();
    const search = lighthouseOnly ? { lines: [], figures: {} } : await runSearchBench();
    const registrationList = lighthouseOnly ? { lines: [], figures: {} } : await runRegistrationsBench();
    const surveyResults = lighthouseOnly ? { lines: [], figures: {} } : await runSurveyResultsBench();
    const auditFile = lighthouseOnly ? { lines: [], figures: {} } : await runAuditZipBench();

    const lines = [
      `| page | performance (median of ${performanceRuns}) | runs | accessibility | best practices | SEO | LCP (ms, median) | TBT (ms, median) | CLS | JS (KB) | |`,
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...scores.map(
        (s) =>
          `| ${s.path}${s.signedIn ? " (signed in)" : ""} | ${s.performance} | ${s.performanceRuns.join(", ")} | ${s.accessibility} | ${s.bestPractices} | ${s.noindex ? `${s.seoIndexable} (noindex)` : s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls.toFixed(3)} | ${s.jsKb.toFixed(1)} | ${pass(withinBudget(s))} |`,
      ),
      `| **budget** | ${budgets.performance} (signed in ≥ ${budgets.signedInPerformance}) | | ${budgets.accessibility} | ${budgets.bestPractices} | ${budgets.seo} | ≤ ${budgets.lcpMs} | ≤ ${budgets.tbtMs} | ≤ ${budgets.cls} | | |`,
      "",
      ...renderCpu.lines,
      "",
      ...(firstLoad
        ? [
            "| first load of / (compressed) | measured | budget | |",
            "| --- | --- | --- | --- |",
            `| JavaScript | ${firstLoad.jsKb.toFixed(1)} KB | ≤ ${budgets.firstLoadJsKb} KB | ${pass(firstLoad.jsKb <= budgets.firstLoadJsKb)} |`,
            `| everything | ${firstLoad.totalKb.toFixed(1)} KB | ≤ ${budgets.firstLoadTotalKb} KB | ${pass(firstLoad.totalKb <= budgets.firstLoadTotalKb)} |`,
            "",
          ]
        : []),
      ...rates.lines,
      "",
      ...search.lines,
      "",
      ...registrationList.lines,
      "",
      ...surveyResults.lines,
      "",
      ...auditFile.lines,
    ];
    const below = scores.filter((s) => !withinBudget(s));
    if (below.length) {
      lines.push("", "Pages below budget and the audits they fail:");
      for (const s of below)
        lines.push(`- ${s.path}: ${s.failedAudits.join(", ") || "(performance metrics)"}`);
    }
    const report = lines.join("\n");
    process.stdout.write(`\n${report}\n`);
    fs.mkdirSync("bench-results", { recursive: true });
    fs.writeFileSync(
      "bench-results/latest.json",
      JSON.stringify(
        {
          date: new Date().toISOString(),
          scores,
          firstLoad,
          renderCpu: renderCpu.figures,
          rates: rates.figures,
          search: search.figures,
          registrations: registrationList.figures,
          surveyResults: surveyResults.figures,
          auditFile: auditFile.figures,
        },
        null,
        2,
      ),
    );
    fs.writeFileSync("bench-results/latest.md", `${report}\n`);
  } finally {
    server.kill("SIGTERM");
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `npm run bench -- --search`: the search benchmark alone (no build, no browser). */
async function searchOnly() {
  const { lines } = await runSearchBench();
  process.stdout.write(`\n${lines.join("\n")}\n`);
}

/** `npm run bench -- --throughput`: the throughput benchmarks alone (no browser). */
async function throughputOnly() {
  if (spawnSync("npx", ["react-router", "build"], { stdio: "inherit" }).status !== 0)
    throw new Error("build failed");
  const { lines } = await runThroughputBench();
  process.stdout.write(`\n${lines.join("\n")}\n`);
}

/** `npm run bench -- --registrations`: the back-office list and export benchmark alone. */
async function registrationsOnly() {
  const { lines } = await runRegistrationsBench();
  process.stdout.write(`\n${lines.join("\n")}\n`);
}

/** `npm run bench -- --survey-results`: the published results benchmark alone. */
async function surveyResultsOnly() {
  const { lines } = await runSurveyResultsBench();
  process.stdout.write(`\n${lines.join("\n")}\n`);
}

/** `npm run bench -- --audit-zip`: the session audit file benchmark alone. */
async function auditZipOnly() {
  const { lines } = await runAuditZipBench();
  process.stdout.write(`\n${lines.join("\n")}\n`);
}

await (process.argv.includes("--search")
  ? searchOnly()
  : process.argv.includes("--registrations")
    ? registrationsOnly()
    : process.argv.includes("--survey-results")
      ? surveyResultsOnly()
      : process.argv.includes("--audit-zip")
        ? auditZipOnly()
        : process.argv.includes("--throughput")
          ? throughputOnly()
          : main());
