import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { trainingSessions } from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { surveyResults } from "./results.server";
import { ensureInvitation, submitSurvey } from "./surveys.server";

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});

const NOW = new Date("2027-04-01T10:00:00Z");

describe("staff's results per course, session and trainer", () => {
  it("count what was sent and answered, with the end survey's satisfaction", async () => {
    const a = await makeTrainedSession(database.db, { participants: 3, courseId: 101 });
    const b = await makeTrainedSession(database.db, { participants: 2, courseId: 102 });
    // Both sessions have the same trainer.
    await database.db
      .update(trainingSessions)
      .set({ trainerUserId: a.trainer.id })
      .where(eq(trainingSessions.id, b.sessionId));
    const send = async (
      registrationId: number,
      sessionId: number,
      courseId: number,
      rating: number | null,
    ) => {
      const ensured = await ensureInvitation(
        database.db,
        "s".repeat(32),
        {
          kind: "end",
          respondent: "trainee",
          registrationId,
          courseId,
          sessionId,
          email: "t@example.com",
          lang: "fr",
        },
        new Date("2027-03-11T18:00:00Z"),
      );
      await database.db.execute(
        `UPDATE survey_invitations SET sent_at = created_at WHERE id = ${ensured!.invitation.id}`,
      );
      if (rating === null) return;
      const form = new FormData();
      for (const [name, value] of [
        ["q_satisfaction", String(rating)],
        ["q_goals_met", "4"],
        ["q_trainer", "4"],
      ])
        form.append(name!, value!);
      await submitSurvey(database.db, ensured!.token, form, new Date("2027-03-12T10:00:00Z"));
    };
    await send(a.registrationIds[0]!, a.sessionId, 101, 5);
    await send(a.registrationIds[1]!, a.sessionId, 101, 4);
    await send(a.registrationIds[2]!, a.sessionId, 101, null);
    await send(b.registrationIds[0]!, b.sessionId, 102, 2);

    const byCourse = await surveyResults(database.db, "course", "fr", NOW);
    expect(
      byCourse.map(({ id, invited, answered, responseRate, satisfaction, satisfactionAnswers }) => ({
        id,
        invited,
        answered,
        responseRate,
        satisfaction,
        satisfactionAnswers,
      })),
    ).toEqual([
      { id: "101", invited: 3, answered: 2, responseRate: 67, satisfaction: 4.5, satisfactionAnswers: 2 },
      { id: "102", invited: 1, answered: 1, responseRate: 100, satisfaction: 2, satisfactionAnswers: 1 },
    ]);
    const byTrainer = await surveyResults(database.db, "trainer", "fr", NOW);
    expect(byTrainer).toHaveLength(1);
    expect(byTrainer[0]).toMatchObject({ invited: 4, answered: 3, responseRate: 75, satisfaction: 3.7 });
    const bySession = await surveyResults(database.db, "session", "en", NOW);
    expect(bySession.map((row) => row.label)).toEqual([
      expect.stringMatching(/ — 2027-03-10$/),
      expect.stringMatching(/ — 2027-03-10$/),
    ]);
    // A year later, nothing.
    expect(await surveyResults(database.db, "course", "fr", new Date("2028-04-02T10:00:00Z"))).toEqual([]);
  });
});
