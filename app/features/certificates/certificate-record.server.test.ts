import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { courses, questionnaires, questionnaireVersions } from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import {
  audit,
  HALF_DAYS,
  makeTrainedSession,
  mark,
  setCourseRules,
} from "../../../tests/helpers/attendance";
import { knowledgeCheckToken } from "../../../tests/helpers/knowledge-check";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import { submitSurvey } from "~/features/surveys/surveys.server";
import { listCertificatesOfSession } from "./certificate-record.server";
import { issueCertificatesForSession } from "./certificates.server";

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});

const SECRET = "certificate-record-test-secret-0123456789";
const l = (text: string) => ({ fr: text, en: text });

let sessionId: number;
let registrationIds: number[];

/** The trainee answers the knowledge check's phase, its two questions both right or both wrong. */
async function take(registrationId: number, phase: "before" | "after", right: boolean) {
  const token = await knowledgeCheckToken(database.db, {
    secret: SECRET,
    registrationId,
    sessionId,
    courseId: 101,
    phase,
    at: new Date("2027-03-11T17:30:00Z"),
  });
  const form = new FormData();
  form.append("q_a", right ? "1" : "0");
  form.append("q_b", right ? "0" : "1");
  expect(await submitSurvey(database.db, token, form, new Date("2027-03-11T17:30:00Z"))).toMatchObject({
    kind: "answered",
  });
}

beforeAll(async () => {
  const { db } = database;
  await setCourseRules(db, 101, { threshold: 100, validityMonths: null });
  const [own] = await db
    .insert(questionnaires)
    .values({ kind: "knowledge", courseId: 101, title: l("Quiz") })
    .returning();
  await db.insert(questionnaireVersions).values({
    questionnaireId: own!.id,
    number: 1,
    questions: [
      { key: "a", type: "single", required: true, label: l("A"), options: [l("x"), l("y")], correct: [1] },
      { key: "b", type: "single", required: true, label: l("B"), options: [l("x"), l("y")], correct: [0] },
    ],
  });
  const made = await makeTrainedSession(db, { participants: 3 });
  sessionId = made.sessionId;
  registrationIds = made.registrationIds;
  await recordMarks(
    db,
    made.trainer,
    registrationIds.flatMap((id) => HALF_DAYS.map(([day, part]) => mark(sessionId, id, day, part))),
    { audit },
  );
  await issueCertificatesForSession(db, sessionId, new Date("2027-03-12T09:00:00Z"));
  const [both, afterOnly] = registrationIds;
  await take(both!, "before", false);
  await take(both!, "after", true);
  await take(afterOnly!, "after", true);
});

const knowledgeByRegistration = async () =>
  Object.fromEntries(
    (await listCertificatesOfSession(database.db, sessionId)).map((record) => [
      record.certificate.registrationId,
      record.knowledge,
    ]),
  );

it("carries no knowledge check score when the course does not print them", async () => {
  await database.db.update(courses).set({ knowledgeOnCertificate: false }).where(eq(courses.id, 101));
  expect(Object.values(await knowledgeByRegistration())).toEqual([null, null, null]);
});

it("carries each phase's score when the course prints them: null for a phase not taken, nothing for none taken", async () => {
  await database.db.update(courses).set({ knowledgeOnCertificate: true }).where(eq(courses.id, 101));
  const [both, afterOnly, none] = registrationIds;
  expect(await knowledgeByRegistration()).toEqual({
    [both!]: { before: 0, after: 100 },
    [afterOnly!]: { before: null, after: 100 },
    [none!]: null,
  });
});
