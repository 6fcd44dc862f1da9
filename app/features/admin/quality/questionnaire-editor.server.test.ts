import { and, asc, eq, isNull } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  questionnaires,
  questionnaireVersions,
  surveyInvitations,
  surveyResponses,
} from "../../../../db/schema";
import { seedCatalog, seedQuestionnaires } from "../../../../db/seed";
import { makeTrainedSession } from "../../../../tests/helpers/attendance";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { ensureInvitation } from "~/features/surveys/surveys.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.quality.questionnaire";
import { action as listAction } from "~/routes/admin.quality.questionnaires";
import type { QuestionDraft, QuestionnaireDraft } from "./questionnaire-schema";

/*
 * The questionnaire editor through its routes, as the browser posts it: saving writes the next
 * version and never touches the last one (answers and invitations keep theirs), every limit is
 * checked here with nothing written, the list buttons work without JavaScript, and it is audited.
 */
const database = useTestDatabase({
  prepare: async (db) => {
    await seedCatalog(db);
    await seedQuestionnaires(db);
  },
});

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let endId: number;

beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  const [end] = await database.db
    .select({ id: questionnaires.id })
    .from(questionnaires)
    .where(and(eq(questionnaires.kind, "end"), isNull(questionnaires.courseId)));
  endId = end!.id;
});

type Page = Awaited<ReturnType<typeof loader>>;
type Refusal = {
  draft: QuestionnaireDraft;
  notice: { message: string } | null;
  lastResult: { error?: Record<string, string[] | null> } | null;
};

const page = (id: number, lang: "fr" | "en" = "fr") =>
  callRoute<Page>(
    (args) => loader({ ...args, params: { questionnaireId: String(id) } } as never),
    new Request(`https://site.example${lang === "en" ? "/en" : ""}/admin/quality/questionnaires/${id}`, {
      headers: { Cookie: admin.cookie },
    }),
    context,
  );

function post(id: number, fields: Record<string, string>, lang: "fr" | "en" = "fr") {
  return callRoute<Refusal>(
    (args) => action({ ...args, params: { questionnaireId: String(id) } } as never),
    new Request(`https://site.example${lang === "en" ? "/en" : ""}/admin/quality/questionnaires/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(admin.sessionId, context.secrets), ...fields }),
    }),
    context,
  );
}

/** The form's fields for a draft, as the browser posts them (an unticked box is no field). */
function fieldsOf(draft: QuestionnaireDraft, intent = "save"): Record<string, string> {
  const fields: Record<string, string> = {
    intent,
    baseVersion: draft.baseVersion,
    "title.fr": draft.title.fr,
    "title.en": draft.title.en,
  };
  draft.questions.forEach((question, index) => {
    const at = (name: string, value: string) => {
      if (value !== "") fields[`questions[${index}].${name}`] = value;
    };
    fields[`questions[${index}].type`] = question.type;
    at("key", question.key);
    at("label.fr", question.label.fr);
    at("label.en", question.label.en);
    at("options.fr", question.options.fr);
    at("options.en", question.options.en);
    at("required", question.required);
    at("satisfaction", question.satisfaction);
    at("correct", question.correct);
  });
  return fields;
}

const question = (overrides: Partial<QuestionDraft> = {}): QuestionDraft => ({
  key: "",
  type: "single",
  label: { fr: "Le rythme de la formation", en: "The pace of the training" },
  options: { fr: "Trop lent\nBien\nTrop rapide", en: "Too slow\nRight\nToo fast" },
  required: "on",
  satisfaction: "",
  correct: "",
  ...overrides,
});

const versionsOf = (id: number) =>
  database.db
    .select()
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, id))
    .orderBy(asc(questionnaireVersions.number));

async function currentDraft(id: number): Promise<QuestionnaireDraft> {
  const answer = await page(id);
  expect(answer.status).toBe(200);
  return answer.body!.draft;
}

describe("saving a questionnaire", () => {
  it("writes the next version, leaves the last one as it was, and audits it", async () => {
    const before = await versionsOf(endId);
    const draft = await currentDraft(endId);
    expect(draft.baseVersion).toBe(String(before.at(-1)!.number));
    expect(draft.questions.map((entry) => entry.key)).toEqual(
      before.at(-1)!.questions.map((entry) => entry.key),
    );

    const edited = { ...draft, questions: [...draft.questions, question()] };
    const saved = await post(endId, fieldsOf(edited));
    expect(saved.status).toBe(302);
    expect(saved.location).toBe(`/admin/quality/questionnaires/${endId}`);

    const after = await versionsOf(endId);
    expect(after).toHaveLength(before.length + 1);
    // The earlier version is the same row with the same questions.
    expect(after.slice(0, -1)).toEqual(before);
    const latest = after.at(-1)!;
    expect(latest.number).toBe(before.at(-1)!.number + 1);
    expect(latest.createdBy).toBe(admin.userId);
    expect(latest.questions).toHaveLength(draft.questions.length + 1);
    // Existing questions keep their keys; the new one gets a key no other question has.
    expect(latest.questions.slice(0, -1).map((entry) => entry.key)).toEqual(
      draft.questions.map((entry) => entry.key),
    );
    expect(latest.questions.at(-1)).toEqual({
      key: "q1",
      type: "single",
      required: true,
      label: { fr: "Le rythme de la formation", en: "The pace of the training" },
      options: [
        { fr: "Trop lent", en: "Too slow" },
        { fr: "Bien", en: "Right" },
        { fr: "Trop rapide", en: "Too fast" },
      ],
    });
    // The satisfaction rating stays marked.
    expect(latest.questions.filter((entry) => entry.satisfaction).map((entry) => entry.key)).toEqual([
      "satisfaction",
    ]);

    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "questionnaire_version_create"), eq(auditLog.entityId, String(endId))));
    expect(entry).toMatchObject({ actorId: admin.userId, entityType: "questionnaire" });
    expect(entry!.after).toMatchObject({ version: latest.number });

    const shown = await page(endId, "en");
    expect(shown.body!.version?.number).toBe(latest.number);
  });

  it("keeps answers and invitations on the version they had; new invitations get the new one", async () => {
    const { registrationIds, sessionId } = await makeTrainedSession(database.db, { participants: 2 });
    const invite = (registrationId: number) =>
      ensureInvitation(
        database.db,
        context.secrets[0]!,
        {
          kind: "end",
          respondent: "trainee",
          registrationId,
          courseId: 101,
          sessionId,
          email: `t${registrationId}@example.com`,
          lang: "fr",
        },
        new Date(),
      );
    const first = (await invite(registrationIds[0]!))!.invitation;
    await database.db.insert(surveyResponses).values({
      invitationId: first.id,
      versionId: first.versionId,
      kind: "end",
      courseId: 101,
      sessionId,
      answers: { satisfaction: 5 },
      satisfaction: 5,
    });
    const answeredVersion = first.versionId;

    const draft = await currentDraft(endId);
    const saved = await post(endId, fieldsOf({ ...draft, questions: draft.questions.slice(1) }));
    expect(saved.status).toBe(302);
    const latest = (await versionsOf(endId)).at(-1)!;
    expect(latest.id).not.toBe(answeredVersion);

    const [response] = await database.db
      .select()
      .from(surveyResponses)
      .where(eq(surveyResponses.invitationId, first.id));
    expect(response!.versionId).toBe(answeredVersion);
    const [invitation] = await database.db
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.id, first.id));
    expect(invitation!.versionId).toBe(answeredVersion);
    const second = (await invite(registrationIds[1]!))!.invitation;
    expect(second.versionId).toBe(latest.id);

    const shown = await page(endId);
    expect(shown.body!.answers).toEqual({ current: 0, earlier: 1 });
  });

  it("refuses a save from a page that showed an older version: the other person's version stays current", async () => {
    const draft = await currentDraft(endId);
    const stale = { ...draft, baseVersion: String(Number(draft.baseVersion) - 1) };
    const before = await versionsOf(endId);
    const refused = await post(endId, fieldsOf(stale), "en");
    expect(refused.status).toBe(409);
    expect(refused.body!.notice?.message).toMatch(/Someone saved another version meanwhile/);
    expect(await versionsOf(endId)).toEqual(before);
  });
});

describe("the editor's limits, checked on the server", () => {
  const cases: {
    name: string;
    edit: (draft: QuestionnaireDraft) => QuestionnaireDraft;
    field: string;
    message: string;
  }[] = [
    {
      name: "a question without its English text",
      edit: (draft) => ({ ...draft, questions: [question({ label: { fr: "Le rythme", en: "" } })] }),
      field: "questions[0].label.en",
      message: "adminQuality.errors.englishRequired",
    },
    {
      name: "a text longer than 300 characters",
      edit: (draft) => ({ ...draft, questions: [question({ label: { fr: "x".repeat(301), en: "x" } })] }),
      field: "questions[0].label.fr",
      message: "adminQuality.errors.tooLong",
    },
    {
      name: "a choice with one option",
      edit: (draft) => ({ ...draft, questions: [question({ options: { fr: "Oui", en: "Yes" } })] }),
      field: "questions[0].options.fr",
      message: "adminQuality.errors.optionCount",
    },
    {
      name: "a choice with eleven options",
      edit: (draft) => {
        const lines = Array.from({ length: 11 }, (_, index) => `Option ${index + 1}`).join("\n");
        return { ...draft, questions: [question({ options: { fr: lines, en: lines } })] };
      },
      field: "questions[0].options.fr",
      message: "adminQuality.errors.optionCount",
    },
    {
      name: "fewer English options than French ones",
      edit: (draft) => ({
        ...draft,
        questions: [question({ options: { fr: "Oui\nNon\nPeut-être", en: "Yes\nNo" } })],
      }),
      field: "questions[0].options.en",
      message: "adminQuality.errors.optionPairs",
    },
    {
      name: "free text marked as the satisfaction rating",
      edit: (draft) => ({ ...draft, questions: [question({ type: "text", satisfaction: "on" })] }),
      field: "questions[0].satisfaction",
      message: "adminQuality.errors.satisfactionRating",
    },
    {
      name: "two satisfaction ratings",
      edit: (draft) => ({
        ...draft,
        questions: [
          question({ type: "rating", satisfaction: "on" }),
          question({ type: "rating", satisfaction: "on" }),
        ],
      }),
      field: "questions[1].satisfaction",
      message: "adminQuality.errors.satisfactionOne",
    },
    {
      name: "no question",
      edit: (draft) => ({ ...draft, questions: [] }),
      field: "questions",
      message: "adminQuality.errors.noQuestions",
    },
    {
      name: "31 questions",
      edit: (draft) => ({
        ...draft,
        questions: Array.from({ length: 31 }, () => question({ type: "text" })),
      }),
      field: "questions",
      message: "adminQuality.errors.tooManyQuestions",
    },
    {
      name: "a type that does not exist",
      edit: (draft) => ({ ...draft, questions: [question({ type: "slider" })] }),
      field: "questions[0].type",
      message: "adminQuality.errors.type",
    },
    {
      name: "two questions forged with the same key",
      edit: (draft) => ({ ...draft, questions: [question({ key: "pace" }), question({ key: "pace" })] }),
      field: "questions[1].key",
      message: "adminQuality.errors.key",
    },
  ];

  for (const { name, edit, field, message } of cases) {
    it(`refuses ${name}, writes nothing and says why`, async () => {
      const before = await versionsOf(endId);
      const refused = await post(endId, fieldsOf(edit(await currentDraft(endId))));
      expect(refused.status).toBe(400);
      expect(refused.body!.lastResult?.error?.[field]).toContain(message);
      expect(refused.body!.notice?.message).toMatch(/Certaines questions sont à corriger/);
      expect(await versionsOf(endId)).toEqual(before);
    });
  }

  it("refuses a field holding a control character", async () => {
    const draft = await currentDraft(endId);
    const fields = fieldsOf(draft);
    fields["title.fr"] = "Évaluation\u0000";
    const refused = await post(endId, fields);
    expect(refused.status).toBe(400);
    expect(refused.body!.lastResult?.error?.["title.fr"]).toContain("admin.form.control");
  });
});

describe("the list buttons, without JavaScript", () => {
  it("add, move and remove questions in the form without saving anything", async () => {
    const before = await versionsOf(endId);
    const draft = await currentDraft(endId);
    const count = draft.questions.length;

    const added = await post(endId, fieldsOf(draft, "add"));
    expect(added.status).toBe(200);
    expect(added.body!.notice).toBeNull();
    expect(added.body!.draft.questions).toHaveLength(count + 1);
    expect(added.body!.draft.questions.at(-1)).toMatchObject({ key: "", type: "rating", required: "on" });

    const moved = await post(endId, fieldsOf(draft, "up-1"));
    expect(moved.body!.draft.questions.map((entry) => entry.key)).toEqual([
      draft.questions[1]!.key,
      draft.questions[0]!.key,
      ...draft.questions.slice(2).map((entry) => entry.key),
    ]);
    const down = await post(endId, fieldsOf(draft, "down-0"));
    expect(down.body!.draft.questions).toEqual(moved.body!.draft.questions);

    const removed = await post(endId, fieldsOf(draft, "remove-0"));
    expect(removed.body!.draft.questions).toEqual(draft.questions.slice(1));
    // What was typed and not saved is kept through the button.
    const typed = { ...draft, title: { fr: "Titre en cours", en: "Title being typed" } };
    expect((await post(endId, fieldsOf(typed, "add"))).body!.draft.title).toEqual(typed.title);

    expect(await versionsOf(endId)).toEqual(before);
  });

  it("refuses a move past an end, the last question's removal and a 31st question", async () => {
    const draft = await currentDraft(endId);
    expect((await post(endId, fieldsOf(draft, "up-0"))).status).toBe(400);
    expect((await post(endId, fieldsOf(draft, `down-${draft.questions.length - 1}`))).status).toBe(400);
    expect((await post(endId, fieldsOf(draft, "remove-40"))).status).toBe(400);
    const one = { ...draft, questions: [question()] };
    expect((await post(endId, fieldsOf(one, "remove-0"))).status).toBe(400);
    const full = { ...draft, questions: Array.from({ length: 30 }, () => question()) };
    const refused = await post(endId, fieldsOf(full, "add"), "en");
    expect(refused.status).toBe(400);
    expect(refused.body!.notice?.message).toBe("30 questions at most.");
  });
});

describe("a course's own questionnaire and the knowledge check", () => {
  const create = (fields: Record<string, string>) =>
    callRoute<{ notice: { message: string } }>(
      (args) => listAction({ ...args, params: {} } as never),
      new Request("https://site.example/admin/quality/questionnaires", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(admin.sessionId, context.secrets), ...fields }),
      }),
      context,
    );

  it("copies the default's current questions as the course's version 1, once per course and kind", async () => {
    const created = await create({ kind: "follow-up", courseId: "102" });
    expect(created.status).toBe(302);
    const id = Number(created.location!.split("/").pop());
    const [own] = await versionsOf(id);
    const [defaultRow] = await database.db
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(and(eq(questionnaires.kind, "follow-up"), isNull(questionnaires.courseId)));
    const defaults = await versionsOf(defaultRow!.id);
    expect(own).toMatchObject({ number: 1, questions: defaults.at(-1)!.questions });
    expect((await create({ kind: "follow-up", courseId: "102" })).status).toBe(409);
    expect((await create({ kind: "follow-up", courseId: "999999" })).status).toBe(400);
    expect((await create({ kind: "quiz", courseId: "102" })).status).toBe(400);
  });

  it("starts a knowledge check empty and wants the correct answers of its choice questions", async () => {
    const created = await create({ kind: "knowledge", courseId: "101" });
    expect(created.status).toBe(302);
    const id = Number(created.location!.split("/").pop());
    expect(await versionsOf(id)).toEqual([]);
    const draft = await currentDraft(id);
    expect(draft).toMatchObject({ baseVersion: "0", questions: [] });

    const check = (questions: QuestionDraft[]) =>
      post(id, fieldsOf({ ...draft, title: { fr: "Test", en: "Check" }, questions }));
    const missing = await check([question()]);
    expect(missing.status).toBe(400);
    expect(missing.body!.lastResult?.error?.["questions[0].correct"]).toContain(
      "adminQuality.errors.correct",
    );
    const outside = await check([question({ correct: "4" })]);
    expect(outside.body!.lastResult?.error?.["questions[0].correct"]).toContain(
      "adminQuality.errors.correct",
    );
    const two = await check([question({ correct: "1, 2" })]);
    expect(two.body!.lastResult?.error?.["questions[0].correct"]).toContain("adminQuality.errors.correctOne");
    const noChoice = await check([question({ type: "text", options: { fr: "", en: "" } })]);
    expect(noChoice.body!.lastResult?.error?.questions).toContain("adminQuality.errors.noChoice");
    expect(await versionsOf(id)).toEqual([]);

    const saved = await check([
      question({ correct: "2" }),
      question({ type: "multiple", correct: "3, 1" }),
      question({ type: "text", options: { fr: "", en: "" } }),
    ]);
    expect(saved.status).toBe(302);
    const [first] = await versionsOf(id);
    expect(first!.number).toBe(1);
    expect(first!.questions.map((entry) => entry.correct)).toEqual([[1], [0, 2], undefined]);
  });
});
