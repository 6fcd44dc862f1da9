import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from "drizzle-orm/pg-core";
import { user } from "./auth";

/**
 * A company that books training for its employees. Its identifiers are the ones its invoices
 * carry: in Guinea the trade register (RCCM) and the tax number (NIF), in France the SIRET and
 * the intra-EU VAT number. A company merged into another keeps its row (its documents name it)
 * and points at the one that replaced it.
 */
export const companies = pgTable(
  "companies",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    legalName: text("legal_name").notNull(),
    /** ISO 3166-1 alpha-2: which legal mentions its documents carry. */
    country: text("country").notNull(),
    rccm: text("rccm"),
    nif: text("nif"),
    siret: text("siret"),
    vatNumber: text("vat_number"),
    billingAddress: text("billing_address").notNull(),
    billingEmail: text("billing_email").notNull(),
    /** The language of its documents and e-mails. */
    lang: text("lang", { enum: ["fr", "en"] })
      .notNull()
      .default("fr"),
    mergedIntoId: integer("merged_into_id").references((): AnyPgColumn => companies.id, {
      onDelete: "restrict",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("companies_legal_name_idx").on(table.legalName),
    check("companies_country_check", sql`${table.country} ~ '^[A-Z]{2}$'`),
    check("companies_siret_check", sql`${table.siret} IS NULL OR ${table.siret} ~ '^[0-9]{14}$'`),
    check(
      "companies_merged_check",
      sql`${table.mergedIntoId} IS NULL OR ${table.mergedIntoId} <> ${table.id}`,
    ),
  ],
);

export type Company = typeof companies.$inferSelect;

/** The accounts that act for a company: they see its space, book and accept its documents. */
export const companyContacts = pgTable(
  "company_contacts",
  {
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    addedBy: text("added_by").references(() => user.id, { onDelete: "set null" }),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.companyId, table.userId] }),
    index("company_contacts_user_idx").on(table.userId),
  ],
);

/**
 * A contact's invitation of a colleague, by e-mail: the link carries a random token of which only
 * the SHA-256 is stored; accepted once, by the account signed in with that address.
 */
export const companyInvitations = pgTable(
  "company_invitations",
  {
    id: integer("id").primaryKey().generatedByDefaultAsIdentity(),
    companyId: integer("company_id")
      .notNull()
      .references(() => companies.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    tokenHash: text("token_hash").notNull(),
    invitedBy: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    acceptedAt: timestamp("accepted_at", { withTimezone: true }),
    acceptedBy: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (table) => [
    uniqueIndex("company_invitations_token_idx").on(table.tokenHash),
    index("company_invitations_company_idx").on(table.companyId),
  ],
);
