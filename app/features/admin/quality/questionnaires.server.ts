import { and, asc, count, desc, eq, isNull, max, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  courses,
  questionnaires,
  questionnaireVersions,
  surveyResponses,
  type Localized,
  type QuestionnaireKind,
  type SurveyQuestion,
} from "../../../../db/schema";
import { localize } from "~/features/catalog/localize";
import type { Lang } from "~/lib/language";
import { recordAudit, type AuditActor } from "../audit/audit.server";

export class QuestionnaireError extends Error {
  constructor(readonly code: "not_found" | "stale" | "course" | "exists" | "no_default") {
    super(code);
  }
}

export interface QuestionnaireRow {
  id: number;
  kind: QuestionnaireKind;
  title: string;
  /** The course it replaces the default for; null for the default of its kind. */
  course: string | null;
  /** The current version's number; null before the first is saved. */
  version: number | null;
  updatedAt: Date;
}

/** Every questionnaire: each kind's default, then the courses' own, by kind then course title. */
export async function listQuestionnaires(db: Database, lang: Lang): Promise<QuestionnaireRow[]> {
  const rows = await db
    .select({
      id: questionnaires.id,
      kind: questionnaires.kind,
      title: questionnaires.title,
      courseTitle: courses.title,
      version: max(questionnaireVersions.number),
      updatedAt: questionnaires.updatedAt,
    })
    .from(questionnaires)
    .leftJoin(courses, eq(courses.id, questionnaires.courseId))
    .leftJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
    .groupBy(questionnaires.id, courses.id)
    .orderBy(sql`${questionnaires.courseId} IS NOT NULL`, asc(questionnaires.kind), asc(questionnaires.id));
  return rows.map((row) => ({
    id: row.id,
    kind: row.kind,
    title: localize(row.title, lang),
    course: row.courseTitle ? localize(row.courseTitle, lang) : null,
    version: row.version ?? null,
    updatedAt: row.updatedAt,
  }));
}

export interface EditedQuestionnaire {
  id: number;
  kind: QuestionnaireKind;
  title: Localized;
  courseId: number | null;
  course: Localized | null;
  /** The current version (null before the first), its questions, and how many answered each version. */
  version: { number: number; questions: SurveyQuestion[]; createdAt: Date } | null;
  answers: { current: number; earlier: number };
}

/** One questionnaire for the editor: its current version and the answers it and earlier ones have. */
export async function questionnaireForEdit(db: Database, id: number): Promise<EditedQuestionnaire | null> {
  const [row] = await db
    .select({ questionnaire: questionnaires, courseTitle: courses.title })
    .from(questionnaires)
    .leftJoin(courses, eq(courses.id, questionnaires.courseId))
    .where(eq(questionnaires.id, id));
  if (!row) return null;
  const [version] = await db
    .select()
    .from(questionnaireVersions)
    .where(eq(questionnaireVersions.questionnaireId, id))
    .orderBy(desc(questionnaireVersions.number))
    .limit(1);
  const answered = await db
    .select({ versionId: surveyResponses.versionId, n: count() })
    .from(surveyResponses)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, surveyResponses.versionId))
    .where(eq(questionnaireVersions.questionnaireId, id))
    .groupBy(surveyResponses.versionId);
  const current = answered.find((entry) => entry.versionId === version?.id)?.n ?? 0;
  const all = answered.reduce((sum, entry) => sum + entry.n, 0);
  return {
    id,
    kind: row.questionnaire.kind,
    title: row.questionnaire.title,
    courseId: row.questionnaire.courseId,
    course: row.courseTitle,
    version: version
      ? { number: version.number, questions: version.questions, createdAt: version.createdAt }
      : null,
    answers: { current, earlier: all - current },
  };
}

/**
 * Saves the edited questions as the next version: versions are never updated, so an answer keeps
 * the questions it answered and invitations already made keep theirs. `baseVersion` is the number
 * the editor showed (0: none yet); another number means someone saved meanwhile, and nothing is
 * written (their version would be silently replaced). Audited in the same transaction.
 */
export async function saveQuestionnaireVersion(
  db: Database,
  input: {
    id: number;
    baseVersion: number;
    title: Localized;
    questions: SurveyQuestion[];
    actor: AuditActor;
  },
): Promise<{ number: number }> {
  return db.transaction(async (tx) => {
    // Locked: two staff saving at once get numbers one after the other, the second refused.
    const [row] = await tx.select().from(questionnaires).where(eq(questionnaires.id, input.id)).for("update");
    if (!row) throw new QuestionnaireError("not_found");
    const [latest] = await tx
      .select({ number: max(questionnaireVersions.number) })
      .from(questionnaireVersions)
      .where(eq(questionnaireVersions.questionnaireId, input.id));
    const current = latest?.number ?? 0;
    if (current !== input.baseVersion) throw new QuestionnaireError("stale");
    const number = current + 1;
    await tx.insert(questionnaireVersions).values({
      questionnaireId: input.id,
      number,
      questions: input.questions,
      createdBy: input.actor.id,
    });
    await tx
      .update(questionnaires)
      .set({ title: input.title, updatedAt: new Date() })
      .where(eq(questionnaires.id, input.id));
    await recordAudit(tx, {
      actor: input.actor,
      action: "questionnaire_version_create",
      entityType: "questionnaire",
      entityId: input.id,
      before: current === 0 ? null : { version: current, title: row.title },
      after: { version: number, title: input.title, questions: input.questions },
    });
    return { number };
  });
}

const knowledgeTitle: Localized = { fr: "Test de connaissances", en: "Knowledge check" };

/**
 * A course's own questionnaire of `kind`, which replaces the default there from the next
 * invitation: a copy of the default's current questions as its version 1. A knowledge check has
 * no default: it starts without a version, and nothing is sent until staff save its questions.
 */
export async function createCourseQuestionnaire(
  db: Database,
  input: { kind: QuestionnaireKind; courseId: number; actor: AuditActor },
): Promise<{ id: number }> {
  return db.transaction(async (tx) => {
    const [course] = await tx.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
    if (!course) throw new QuestionnaireError("course");
    const [existing] = await tx
      .select({ id: questionnaires.id })
      .from(questionnaires)
      .where(and(eq(questionnaires.kind, input.kind), eq(questionnaires.courseId, input.courseId)));
    if (existing) throw new QuestionnaireError("exists");
    let title = knowledgeTitle;
    let questions: SurveyQuestion[] | null = null;
    if (input.kind !== "knowledge") {
      const [source] = await tx
        .select({ title: questionnaires.title, questions: questionnaireVersions.questions })
        .from(questionnaires)
        .innerJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
        .where(and(eq(questionnaires.kind, input.kind), isNull(questionnaires.courseId)))
        .orderBy(desc(questionnaireVersions.number))
        .limit(1);
      if (!source) throw new QuestionnaireError("no_default");
      title = source.title;
      questions = source.questions;
    }
    const [created] = await tx
      .insert(questionnaires)
      .values({ kind: input.kind, courseId: input.courseId, title })
      // A second staff member creating the same one at the same time: the unique index says no.
      .onConflictDoNothing()
      .returning({ id: questionnaires.id });
    if (!created) throw new QuestionnaireError("exists");
    if (questions)
      await tx
        .insert(questionnaireVersions)
        .values({ questionnaireId: created.id, number: 1, questions, createdBy: input.actor.id });
    await recordAudit(tx, {
      actor: input.actor,
      action: "questionnaire_create",
      entityType: "questionnaire",
      entityId: created.id,
      before: null,
      after: { kind: input.kind, courseId: input.courseId, title, version: questions ? 1 : null },
    });
    return { id: created.id };
  });
}

/** The courses a questionnaire may be made for (not archived), by title. */
export async function courseChoices(db: Database, lang: Lang): Promise<{ id: number; label: string }[]> {
  const rows = await db
    .select({ id: courses.id, title: courses.title })
    .from(courses)
    .where(isNull(courses.archivedAt));
  return rows
    .map((row) => ({ id: row.id, label: localize(row.title, lang) }))
    .sort((a, b) => a.label.localeCompare(b.label, lang));
}
