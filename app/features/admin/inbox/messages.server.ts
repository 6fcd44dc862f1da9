import { and, asc, count, desc, eq, ilike, or, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { contactMessages, contactMessageStatuses, contactReplies } from "../../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { contactReplyEmail } from "~/features/mail/templates/contact-reply.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";

/** The inbox: by state, searched by name, e-mail or subject; newest first, 25 a page. */
export const messageList = defineAdminList({
  filters: {
    status: listFilter.oneOf(contactMessageStatuses),
    q: listFilter.text(100),
  },
  sort: {
    columns: ["received", "name", "subject", "status"],
    default: { column: "received", direction: "desc" },
  },
  pageSize: 25,
  paging: "pages",
});

export type MessageFilters = ListFilters<typeof messageList.filters>;
export type MessageSortColumn = (typeof messageList.sort.columns)[number];

const sortColumn = {
  received: contactMessages.createdAt,
  name: contactMessages.name,
  subject: contactMessages.subject,
  status: contactMessages.status,
} as const;

/** One page of the inbox, filtered by state and searched by name, e-mail or subject. */
export async function listMessages(
  db: Database,
  { filters, sort, page }: { filters: MessageFilters; sort: ListSort<MessageSortColumn>; page: number },
  pageSize = messageList.pageSize,
) {
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
  const order = sort.direction === "asc" ? asc : desc;
  const rows = (limit: number, offset: number) =>
    db
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
      .orderBy(order(sortColumn[sort.column]), desc(contactMessages.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, contactMessages, where), page, pageSize, rows });
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
