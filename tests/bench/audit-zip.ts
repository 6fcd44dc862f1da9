/**
 * A session's audit file for a 20-person session (it must stream, whatever the session's size).
 * Part of `npm run bench`; alone: `npm run bench -- --audit-zip`. In a scratch database
 * (PostgreSQL when TEST_DATABASE_URL is set, else PGlite): a two-day session of 20 confirmed
 * participants, each with a signed mark per half-day (a 400×150 signature image), the trainer's
 * signature per half-day, the confirmation and a reminder e-mailed, positioning and end-of-course
 * answers and a certificate; then the whole archive is written to a counting sink, with the time
 * it takes and the growth of the heap and of the process's resident memory, sampled every 10 ms
 * from before the first query, in a process run with the deployed server's heap flags. The heap's peak counts garbage not yet collected; run with
 * `NODE_OPTIONS=--expose-gc` for the live heap too: collected after each file is made, its largest
 * growth is what the archive holds at once. The archive is made twice: the budget, under 10 s and
 * under 50 MB growth, is for the second (the first also loads the PDF library and fonts). Nothing is
 * asserted.
 */
import { spawnSync } from "node:child_process";
import os from "node:os";
import { fileURLToPath } from "node:url";
import { performance } from "node:perf_hooks";
import { Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import sharp from "sharp";
import { eq } from "drizzle-orm";
import {
  auditZip,
  listAuditFile,
  type AuditSource,
} from "../../app/features/admin/sessions/audit-file/audit-file.server";
import { recordMarks } from "../../app/features/attendance/attendance.server";
import { issueCertificatesForSession } from "../../app/features/certificates/certificates.server";
import { notify } from "../../app/features/registration/notify.server";
import { ensureInvitation, submitSurvey } from "../../app/features/surveys/surveys.server";
import { attendanceSheets, registrations, surveyInvitations } from "../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../db/seed";
import { audit, makeTrainedSession, mark } from "../helpers/attendance";
import { SERVER_NODE_FLAGS } from "../../server/node-flags";
import { scratchDatabase } from "./registrations";

const PARTICIPANTS = Number(process.env.BENCH_AUDIT_PARTICIPANTS ?? 20);
export const auditZipBudget = { ms: 10_000, mb: 50 };
const SECRET = "bench-secret-bench-secret-bench-secret";

interface Figures {
  engine: string;
  /** The process's first archive, or one after it (the budget's). */
  run: "first" | "next";
  participants: number;
  files: number;
  zipKb: number;
  ms: number;
  /** CPU time of this process over the run: on a loaded machine, nearer what it costs than the wall clock. */
  cpuMs: number;
  /** CPU time spent making each section's files. */
  bySection: Record<string, number>;
  heapGrowthMb: number;
  /** The largest live heap growth after a file was made (null without --expose-gc). */
  liveGrowthMb: number | null;
  rssGrowthMb: number;
}

/** A hand-drawn-looking signature as the trainer's phone sends it: a PNG of a few kilobytes. */
async function signaturePng(seed: number): Promise<string> {
  const path = Array.from(
    { length: 12 },
    (_, i) => `${20 + i * 30},${75 + Math.round(40 * Math.sin(seed + i))}`,
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="150"><polyline points="${path.join(" ")}" fill="none" stroke="#111" stroke-width="3"/></svg>`;
  return (await sharp(Buffer.from(svg)).png().toBuffer()).toString("base64");
}

async function seed(db: AuditSource["db"]) {
  await seedCatalog(db);
  await seedQuestionnaires(db);
  const taken = await makeTrainedSession(db, { participants: PARTICIPANTS });
  const { sessionId, registrationIds } = taken;
  const halfDays = [
    ["2027-03-10", "morning"],
    ["2027-03-10", "afternoon"],
    ["2027-03-11", "morning"],
    ["2027-03-11", "afternoon"],
  ] as const;
  const marks = [];
  for (const [index, id] of registrationIds.entries())
    for (const [day, part] of halfDays)
      marks.push({ ...mark(sessionId, id, day, part), signature: await signaturePng(index) });
  await recordMarks(db, taken.trainer, marks, { audit, now: new Date("2027-03-11T18:00:00Z") });
  for (const [day, part] of halfDays)
    await db.insert(attendanceSheets).values({
      sessionId,
      day,
      part,
      trainerSignature: Buffer.from(await signaturePng(99), "base64"),
      signedBy: taken.trainer.id,
    });
  const deps = { siteUrl: "https://site.example", secrets: [SECRET], now: new Date("2027-03-01T09:00:00Z") };
  const now = new Date("2027-03-12T10:00:00Z");
  for (const id of registrationIds) {
    await db.transaction((tx) => notify(tx, "confirmed", id, deps));
    await db.transaction((tx) => notify(tx, "reminder-7d", id, deps));
    const [reg] = await db.select().from(registrations).where(eq(registrations.id, id));
    for (const [kind, fields] of [
      ["positioning", { goals: "Savoir porter secours sur un chantier", level: "1" }],
      ["end", { satisfaction: "4", goals_met: "5", trainer: "5", comment: "Très concret." }],
    ] as const) {
      const ensured = await ensureInvitation(
        db,
        SECRET,
        {
          kind,
          respondent: "trainee",
          registrationId: id,
          courseId: 101,
          sessionId,
          email: reg!.email,
          lang: "fr",
        },
        now,
      );
      await db
        .update(surveyInvitations)
        .set({ sentAt: now })
        .where(eq(surveyInvitations.id, ensured!.invitation.id));
      const form = new FormData();
      for (const [key, value] of Object.entries(fields)) form.set(`q_${key}`, value);
      await submitSurvey(db, ensured!.token, form, now);
    }
  }
  await issueCertificatesForSession(db, sessionId, now);
  return sessionId;
}

/**
 * Writes the session's archive once, sampling time and memory. The first archive of a process
 * also loads what making its files needs for good (the PDF library and its fonts, the image
 * codec): the budget is for the second, what each further archive costs a running server.
 */
async function archive(
  engine: "pglite" | "postgres",
  run: Figures["run"],
  db: AuditSource["db"],
  sessionId: number,
): Promise<Figures> {
  {
    const source: AuditSource = {
      db,
      sessionId,
      courseId: 101,
      timeZone: "Africa/Conakry",
      lang: "fr",
      contact: { phone: "+224 620 00 00 00", email: "contact@example.com" },
      siteUrl: "https://site.example",
      mailFrom: "Groupe <noreply@example.com>",
      now: new Date(),
    };
    const gc = (globalThis as { gc?: () => void }).gc;
    gc?.();
    const base = process.memoryUsage();
    let peakLive = base.heapUsed;
    let peakHeap = base.heapUsed;
    let peakRss = base.rss;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakHeap = Math.max(peakHeap, now.heapUsed);
      peakRss = Math.max(peakRss, now.rss);
    }, 10);
    const started = performance.now();
    const cpuBefore = process.cpuUsage();
    const listed = await listAuditFile(source);
    const bySection: Record<string, number> = {};
    for (const part of listed)
      for (const entry of part.entries) {
        const make = entry.content;
        entry.content = async () => {
          const cpu = process.cpuUsage();
          const bytes = await make();
          const spent = process.cpuUsage(cpu);
          bySection[part.section.key] =
            (bySection[part.section.key] ?? 0) + Math.round((spent.user + spent.system) / 1000);
          if (gc) {
            gc();
            peakLive = Math.max(peakLive, process.memoryUsage().heapUsed);
          }
          return bytes;
        };
      }
    let bytes = 0;
    await pipeline(
      auditZip(source, listed, {
        course: "Bench",
        dates: "",
        place: "",
        trainer: null,
        generatedBy: "bench",
      }),
      new Writable({
        write(chunk: Buffer, _encoding, done) {
          bytes += chunk.length;
          done();
        },
      }),
    );
    const ms = Math.round(performance.now() - started);
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    const mb = (value: number) => Math.round((value / 1024 / 1024) * 10) / 10;
    return {
      engine,
      run,
      participants: PARTICIPANTS,
      files: 1 + listed.reduce((sum, part) => sum + part.entries.length, 0),
      zipKb: Math.round(bytes / 1024),
      ms,
      cpuMs: Math.round((cpu.user + cpu.system) / 1000),
      bySection,
      heapGrowthMb: mb(peakHeap - base.heapUsed),
      liveGrowthMb: gc ? mb(peakLive - base.heapUsed) : null,
      rssGrowthMb: mb(peakRss - base.rss),
    };
  }
}

async function measure(engine: "pglite" | "postgres"): Promise<Figures[]> {
  const database = await scratchDatabase(engine);
  try {
    const sessionId = await seed(database.db);
    const first = await archive(engine, "first", database.db, sessionId);
    const next = await archive(engine, "next", database.db, sessionId);
    return [first, next];
  } finally {
    await database.drop();
  }
}

const CHILD = "BENCH_AUDIT_ZIP_CHILD";

/**
 * Measures in a process of its own started with the deployed server's heap flags: V8's heap sizing
 * decides much of the memory a process grows by, and the archive is made by the server.
 */
function measureAsTheServer(engine: "pglite" | "postgres"): Figures[] {
  const child = spawnSync(
    process.execPath,
    [
      ...SERVER_NODE_FLAGS,
      ...process.execArgv.filter((flag) => flag === "--expose-gc"),
      "--import",
      "tsx",
      fileURLToPath(import.meta.url),
    ],
    { env: { ...process.env, [CHILD]: engine }, encoding: "utf8", stdio: ["ignore", "pipe", "inherit"] },
  );
  if (child.status !== 0) throw new Error(`the audit file benchmark failed (exit ${child.status})`);
  return JSON.parse(child.stdout) as Figures[];
}

const childEngine = process.env[CHILD];
if (childEngine === "pglite" || childEngine === "postgres")
  process.stdout.write(JSON.stringify(await measure(childEngine)));

/** Runs the benchmark (PostgreSQL when configured, else PGlite) and returns its report as Markdown lines. */
export async function runAuditZipBench(): Promise<{ figures: Figures[]; lines: string[] }> {
  process.stdout.write(`Audit file of a ${PARTICIPANTS}-person session…\n`);
  const engines: ("pglite" | "postgres")[] = process.env.TEST_DATABASE_URL ? ["postgres"] : ["pglite"];
  const loadBefore = os.loadavg()[0] ?? 0;
  const figures = engines.flatMap(measureAsTheServer);
  const load = `${loadBefore.toFixed(1)} → ${(os.loadavg()[0] ?? 0).toFixed(1)}`;
  const within = (f: Figures) =>
    f.run === "first"
      ? "(loads libraries)"
      : f.ms <= auditZipBudget.ms && Math.max(f.heapGrowthMb, f.rssGrowthMb) <= auditZipBudget.mb
        ? "✓"
        : "✗";
  return {
    figures,
    lines: [
      `| audit file (ZIP) of a ${PARTICIPANTS}-person session | archive | files | size | time | CPU | heap growth (peak) | live heap growth | RSS growth | budget | |`,
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |",
      ...figures.map(
        (f) =>
          `| ${f.engine} | ${f.run === "first" ? "first of the process" : "next"} | ${f.files} | ${f.zipKb} KB | ${f.ms} ms | ${f.cpuMs} ms | ${f.heapGrowthMb} MB | ${f.liveGrowthMb === null ? "(--expose-gc)" : `${f.liveGrowthMb} MB`} | ${f.rssGrowthMb} MB | < ${auditZipBudget.ms / 1000} s, < ${auditZipBudget.mb} MB | ${within(f)} |`,
      ),
      ...figures.map(
        (f) =>
          `CPU by section (${f.engine}, ${f.run}): ${Object.entries(f.bySection)
            .map(([key, value]) => `${key} ${value} ms`)
            .join(", ")} (with --expose-gc, the collections after each file count too).`,
      ),
      "",
      `Load average (1 min) of this ${os.cpus().length}-core machine during the run: ${load}.`,
    ],
  };
}
