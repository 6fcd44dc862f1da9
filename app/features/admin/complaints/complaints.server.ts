import { and, asc, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { complaints, complaintStatuses, type Complaint, type ComplaintStatus } from "../../../../db/schema";
import { complaintCategories } from "../../../../db/schema/complaint-values";
import { complaintIdOf, complaintReference } from "~/features/complaints/reference";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { complaintAnswerEmail } from "~/features/mail/templates/complaint.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";
import type { ComplaintActionInput } from "./complaint-action-schema";

/** The register: by status and category, searched by reference, name or e-mail; newest first. */
export const complaintList = defineAdminList({
  filters: {
    status: listFilter.oneOf(complaintStatuses),
    category: listFilter.oneOf(complaintCategories),
    q: listFilter.text(100),
  },
  sort: {
    columns: ["received", "status", "category", "name"],
    default: { column: "received", direction: "desc" },
  },
  pageSize: 25,
  paging: "pages",
});

export type ComplaintFilters = ListFilters<typeof complaintList.filters>;
export type ComplaintSortColumn = (typeof complaintList.sort.columns)[number];

const sortColumn = {
  received: complaints.receivedAt,
  status: complaints.status,
  category: complaints.category,
  name: complaints.name,
} as const;

/** One page of the register. */
export async function listComplaints(
  db: Database,
  { filters, sort, page }: { filters: ComplaintFilters; sort: ListSort<ComplaintSortColumn>; page: number },
  pageSize = complaintList.pageSize,
) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(complaints.status, filters.status));
  if (filters.category) conditions.push(eq(complaints.category, filters.category));
  if (filters.q) {
    const byReference = complaintIdOf(filters.q);
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = byReference
      ? eq(complaints.id, byReference)
      : or(ilike(complaints.name, pattern), ilike(complaints.email, pattern));
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const order = sort.direction === "asc" ? asc : desc;
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: complaints.id,
        name: complaints.name,
        email: complaints.email,
        category: complaints.category,
        concerns: complaints.concerns,
        status: complaints.status,
        receivedAt: complaints.receivedAt,
        answeredAt: complaints.answeredAt,
      })
      .from(complaints)
      .where(where)
      .orderBy(order(sortColumn[sort.column]), desc(complaints.id))
      .limit(limit)
      .offset(offset);
  const listed = await offsetPage({ total: countRows(db, complaints, where), page, pageSize, rows });
  return { ...listed, rows: listed.rows.map((row) => ({ ...row, reference: complaintReference(row) })) };
}

/** One complaint, or null. */
export async function complaintDetail(db: Database, id: number): Promise<Complaint | null> {
  const [row] = await db.select().from(complaints).where(eq(complaints.id, id));
  return row ?? null;
}

/**
 * What each step may follow: taking a complaint in hand, answering it (once: the answer is what
 * the register keeps), recording the action taken (until it is closed), closing it once answered.
 */
const allowedFrom: Record<ComplaintActionInput["intent"], readonly ComplaintStatus[]> = {
  start: ["received"],
  answer: ["received", "in_progress"],
  action: ["received", "in_progress", "answered"],
  close: ["answered"],
};

/** Which steps a complaint in this status offers (the page shows only those forms). */
export function stepsOffered(status: ComplaintStatus): ComplaintActionInput["intent"][] {
  return (Object.keys(allowedFrom) as ComplaintActionInput["intent"][]).filter((intent) =>
    allowedFrom[intent].includes(status),
  );
}

export type ComplaintChange =
  | { kind: "changed"; email: string }
  | { kind: "not-allowed"; status: ComplaintStatus }
  | { kind: "not-found" };

/**
 * One step of a complaint's handling, in one transaction with its audit entry: the status and
 * its date, who handled it, and for an answer the e-mail to the complainant (to the complaint's
 * own address, in its language, through the outbox). A step its status does not allow changes
 * nothing.
 */
export async function handleComplaint(
  db: Database,
  {
    actor,
    id,
    step,
    siteUrl,
    staffEmail,
    now = new Date(),
  }: {
    actor: AuditActor;
    id: number;
    step: ComplaintActionInput;
    siteUrl: string;
    /** Where the complainant's reply to the answer goes (STAFF_EMAIL). */
    staffEmail: string;
    now?: Date;
  },
): Promise<ComplaintChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(complaints).where(eq(complaints.id, id)).for("update");
    if (!found) return { kind: "not-found" };
    if (!allowedFrom[step.intent].includes(found.status))
      return { kind: "not-allowed", status: found.status };
    const handledBy = { handledById: actor.id, handledByEmail: actor.email };
    let set: Partial<Complaint>;
    let after: Record<string, unknown>;
    if (step.intent === "start") {
      set = { status: "in_progress" };
      after = { status: "in_progress" };
    } else if (step.intent === "answer") {
      const email = complaintAnswerEmail(
        {
          reference: complaintReference(found),
          name: found.name,
          message: found.message,
          lang: found.lang,
          answer: step.answer,
        },
        siteUrl,
      );
      const outboxId = await enqueueEmail(
        tx,
        { kind: "complaint-answer", to: found.email, replyTo: staffEmail, ...email },
        now,
      );
      set = { status: "answered", answer: step.answer, answeredAt: now };
      after = { status: "answered", answer: step.answer, to: found.email, lang: found.lang, outboxId };
    } else if (step.intent === "action") {
      set = { action: step.action };
      after = { action: step.action };
    } else {
      set = { status: "closed", closedAt: now };
      after = { status: "closed" };
    }
    await tx
      .update(complaints)
      .set({ ...set, ...handledBy })
      .where(eq(complaints.id, id));
    await recordAudit(tx, {
      actor,
      action: `complaint_${step.intent}`,
      entityType: "complaint",
      entityId: id,
      before: step.intent === "action" ? { action: found.action } : { status: found.status },
      after,
      at: now,
    });
    return { kind: "changed", email: found.email };
  });
}
