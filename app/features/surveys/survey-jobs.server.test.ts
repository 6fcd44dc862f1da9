import { randomUUID } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  companies,
  companyBookings,
  emailOutbox,
  questionnaires,
  questionnaireVersions,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
} from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { queuedMail, SECRETS, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { runSurveyJobs } from "./survey-jobs.server";
import { surveyByToken, submitSurvey } from "./surveys.server";

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
  emptyBeforeEach: [
    emailOutbox,
    surveyResponses,
    surveyInvitations,
    attendanceMarks,
    registrations,
    companyBookings,
    trainingSessions,
    companies,
  ],
});

// makeTrainedSession: 2027-03-10 08:00 to 2027-03-11 17:00 UTC.
const STARTS = new Date("2027-03-10T08:00:00Z");
const ENDS = new Date("2027-03-11T17:00:00Z");
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const at = (time: Date, ms = 0) => ({
  siteUrl: SITE_URL,
  secret: SECRETS[0],
  now: new Date(time.getTime() + ms),
});

async function surveyMail(kind?: string) {
  const mail = (await queuedMail(database.db)).filter((row) => row.kind.startsWith("survey-"));
  return kind ? mail.filter((row) => row.kind === kind) : mail;
}

/** The link of a message, and its token. */
function tokenOf(text: string): string {
  const match = /\/survey\/([A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`no survey link in ${text}`);
  return match[1];
}

async function present(sessionId: number, registrationId: number) {
  await database.db.insert(attendanceMarks).values({
    registrationId,
    sessionId,
    day: "2027-03-11",
    part: "morning",
    state: "present",
    method: "signature",
    clientId: randomUUID(),
  });
}

function answersForm(entries: Record<string, string>) {
  const form = new FormData();
  for (const [name, value] of Object.entries(entries)) form.append(name, value);
  return form;
}

describe("survey jobs", () => {
  let sessionId: number;
  let regs: number[];
  beforeEach(async () => {
    const made = await makeTrainedSession(database.db, { participants: 3 });
    sessionId = made.sessionId;
    regs = made.registrationIds;
  });

  it("sends the positioning questionnaire once to each confirmed trainee, in their language", async () => {
    const report = await runSurveyJobs(database.db, at(STARTS, -10 * DAY));
    expect(report.positioning).toBe(3);
    const mail = await surveyMail("survey-positioning");
    expect(mail.map((row) => row.to).sort()).toHaveLength(3);
    // makeTrainedSession alternates languages: the second trainee registered in English.
    const english = mail.find((row) => row.subject.startsWith("Before"));
    expect(english?.text).toContain(`${SITE_URL}/en/survey/`);
    expect((await runSurveyJobs(database.db, at(STARTS, -9 * DAY))).positioning).toBe(0);
    expect(await surveyMail("survey-positioning")).toHaveLength(3);
    // Once the session has begun, none is sent to a late registrant any more.
    await database.db.delete(surveyInvitations);
    expect((await runSurveyJobs(database.db, at(STARTS, MINUTE))).positioning).toBe(0);
  });

  it("sends the end survey at the session's end to those who attended, answerable once", async () => {
    await present(sessionId, regs[0]!);
    await present(sessionId, regs[1]!);
    expect((await runSurveyJobs(database.db, at(ENDS, -MINUTE))).end).toBe(0);
    expect((await runSurveyJobs(database.db, at(ENDS, MINUTE))).end).toBe(2);
    const [first] = await surveyMail("survey-end");
    const token = tokenOf(first!.text);

    const open = await surveyByToken(database.db, token);
    expect(open.kind).toBe("open");
    if (open.kind === "unknown") return;
    expect(open.questions.map((question) => question.key)).toContain("satisfaction");

    const refused = await submitSurvey(database.db, token, answersForm({ q_satisfaction: "9" }), ENDS);
    expect(refused).toMatchObject({
      kind: "invalid",
      errors: { satisfaction: "rating", goals_met: "required" },
    });
    expect(await database.db.select().from(surveyResponses)).toEqual([]);

    const form = answersForm({ q_satisfaction: "4", q_goals_met: "5", q_trainer: "5", q_comment: "Bien" });
    expect(await submitSurvey(database.db, token, form, ENDS)).toEqual({ kind: "answered", now: true });
    expect(await submitSurvey(database.db, token, form, ENDS)).toEqual({ kind: "answered", now: false });
    expect((await surveyByToken(database.db, token)).kind).toBe("answered");
    const responses = await database.db.select().from(surveyResponses);
    expect(responses).toHaveLength(1);
    expect(responses[0]).toMatchObject({
      satisfaction: 4,
      kind: "end",
      sessionId,
      versionId: open.invitation.versionId,
    });
    expect(responses[0]!.answers).toEqual({ satisfaction: 4, goals_met: 5, trainer: 5, comment: "Bien" });
  });

  it("reminds non-respondents at 3 and 7 days, twice at most, and stops at the answer", async () => {
    await present(sessionId, regs[0]!);
    await present(sessionId, regs[1]!);
    await runSurveyJobs(database.db, at(ENDS, MINUTE));
    const tokens = (await surveyMail("survey-end")).map((row) => tokenOf(row.text));
    expect(tokens).toHaveLength(2);
    // One answers on day 2.
    await submitSurvey(
      database.db,
      tokens[0]!,
      answersForm({ q_satisfaction: "5", q_goals_met: "5", q_trainer: "5" }),
      new Date(ENDS.getTime() + 2 * DAY),
    );
    expect((await runSurveyJobs(database.db, at(ENDS, 3 * DAY - MINUTE))).reminders).toBe(0);
    expect((await runSurveyJobs(database.db, at(ENDS, 3 * DAY + MINUTE))).reminders).toBe(1);
    expect((await runSurveyJobs(database.db, at(ENDS, 4 * DAY))).reminders).toBe(0);
    expect((await runSurveyJobs(database.db, at(ENDS, 7 * DAY + MINUTE))).reminders).toBe(1);
    expect((await runSurveyJobs(database.db, at(ENDS, 30 * DAY))).reminders).toBe(0);
    const reminders = await surveyMail("survey-reminder");
    expect(reminders).toHaveLength(2);
    // The same personal link as the invitation's.
    expect(reminders.map((row) => tokenOf(row.text))).toEqual([tokens[1], tokens[1]]);
  });

  it("sends the follow-up on its day, to trainees and to the employer contact of a company booking", async () => {
    await present(sessionId, regs[0]!);
    const [company] = await database.db
      .insert(companies)
      .values({
        legalName: "Mine de Boké SA",
        country: "GN",
        billingAddress: "Boké",
        billingEmail: "rh@boke.example",
        lang: "en",
      })
      .returning();
    const [booking] = await database.db
      .insert(companyBookings)
      .values({
        companyId: company!.id,
        sessionId,
        seats: 1,
        status: "confirmed",
        namingDeadline: ENDS,
        currency: "EUR",
        lang: "en",
      })
      .returning();
    await database.db
      .update(registrations)
      .set({ companyBookingId: booking!.id })
      .where(eq(registrations.id, regs[0]!));

    expect(await runSurveyJobs(database.db, at(ENDS, 60 * DAY - MINUTE))).toMatchObject({
      followUp: 0,
      employer: 0,
    });
    expect(await runSurveyJobs(database.db, at(ENDS, 60 * DAY + MINUTE))).toMatchObject({
      followUp: 1,
      employer: 1,
    });
    const [employer] = await surveyMail("survey-employer");
    expect(employer).toMatchObject({ to: "rh@boke.example" });
    expect(employer!.subject).toMatch(/^Your opinion, as an employer/);
    expect(employer!.text).toContain("/en/survey/");
    expect(await runSurveyJobs(database.db, at(ENDS, 61 * DAY))).toMatchObject({ followUp: 0, employer: 0 });
    // A follow-up day long past (a site that starts using surveys) writes to no one.
    await database.db.delete(surveyInvitations);
    expect(await runSurveyJobs(database.db, at(ENDS, 200 * DAY))).toMatchObject({ followUp: 0, employer: 0 });
  });
  it("sends a course's own knowledge check before the session and after it to those who attended", async () => {
    // Without a knowledge check of its own, the course gets none (there is no default one).
    expect((await runSurveyJobs(database.db, at(STARTS, -10 * DAY))).knowledgeBefore).toBe(0);
    await database.db.delete(surveyInvitations);
    await database.db.delete(emailOutbox);

    const l = (text: string) => ({ fr: text, en: text });
    const [own] = await database.db
      .insert(questionnaires)
      .values({ kind: "knowledge", courseId: 101, title: l("Quiz") })
      .returning();
    await database.db.insert(questionnaireVersions).values({
      questionnaireId: own!.id,
      number: 1,
      questions: [
        { key: "a", type: "single", required: true, label: l("A"), options: [l("x"), l("y")], correct: [1] },
      ],
    });

    try {
      await knowledgeCheckSent();
    } finally {
      // The other tests run without it.
      await database.db.delete(surveyResponses);
      await database.db.delete(surveyInvitations);
      await database.db
        .delete(questionnaireVersions)
        .where(eq(questionnaireVersions.questionnaireId, own!.id));
      await database.db.delete(questionnaires).where(eq(questionnaires.id, own!.id));
    }
  });

  async function knowledgeCheckSent() {
    const before = await runSurveyJobs(database.db, at(STARTS, -10 * DAY));
    expect(before).toMatchObject({ positioning: 3, knowledgeBefore: 3, knowledgeAfter: 0 });
    // Once only, and none once the session has begun.
    expect((await runSurveyJobs(database.db, at(STARTS, -9 * DAY))).knowledgeBefore).toBe(0);
    const invitations = await database.db
      .select({ phase: surveyInvitations.phase })
      .from(surveyInvitations)
      .where(eq(surveyInvitations.kind, "knowledge"));
    expect(invitations.map((row) => row.phase)).toEqual(["before", "before", "before"]);

    await present(sessionId, regs[0]!);
    const after = await runSurveyJobs(database.db, at(ENDS, MINUTE));
    expect(after).toMatchObject({ end: 1, knowledgeBefore: 0, knowledgeAfter: 1 });
    expect((await runSurveyJobs(database.db, at(ENDS, 2 * MINUTE))).knowledgeAfter).toBe(0);
    const mail = await surveyMail("survey-knowledge");
    expect(mail).toHaveLength(4);
    // The check after the session is a new link, answered apart from the one before.
    const links = new Set(mail.map((row) => tokenOf(row.text)));
    expect(links.size).toBe(4);
    const [afterInvitation] = await database.db
      .select()
      .from(surveyInvitations)
      .where(and(eq(surveyInvitations.kind, "knowledge"), eq(surveyInvitations.phase, "after")));
    expect(afterInvitation?.registrationId).toBe(regs[0]);
  }
});
