import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  courses,
  questionnaires,
  questionnaireVersions,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
  type Localized,
  type InvitationPhase,
  type QuestionnaireKind,
  type RespondentKind,
  type SurveyInvitation,
  type SurveyQuestion,
} from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { knowledgeScore, parseAnswers, type AnswerError } from "./answers";
import { surveyToken, surveyTokenHash } from "./survey-links.server";

export interface CurrentVersion {
  versionId: number;
  title: Localized;
  questions: SurveyQuestion[];
}

/**
 * The questionnaire a course uses for `kind`: its own when staff gave it one, else the default,
 * in its latest version. Null when there is neither (nothing is sent).
 */
export async function currentVersion(
  db: Executor,
  kind: QuestionnaireKind,
  courseId: number,
): Promise<CurrentVersion | null> {
  const [row] = await db
    .select({
      versionId: questionnaireVersions.id,
      title: questionnaires.title,
      questions: questionnaireVersions.questions,
    })
    .from(questionnaires)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
    .where(
      and(
        eq(questionnaires.kind, kind),
        or(eq(questionnaires.courseId, courseId), isNull(questionnaires.courseId)),
      ),
    )
    // The course's own before the default, then the newest version.
    .orderBy(sql`${questionnaires.courseId} IS NULL`, desc(questionnaireVersions.number))
    .limit(1);
  return row ?? null;
}

export interface InvitationInput {
  kind: QuestionnaireKind;
  respondent: RespondentKind;
  /** A knowledge check's "before" or "after"; "once" when absent. */
  phase?: InvitationPhase;
  registrationId?: number;
  companyBookingId?: number;
  courseId: number;
  sessionId: number | null;
  email: string;
  lang: Lang;
}

export interface EnsuredInvitation {
  invitation: SurveyInvitation;
  token: string;
  /** Made by this call (else it existed). */
  created: boolean;
}

/**
 * The invitation of one person to one questionnaire, made once: a second call (the e-mail after
 * a QR code scan, two passes at once) finds the first. Null when the course has no questionnaire
 * of that kind.
 */
export async function ensureInvitation(
  db: Executor,
  secret: string,
  input: InvitationInput,
  now: Date,
): Promise<EnsuredInvitation | null> {
  const subjectId = input.respondent === "trainee" ? input.registrationId : input.companyBookingId;
  if (subjectId === undefined) throw new Error("an invitation needs its registration or company booking");
  const phase = input.phase ?? "once";
  const token = surveyToken(secret, { kind: input.kind, respondent: input.respondent, subjectId, phase });
  const subject =
    input.respondent === "trainee"
      ? eq(surveyInvitations.registrationId, subjectId)
      : eq(surveyInvitations.companyBookingId, subjectId);
  const find = async () => {
    const [row] = await db
      .select()
      .from(surveyInvitations)
      .where(
        and(
          subject,
          eq(surveyInvitations.kind, input.kind),
          eq(surveyInvitations.respondent, input.respondent),
          eq(surveyInvitations.phase, phase),
        ),
      );
    return row;
  };
  const existing = await find();
  if (existing) return { invitation: existing, token, created: false };
  const version = await currentVersion(db, input.kind, input.courseId);
  if (!version) return null;
  const [inserted] = await db
    .insert(surveyInvitations)
    .values({
      kind: input.kind,
      respondent: input.respondent,
      phase,
      registrationId: input.registrationId ?? null,
      companyBookingId: input.companyBookingId ?? null,
      courseId: input.courseId,
      sessionId: input.sessionId,
      versionId: version.versionId,
      email: input.email,
      lang: input.lang,
      tokenHash: surveyTokenHash(token),
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { invitation: inserted, token, created: true };
  const raced = await find();
  return raced ? { invitation: raced, token, created: false } : null;
}

/** What a survey link shows. */
export type SurveyState =
  | { kind: "unknown" }
  | {
      kind: "open" | "answered";
      invitation: SurveyInvitation;
      title: Localized;
      questions: SurveyQuestion[];
      courseTitle: Localized;
      session: typeof trainingSessions.$inferSelect | null;
    };

export async function surveyByToken(db: Executor, token: string): Promise<SurveyState> {
  const [row] = await db
    .select({
      invitation: surveyInvitations,
      title: questionnaires.title,
      questions: questionnaireVersions.questions,
      courseTitle: courses.title,
      session: trainingSessions,
    })
    .from(surveyInvitations)
    .innerJoin(questionnaireVersions, eq(questionnaireVersions.id, surveyInvitations.versionId))
    .innerJoin(questionnaires, eq(questionnaires.id, questionnaireVersions.questionnaireId))
    .innerJoin(courses, eq(courses.id, surveyInvitations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, surveyInvitations.sessionId))
    .where(eq(surveyInvitations.tokenHash, surveyTokenHash(token)));
  if (!row) return { kind: "unknown" };
  return { kind: row.invitation.answeredAt ? "answered" : "open", ...row };
}

export type SubmitOutcome =
  | { kind: "unknown" }
  | { kind: "answered"; now: boolean }
  | { kind: "invalid"; errors: Record<string, AnswerError>; values: Record<string, string | string[]> };

/**
 * Records the answers of a link, once: the invitation is locked, an answered one stays as it was
 * (and the response's unique index says so again). The answers keep the version they answered.
 */
export async function submitSurvey(
  db: Database,
  token: string,
  form: FormData,
  now: Date,
): Promise<SubmitOutcome> {
  return db.transaction(async (tx) => {
    const [invitation] = await tx
      .select()
      .from(surveyInvitations)
      .where(eq(surveyInvitations.tokenHash, surveyTokenHash(token)))
      .for("update");
    if (!invitation) return { kind: "unknown" };
    if (invitation.answeredAt) return { kind: "answered", now: false };
    const [version] = await tx
      .select({ questions: questionnaireVersions.questions })
      .from(questionnaireVersions)
      .where(eq(questionnaireVersions.id, invitation.versionId));
    const parsed = parseAnswers(version?.questions ?? [], form);
    if (!parsed.ok) return { kind: "invalid", errors: parsed.errors, values: parsed.values };
    await tx.insert(surveyResponses).values({
      invitationId: invitation.id,
      versionId: invitation.versionId,
      kind: invitation.kind,
      courseId: invitation.courseId,
      sessionId: invitation.sessionId,
      answers: parsed.answers,
      satisfaction: parsed.satisfaction,
      score: knowledgeScore(version?.questions ?? [], parsed.answers),
      submittedAt: now,
    });
    await tx
      .update(surveyInvitations)
      .set({ answeredAt: now })
      .where(eq(surveyInvitations.id, invitation.id));
    return { kind: "answered", now: true };
  });
}
