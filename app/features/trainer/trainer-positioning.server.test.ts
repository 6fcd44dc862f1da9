import { describe, expect, it } from "vitest";
import { questionnaires, questionnaireVersions, type SurveyQuestion } from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute, pageGet } from "../../../tests/helpers/route-calls";
import { knowledgeCheckToken } from "../../../tests/helpers/knowledge-check";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { surveyLoader, type SurveyView } from "~/features/surveys/survey-page.server";
import { ensureInvitation, submitSurvey } from "~/features/surveys/surveys.server";
import { trainerDay } from "./trainer-page.server";

/*
 * The trainer reads, on the day, what each participant said in the positioning questionnaire
 * (needs, level, accessibility), in the page's language; the last day links to the end survey's
 * QR code.
 */

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});

describe("the trainer's page and the questionnaires", () => {
  it("shows the positioning answers and, on the last day, the end survey's QR code", async () => {
    const { sessionId, trainer, registrationIds } = await makeTrainedSession(database.db, {
      participants: 2,
    });
    const ensured = await ensureInvitation(
      database.db,
      "s".repeat(32),
      {
        kind: "positioning",
        respondent: "trainee",
        registrationId: registrationIds[0]!,
        courseId: 101,
        sessionId,
        email: "a@example.com",
        lang: "fr",
      },
      new Date("2027-03-01T10:00:00Z"),
    );
    const form = new FormData();
    form.append("q_goals", "Savoir réagir sur un chantier");
    form.append("q_level", "1");
    form.append("q_accessibility", "Malentendant : placer devant");
    await submitSurvey(database.db, ensured!.token, form, new Date("2027-03-01T10:00:00Z"));

    const firstDay = await trainerDay(
      database.db,
      { id: trainer.id, role: "user" },
      "en",
      new Date("2027-03-10T09:00:00Z"),
    );
    const session = firstDay.sessions.find((row) => row.id === sessionId)!;
    const [answered, silent] = [registrationIds[0], registrationIds[1]].map((id) =>
      session.participants.find((person) => person.registrationId === id)!,
    );
    expect(answered!.positioning).toEqual([
      { question: "What do you expect from this training?", answer: "Savoir réagir sur un chantier" },
      { question: "Your level in this field today", answer: "Some knowledge" },
      {
        question: "Do you have any needs related to a disability? The trainer will take them into account.",
        answer: "Malentendant : placer devant",
      },
    ]);
    expect(silent!.positioning).toEqual([]);
    expect(session.surveyHref).toBeNull();

    const lastDay = await trainerDay(
      database.db,
      { id: trainer.id, role: "user" },
      "fr",
      new Date("2027-03-11T15:00:00Z"),
    );
    expect(lastDay.sessions.find((row) => row.id === sessionId)!.surveyHref).toBe(
      `/trainer/sessions/${sessionId}/survey`,
    );
  });

  it("shows each trainee's knowledge check scores, before → after, and never to a trainee the correct answers", async () => {
    const l = (text: string) => ({ fr: text, en: text });
    const questions: SurveyQuestion[] = [
      { key: "a", type: "single", required: true, label: l("A"), options: [l("x"), l("y")], correct: [1] },
      { key: "b", type: "single", required: true, label: l("B"), options: [l("x"), l("y")], correct: [0] },
    ];
    const [own] = await database.db
      .insert(questionnaires)
      .values({ kind: "knowledge", courseId: 101, title: l("Test") })
      .returning();
    await database.db
      .insert(questionnaireVersions)
      .values({ questionnaireId: own!.id, number: 1, questions });
    const { sessionId, trainer, registrationIds } = await makeTrainedSession(database.db, {
      participants: 2,
    });
    const take = async (registrationId: number, phase: "before" | "after", answers: [string, string]) => {
      const token = await knowledgeCheckToken(database.db, {
        secret: "s".repeat(32),
        registrationId,
        sessionId,
        courseId: 101,
        phase,
        at: new Date("2027-03-01T10:00:00Z"),
      });
      // What the answering page gets has the questions and options, not which are right.
      const shown = await callRoute<{ view: SurveyView }>(
        (args) => surveyLoader({ ...args, params: { token: token } }),
        pageGet(`/survey/${token}`),
        testAppContext(database.db),
      );
      expect(shown.body!.view.kind).toBe("open");
      expect(JSON.stringify(shown.body)).not.toMatch(/correct/);
      const form = new FormData();
      form.append("q_a", answers[0]);
      form.append("q_b", answers[1]);
      await submitSurvey(database.db, token, form, new Date("2027-03-01T10:00:00Z"));
    };
    await take(registrationIds[0]!, "before", ["0", "0"]);
    await take(registrationIds[0]!, "after", ["1", "0"]);
    await take(registrationIds[1]!, "before", ["1", "1"]);

    const day = await trainerDay(
      database.db,
      { id: trainer.id, role: "user" },
      "fr",
      new Date("2027-03-11T15:00:00Z"),
    );
    const session = day.sessions.find((row) => row.id === sessionId)!;
    const scores = registrationIds.map(
      (id) => session.participants.find((person) => person.registrationId === id)!.knowledge,
    );
    expect(scores).toEqual([
      { before: 50, after: 100 },
      { before: 50, after: null },
    ]);
  });
});
