import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import {
  complaints,
  courses,
  registrations,
  trainingSessions,
  type Complaint,
  type Localized,
} from "../../../db/schema";
import { localize } from "~/features/catalog/localize";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import type { Lang } from "~/lib/language";
import { enqueueEmail } from "../mail/outbox.server";
import { complaintAcknowledgementEmail, complaintStaffEmail } from "../mail/templates/complaint.server";
import type { ComplaintInput } from "./complaint-schema";
import { complaintReference } from "./reference";

/** A registration a signed-in person may file a complaint about, as the form's list shows it. */
export interface ComplaintRegistrationChoice {
  id: number;
  label: string;
}

/** "Course title — 10 mars 2027", or the course alone for a registration without a session. */
function concernsLabel(
  row: { title: Localized; startsAt: Date | null; timeZone: string | null },
  lang: Lang,
): string {
  const title = localize(row.title, lang);
  return row.startsAt
    ? `${title} — ${formatDate(row.startsAt, lang, "medium", row.timeZone ?? undefined)}`
    : title;
}

/** Every registration of this account (newest first), the only ones its complaints may name. */
export async function complaintChoicesOf(
  db: Database,
  userId: string,
  lang: Lang,
): Promise<ComplaintRegistrationChoice[]> {
  const rows = await db
    .select({
      id: registrations.id,
      title: courses.title,
      startsAt: trainingSessions.startsAt,
      timeZone: trainingSessions.timeZone,
    })
    .from(registrations)
    .innerJoin(courses, eq(courses.id, registrations.courseId))
    .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
    .where(eq(registrations.userId, userId))
    .orderBy(desc(registrations.createdAt), desc(registrations.id));
  return rows.map((row) => ({ id: row.id, label: concernsLabel(row, lang) }));
}

export type FiledComplaint =
  | { kind: "filed"; id: number; reference: string }
  /** The registration named is not the signed-in person's (or nobody is signed in). */
  | { kind: "not-own-registration" };

/**
 * Records a complaint and, in the same transaction, queues the staff's notification and the
 * acknowledgement to the complainant in their language: all three exist, or none. A
 * registration is linked only when it belongs to `userId`, whatever id the form carried; its
 * session is taken from it, never from the form.
 */
export async function fileComplaint(
  db: Database,
  input: ComplaintInput & { lang: Lang; userId: string | null },
  { staffEmail, siteUrl }: { staffEmail: string; siteUrl: string },
  now = new Date(),
): Promise<FiledComplaint> {
  return db.transaction(async (tx) => {
    let link: { registrationId: number; sessionId: number | null; concerns: string } | null = null;
    if (input.registration !== undefined) {
      if (input.userId === null) return { kind: "not-own-registration" };
      const [own] = await tx
        .select({
          id: registrations.id,
          sessionId: registrations.sessionId,
          title: courses.title,
          startsAt: trainingSessions.startsAt,
          timeZone: trainingSessions.timeZone,
        })
        .from(registrations)
        .innerJoin(courses, eq(courses.id, registrations.courseId))
        .leftJoin(trainingSessions, eq(trainingSessions.id, registrations.sessionId))
        .where(and(eq(registrations.id, input.registration), eq(registrations.userId, input.userId)));
      if (!own) return { kind: "not-own-registration" };
      // The register is kept in French, the staff's language.
      link = { registrationId: own.id, sessionId: own.sessionId, concerns: concernsLabel(own, "fr") };
    }
    const [row] = await tx
      .insert(complaints)
      .values({
        name: input.name,
        email: input.email,
        phone: input.phone || null,
        userId: input.userId,
        registrationId: link?.registrationId ?? null,
        sessionId: link?.sessionId ?? null,
        concerns: link?.concerns ?? null,
        category: input.category,
        message: input.message,
        lang: input.lang,
        receivedAt: now,
        acknowledgedAt: now,
      })
      .returning();
    if (!row) throw new Error("complaint insert returned no row");
    const reference = complaintReference(row);
    const view = {
      reference,
      name: row.name,
      email: row.email,
      phone: row.phone,
      concerns: row.concerns,
      message: row.message,
      lang: row.lang,
      receivedAt: row.receivedAt,
    };
    const staff = complaintStaffEmail(
      { ...view, id: row.id, categoryLabel: getT("fr")(`complaints.categories.${row.category}`) },
      siteUrl,
    );
    await enqueueEmail(tx, { kind: "complaint-staff", to: staffEmail, replyTo: row.email, ...staff }, now);
    const ack = complaintAcknowledgementEmail(
      { ...view, categoryLabel: getT(row.lang)(`complaints.categories.${row.category}`) },
      siteUrl,
    );
    await enqueueEmail(tx, { kind: "complaint-ack", to: row.email, ...ack }, now);
    return { kind: "filed", id: row.id, reference };
  });
}

/** A complaint as a session's audit file lists it. */
export interface SessionComplaint {
  id: number;
  reference: string;
  category: Complaint["category"];
  status: Complaint["status"];
  name: string;
  email: string;
  message: string;
  receivedAt: Date;
  acknowledgedAt: Date | null;
  answeredAt: Date | null;
  closedAt: Date | null;
  answer: string | null;
  action: string | null;
  handledByEmail: string | null;
}

/**
 * The complaints linked to a session (through the registration they were filed about), oldest
 * first, with how each was handled: what an auditor reads about the session.
 */
export async function complaintsAboutSession(db: Database, sessionId: number): Promise<SessionComplaint[]> {
  const rows = await db
    .select()
    .from(complaints)
    .where(eq(complaints.sessionId, sessionId))
    .orderBy(asc(complaints.receivedAt), asc(complaints.id));
  return rows.map((row) => ({
    id: row.id,
    reference: complaintReference(row),
    category: row.category,
    status: row.status,
    name: row.name,
    email: row.email,
    message: row.message,
    receivedAt: row.receivedAt,
    acknowledgedAt: row.acknowledgedAt,
    answeredAt: row.answeredAt,
    closedAt: row.closedAt,
    answer: row.answer,
    action: row.action,
    handledByEmail: row.handledByEmail,
  }));
}

export interface ComplaintCounts {
  /** Received or in progress: nobody has answered them yet. */
  open: number;
  /** Received since the first day of this month (UTC, Conakry's time). */
  receivedThisMonth: number;
  /** The median time from receipt to answer, in days, over the last twelve months; null without answers. */
  medianDaysToAnswer: number | null;
}

/** The dashboard's figures about complaints. */
export async function complaintCounts(db: Database, now = new Date()): Promise<ComplaintCounts> {
  const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
  const yearAgo = new Date(Date.UTC(now.getUTCFullYear() - 1, now.getUTCMonth(), now.getUTCDate()));
  const [[open], [month], [median]] = await Promise.all([
    db
      .select({ n: count() })
      .from(complaints)
      .where(inArray(complaints.status, ["received", "in_progress"])),
    db.select({ n: count() }).from(complaints).where(gte(complaints.receivedAt, monthStart)),
    db
      .select({
        days: sql<
          string | number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${complaints.answeredAt} - ${complaints.receivedAt}) / 86400)`,
      })
      .from(complaints)
      .where(and(isNotNull(complaints.answeredAt), gte(complaints.answeredAt, yearAgo))),
  ]);
  const days = median?.days === null || median?.days === undefined ? null : Number(median.days);
  return { open: open?.n ?? 0, receivedThisMonth: month?.n ?? 0, medianDaysToAnswer: days };
}
