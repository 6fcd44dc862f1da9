import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  certificates,
  courses,
  questionnaires,
  questionnaireVersions,
  type SurveyQuestion,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
} from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute, pageGet } from "../../../tests/helpers/route-calls";
import { knowledgeCheckToken } from "../../../tests/helpers/knowledge-check";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { loader as courseLoader } from "~/routes/course";
import { MIN_PUBLISHED_ANSWERS, publishedResults } from "./published-results.server";
import { ensureInvitation, submitSurvey } from "./surveys.server";

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
  emptyBeforeEach: [surveyResponses, surveyInvitations, certificates, registrations, trainingSessions],
});

const SECRET = "s".repeat(32);
const DAY = 24 * 3600_000;
const NOW = new Date("2027-06-01T12:00:00Z");

/** A session of `courseId` that ended `daysAgo` days before NOW, with `people` confirmed trainees. */
async function endedSession(people: number, daysAgo: number, courseId = 101) {
  const endsAt = new Date(NOW.getTime() - daysAgo * DAY);
  return makeTrainedSession(database.db, {
    participants: people,
    courseId,
    startsAt: new Date(endsAt.getTime() - 9 * 3600_000),
    endsAt,
  });
}

let certificateCount = 0;
async function certify(registrationId: number, revoked = false) {
  certificateCount += 1;
  await database.db.insert(certificates).values({
    registrationId,
    code: `ABCDEFGHJKMNPQRS${String(certificateCount).padStart(4, "0")}`,
    number: `T-${certificateCount}`,
    minutesAttended: 480,
    minutesPlanned: 480,
    ...(revoked ? { revokedAt: NOW, revokedReason: "test" } : {}),
  });
}

/** The trainee answers the end survey with this satisfaction, through the page's rules. */
async function answer(
  registrationId: number,
  sessionId: number,
  satisfaction: number,
  at: Date,
  kind: "end" | "follow-up" = "end",
) {
  const ensured = await ensureInvitation(
    database.db,
    SECRET,
    {
      kind,
      respondent: "trainee",
      registrationId,
      courseId: 101,
      sessionId,
      email: "t@example.com",
      lang: "fr",
    },
    at,
  );
  const form = new FormData();
  const fields: [string, string][] =
    kind === "end"
      ? [
          ["q_satisfaction", String(satisfaction)],
          ["q_goals_met", "3"],
          ["q_trainer", "3"],
        ]
      : [
          ["q_applied", String(satisfaction)],
          ["q_change", "0"],
        ];
  for (const [name, value] of fields) form.append(name, value);
  expect(await submitSurvey(database.db, ensured!.token, form, at)).toMatchObject({ kind: "answered" });
}

describe("a course's published results", () => {
  beforeEach(() => {
    certificateCount = 0;
  });

  it("are the figures of the last 12 months' answers and attendance", async () => {
    const recent = await endedSession(4, 30);
    const older = await endedSession(3, 200);
    const tooOld = await endedSession(2, 400);
    const ratings = [5, 4, 4, 3];
    for (const [index, id] of recent.registrationIds.entries())
      await answer(id, recent.sessionId, ratings[index]!, new Date(NOW.getTime() - 29 * DAY));
    await answer(older.registrationIds[0]!, older.sessionId, 2, new Date(NOW.getTime() - 199 * DAY));
    await answer(older.registrationIds[1]!, older.sessionId, 5, new Date(NOW.getTime() - 199 * DAY));
    // Outside the window, or another questionnaire: not counted.
    await answer(tooOld.registrationIds[0]!, tooOld.sessionId, 1, new Date(NOW.getTime() - 399 * DAY));
    await answer(
      older.registrationIds[2]!,
      older.sessionId,
      1,
      new Date(NOW.getTime() - 100 * DAY),
      "follow-up",
    );
    // Completed: 5 of the 7 trainees of the window; a revoked certificate does not count.
    for (const id of [...recent.registrationIds, ...older.registrationIds.slice(0, 1)]) await certify(id);
    await certify(older.registrationIds[1]!, true);
    await certify(tooOld.registrationIds[0]!);

    const results = await publishedResults(database.db, 101, NOW);
    // (5 + 4 + 4 + 3 + 2 + 5) / 6 = 3.83…
    expect(results).toEqual({
      satisfaction: { average: 3.8, answers: 6 },
      completion: { rate: Math.round((5 * 100) / 7), trainees: 7 },
      success: null,
    });
    // Another course has none.
    expect(await publishedResults(database.db, 102, NOW)).toBeNull();
  });

  it("are not published below the minimum number of answers, and the JSON-LD carries no rating then", async () => {
    const context = testAppContext(database.db, { secret: SECRET });
    const session = await endedSession(MIN_PUBLISHED_ANSWERS, 10);
    const page = async (lang: "fr" | "en" = "fr") => {
      const answered = await callRoute<{ jsonLd: string; results: unknown }>(
        (args) =>
          courseLoader({ ...args, params: { courseId: "101" } } as Parameters<typeof courseLoader>[0]),
        pageGet(`${lang === "en" ? "/en" : ""}/courses/101`),
        context,
      );
      return {
        results: answered.body!.results,
        jsonLd: JSON.parse(answered.body!.jsonLd) as Record<string, unknown>,
      };
    };
    const recentAnswer = new Date(Date.now() - 2 * DAY);
    for (const id of session.registrationIds.slice(0, MIN_PUBLISHED_ANSWERS - 1))
      await answer(id, session.sessionId, 5, recentAnswer);
    expect(await publishedResults(database.db, 101, new Date())).toBeNull();
    const before = await page();
    expect(before.results).toBeNull();
    expect(before.jsonLd).not.toHaveProperty("aggregateRating");

    await answer(session.registrationIds.at(-1)!, session.sessionId, 3, recentAnswer);
    const after = await page("en");
    expect(after.results).toEqual({
      satisfaction: { average: "4.6", answers: 5 },
      completion: null,
      success: null,
    });
    expect(after.jsonLd.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.6,
      ratingCount: 5,
      bestRating: 5,
      worstRating: 1,
    });
    expect((await page("fr")).results).toMatchObject({ satisfaction: { average: "4,6" } });
  });
});

describe("the knowledge check's success rate", () => {
  const l = (text: string) => ({ fr: text, en: text });
  const check: SurveyQuestion[] = [
    { key: "a", type: "single", required: true, label: l("A"), options: [l("x"), l("y")], correct: [1] },
    { key: "b", type: "single", required: true, label: l("B"), options: [l("x"), l("y")], correct: [0] },
    {
      key: "c",
      type: "multiple",
      required: true,
      label: l("C"),
      options: [l("x"), l("y"), l("z")],
      correct: [0, 2],
    },
  ];

  /** The trainee answers the check's phase with `right` of its 3 questions right. */
  async function take(
    registrationId: number,
    sessionId: number,
    phase: "before" | "after",
    right: number,
    at: Date,
  ) {
    const token = await knowledgeCheckToken(database.db, {
      secret: SECRET,
      registrationId,
      sessionId,
      courseId: 103,
      phase,
      at,
    });
    const form = new FormData();
    form.append("q_a", right >= 1 ? "1" : "0");
    form.append("q_b", right >= 2 ? "0" : "1");
    for (const value of right >= 3 ? ["0", "2"] : ["1"]) form.append("q_c", value);
    expect(await submitSurvey(database.db, token, form, at)).toMatchObject({ kind: "answered" });
  }

  it("is the share of those assessed after the session who reached the pass mark, from 5 assessed", async () => {
    const [own] = await database.db
      .insert(questionnaires)
      .values({ kind: "knowledge", courseId: 103, title: l("Test") })
      .onConflictDoNothing()
      .returning();
    if (own)
      await database.db
        .insert(questionnaireVersions)
        .values({ questionnaireId: own.id, number: 1, questions: check });
    await database.db.update(courses).set({ passMarkPercent: 60 }).where(eq(courses.id, 103));
    const session = await endedSession(7, 20, 103);
    const at = new Date(NOW.getTime() - 19 * DAY);
    // After: 3/3, 2/3, 2/3 pass (67 % and 100 % ≥ 60 %); 1/3 fails (33 %). Before: never counted.
    const after = [3, 2, 2, 1];
    for (const [index, right] of after.entries())
      await take(session.registrationIds[index]!, session.sessionId, "after", right, at);
    for (const id of session.registrationIds) await take(id, session.sessionId, "before", 3, at);
    // Four assessed after: below the minimum, nothing is published.
    expect(await publishedResults(database.db, 103, NOW)).toBeNull();

    await take(session.registrationIds[4]!, session.sessionId, "after", 0, at);
    // Outside the 12 months: not counted.
    await take(
      session.registrationIds[5]!,
      session.sessionId,
      "after",
      3,
      new Date(NOW.getTime() - 370 * DAY),
    );
    expect(await publishedResults(database.db, 103, NOW)).toEqual({
      satisfaction: null,
      completion: null,
      success: { rate: 60, assessed: 5 },
    });
    // The pass mark is the course's: at 70 %, a 67 % score fails.
    await database.db.update(courses).set({ passMarkPercent: 70 }).where(eq(courses.id, 103));
    expect((await publishedResults(database.db, 103, NOW))?.success).toEqual({ rate: 20, assessed: 5 });
  });
});
