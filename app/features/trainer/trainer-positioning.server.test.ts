import { describe, expect, it } from "vitest";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
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
});
