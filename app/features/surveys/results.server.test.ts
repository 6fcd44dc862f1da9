import { and, asc, eq, gt, inArray, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  courses,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { RESULTS_WINDOW_MS } from "./published-results.server";
import { resultGroupings, surveyResults, type ResultGrouping } from "./results.server";
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

  it("add up the counts the database keeps ahead exactly as a count of every row, at the window's first day and after changes", async () => {
    const { db } = database;
    const a = await makeTrainedSession(db, { participants: 4, courseId: 101 });
    const b = await makeTrainedSession(db, { participants: 3, courseId: 102 });
    const since = NOW.getTime() - RESULTS_WINDOW_MS;
    const hour = 3600_000;
    // Made on the window's first day just before and after its start, the next day, last month.
    const madeAt = [since - hour, since + hour, since + 25 * hour, NOW.getTime() - 30 * 24 * hour];
    const invitations: number[] = [];
    const people = [
      ...a.registrationIds.map((id) => ({ id, sessionId: a.sessionId, courseId: 101 })),
      ...b.registrationIds.map((id) => ({ id, sessionId: b.sessionId, courseId: 102 })),
    ];
    for (const [index, person] of people.entries()) {
      const ensured = await ensureInvitation(
        db,
        "s".repeat(32),
        {
          kind: "end",
          respondent: "trainee",
          registrationId: person.id,
          courseId: person.courseId,
          sessionId: person.sessionId,
          email: "t@example.com",
          lang: "fr",
        },
        new Date(madeAt[index % madeAt.length]!),
      );
      invitations.push(ensured!.invitation.id);
      if (index % 3 !== 2) {
        const form = new FormData();
        for (const [name, value] of [
          ["q_satisfaction", String(1 + (index % 5))],
          ["q_goals_met", "4"],
          ["q_trainer", "4"],
        ])
          form.append(name!, value!);
        await submitSurvey(db, ensured!.token, form, new Date(madeAt[index % madeAt.length]! + hour));
      }
    }
    const check = async () => {
      for (const by of resultGroupings)
        expect(await surveyResults(db, by, "fr", NOW), by).toEqual(await countedFromRows(by));
    };
    await check();
    // E-mailed later, moved to another day, an answer removed, a registration (and its invitation) removed.
    await db
      .update(surveyInvitations)
      .set({ sentAt: NOW })
      .where(inArray(surveyInvitations.id, invitations.slice(0, 3)));
    await db
      .update(surveyInvitations)
      .set({ createdAt: new Date(since + 2 * hour) })
      .where(eq(surveyInvitations.id, invitations[3]!));
    await db.delete(surveyResponses).where(eq(surveyResponses.invitationId, invitations[6]!));
    await db.delete(registrations).where(eq(registrations.id, people[4]!.id));
    await check();
    expect((await surveyResults(db, "course", "fr", NOW)).length).toBeGreaterThan(0);
  });
});

/** The same figures counted from every invitation and answer of the window, as one plain grouped query. */
async function countedFromRows(by: ResultGrouping) {
  const since = new Date(NOW.getTime() - RESULTS_WINDOW_MS);
  const key =
    by === "course"
      ? sql<string>`${surveyInvitations.courseId}::text`
      : by === "session"
        ? sql<string>`${surveyInvitations.sessionId}::text`
        : sql<string>`coalesce(${trainingSessions.trainerUserId}, '')`;
  const rows = await database.db
    .select({
      key,
      courseTitle: sql<{ fr: string }>`min(${courses.title}::text)::jsonb`,
      startsAt: sql<Date | null>`min(${trainingSessions.startsAt})`,
      trainerName: sql<string | null>`min(${user.name})`,
      invited: sql<number>`count(*) FILTER (WHERE ${surveyInvitations.sentAt} IS NOT NULL OR ${surveyInvitations.answeredAt} IS NOT NULL)::int`,
      answered: sql<number>`count(${surveyResponses.id})::int`,
      satisfactionAnswers: sql<number>`count(${surveyResponses.satisfaction})::int`,
      satisfaction: sql<string | null>`avg(${surveyResponses.satisfaction})`,
    })
    .from(surveyInvitations)
    .innerJoin(courses, eq(courses.id, surveyInvitations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, surveyInvitations.sessionId))
    .leftJoin(user, eq(user.id, trainingSessions.trainerUserId))
    .leftJoin(surveyResponses, eq(surveyResponses.invitationId, surveyInvitations.id))
    .where(and(gt(surveyInvitations.createdAt, since)))
    .groupBy(key)
    .orderBy(asc(key));
  return rows
    .filter((row) => row.invited > 0 || row.answered > 0)
    .map((row) => {
      const label =
        by === "course"
          ? row.courseTitle.fr
          : by === "session"
            ? `${row.courseTitle.fr} — ${row.startsAt ? new Date(row.startsAt).toISOString().slice(0, 10) : "?"}`
            : (row.trainerName ?? "—");
      const invited = Math.max(row.invited, row.answered);
      return {
        id: row.key,
        label,
        invited,
        answered: row.answered,
        responseRate: invited ? Math.round((row.answered * 100) / invited) : null,
        satisfaction: row.satisfaction === null ? null : Math.round(Number(row.satisfaction) * 10) / 10,
        satisfactionAnswers: row.satisfactionAnswers,
      };
    });
}
