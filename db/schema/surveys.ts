import { sql } from "drizzle-orm";
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { courses } from "./catalog";
import { companyBookings } from "./company-bookings";
import { localized, type Localized } from "./localized";
import { registrations } from "./registrations";
import { trainingSessions } from "./sessions";

/**
 * What a questionnaire is for:
 * - positioning: needs, goals, starting level, accessibility needs, before the session;
 * - end: the trainee's satisfaction at the end of the session ("à chaud");
 * - follow-up: the trainee, some weeks later ("à froid");
 * - employer: the employer contact of a company booking, at the same time as the follow-up;
 * - knowledge: a course's own knowledge check, the same questions before and after the session,
 *   its choice questions with correct answers (no default: a course has one or none).
 */
export const questionnaireKinds = ["positioning", "end", "follow-up", "employer", "knowledge"] as const;
export type QuestionnaireKind = (typeof questionnaireKinds)[number];

/**
 * When an invitation asks: once for most kinds, before and after the session for the knowledge
 * check (the same person answers the same questions twice, so its two invitations differ by this).
 */
export const invitationPhases = ["once", "before", "after"] as const;
export type InvitationPhase = (typeof invitationPhases)[number];

export const questionTypes = ["rating", "single", "multiple", "text"] as const;
export type QuestionType = (typeof questionTypes)[number];

/**
 * One question of a version. `key` is stable within the version and names its answer; a rating
 * marked `satisfaction` feeds the satisfaction the course page publishes (one per version).
 */
export interface SurveyQuestion {
  key: string;
  type: QuestionType;
  label: Localized;
  required: boolean;
  /** Single and multiple choice: the options, answered by their index. */
  options?: Localized[];
  satisfaction?: boolean;
  /** A knowledge check's choice question: the indexes of its correct options (never shown before answering). */
  correct?: number[];
}

/** An answer by question key: a rating 1–5, an option index, option indexes, or text. */
export type SurveyAnswerValue = number | number[] | string;
export type SurveyAnswers = Record<string, SurveyAnswerValue>;

export const respondentKinds = ["trainee", "employer"] as const;
export type RespondentKind = (typeof respondentKinds)[number];

const quoted = (values: readonly string[]) => values.map((value) => `'${value}'`).join(", ");

/**
 * A questionnaire staff define: the default of its kind (course_id null) or a course's own,
 * which replaces the default for that course. Its questions live in immutable versions.
 */
export const questionnaires = pgTable(
  "questionnaires",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<QuestionnaireKind>().notNull(),
    courseId: integer("course_id").references(() => courses.id, { onDelete: "cascade" }),
    title: localized("title").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("questionnaires_default_idx")
      .on(table.kind)
      .where(sql`course_id IS NULL`),
    uniqueIndex("questionnaires_course_idx")
      .on(table.kind, table.courseId)
      .where(sql`course_id IS NOT NULL`),
    check("questionnaires_kind_check", sql.raw(`kind IN (${quoted(questionnaireKinds)})`)),
  ],
);
export type Questionnaire = typeof questionnaires.$inferSelect;

/**
 * The questions of a questionnaire as they were at one time: never changed once written, so an
 * answer read years later shows the questions it answered. The highest number is the current one.
 */
export const questionnaireVersions = pgTable(
  "questionnaire_versions",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    questionnaireId: integer("questionnaire_id")
      .notNull()
      .references(() => questionnaires.id, { onDelete: "restrict" }),
    number: integer("number").notNull(),
    questions: jsonb("questions").$type<SurveyQuestion[]>().notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("questionnaire_versions_number_idx").on(table.questionnaireId, table.number),
    check("questionnaire_versions_number_check", sql`${table.number} >= 1`),
  ],
);
export type QuestionnaireVersion = typeof questionnaireVersions.$inferSelect;

/**
 * One person asked to answer one questionnaire: a trainee about their registration, or the
 * employer contact of a company booking about the booking (one for all its participants). The link they get carries a random token
 * of which only the SHA-256 is kept; it opens without a password and is answered once.
 * `sent_at` null: created (a QR code scan) but not e-mailed yet.
 */
export const surveyInvitations = pgTable(
  "survey_invitations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    kind: text("kind").$type<QuestionnaireKind>().notNull(),
    respondent: text("respondent").$type<RespondentKind>().notNull().default("trainee"),
    phase: text("phase").$type<InvitationPhase>().notNull().default("once"),
    registrationId: integer("registration_id").references(() => registrations.id, { onDelete: "cascade" }),
    companyBookingId: integer("company_booking_id").references(() => companyBookings.id, {
      onDelete: "cascade",
    }),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sessionId: integer("session_id").references(() => trainingSessions.id, { onDelete: "cascade" }),
    /** The version the link shows: the current one when the invitation was made. */
    versionId: integer("version_id")
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: "restrict" }),
    email: text("email").notNull(),
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    tokenHash: text("token_hash").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    /** Reminders queued so far (at most 2), the last one when. */
    remindersSent: smallint("reminders_sent").notNull().default(0),
    lastReminderAt: timestamp("last_reminder_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("survey_invitations_token_idx").on(table.tokenHash),
    uniqueIndex("survey_invitations_trainee_idx")
      .on(table.registrationId, table.kind, table.phase)
      .where(sql`respondent = 'trainee'`),
    uniqueIndex("survey_invitations_employer_idx")
      .on(table.companyBookingId, table.kind)
      .where(sql`respondent = 'employer'`),
    check(
      "survey_invitations_subject_check",
      sql`(respondent = 'trainee' AND registration_id IS NOT NULL) OR (respondent = 'employer' AND company_booking_id IS NOT NULL)`,
    ),
    index("survey_invitations_session_idx").on(table.sessionId, table.kind),
    // The staff's results: a day of one session's invitations, recounted by the triggers that
    // keep survey_result_days, and the first day of the 12 months' window, read row by row.
    index("survey_invitations_result_day_idx").on(
      table.courseId,
      sql`coalesce(${table.sessionId}, 0)`,
      table.createdAt,
    ),
    index("survey_invitations_created_idx").on(table.createdAt),
    // The reminders' pass reads the unanswered e-mailed invitations only.
    index("survey_invitations_pending_idx")
      .on(table.sentAt)
      .where(sql`answered_at IS NULL`),
    check("survey_invitations_kind_check", sql.raw(`kind IN (${quoted(questionnaireKinds)})`)),
    check("survey_invitations_phase_check", sql.raw(`phase IN (${quoted(invitationPhases)})`)),
    check("survey_invitations_respondent_check", sql.raw(`respondent IN (${quoted(respondentKinds)})`)),
    check("survey_invitations_reminders_check", sql`${table.remindersSent} BETWEEN 0 AND 2`),
    check("survey_invitations_lang_check", sql`${table.lang} IN ('fr', 'en')`),
  ],
);
export type SurveyInvitation = typeof surveyInvitations.$inferSelect;

/**
 * An invitation's answers, written once, with the version they answered. `satisfaction` copies
 * the rating of the version's satisfaction question so the published average reads an index,
 * not the answers' JSON; `score` is computed once from the version's correct answers likewise.
 */
export const surveyResponses = pgTable(
  "survey_responses",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    invitationId: integer("invitation_id")
      .notNull()
      .references(() => surveyInvitations.id, { onDelete: "cascade" }),
    versionId: integer("version_id")
      .notNull()
      .references(() => questionnaireVersions.id, { onDelete: "restrict" }),
    kind: text("kind").$type<QuestionnaireKind>().notNull(),
    courseId: integer("course_id")
      .notNull()
      .references(() => courses.id, { onDelete: "cascade" }),
    sessionId: integer("session_id").references(() => trainingSessions.id, { onDelete: "cascade" }),
    answers: jsonb("answers").$type<SurveyAnswers>().notNull(),
    satisfaction: smallint("satisfaction"),
    /** A knowledge check's score, the share of its choice questions answered right, in percent. */
    score: smallint("score"),
    submittedAt: timestamp("submitted_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("survey_responses_invitation_idx").on(table.invitationId),
    // The course page's published average reads this index alone (satisfaction is in it).
    index("survey_responses_course_idx").on(
      table.courseId,
      table.kind,
      table.submittedAt,
      table.satisfaction,
    ),
    index("survey_responses_session_idx").on(table.sessionId, table.kind),
    check("survey_responses_satisfaction_check", sql`${table.satisfaction} BETWEEN 1 AND 5`),
    check("survey_responses_score_check", sql`${table.score} BETWEEN 0 AND 100`),
  ],
);
export type SurveyResponse = typeof surveyResponses.$inferSelect;

/**
 * The staff's results counted ahead: per course, session (null for none) and UTC day on which
 * the invitations were made, the invitations e-mailed or answered, their answers, and the
 * satisfaction's number and sum. Hand-written statement triggers on survey_invitations and
 * survey_responses recount each day a write touches from its rows, under a lock per day, in
 * the writing transaction; so /admin/quality adds up a few thousand rows instead of reading
 * every answer of the year. No foreign keys: the rows follow the invitations through the
 * triggers, and a course or session removed takes its invitations, hence its counts, with it.
 */
export const surveyResultDays = pgTable(
  "survey_result_days",
  {
    courseId: integer("course_id").notNull(),
    sessionId: integer("session_id"),
    day: date("day", { mode: "string" }).notNull(),
    invited: integer("invited").notNull(),
    answered: integer("answered").notNull(),
    satisfactionAnswers: integer("satisfaction_answers").notNull(),
    satisfactionSum: integer("satisfaction_sum").notNull(),
  },
  (table) => [
    unique("survey_result_days_key").on(table.courseId, table.sessionId, table.day).nullsNotDistinct(),
    index("survey_result_days_day_idx").on(table.day),
  ],
);
