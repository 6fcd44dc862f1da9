import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lt, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  attendanceMarks,
  companies,
  companyBookings,
  courses,
  questionnaires,
  questionnaireVersions,
  registrations,
  surveyInvitations,
  trainingSessions,
  user,
  type InvitationPhase,
  type QuestionnaireKind,
  type RespondentKind,
} from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { enqueueEmail, type Tx } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { surveyEmail } from "./emails/survey-emails.server";
import { surveyPath, surveyToken } from "./survey-links.server";
import { ensureInvitation } from "./surveys.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The follow-up survey goes this many days after the session's end, unless told otherwise. */
export const DEFAULT_FOLLOW_UP_DAYS = 60;
/** Reminders to those who have not answered: so many days after the invitation, two at most. */
export const REMINDER_DAYS = [3, 7] as const;
/**
 * A session is looked at for this long after its end (or its follow-up day): a server that was
 * down catches up, and a site that starts using surveys does not write to every past trainee.
 */
export const CATCH_UP_MS = 14 * DAY_MS;

const BATCH = 50;

export interface SurveyJobsDeps {
  siteUrl: string;
  /** The first signs the links (the server's signing secrets). */
  secret: string;
  now: Date;
  followUpDays?: number;
}

export interface SurveyJobsReport {
  positioning: number;
  end: number;
  followUp: number;
  employer: number;
  knowledgeBefore: number;
  knowledgeAfter: number;
  reminders: number;
}

/**
 * One pass at `deps.now`: the positioning questionnaire to confirmed trainees of sessions to
 * come, the end-of-training survey to those who attended a session that ended, the follow-up
 * `followUpDays` later to them and to the employer contact of each company booking, and the
 * reminders. Each e-mail is queued in the transaction that records it (the invitation made, its
 * `sent_at` or its reminder count set from the value read), so two passes never send it twice.
 */
export async function runSurveyJobs(db: Database, deps: SurveyJobsDeps): Promise<SurveyJobsReport> {
  const followUpMs = (deps.followUpDays ?? DEFAULT_FOLLOW_UP_DAYS) * DAY_MS;
  return {
    positioning: await sendToTrainees(db, deps, "positioning", upcomingSessions(deps.now)),
    end: await sendToTrainees(db, deps, "end", endedBetween(deps.now, 0)),
    followUp: await sendToTrainees(db, deps, "follow-up", endedBetween(deps.now, followUpMs)),
    employer: await sendToEmployers(db, deps, endedBetween(deps.now, followUpMs)),
    // A course's knowledge check: with the positioning questionnaire, then with the end survey.
    knowledgeBefore: await sendToTrainees(db, deps, "knowledge", upcomingSessions(deps.now), "before"),
    knowledgeAfter: await sendToTrainees(db, deps, "knowledge", endedBetween(deps.now, 0), "after"),
    reminders: await sendReminders(db, deps),
  };
}

const scheduled = eq(trainingSessions.status, "scheduled");
const upcomingSessions = (now: Date) => and(scheduled, gt(trainingSessions.startsAt, now));
/** Sessions whose end, plus `delay`, has come within the catch-up window. */
const endedBetween = (now: Date, delay: number) =>
  and(
    scheduled,
    lte(trainingSessions.endsAt, new Date(now.getTime() - delay)),
    gt(trainingSessions.endsAt, new Date(now.getTime() - delay - CATCH_UP_MS)),
  );

/** Attended: at least one half-day marked present or late. */
const attended = (db: Database) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(attendanceMarks)
      .where(
        and(
          eq(attendanceMarks.registrationId, registrations.id),
          inArray(attendanceMarks.state, ["present", "late"]),
        ),
      ),
  );

/** No invitation of this kind and phase e-mailed (or answered) yet for the registration. */
const notInvited = (db: Database, kind: QuestionnaireKind, phase: InvitationPhase) =>
  sql`NOT ${exists(
    db
      .select({ one: sql`1` })
      .from(surveyInvitations)
      .where(
        and(
          eq(surveyInvitations.registrationId, registrations.id),
          eq(surveyInvitations.kind, kind),
          eq(surveyInvitations.phase, phase),
          eq(surveyInvitations.respondent, "trainee"),
          or(isNotNull(surveyInvitations.sentAt), isNotNull(surveyInvitations.answeredAt)),
        ),
      ),
  )}`;

/**
 * The course has its own questionnaire of `kind` with a saved version: a kind without a default
 * (the knowledge check) is looked for only there, so the batches hold only rows that get an e-mail.
 */
const courseHasOwn = (db: Database, kind: QuestionnaireKind) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(questionnaires)
      .innerJoin(questionnaireVersions, eq(questionnaireVersions.questionnaireId, questionnaires.id))
      .where(and(eq(questionnaires.kind, kind), eq(questionnaires.courseId, registrations.courseId))),
  );

async function sendToTrainees(
  db: Database,
  deps: SurveyJobsDeps,
  kind: QuestionnaireKind,
  sessionsDue: ReturnType<typeof and>,
  phase: InvitationPhase = "once",
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: registrations.id,
          courseId: registrations.courseId,
          sessionId: registrations.sessionId,
          email: registrations.email,
          firstName: registrations.firstName,
          lang: registrations.lang,
          courseTitle: courses.title,
        })
        .from(registrations)
        .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
        .innerJoin(courses, eq(courses.id, registrations.courseId))
        .where(
          and(
            sessionsDue,
            eq(registrations.status, "confirmed"),
            kind === "positioning" || phase === "before" ? undefined : attended(db),
            kind === "knowledge" ? courseHasOwn(db, kind) : undefined,
            notInvited(db, kind, phase),
          ),
        )
        .orderBy(asc(registrations.id))
        .limit(BATCH)
        .for("update", { of: registrations, skipLocked: true });
      let queued = 0;
      for (const row of due) {
        const ensured = await ensureInvitation(
          tx,
          deps.secret,
          {
            kind,
            respondent: "trainee",
            phase,
            registrationId: row.id,
            courseId: row.courseId,
            sessionId: row.sessionId,
            email: row.email,
            lang: row.lang,
          },
          deps.now,
        );
        // No questionnaire of this kind: nothing to send, and the query would find it again.
        if (!ensured) continue;
        if (
          await claimFirstSending(tx, ensured.invitation.id, deps.now, {
            kind,
            respondent: "trainee",
            to: row.email,
            lang: row.lang,
            firstName: row.firstName,
            courseTitle: localize(row.courseTitle, row.lang),
            token: ensured.token,
            siteUrl: deps.siteUrl,
          })
        )
          queued += 1;
      }
      return { queued, seen: due.length };
    });
    sent += batch.queued;
    if (batch.seen < BATCH || batch.queued === 0) return sent;
  }
}

interface Mail {
  kind: QuestionnaireKind;
  respondent: RespondentKind;
  to: string;
  lang: Lang;
  firstName: string | null;
  courseTitle: string;
  token: string;
  siteUrl: string;
}

function mailOf(mail: Mail, reminder: boolean) {
  return surveyEmail({
    kind: mail.kind,
    respondent: mail.respondent,
    reminder,
    to: mail.to,
    lang: mail.lang,
    firstName: mail.firstName,
    courseTitle: mail.courseTitle,
    link: new URL(surveyPath(mail.token, mail.lang), mail.siteUrl).href,
    siteUrl: mail.siteUrl,
  });
}

/** Marks the invitation sent and queues its e-mail, unless it was sent or answered already. */
async function claimFirstSending(tx: Tx, invitationId: number, now: Date, mail: Mail): Promise<boolean> {
  const claimed = await tx
    .update(surveyInvitations)
    .set({ sentAt: now })
    .where(
      and(
        eq(surveyInvitations.id, invitationId),
        isNull(surveyInvitations.sentAt),
        isNull(surveyInvitations.answeredAt),
      ),
    )
    .returning({ id: surveyInvitations.id });
  if (claimed.length === 0) return false;
  await enqueueEmail(tx, mailOf(mail, false), now);
  return true;
}

/**
 * The employer's follow-up: one per confirmed company booking of the session, to the contact who
 * booked it (else the company's billing address), in the booking's language.
 */
async function sendToEmployers(
  db: Database,
  deps: SurveyJobsDeps,
  sessionsDue: ReturnType<typeof and>,
): Promise<number> {
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          id: companyBookings.id,
          sessionId: companyBookings.sessionId,
          courseId: trainingSessions.courseId,
          lang: companyBookings.lang,
          contactEmail: user.email,
          billingEmail: companies.billingEmail,
          courseTitle: courses.title,
        })
        .from(companyBookings)
        .innerJoin(trainingSessions, eq(trainingSessions.id, companyBookings.sessionId))
        .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
        .innerJoin(companies, eq(companies.id, companyBookings.companyId))
        .leftJoin(user, eq(user.id, companyBookings.bookedBy))
        .where(
          and(
            sessionsDue,
            eq(companyBookings.status, "confirmed"),
            sql`NOT ${exists(
              db
                .select({ one: sql`1` })
                .from(surveyInvitations)
                .where(
                  and(
                    eq(surveyInvitations.companyBookingId, companyBookings.id),
                    eq(surveyInvitations.kind, "employer"),
                    eq(surveyInvitations.respondent, "employer"),
                  ),
                ),
            )}`,
          ),
        )
        .orderBy(asc(companyBookings.id))
        .limit(BATCH)
        .for("update", { of: companyBookings, skipLocked: true });
      let queued = 0;
      for (const row of due) {
        const to = row.contactEmail ?? row.billingEmail;
        const ensured = await ensureInvitation(
          tx,
          deps.secret,
          {
            kind: "employer",
            respondent: "employer",
            companyBookingId: row.id,
            courseId: row.courseId,
            sessionId: row.sessionId,
            email: to,
            lang: row.lang,
          },
          deps.now,
        );
        if (!ensured) continue;
        if (
          await claimFirstSending(tx, ensured.invitation.id, deps.now, {
            kind: "employer",
            respondent: "employer",
            to,
            lang: row.lang,
            firstName: null,
            courseTitle: localize(row.courseTitle, row.lang),
            token: ensured.token,
            siteUrl: deps.siteUrl,
          })
        )
          queued += 1;
      }
      return { queued, seen: due.length };
    });
    sent += batch.queued;
    if (batch.seen < BATCH || batch.queued === 0) return sent;
  }
}

/**
 * Reminders to those who have not answered: the first REMINDER_DAYS[0] days after the invitation,
 * the second REMINDER_DAYS[1] days after it, none after the second or once answered. The count is
 * raised from the value read, in the transaction that queues the e-mail.
 */
async function sendReminders(db: Database, deps: SurveyJobsDeps): Promise<number> {
  const [first, second] = REMINDER_DAYS;
  const firstBy = new Date(deps.now.getTime() - first * DAY_MS);
  const secondBy = new Date(deps.now.getTime() - second * DAY_MS);
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({
          invitation: surveyInvitations,
          firstName: registrations.firstName,
          courseTitle: courses.title,
        })
        .from(surveyInvitations)
        .innerJoin(courses, eq(courses.id, surveyInvitations.courseId))
        .leftJoin(registrations, eq(registrations.id, surveyInvitations.registrationId))
        .where(
          and(
            isNull(surveyInvitations.answeredAt),
            isNotNull(surveyInvitations.sentAt),
            or(
              and(eq(surveyInvitations.remindersSent, 0), lte(surveyInvitations.sentAt, firstBy)),
              and(eq(surveyInvitations.remindersSent, 1), lte(surveyInvitations.sentAt, secondBy)),
            ),
            // A positioning questionnaire, or the knowledge check before, is pointless once the session has begun.
            or(
              and(
                sql`${surveyInvitations.kind} <> 'positioning'`,
                sql`${surveyInvitations.phase} <> 'before'`,
              ),
              exists(
                db
                  .select({ one: sql`1` })
                  .from(trainingSessions)
                  .where(
                    and(
                      eq(trainingSessions.id, surveyInvitations.sessionId),
                      gt(trainingSessions.startsAt, deps.now),
                    ),
                  ),
              ),
            ),
            lt(surveyInvitations.remindersSent, 2),
          ),
        )
        .orderBy(asc(surveyInvitations.id))
        .limit(BATCH)
        .for("update", { of: surveyInvitations, skipLocked: true });
      for (const { invitation, firstName, courseTitle } of due) {
        await tx
          .update(surveyInvitations)
          .set({ remindersSent: invitation.remindersSent + 1, lastReminderAt: deps.now })
          .where(eq(surveyInvitations.id, invitation.id));
        const subjectId =
          invitation.respondent === "trainee" ? invitation.registrationId! : invitation.companyBookingId!;
        await enqueueEmail(
          tx,
          mailOf(
            {
              kind: invitation.kind,
              respondent: invitation.respondent,
              to: invitation.email,
              lang: invitation.lang,
              firstName,
              courseTitle: localize(courseTitle, invitation.lang),
              token: surveyToken(deps.secret, {
                kind: invitation.kind,
                respondent: invitation.respondent,
                subjectId,
                phase: invitation.phase,
              }),
              siteUrl: deps.siteUrl,
            },
            true,
          ),
          deps.now,
        );
      }
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
