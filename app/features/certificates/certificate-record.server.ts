import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { certificates, courses, registrations, trainingSessions, type Certificate } from "../../../db/schema";
import type { Localized } from "../../../db/schema/localized";
import type { Tx } from "~/features/mail/outbox.server";
import { knowledgeScores, type KnowledgeScores } from "~/features/surveys/knowledge-scores.server";

/**
 * One certificate with what its PDF, its e-mails and the holder's page print: the holder as
 * registered, the course, the session. Read in the caller's transaction when there is one, so an
 * e-mail queued with a new certificate sees it.
 */
export interface CertificateRecord {
  certificate: Certificate;
  holder: { userId: string | null; firstName: string; lastName: string; email: string };
  course: { id: number; title: Localized; description: Localized; objectives: Localized[] };
  /** The knowledge check's scores, when the course prints them on its certificates and they exist. */
  knowledge: KnowledgeScores | null;
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

const recordColumns = {
  certificate: certificates,
  userId: registrations.userId,
  firstName: registrations.firstName,
  lastName: registrations.lastName,
  email: registrations.email,
  registrationId: registrations.id,
  courseId: courses.id,
  knowledgeOnCertificate: courses.knowledgeOnCertificate,
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
  registrationId: number;
  courseId: number;
  knowledgeOnCertificate: boolean;
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

/** The records of these rows, with the knowledge check's scores where their course prints them. */
async function toRecords(db: Database | Tx, rows: RecordRow[]): Promise<CertificateRecord[]> {
  const assessed = rows.filter((row) => row.knowledgeOnCertificate).map((row) => row.registrationId);
  const scores = await knowledgeScores(db, assessed);
  return rows.map((row) => toRecord(row, scores.get(row.registrationId) ?? null));
}

function toRecord(row: RecordRow, knowledge: KnowledgeScores | null): CertificateRecord {
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
  const rows = await selectRecords(db).where(eq(certificates.id, certificateId));
  const [record] = await toRecords(db, rows);
  return record ?? null;
}

/** The certificates of a person's registrations, the latest session first. */
export async function listCertificatesOfUser(db: Database, userId: string): Promise<CertificateRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(registrations.userId, userId))
    .orderBy(trainingSessions.startsAt, certificates.id);
  return toRecords(db, rows.reverse());
}

/** The certificates issued to a session's participants, revoked ones included, by number. */
export async function listCertificatesOfSession(
  db: Database,
  sessionId: number,
): Promise<CertificateRecord[]> {
  const rows = await selectRecords(db)
    .where(eq(registrations.sessionId, sessionId))
    .orderBy(certificates.number, certificates.id);
  return toRecords(db, rows);
}
