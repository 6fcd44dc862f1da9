import { beforeAll, describe, expect, it } from "vitest";
import { and, eq } from "drizzle-orm";
import { auditLog, complaints, registrations, surveyInvitations } from "../../../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../../../db/seed";
import { testAppContext } from "../../../../../tests/helpers/app-context";
import { audit, makeTrainedSession, mark, TINY_PNG } from "../../../../../tests/helpers/attendance";
import { readPdf } from "../../../../../tests/helpers/pdf";
import { staffAccount } from "../../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../../tests/helpers/test-database";
import { callRoute } from "../../../../../tests/helpers/route-calls";
import { readZip } from "../../../../../tests/helpers/zip";
import { recordMarks } from "~/features/attendance/attendance.server";
import { issueCertificatesForSession } from "~/features/certificates/certificates.server";
import { notify } from "~/features/registration/notify.server";
import { ensureInvitation, submitSurvey } from "~/features/surveys/surveys.server";
import type { AppContext } from "~/lib/app-context";
import { loader as auditFileLoader } from "~/routes/admin.session.audit-zip";

/*
 * A session's audit file, opened as an auditor would: every part is in it, each file holds this
 * session's people only, and only staff with two factors may take it away.
 */

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});
const NOW = new Date("2027-03-12T10:00:00Z");
let context: AppContext;
let cookie = "";
let sessionId = 0;
let ids: number[] = [];
let otherEmails: string[] = [];
let references: string[] = [];

async function answer(kind: "positioning" | "end", registrationId: number, session: number, fields: object) {
  const [reg] = await database.db.select().from(registrations).where(eq(registrations.id, registrationId));
  const ensured = await ensureInvitation(
    database.db,
    context.secrets[0]!,
    {
      kind,
      respondent: "trainee",
      registrationId,
      courseId: 101,
      sessionId: session,
      email: reg!.email,
      lang: "fr",
    },
    NOW,
  );
  await database.db
    .update(surveyInvitations)
    .set({ sentAt: NOW })
    .where(eq(surveyInvitations.id, ensured!.invitation.id));
  if (Object.keys(fields).length === 0) return;
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.set(`q_${key}`, String(value));
  expect((await submitSurvey(database.db, ensured!.token, form, NOW)).kind).toBe("answered");
}

beforeAll(async () => {
  const { db } = database;
  context = testAppContext(db);
  cookie = (await staffAccount(context, "admin"))!.cookie;
  // Two days in Conakry (four half-days), three participants; another session of two beside it.
  const taken = await makeTrainedSession(db, { participants: 3 });
  sessionId = taken.sessionId;
  ids = taken.registrationIds;
  const other = await makeTrainedSession(db, { participants: 2 });
  const people = await db.select().from(registrations);
  otherEmails = people.filter((row) => other.registrationIds.includes(row.id)).map((row) => row.email);
  references = ids.map((id) => people.find((row) => row.id === id)!.paymentReference);
  const [first = 0, second = 0] = ids;
  const deps = {
    siteUrl: "https://site.example",
    secrets: context.secrets,
    now: new Date("2027-03-01T09:00:00Z"),
  };
  // Confirmations (the convocation) to the first participant and to one of the other session.
  await db.transaction((tx) => notify(tx, "confirmed", first, deps));
  await db.transaction((tx) => notify(tx, "confirmed", other.registrationIds[0]!, deps));
  // The first attends every half-day (signing the first), the second misses one.
  await recordMarks(
    db,
    taken.trainer,
    [
      { ...mark(sessionId, first, "2027-03-10", "morning"), signature: TINY_PNG },
      mark(sessionId, first, "2027-03-10", "afternoon"),
      mark(sessionId, first, "2027-03-11", "morning"),
      mark(sessionId, first, "2027-03-11", "afternoon"),
      mark(sessionId, second, "2027-03-10", "morning", "absent"),
    ],
    { audit, now: new Date("2027-03-11T18:00:00Z") },
  );
  await answer("positioning", first, sessionId, { goals: "Maîtriser les gestes; sans erreur", level: 0 });
  await answer("positioning", other.registrationIds[0]!, other.sessionId, {
    goals: "Autre session",
    level: 1,
  });
  await answer("end", first, sessionId, { satisfaction: 4, goals_met: 4, trainer: 5 });
  await answer("end", second, sessionId, {});
  expect(await issueCertificatesForSession(db, sessionId, NOW)).toHaveLength(1);
  // A complaint about this session, answered; one about the other session.
  const complaint = { category: "organisation" as const, lang: "fr" as const, receivedAt: NOW };
  await db.insert(complaints).values([
    {
      ...complaint,
      name: "Awa Camara",
      email: "awa@example.com",
      registrationId: first,
      sessionId,
      message: "La salle a changé sans prévenir.",
      status: "answered",
      acknowledgedAt: NOW,
      answeredAt: NOW,
      answer: "Nous vous prions de nous excuser.",
      action: "Convocation renvoyée à chaque changement de salle.",
    },
    {
      ...complaint,
      name: "Autre",
      email: otherEmails[0]!,
      sessionId: other.sessionId,
      message: "Autre session",
    },
  ]);
});

const request = (path: string, withCookie: string) =>
  new Request(`https://site.example${path}`, { headers: withCookie ? { Cookie: withCookie } : {} });
const params = (path: string) => ({ sessionId: path.split("/")[path.startsWith("/en") ? 4 : 3] });

async function download(path: string) {
  return (await auditFileLoader({
    request: request(path, cookie),
    context,
    params: params(path),
  } as never)) as Response;
}

/** The status a caller gets: the guards answer by throwing. */
async function statusFor(path: string, withCookie: string) {
  const answer = await callRoute(
    (args) => auditFileLoader({ ...args, params: params(path) } as never),
    request(path, withCookie),
    context,
  );
  return answer.status;
}

const text = (files: Map<string, Buffer>, name: string) => {
  const file = files.get(name);
  if (!file) throw new Error(`${name} is not in the archive: ${[...files.keys()].join(", ")}`);
  return file.toString("utf8");
};
const csvRows = (content: string) =>
  content
    .replace(/^\uFEFF/, "")
    .trim()
    .split("\r\n");

describe("a session's audit file", () => {
  it("holds every part of the evidence, in French, and is written to the audit log", async () => {
    const response = await download(`/admin/sessions/${sessionId}/audit.zip`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toContain(`dossier-audit-session-${sessionId}.zip`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const files = await readZip(Buffer.from(await response.arrayBuffer()));
    const names = [...files.keys()];
    expect(names).toEqual(
      expect.arrayContaining([
        "index.html",
        "1-programme/programme-formation-101.pdf",
        "2-convocations/convocations.csv",
        "3-positionnement/positionnement.csv",
        "3-positionnement/positionnement.txt",
        `4-emargement/emargement-session-${sessionId}.pdf`,
        "4-emargement/presences.csv",
        "5-attestations/attestations.csv",
        "6-enquetes/resultats.csv",
        "6-enquetes/reponses.csv",
        "7-reclamations/reclamations.csv",
      ]),
    );
    // The index names every file it holds and says when it was made.
    const index = text(files, "index.html");
    for (const name of names.filter((name) => name !== "index.html"))
      expect(index).toContain(name.split("/").pop()!);
    expect(index).toContain("Dossier généré le");
    // The convocation: the message as sent, to the first participant only.
    const messages = names.filter((name) => name.startsWith("2-convocations/") && name.endsWith(".eml"));
    expect(messages).toHaveLength(1);
    expect(messages[0]).toContain(`-${ids[0]}/`);
    expect(text(files, messages[0]!)).toContain(references[0]!);
    expect(csvRows(text(files, "2-convocations/convocations.csv"))).toHaveLength(2);
    // Attendance: one row per participant and half-day, as recorded.
    const attendance = csvRows(text(files, "4-emargement/presences.csv"));
    expect(attendance[0]).toBe(
      "Participant;E-mail;Jour;Demi-journée;Présence;Arrivée;Minutes à distance;Signé",
    );
    expect(attendance).toHaveLength(1 + 3 * 4);
    expect(attendance.filter((row) => row.includes(";présent;"))).toHaveLength(4);
    expect(attendance.filter((row) => row.includes(";absent;"))).toHaveLength(1);
    expect(attendance.filter((row) => row.includes(";non saisi;"))).toHaveLength(7);
    expect(attendance.filter((row) => row.endsWith(";oui"))).toHaveLength(1);
    const sheet = await readPdf(files.get(`4-emargement/emargement-session-${sessionId}.pdf`)!);
    expect(sheet.pages.join(" ")).toContain("Feuille d'émargement");
    // Positioning, with the question answered; a separator inside an answer is quoted.
    const positioning = text(files, "3-positionnement/positionnement.csv");
    expect(positioning).toContain('"Maîtriser les gestes; sans erreur"');
    expect(text(files, "3-positionnement/positionnement.txt")).toContain("Pas de réponse.");
    // The certificate issued, and the survey's figures: 2 invited, 1 answered, 4/5.
    const certificates = names.filter((name) => name.startsWith("5-attestations/certificat-"));
    expect(certificates).toHaveLength(1);
    expect((await readPdf(files.get(certificates[0]!)!)).pages.join(" ")).toContain("Attestation");
    expect(csvRows(text(files, "6-enquetes/resultats.csv"))).toContain("Fin de formation;2;1;50;4;1");
    expect(text(files, "6-enquetes/reponses.csv")).toContain("Fin de formation;stagiaire;");
    const filed = csvRows(text(files, "7-reclamations/reclamations.csv"));
    expect(filed).toHaveLength(2);
    expect(filed[1]).toContain(
      '"Organisation (dates, lieu, convocation)";La salle a changé sans prévenir.;Répondue;',
    );
    expect(filed[1]).toContain("Convocation renvoyée à chaque changement de salle.");
    const programme = await readPdf(files.get("1-programme/programme-formation-101.pdf")!);
    expect(programme.pages.join(" ")).toContain("Programme de formation");
    // Nobody of the other session appears anywhere.
    for (const [name, content] of files) {
      if (name.endsWith(".pdf")) continue;
      for (const email of otherEmails) expect(content.toString("utf8"), name).not.toContain(email);
      expect(content.toString("utf8"), name).not.toContain("Autre session");
    }
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "session_audit_file_export"), eq(auditLog.entityId, String(sessionId))));
    expect(entry).toMatchObject({ entityType: "session", after: { lang: "fr", files: names.length - 1 } });
  });

  it("is in English from the English page", async () => {
    const response = await download(`/en/admin/sessions/${sessionId}/audit.zip`);
    expect(response.headers.get("Content-Disposition")).toContain(`audit-file-session-${sessionId}.zip`);
    const files = await readZip(Buffer.from(await response.arrayBuffer()));
    const attendance = csvRows(text(files, "4-attendance/attendance.csv"));
    expect(attendance[0]).toBe("Participant,E-mail,Day,Half-day,Attendance,Arrived,Minutes online,Signed");
    expect(text(files, "index.html")).toContain("File generated on");
    expect(csvRows(text(files, "6-surveys/results.csv"))).toContain("End of course,2,1,50,4,1");
  });

  it("is refused to visitors and to users who are not staff, and unknown sessions are not found", async () => {
    const path = `/admin/sessions/${sessionId}/audit.zip`;
    expect(await statusFor(path, "")).toBe(401);
    const user = (await staffAccount(context, "user"))!.cookie;
    expect(await statusFor(path, user)).toBe(403);
    expect(await statusFor("/admin/sessions/99999999/audit.zip", cookie)).toBe(404);
    // Nothing was taken away: no entry beyond the two downloads above.
    const entries = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "session_audit_file_export"));
    expect(entries).toHaveLength(2);
  });
});
