import { eq, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  certificateNumbers,
  certificates,
  courses,
  registrations,
  trainingSessions,
  type AuditSnapshot,
  type Certificate,
} from "../../../db/schema";
import type { Lang } from "~/lib/language";
import type { Tx } from "~/features/mail/outbox.server";
import {
  attendanceSummaries,
  isStaff,
  type AttendanceActor,
  type AttendanceSummary,
  type AuditWriter,
} from "~/features/attendance/attendance.server";
import { newCertificateCode, normalizeCertificateCode } from "./certificate-code";

/** Whether a participant's attendance earns the certificate: attended half-days ≥ the course's share. */
export function isEligible(summary: AttendanceSummary, thresholdPercent: number): boolean {
  if (summary.halfDaysPlanned === 0) return false;
  return summary.halfDaysAttended * 100 >= thresholdPercent * summary.halfDaysPlanned;
}

/** The certificate's end of validity: `months` after its issue (same day of month, or the month's last). */
export function validUntil(issuedAt: Date, months: number | null): Date | null {
  if (months === null) return null;
  const end = new Date(issuedAt);
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}

/** The readable number: the year of issue and a sequence shared by all years (2026-000042). */
async function nextNumber(tx: Tx, issuedAt: Date): Promise<string> {
  const result = await tx.execute(sql`SELECT nextval(${certificateNumbers.seqName}) AS value`);
  const [row] = (result as unknown as { rows: { value: string | number }[] }).rows;
  if (!row) throw new Error("no certificate number");
  return `${issuedAt.getUTCFullYear()}-${String(row.value).padStart(6, "0")}`;
}

interface IssueValues {
  registrationId: number;
  lang: "fr" | "en";
  summary: Pick<AttendanceSummary, "minutesAttended" | "minutesPlanned">;
  validityMonths: number | null;
  issuedAt: Date;
  issuedBy: string | null;
  issueReason: string | null;
}

/** Inserts the registration's certificate unless it has one; null when it had. */
async function insertCertificate(tx: Tx, values: IssueValues): Promise<Certificate | null> {
  const [row] = await tx
    .insert(certificates)
    .values({
      registrationId: values.registrationId,
      code: newCertificateCode(),
      number: await nextNumber(tx, values.issuedAt),
      lang: values.lang,
      minutesAttended: values.summary.minutesAttended,
      minutesPlanned: Math.max(1, values.summary.minutesPlanned),
      issuedAt: values.issuedAt,
      issuedBy: values.issuedBy,
      issueReason: values.issueReason,
      validUntil: validUntil(values.issuedAt, values.validityMonths),
    })
    .onConflictDoNothing({ target: certificates.registrationId })
    .returning();
  return row ?? null;
}

async function sessionWithCourse(db: Database | Tx, sessionId: number, { lock = false } = {}) {
  const query = db
    .select({
      session: trainingSessions,
      threshold: courses.attendanceThresholdPercent,
      validityMonths: courses.certificateValidityMonths,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, sessionId));
  // Locked, the session is this transaction's: another process's pass skips it.
  const [row] = lock ? await query.for("update", { of: trainingSessions, skipLocked: true }) : await query;
  return row;
}

export interface IssueForSessionOptions {
  /**
   * Skip the session when another transaction holds it (a background pass in another process,
   * a registration): the next pass gets it.
   */
  skipLocked?: boolean;
  /** Runs in the issuing transaction for each new certificate: its holder's e-mail is queued there. */
  onIssued?: (tx: Tx, certificate: Certificate) => Promise<void>;
}

/**
 * Issues the certificates a session's end earns: one per confirmed participant whose attendance
 * meets the course's threshold and who has none yet. Run again, it issues nothing twice; before
 * the session's end, or for a cancelled session, it issues nothing.
 */
export async function issueCertificatesForSession(
  db: Database,
  sessionId: number,
  now: Date,
  { skipLocked = false, onIssued }: IssueForSessionOptions = {},
): Promise<Certificate[]> {
  return db.transaction(async (tx) => {
    const found = await sessionWithCourse(tx, sessionId, { lock: skipLocked });
    if (!found || found.session.status !== "scheduled" || found.session.endsAt > now) return [];
    const summaries = await attendanceSummaries(tx, sessionId);
    const langs = new Map(
      (
        await tx
          .select({ id: registrations.id, lang: registrations.lang })
          .from(registrations)
          .where(eq(registrations.sessionId, sessionId))
      ).map((reg) => [reg.id, reg.lang]),
    );
    const issued: Certificate[] = [];
    for (const summary of summaries) {
      if (!isEligible(summary, found.threshold)) continue;
      const row = await insertCertificate(tx, {
        registrationId: summary.registrationId,
        lang: langs.get(summary.registrationId) ?? "fr",
        summary,
        validityMonths: found.validityMonths,
        issuedAt: now,
        issuedBy: null,
        issueReason: null,
      });
      if (!row) continue;
      await onIssued?.(tx, row);
      issued.push(row);
    }
    return issued;
  });
}

export type CertificateRefusal =
  | "not_allowed"
  | "reason_required"
  | "registration_not_found"
  | "not_confirmed"
  | "already_issued"
  | "not_found"
  | "already_revoked";

export class CertificateError extends Error {
  constructor(
    readonly reason: CertificateRefusal,
    message: string,
  ) {
    super(message);
    this.name = "CertificateError";
  }
}

const REASON_MAX = 500;

function staffReason(actor: AttendanceActor, reason: string): string {
  if (!isStaff(actor))
    throw new CertificateError("not_allowed", "Only staff may issue or revoke a certificate.");
  const trimmed = reason.trim();
  if (!trimmed || trimmed.length > REASON_MAX)
    throw new CertificateError("reason_required", `A reason of 1 to ${REASON_MAX} characters is required.`);
  return trimmed;
}

const certificateSnapshot = (row: Certificate): AuditSnapshot => ({
  number: row.number,
  registrationId: row.registrationId,
  issuedAt: row.issuedAt.toISOString(),
  issueReason: row.issueReason,
  validUntil: row.validUntil?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  revokedReason: row.revokedReason,
});

/**
 * Staff's decision case by case: a certificate for a confirmed participant of a session, whatever
 * the attendance says, with the reason written to the audit log. A registration has one at most.
 */
export async function issueCertificateManually(
  db: Database,
  actor: AttendanceActor,
  registrationId: number,
  reason: string,
  {
    audit,
    now = new Date(),
    onIssued,
  }: { audit: AuditWriter; now?: Date; onIssued?: IssueForSessionOptions["onIssued"] },
): Promise<Certificate> {
  const why = staffReason(actor, reason);
  return db.transaction(async (tx) => {
    const [reg] = await tx.select().from(registrations).where(eq(registrations.id, registrationId));
    if (!reg || reg.sessionId === null)
      throw new CertificateError("registration_not_found", "No registration to a session has this number.");
    if (reg.status !== "confirmed")
      throw new CertificateError("not_confirmed", "This registration is not confirmed.");
    const found = await sessionWithCourse(tx, reg.sessionId);
    const summary = (await attendanceSummaries(tx, reg.sessionId)).find((s) => s.registrationId === reg.id);
    const row = await insertCertificate(tx, {
      registrationId: reg.id,
      lang: reg.lang,
      summary: summary ?? { minutesAttended: 0, minutesPlanned: 1 },
      validityMonths: found?.validityMonths ?? null,
      issuedAt: now,
      issuedBy: actor.id,
      issueReason: why,
    });
    if (!row) throw new CertificateError("already_issued", "This registration already has a certificate.");
    await audit(tx, {
      actor,
      action: "certificate_issue",
      entityType: "certificate",
      entityId: row.id,
      before: null,
      after: certificateSnapshot(row),
    });
    // The holder's e-mail (certificate-jobs.server.ts, tellHolder); without it, the next pass sends it.
    await onIssued?.(tx, row);
    return row;
  });
}

/** Staff revoke a certificate, with a reason: its verification page says so from then on. */
export async function revokeCertificate(
  db: Database,
  actor: AttendanceActor,
  certificateId: number,
  reason: string,
  { audit, now = new Date() }: { audit: AuditWriter; now?: Date },
): Promise<Certificate> {
  const why = staffReason(actor, reason);
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select()
      .from(certificates)
      .where(eq(certificates.id, certificateId))
      .for("update");
    if (!before) throw new CertificateError("not_found", "No certificate has this number.");
    if (before.revokedAt)
      throw new CertificateError("already_revoked", "This certificate is already revoked.");
    const [after] = await tx
      .update(certificates)
      .set({ revokedAt: now, revokedReason: why, revokedBy: actor.id })
      .where(eq(certificates.id, certificateId))
      .returning();
    if (!after) throw new Error("certificate not revoked");
    await audit(tx, {
      actor,
      action: "certificate_revoke",
      entityType: "certificate",
      entityId: after.id,
      before: certificateSnapshot(before),
      after: certificateSnapshot(after),
    });
    return after;
  });
}

export type CertificateStatus =
  { kind: "valid"; validUntil: Date | null } | { kind: "expired"; on: Date } | { kind: "revoked"; on: Date };

/** What the public verification page shows, and nothing more. */
export interface CertificateVerification {
  holderName: string;
  courseTitle: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  minutesAttended: number;
  minutesPlanned: number;
  status: CertificateStatus;
}

/** The certificate behind a verification code, in `lang`; null for a malformed or unknown code. */
export async function verifyCertificate(
  db: Database,
  rawCode: string,
  lang: Lang,
  now: Date,
): Promise<CertificateVerification | null> {
  const code = normalizeCertificateCode(rawCode);
  if (!code) return null;
  const [row] = await db
    .select({
      certificate: certificates,
      firstName: registrations.firstName,
      lastName: registrations.lastName,
      title: courses.title,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
    })
    .from(certificates)
    .innerJoin(registrations, eq(registrations.id, certificates.registrationId))
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .innerJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(certificates.code, code));
  if (!row) return null;
  const { certificate } = row;
  const status: CertificateStatus = certificate.revokedAt
    ? { kind: "revoked", on: certificate.revokedAt }
    : certificate.validUntil && certificate.validUntil <= now
      ? { kind: "expired", on: certificate.validUntil }
      : { kind: "valid", validUntil: certificate.validUntil };
  return {
    holderName: `${row.firstName} ${row.lastName}`,
    courseTitle: row.title[lang] || row.title.fr,
    startsAt: row.startsAt,
    endsAt: row.endsAt,
    timeZone: row.timeZone,
    minutesAttended: certificate.minutesAttended,
    minutesPlanned: certificate.minutesPlanned,
    status,
  };
}
