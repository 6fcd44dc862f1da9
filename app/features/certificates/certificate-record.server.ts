import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  certificates,
  courses,
  registrations,
  surveyInvitations,
  surveyResponses,
  trainingSessions,
  type Certificate,
} from "../../../db/schema";
import type { Localized } from "../../../db/schema/localized";
import type { Tx } from "~/features/mail/outbox.server";

/**
 * One certificate with what its PDF, its e-mails and the holder's page print: the holder as
 * registered, the course, the session. Read in the caller's transaction when there is one, so an
 * e-mail queued with a new certificate sees it.
 */
export interface CertificateRecord {
  certificate: Certificate;
  holder: { userId: string | null; firstName: string; lastName: string; email: string };
  course: { id: number; title: Localized; description: Localized; objectives: Localized[] };
  /** The knowledge check's scores in percent (null: not taken), when the course prints them and one exists. */
  knowledge: { before: number | null; after: number | null } | null;
  session: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    timeZone: string;
    venueName: string | null;
    streetAddress: string | null;
    city: string | null;
    country: string | null;
  };
}

/** The holder's knowledge check score of one phase, only when the course prints it (one answer at most). */
const knowledgeScore = (phase: "before" | "after") =>
  sql<number | null>`CASE WHEN ${courses.knowledgeOnCertificate} THEN (
    SELECT ${surveyResponses.score} FROM ${surveyResponses}
    INNER JOIN ${surveyInvitations} ON ${surveyInvitations.id} = ${surveyResponses.invitationId}
    WHERE ${surveyInvitations.registrationId} = ${registrations.id} AND ${surveyInvitations.kind} = 'knowledge'
      AND ${surveyInvitations.respondent} = 'trainee' AND ${surveyInvitations.phase} = ${phase}
  ) END`;

const recordColumns = {
  certificate: certificates,
  userId: registrations.userId,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  courseId: courses.id,
  knowledgeBefore: knowledgeScore("before"),
  knowledgeAfter: knowledgeScore("after"),
  title: courses.title,
  description: courses.description,
  objectives: courses.objectives,
  sessionId: trainingSessions.id,
  startsAt: trainingSessions.startsAt,
  endsAt: trainingSessions.endsAt,
  timeZone: trainingSessions.timeZone,
  venueName: trainingSessions.venueName,
  streetAddress: trainingSessions.streetAddress,
  city: trainingSessions.city,
  country: trainingSessions.country,
};

type RecordRow = {
  certificate: Certificate;
  userId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  courseId: number;
  knowledgeBefore: number | null;
  knowledgeAfter: number | null;
  title: Localized;
  description: Localized;
  objectives: Localized[];
  sessionId: number;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  venueName: string | null;
  streetAddress: string | null;
  city: string | null;
  country: string | null;
};

function toRecord(row: RecordRow): CertificateRecord {
  const knowledge =
    row.knowledgeBefore === null && row.knowledgeAfter === null
      ? null
      : { before: row.knowledgeBefore, after: row.knowledgeAfter };
  return {
    certificate: row.certificate,
    holder: { userId: row.userId, firstName: row.firstName, lastName: row.lastName, email: row.email },
    course: { id: row.courseId, title: row.title, description: row.description, objectives: row.objectives },
    knowledge,
    session: {
      id: row.sessionId,
      startsAt: row.startsAt,
      endsAt: row.endsAt,
      timeZone: row.timeZone,
      venueName: row.venueName,
      streetAddress: row.streetAddress,
      city: row.city,
      country: row.country,
    },
  };
}

function selectRecords(db: Database | Tx) {
  return db
    .select(recordColumns)
    .from(certificates)
    .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId));
}

export async function loadCertificateRecord(
  db: Database | Tx,
  certificateId: number,
): Promise<CertificateRecord | null> {
  const [row] = await selectRecords(db).where(eq(certificates.id, certificateId));
  return row ? toRecord(row) : null;
}

/** The certificates of a person's registrations, the latest session first. */
export async function listCertificatesOfUser(db: Database, userId: string): Promise<CertificateRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(registrations.userId, userId))
    .orderBy(trainingSessions.startsAt, certificates.id);
  return rows.reverse().map(toRecord);
}

/** The certificates issued to a session's participants, revoked ones included, by number. */
export async function listCertificatesOfSession(
  db: Database,
  sessionId: number,
): Promise<CertificateRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(registrations.sessionId, sessionId))
    .orderBy(certificates.number, certificates.id);
  return rows.map(toRecord);
}
