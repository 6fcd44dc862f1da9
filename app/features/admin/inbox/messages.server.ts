import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  contactMessages,
  contactMessageStatuses,
  contactReplies,
  type ContactMessageStatus,
} from "../../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { contactReplyEmail } from "~/features/mail/templates/contact-reply.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { oneOf, pageFrom, pageWindow, sortFrom, textFrom, type ListSort } from "../shared/list-query";

export const MESSAGES_PAGE_SIZE = 25;
export const messageSortColumns = ["received", "name", "subject", "status"] as const;
export type MessageSortColumn = (typeof messageSortColumns)[number];

export interface MessageFilters {
  page: number;
  status: ContactMessageStatus | null;
  q: string | null;
  sort: ListSort<MessageSortColumn>;
}

export function messageFiltersFrom(url: URL): MessageFilters {
  return {
    page: pageFrom(url),
    status: oneOf(contactMessageStatuses, url.searchParams.get("status")),
    q: textFrom(url, "q", 100),
    sort: sortFrom(url, messageSortColumns, { column: "received", direction: "desc" }),
  };
}

const sortColumn = {
  received: contactMessages.createdAt,
  name: contactMessages.name,
  subject: contactMessages.subject,
  status: contactMessages.status,
} as const;

/** One page of the inbox, filtered by state and searched by name, e-mail or subject. */
export async function listMessages(db: Database, filters: MessageFilters, pageSize = MESSAGES_PAGE_SIZE) {
  const conditions: SQL[] = [];
  if (filters.status) conditions.push(eq(contactMessages.status, filters.status));
  if (filters.q) {
    const pattern = `%${filters.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    const match = or(
      ilike(contactMessages.name, pattern),
      ilike(contactMessages.email, pattern),
      ilike(contactMessages.subject, pattern),
    );
    if (match) conditions.push(match);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const [counted] = await db.select({ n: count() }).from(contactMessages).where(where);
  const total = counted?.n ?? 0;
  const { page, pageCount, offset } = pageWindow(total, filters.page, pageSize);
  const order = filters.sort.direction === "asc" ? asc : desc;
  const rows = await db
    .select({
      id: contactMessages.id,
      name: contactMessages.name,
      email: contactMessages.email,
      subject: contactMessages.subject,
      service: contactMessages.service,
      lang: contactMessages.lang,
      status: contactMessages.status,
      createdAt: contactMessages.createdAt,
    })
    .from(contactMessages)
    .where(where)
    .orderBy(order(sortColumn[filters.sort.column]), desc(contactMessages.id))
    .limit(pageSize)
    .offset(offset);
  return { rows, total, page, pageCount };
}

/** The number of messages nobody has opened yet (the dashboard's counter). */
export async function unreadMessageCount(db: Database): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(contactMessages)
    .where(eq(contactMessages.status, "unread"));
  return row?.n ?? 0;
}

/**
 * Opens a message for a staff member: an unread one becomes read (with its audit entry), in
 * one transaction. Returns the message and its replies (oldest first), or null.
 */
export async function openMessage(db: Database, actor: AuditActor, id: number, now = new Date()) {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!found) return null;
    let message = found;
    if (found.status === "unread") {
      const [read] = await tx
        .update(contactMessages)
        .set({ status: "read", readAt: now })
        .where(eq(contactMessages.id, id))
        .returning();
      if (read) message = read;
      await recordAudit(tx, {
        actor,
        action: "contact_message_read",
        entityType: "contact_message",
        entityId: id,
        before: { status: "unread" },
        after: { status: "read" },
        at: now,
      });
    }
    const replies = await tx
      .select()
      .from(contactReplies)
      .where(eq(contactReplies.messageId, id))
      .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
    return { message, replies };
  });
}

/** A message and its replies without marking it read (for someone who may not handle it). */
export async function messageDetail(db: Database, id: number) {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!message) return null;
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.createdAt), asc(contactReplies.id));
  return { message, replies };
}

/** The address a message came from, or null when there is no such message. */
export async function messageEmail(db: Database, id: number): Promise<string | null> {
  const [row] = await db
    .select({ email: contactMessages.email })
    .from(contactMessages)
    .where(eq(contactMessages.id, id));
  return row?.email ?? null;
}

export type MessageChange = { kind: "changed" } | { kind: "unchanged" } | { kind: "not-found" };

/** Puts a message back in the unread pile (someone opened it by mistake). Answered ones stay answered. */
export async function markMessageUnread(db: Database, actor: AuditActor, id: number): Promise<MessageChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ status: contactMessages.status })
      .from(contactMessages)
      .where(eq(contactMessages.id, id))
      .for("update");
    if (!found) return { kind: "not-found" };
    if (found.status !== "read") return { kind: "unchanged" };
    await tx
      .update(contactMessages)
      .set({ status: "unread", readAt: null })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      actor,
      action: "contact_message_unread",
      entityType: "contact_message",
      entityId: id,
      before: { status: "read" },
      after: { status: "unread" },
    });
    return { kind: "changed" };
  });
}

/**
 * Answers a message by e-mail: the reply is stored, queued in the outbox in the visitor's
 * language (to the message's own address, never one from the form), the message becomes
 * answered, and the audit log says so — all in one transaction.
 */
export async function replyToMessage(
  db: Database,
  {
    actor,
    id,
    reply,
    siteUrl,
    staffEmail,
    now = new Date(),
  }: {
    actor: AuditActor;
    id: number;
    reply: string;
    siteUrl: string;
    /** Where the visitor's answer to the reply goes (STAFF_EMAIL). */
    staffEmail: string;
    now?: Date;
  },
): Promise<MessageChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx.select().from(contactMessages).where(eq(contactMessages.id, id)).for("update");
    if (!found) return { kind: "not-found" };
    const email = contactReplyEmail(
      { name: found.name, subject: found.subject, message: found.message, lang: found.lang, reply },
      siteUrl,
    );
    const outboxId = await enqueueEmail(
      tx,
      { kind: "contact-reply", to: found.email, replyTo: staffEmail, ...email },
      now,
    );
    const [stored] = await tx
      .insert(contactReplies)
      .values({
        messageId: id,
        authorId: actor.id,
        authorEmail: actor.email,
        body: reply,
        outboxId,
        createdAt: now,
      })
      .returning({ id: contactReplies.id });
    await tx
      .update(contactMessages)
      .set({ status: "answered", answeredAt: now, readAt: found.readAt ?? now })
      .where(eq(contactMessages.id, id));
    await recordAudit(tx, {
      actor,
      action: "contact_message_reply",
      entityType: "contact_message",
      entityId: id,
      before: { status: found.status },
      after: { status: "answered", replyId: stored?.id ?? null, to: found.email, lang: found.lang },
      at: now,
    });
    return { kind: "changed" };
  });
}
