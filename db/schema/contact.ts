import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, text, timestamp } from "drizzle-orm/pg-core";

export const contactServices = ["general", "real-estate", "consulting", "training", "cleaning"] as const;
export type ContactService = (typeof contactServices)[number];

/** A message sent through the contact form; its e-mails go through email_outbox in the same transaction. */
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
    /** The language of the page it was sent from: the acknowledgement is written in it. */
    lang: text("lang").$type<"fr" | "en">().notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("contact_messages_created_idx").on(table.createdAt),
    check(
      "contact_messages_service_check",
      sql`${table.service} IN ('general', 'real-estate', 'consulting', 'training', 'cleaning')`,
    ),
    check("contact_messages_lang_check", sql`${table.lang} IN ('fr', 'en')`),
  ],
);
