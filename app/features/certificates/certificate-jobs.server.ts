import { and, asc, eq, exists, gt, inArray, isNotNull, isNull, lte, notExists, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  certificates,
  companies,
  companyBookings,
  registrations,
  trainingSessions,
} from "../../../db/schema";
import { enqueueEmail, type Tx } from "~/features/mail/outbox.server";
import { enqueueSms } from "~/features/sms/sms-outbox.server";
import { certificateReadySms } from "./certificate-sms.server";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import type { Lang } from "~/lib/language";
import { issueCertificatesForSession } from "./certificates.server";
import { loadCertificateRecord } from "./certificate-record.server";
import {
  certificateIssuedEmail,
  employerRenewalReminderEmail,
  renewalReminderEmail,
  type RenewalSession,
} from "./emails/certificate-emails.server";

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * How long after a session's end its certificates are issued automatically: long enough for staff
 * to correct the attendance of a session that ended (a sheet signed on paper, typed in later);
 * after it, a late certificate is staff's decision (issueCertificateManually).
 */
export const ISSUE_WINDOW_MS = 30 * DAY_MS;

/** The renewal reminder goes this long before a certificate expires. */
export const RENEWAL_REMINDER_BEFORE_MS = 60 * DAY_MS;

/** The next sessions of the course the reminder offers. */
const RENEWAL_SESSIONS = 3;

const BATCH = 50;

export interface CertificateJobsDeps {
  /** SITE_URL: the links in the e-mails and the PDF. */
  siteUrl: string;
  now: Date;
}

export interface CertificateJobsReport {
  issued: number;
  /** Certificates staff issued by hand since the last pass, whose holder was told. */
  emailed: number;
  renewalReminders: number;
}

/**
 * One pass at `deps.now`: certificates of sessions that have ended are issued, each with its
 * holder's e-mail queued in the same transaction; certificates staff issued by hand get theirs;
 * certificates that expire within 60 days get their renewal reminder, once. Safe to run from several
 * processes at once: sessions and certificates are claimed with FOR UPDATE SKIP LOCKED, and a
 * column set in the transaction that queues an e-mail keeps it from being queued twice.
 */
export async function runCertificateJobs(
  db: Database,
  deps: CertificateJobsDeps,
): Promise<CertificateJobsReport> {
  return {
    issued: await issueEndedSessions(db, deps),
    emailed: await emailUntoldHolders(db, deps),
    renewalReminders: await sendRenewalReminders(db, deps),
  };
}

/** Queues the holder's e-mail about a new certificate, and records it, in the caller's transaction. */
export async function tellHolder(tx: Tx, certificateId: number, deps: CertificateJobsDeps): Promise<void> {
  const record = await loadCertificateRecord(tx, certificateId);
  if (!record) throw new Error(`certificate ${certificateId} vanished inside its own transaction`);
  await enqueueEmail(tx, certificateIssuedEmail(record, { siteUrl: deps.siteUrl }), deps.now);
  // And by text, to a holder who accepted texts.
  if (record.holder.userId) {
    await enqueueSms(
      tx,
      {
        kind: "certificate-ready",
        userId: record.holder.userId,
        registrationId: record.certificate.registrationId,
        text: certificateReadySms(record, deps.siteUrl),
      },
      deps.now,
    );
  }
  await tx.update(certificates).set({ emailedAt: deps.now }).where(eq(certificates.id, certificateId));
}

/**
 * Sessions that ended (not cancelled) within the window and still have a confirmed participant
 * without a certificate. Whether that participant earned one is issueCertificatesForSession's
 * to say: someone absent stays without, and their session is looked at again until the window
 * closes, in case staff correct the attendance.
 */
async function issueEndedSessions(db: Database, deps: CertificateJobsDeps): Promise<number> {
  const since = new Date(deps.now.getTime() - ISSUE_WINDOW_MS);
  const due = await db
    .select({ id: trainingSessions.id })
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.status, "scheduled"),
        lte(trainingSessions.endsAt, deps.now),
        gt(trainingSessions.endsAt, since),
        exists(
          db
            .select({ one: sql`1` })
            .from(registrations)
            .where(
              and(
                eq(registrations.sessionId, trainingSessions.id),
                eq(registrations.status, "confirmed"),
                notExists(
                  db
                    .select({ one: sql`1` })
                    .from(certificates)
                    .where(eq(certificates.registrationId, registrations.id)),
                ),
              ),
            ),
        ),
      ),
    )
    .orderBy(asc(trainingSessions.endsAt));
  let issued = 0;
  for (const { id } of due) {
    const certificatesIssued = await issueCertificatesForSession(db, id, deps.now, {
      skipLocked: true,
      onIssued: (tx, certificate) => tellHolder(tx, certificate.id, deps),
    });
    issued += certificatesIssued.length;
  }
  return issued;
}

/**
 * Certificates staff issued by hand (the back-office issues them without e-mail) within the
 * window, not revoked: their holders are told on the next pass.
 */
async function emailUntoldHolders(db: Database, deps: CertificateJobsDeps): Promise<number> {
  const since = new Date(deps.now.getTime() - ISSUE_WINDOW_MS);
  let told = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            isNull(certificates.emailedAt),
            isNull(certificates.revokedAt),
            gt(certificates.issuedAt, since),
            lte(certificates.issuedAt, deps.now),
          ),
        )
        .orderBy(asc(certificates.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      for (const row of due) await tellHolder(tx, row.id, deps);
      return due.length;
    });
    told += batch;
    if (batch < BATCH) return told;
  }
}

/** "jeudi 10 juin 2027, Conakry" or "…, à distance": a session the reminder offers. */
function renewalSessionLabel(session: typeof trainingSessions.$inferSelect, lang: Lang): string {
  const when = sessionWhen(session, lang);
  const place = sessionPlace(session, lang);
  const where = place ? place.city : lang === "fr" ? "à distance" : "remote";
  return `${when.startDate}, ${where}`;
}

async function nextSessionsOf(tx: Tx, courseId: number, lang: Lang, now: Date): Promise<RenewalSession[]> {
  const rows = await tx
    .select()
    .from(trainingSessions)
    .where(
      and(
        eq(trainingSessions.courseId, courseId),
        eq(trainingSessions.status, "scheduled"),
        gt(trainingSessions.startsAt, now),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt))
    .limit(RENEWAL_SESSIONS);
  return rows.map((session) => ({ id: session.id, label: renewalSessionLabel(session, lang) }));
}

/** The company that booked the holder's seat, when one did: its reminder goes to its billing address. */
async function employerOf(tx: Tx, registrationId: number) {
  const [company] = await tx
    .select({ legalName: companies.legalName, email: companies.billingEmail, lang: companies.lang })
    .from(registrations)
    .innerJoin(companyBookings, eq(companyBookings.id, registrations.companyBookingId))
    .innerJoin(companies, eq(companies.id, companyBookings.companyId))
    .where(eq(registrations.id, registrationId));
  return company ?? null;
}

/**
 * The reminder 60 days before a certificate expires, to its holder, with the next sessions of
 * the same course (or the course's page when none is scheduled): once, its column set in the
 * transaction that queues it; never for a revoked or already expired certificate.
 */
async function sendRenewalReminders(db: Database, deps: CertificateJobsDeps): Promise<number> {
  const opensBy = new Date(deps.now.getTime() + RENEWAL_REMINDER_BEFORE_MS);
  let sent = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const due = await tx
        .select({ id: certificates.id })
        .from(certificates)
        .where(
          and(
            isNotNull(certificates.validUntil),
            isNull(certificates.revokedAt),
            isNull(certificates.renewalReminderSentAt),
            lte(certificates.validUntil, opensBy),
            gt(certificates.validUntil, deps.now),
          ),
        )
        .orderBy(asc(certificates.validUntil), asc(certificates.id))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(certificates)
        .set({ renewalReminderSentAt: deps.now })
        .where(
          inArray(
            certificates.id,
            due.map((row) => row.id),
          ),
        );
      for (const row of due) {
        const record = await loadCertificateRecord(tx, row.id);
        if (!record) continue;
        const sessions = await nextSessionsOf(tx, record.course.id, record.certificate.lang, deps.now);
        await enqueueEmail(tx, renewalReminderEmail(record, { siteUrl: deps.siteUrl, sessions }), deps.now);
        const employer = await employerOf(tx, record.certificate.registrationId);
        if (employer)
          await enqueueEmail(
            tx,
            employerRenewalReminderEmail(record, { siteUrl: deps.siteUrl, company: employer }),
            deps.now,
          );
      }
      return due.length;
    });
    sent += batch;
    if (batch < BATCH) return sent;
  }
}
