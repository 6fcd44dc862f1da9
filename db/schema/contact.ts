import { sql } from "drizzle-orm";
import { check, index, integer, jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { user } from "./auth";

export const contactServices = ["general", "real-estate", "consulting", "training", "cleaning"] as const;
export type ContactService = (typeof contactServices)[number];

/** Where a message stands in the back-office's inbox: opened, answered. */
export const contactMessageStatuses = ["unread", "read", "answered"] as const;
export type ContactMessageStatus = (typeof contactMessageStatuses)[number];

/** What a message is: one from the contact form, or a company's request for a quote. */
export const contactMessageKinds = ["message", "quote_request"] as const;
export type ContactMessageKind = (typeof contactMessageKinds)[number];

/** A quote request's facts, as the requester gave them (the course is referenced and named). */
export interface QuoteRequestDetails {
  courseId: number;
  /** The course's title in the requester's language when they asked. */
  courseTitle: string;
  company: string;
  people: number;
  preferredDates: string;
  /** At our centre (a public session) or at the company's (an intra-company session). */
  place: "ours" | "theirs";
  city: string | null;
}

/**
 * A message sent through the contact form, or a quote request from a course page; its e-mails go
 * through email_outbox in the same transaction. Staff read and answer both in the inbox.
 */
export const contactMessages = pgTable(
  "contact_messages",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    name: text("name").notNull(),
    email: text("email").notNull(),
    phone: text("phone"),
    subject: text("subject").notNull(),
    message: text("message").notNull(),
    service: text("service").$type<ContactService>().notNull().default("general"),
    kind: text("kind").$type<ContactMessageKind>().notNull().default("message"),
    quote: jsonb("quote").$type<QuoteRequestDetails>(),
    /** The language of the page it was sent from: the acknowledgement is written in it. */
    lang: text("lang").$type<"fr" | "en">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** unread until a staff member opens it, answered once a reply was queued. */
    status: text("status").$type<ContactMessageStatus>().notNull().default("unread"),
    readAt: timestamp("read_at", { withTimezone: true }),
    answeredAt: timestamp("answered_at", { withTimezone: true }),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    index("contact_messages_status_idx").on(table.status, table.createdAt),
    check(
      "contact_messages_service_check",
      sql`${table.service} IN ('general', 'real-estate', 'consulting', 'training', 'cleaning')`,
    ),
    check("contact_messages_lang_check", sql`${table.lang} IN ('fr', 'en')`),
    check(
      "contact_messages_kind_check",
      sql`(${table.kind} = 'message' AND ${table.quote} IS NULL) OR (${table.kind} = 'quote_request' AND ${table.quote} IS NOT NULL)`,
    ),
    check("contact_messages_status_check", sql`${table.status} IN ('unread', 'read', 'answered')`),
  ],
);

/**
 * A reply written in the back-office and sent by e-mail through the outbox. The
 * author's address is copied: the reply still says who wrote it once the account is gone.
 */
export const contactReplies = pgTable(
  "contact_replies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    messageId: integer("message_id")
      .notNull()
      .references(() => contactMessages.id, { onDelete: "cascade" }),
    authorId: text("author_id").references(() => user.id, { onDelete: "set null" }),
    authorEmail: text("author_email").notNull(),
    body: text("body").notNull(),
    /** The outbox row that carries it. */
    outboxId: integer("outbox_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("contact_replies_message_idx").on(table.messageId, table.createdAt)],
);
