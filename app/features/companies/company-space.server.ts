import { and, asc, desc, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { creditedMinorSql, remainingMinorSql, settledMinorSql } from "~/features/invoicing/balance.server";
import type { Database } from "../../../db/database";
import {
  companies,
  companyContacts,
  companyInvitations,
  invoices,
  user,
  type Company,
} from "../../../db/schema";

/** The companies an account acts for (merged ones left out: their contacts moved on), by name. */
export async function companiesOfContact(db: Database, userId: string) {
  return db
    .select({ id: companies.id, legalName: companies.legalName })
    .from(companyContacts)
    .innerJoin(companies, eq(companies.id, companyContacts.companyId))
    .where(and(eq(companyContacts.userId, userId), isNull(companies.mergedIntoId)))
    .orderBy(asc(sql`lower(${companies.legalName})`), asc(companies.id));
}

/** Whether the account acts for the company. */
export async function isContactOf(db: Database, userId: string, companyId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: companyContacts.userId })
    .from(companyContacts)
    .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.userId, userId)))
    .limit(1);
  return Boolean(row);
}

export async function companyDetails(db: Database, companyId: number): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, companyId)).limit(1);
  return row ?? null;
}

export async function contactsOfCompany(db: Database, companyId: number) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email })
    .from(companyContacts)
    .innerJoin(user, eq(user.id, companyContacts.userId))
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id));
}

/** The invitations still waiting: neither accepted nor expired. */
export async function pendingInvitations(db: Database, companyId: number, now = new Date()) {
  return db
    .select({
      id: companyInvitations.id,
      email: companyInvitations.email,
      createdAt: companyInvitations.createdAt,
      expiresAt: companyInvitations.expiresAt,
    })
    .from(companyInvitations)
    .where(
      and(
        eq(companyInvitations.companyId, companyId),
        isNull(companyInvitations.acceptedAt),
        gt(companyInvitations.expiresAt, now),
      ),
    )
    .orderBy(desc(companyInvitations.createdAt), desc(companyInvitations.id));
}

/** The most invoices the space lists (the newest). */
export const INVOICES_SHOWN = 200;

/**
 * The company's invoices and credit notes, newest first, with what was received against each
 * and what remains due (less its credit notes): those issued to it and to the companies merged
 * into it (their documents keep their name). A funder's share is the funder's to pay and read.
 */
export async function invoicesOfCompany(db: Database, companyId: number) {
  const merged = db.select({ id: companies.id }).from(companies).where(eq(companies.mergedIntoId, companyId));
  return db
    .select({
      id: invoices.id,
      kind: invoices.kind,
      number: invoices.number,
      issuedAt: invoices.issuedAt,
      dueOn: invoices.dueOn,
      currency: invoices.currency,
      totalMinor: invoices.totalMinor,
      settledMinor: settledMinorSql,
      creditedMinor: creditedMinorSql,
      remainingMinor: remainingMinorSql,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.payer, "customer"),
        or(eq(invoices.companyId, companyId), inArray(invoices.companyId, merged)),
      ),
    )
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(INVOICES_SHOWN);
}
