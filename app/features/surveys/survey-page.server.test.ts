import { beforeAll, describe, expect, it } from "vitest";
import { surveyResponses } from "../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../db/seed";
import { makeTrainedSession } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { callRoute, formPost, pageGet } from "../../../tests/helpers/route-calls";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { surveyAction, surveyLoader, type SurveyView } from "./survey-page.server";
import { ensureInvitation } from "./surveys.server";

/*
 * The page of a personal link through its loader and action, as the browser calls them: what it
 * shows in the page's language, refused answers (nothing kept), one answer only.
 */

const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});
let context: AppContext;
const NOW = new Date("2027-03-11T16:00:00Z");

type Answer = { view: SurveyView; seo: { lang: string } };
const get = (path: string) =>
  callRoute<Answer>(
    (args) => surveyLoader({ ...args, params: { token: path.split("/").pop() } }),
    pageGet(path),
    context,
  );
const post = (path: string, fields: URLSearchParams) =>
  callRoute<Answer>(
    (args) => surveyAction({ ...args, params: { token: path.split("/").pop() }, now: NOW }),
    formPost(path, fields),
    context,
  );

async function invitationToken(): Promise<string> {
  const { registrationIds, sessionId } = await makeTrainedSession(database.db, { participants: 1 });
  const ensured = await ensureInvitation(
    database.db,
    context.secrets[0]!,
    {
      kind: "end",
      respondent: "trainee",
      registrationId: registrationIds[0]!,
      courseId: 101,
      sessionId,
      email: "a@example.com",
      lang: "fr",
    },
    NOW,
  );
  return ensured!.token;
}

describe("a survey link's page", () => {
  beforeAll(() => {
    context = testAppContext(database.db);
  });

  it("shows the questionnaire in the page's language, private and unindexed", async () => {
    const token = await invitationToken();
    const fr = await get(`/survey/${token}`);
    expect(fr.status).toBe(200);
    expect(fr.headers.get("Cache-Control")).toBe("private, no-store");
    expect(fr.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(fr.headers.get("Referrer-Policy")).toBe("same-origin");
    expect(fr.body?.view.kind).toBe("open");
    if (fr.body?.view.kind !== "open") return;
    expect(fr.body.view.questions[0]?.label).toMatch(/^Dans l'ensemble/);
    const en = await get(`/en/survey/${token}`);
    if (en.body?.view.kind !== "open") throw new Error("not open");
    expect(en.body.view.questions[0]?.label).toMatch(/^Overall/);
    expect(en.body.view.questions.find((q) => q.key === "useful")?.options.map((o) => o.label)).toContain(
      "The practical exercises",
    );
  });

  it("refuses incomplete answers with messages, keeping what was given, then records one answer", async () => {
    const token = await invitationToken();
    const refused = await post(
      `/survey/${token}`,
      new URLSearchParams([
        ["q_satisfaction", "4"],
        ["q_useful", "1"],
        ["q_useful", "3"],
      ]),
    );
    expect(refused.status).toBe(400);
    if (refused.body?.view.kind !== "open") throw new Error("not open");
    expect(refused.body.view.errors).toEqual({
      goals_met: "surveys.errors.required",
      trainer: "surveys.errors.required",
    });
    expect(refused.body.view.values).toMatchObject({ satisfaction: "4", useful: ["1", "3"] });
    expect(await database.db.select().from(surveyResponses)).toEqual([]);

    const fields = new URLSearchParams([
      ["q_satisfaction", "4"],
      ["q_goals_met", "3"],
      ["q_trainer", "5"],
      ["q_useful", "1"],
    ]);
    const done = await post(`/en/survey/${token}`, fields);
    expect(done.status).toBe(200);
    expect(done.body?.view).toMatchObject({ kind: "answered", justNow: true });
    const again = await post(`/survey/${token}`, fields);
    expect(again.body?.view).toMatchObject({ kind: "answered", justNow: false });
    expect((await get(`/survey/${token}`)).body?.view.kind).toBe("answered");
    expect(await database.db.select().from(surveyResponses)).toHaveLength(1);
  });

  it("answers 404 to an unknown or malformed token", async () => {
    expect((await get(`/survey/${"A".repeat(43)}`)).status).toBe(404);
    expect((await get(`/survey/short`)).status).toBe(404);
    expect((await post(`/survey/short`, new URLSearchParams())).status).toBe(404);
  });
});
