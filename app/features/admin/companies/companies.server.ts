import { and, asc, desc, eq, ilike, inArray, isNull, ne, sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { companies, companyContacts, companyInvitations, user, type Company } from "../../../../db/schema";
import type { Tx } from "~/features/mail/outbox.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";
import { defineAdminList, listFilter, type ListFilters } from "../shared/admin-list";
import type { ListSort } from "../shared/list-query";
import { countRows, offsetPage } from "../shared/list-paging.server";
import type { CompanyInput } from "./company-schema";

/** The companies for staff: searched by legal name; by name, 25 a page. Merged ones are gone. */
export const companyList = defineAdminList({
  filters: { q: listFilter.text() },
  sort: {
    columns: ["name", "country", "contacts", "updated"],
    default: { column: "name", direction: "asc" },
  },
  pageSize: 25,
  paging: "pages",
});

export type CompanyListFilters = ListFilters<typeof companyList.filters>;
export type CompanySortColumn = (typeof companyList.sort.columns)[number];

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

/** One page of the companies that are not merged, with how many contacts each has. */
export async function listAdminCompanies(
  db: Database,
  { filters, sort, page }: { filters: CompanyListFilters; sort: ListSort<CompanySortColumn>; page: number },
  pageSize = companyList.pageSize,
) {
  const where = and(
    isNull(companies.mergedIntoId),
    filters.q ? ilike(companies.legalName, `%${escapeLike(filters.q)}%`) : undefined,
  );
  const contactCount =
    sql<number>`(select count(*) from company_contacts cc where cc.company_id = "companies"."id")`.mapWith(
      Number,
    );
  const direction = sort.direction === "asc" ? asc : desc;
  const key: Record<CompanySortColumn, SQL> = {
    name: sql`lower(${companies.legalName})`,
    country: sql`${companies.country}`,
    contacts: contactCount,
    updated: sql`${companies.updatedAt}`,
  };
  const rows = (limit: number, offset: number) =>
    db
      .select({
        id: companies.id,
        legalName: companies.legalName,
        country: companies.country,
        billingEmail: companies.billingEmail,
        updatedAt: companies.updatedAt,
        contacts: contactCount,
      })
      .from(companies)
      .where(where)
      .orderBy(direction(key[sort.column]), asc(companies.id))
      .limit(limit)
      .offset(offset);
  return offsetPage({ total: countRows(db, companies, where), page, pageSize, rows });
}

export async function companyById(db: Database | Tx, id: number): Promise<Company | null> {
  const [row] = await db.select().from(companies).where(eq(companies.id, id)).limit(1);
  return row ?? null;
}

/** A company's contacts, by name. */
export async function contactsOf(db: Database | Tx, companyId: number) {
  return db
    .select({ userId: user.id, name: user.name, email: user.email, addedAt: companyContacts.addedAt })
    .from(companyContacts)
    .innerJoin(user, eq(user.id, companyContacts.userId))
    .where(eq(companyContacts.companyId, companyId))
    .orderBy(asc(sql`lower(${user.name})`), asc(user.id));
}

/** The companies a merge may keep or absorb beside `id`: the others that are not merged. */
export async function mergeCandidates(db: Database, id: number) {
  return db
    .select({ id: companies.id, legalName: companies.legalName, country: companies.country })
    .from(companies)
    .where(and(isNull(companies.mergedIntoId), ne(companies.id, id)))
    .orderBy(asc(sql`lower(${companies.legalName})`), asc(companies.id))
    .limit(500);
}

/** The audit entry's picture of a company: its fields, without the timestamps. */
export function companySnapshot(company: Company): Record<string, unknown> {
  const { createdAt, updatedAt, ...fields } = company;
  void createdAt;
  void updatedAt;
  return fields;
}

function columnsOf(input: CompanyInput) {
  return {
    legalName: input.legalName,
    country: input.country,
    rccm: input.rccm ?? null,
    nif: input.nif ?? null,
    siret: input.siret ?? null,
    vatNumber: input.vatNumber ?? null,
    billingAddress: input.billingAddress,
    billingEmail: input.billingEmail,
    lang: input.lang,
  };
}

export type CompanySave = { kind: "saved"; id: number } | { kind: "not-found" } | { kind: "merged" };

/** Creates (id null) or updates a company, with its audit entry in the same transaction. */
export async function saveCompany(
  db: Database,
  {
    id,
    input,
    actor,
    now = new Date(),
  }: { id: number | null; input: CompanyInput; actor: AuditActor; now?: Date },
): Promise<CompanySave> {
  const columns = columnsOf(input);
  return db.transaction(async (tx) => {
    if (id === null) {
      const [created] = await tx.insert(companies).values(columns).returning();
      if (!created) throw new Error("company not created");
      await recordAudit(tx, {
        actor,
        action: "company_create",
        entityType: "company",
        entityId: created.id,
        before: null,
        after: companySnapshot(created),
      });
      return { kind: "saved", id: created.id };
    }
    const [before] = await tx.select().from(companies).where(eq(companies.id, id)).for("update");
    if (!before) return { kind: "not-found" };
    // A merged company's row stays as its documents name it: it is no longer edited.
    if (before.mergedIntoId !== null) return { kind: "merged" };
    const [after] = await tx
      .update(companies)
      .set({ ...columns, updatedAt: now })
      .where(eq(companies.id, id))
      .returning();
    await recordAudit(tx, {
      actor,
      action: "company_update",
      entityType: "company",
      entityId: id,
      before: companySnapshot(before),
      after: after ? companySnapshot(after) : null,
    });
    return { kind: "saved", id };
  });
}

export type ContactChange =
  | { kind: "added"; email: string }
  | { kind: "removed"; email: string }
  | { kind: "not-found" }
  | { kind: "merged" }
  | { kind: "no-account" }
  | { kind: "already" }
  | { kind: "not-contact" };

/** Locks a company that may still change (not merged) for the rest of the transaction. */
async function lockActive(tx: Tx, companyId: number): Promise<"ok" | "not-found" | "merged"> {
  const [row] = await tx
    .select({ mergedIntoId: companies.mergedIntoId })
    .from(companies)
    .where(eq(companies.id, companyId))
    .for("update");
  if (!row) return "not-found";
  return row.mergedIntoId === null ? "ok" : "merged";
}

/** Staff make an existing account a contact of a company, by its e-mail address (audited). */
export async function addContactByEmail(
  db: Database,
  { companyId, email, actor }: { companyId: number; email: string; actor: AuditActor },
): Promise<ContactChange> {
  return db.transaction(async (tx) => {
    const state = await lockActive(tx, companyId);
    if (state !== "ok") return { kind: state };
    const [account] = await tx
      .select({ id: user.id, email: user.email })
      .from(user)
      .where(eq(sql`lower(${user.email})`, email.toLowerCase()))
      .limit(1);
    if (!account) return { kind: "no-account" };
    const inserted = await tx
      .insert(companyContacts)
      .values({ companyId, userId: account.id, addedBy: actor.id })
      .onConflictDoNothing()
      .returning({ userId: companyContacts.userId });
    if (inserted.length === 0) return { kind: "already" };
    await recordAudit(tx, {
      actor,
      action: "company_contact_add",
      entityType: "company",
      entityId: companyId,
      before: null,
      after: { userId: account.id, email: account.email },
    });
    return { kind: "added", email: account.email };
  });
}

/** Staff remove a contact from a company (audited); the account itself stays. */
export async function removeContact(
  db: Database,
  { companyId, userId, actor }: { companyId: number; userId: string; actor: AuditActor },
): Promise<ContactChange> {
  return db.transaction(async (tx) => {
    const state = await lockActive(tx, companyId);
    if (state !== "ok") return { kind: state };
    const [removed] = await tx
      .delete(companyContacts)
      .where(and(eq(companyContacts.companyId, companyId), eq(companyContacts.userId, userId)))
      .returning({ userId: companyContacts.userId });
    if (!removed) return { kind: "not-contact" };
    const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
    const email = account?.email ?? userId;
    await recordAudit(tx, {
      actor,
      action: "company_contact_remove",
      entityType: "company",
      entityId: companyId,
      before: { userId, email },
      after: null,
    });
    return { kind: "removed", email };
  });
}

export type MergeResult =
  | { kind: "merged"; keptId: number; mergedId: number; movedContacts: number }
  | { kind: "not-found" }
  | { kind: "same" }
  | { kind: "already-merged" };

/**
 * Merges `mergedId` into `keptId`: its contacts and pending invitations move to the kept
 * company, companies merged into it earlier now point at the kept one (one hop from any
 * merged row to the survivor), and it points at the kept one with `merged_into_id`. Its row
 * and its invoices stay as written: the documents already issued name it.
 */
export async function mergeCompanies(
  db: Database,
  {
    keptId,
    mergedId,
    actor,
    now = new Date(),
  }: { keptId: number; mergedId: number; actor: AuditActor; now?: Date },
): Promise<MergeResult> {
  if (keptId === mergedId) return { kind: "same" };
  return db.transaction(async (tx) => {
    // Both rows locked in id order: two merges of the same pair the other way round wait, not deadlock.
    const locked = await tx
      .select()
      .from(companies)
      .where(inArray(companies.id, [keptId, mergedId]))
      .orderBy(asc(companies.id))
      .for("update");
    const kept = locked.find((row) => row.id === keptId);
    const merged = locked.find((row) => row.id === mergedId);
    if (!kept || !merged) return { kind: "not-found" };
    if (kept.mergedIntoId !== null || merged.mergedIntoId !== null) return { kind: "already-merged" };
    const contacts = await tx
      .select({
        userId: companyContacts.userId,
        addedBy: companyContacts.addedBy,
        addedAt: companyContacts.addedAt,
      })
      .from(companyContacts)
      .where(eq(companyContacts.companyId, mergedId));
    if (contacts.length > 0)
      await tx
        .insert(companyContacts)
        .values(contacts.map((contact) => ({ ...contact, companyId: keptId })))
        .onConflictDoNothing();
    await tx.delete(companyContacts).where(eq(companyContacts.companyId, mergedId));
    await tx
      .update(companyInvitations)
      .set({ companyId: keptId })
      .where(and(eq(companyInvitations.companyId, mergedId), isNull(companyInvitations.acceptedAt)));
    await tx
      .update(companies)
      .set({ mergedIntoId: keptId, updatedAt: now })
      .where(eq(companies.mergedIntoId, mergedId));
    await tx
      .update(companies)
      .set({ mergedIntoId: keptId, updatedAt: now })
      .where(eq(companies.id, mergedId));
    await recordAudit(tx, {
      actor,
      action: "company_merge",
      entityType: "company",
      entityId: mergedId,
      before: { legalName: merged.legalName, mergedIntoId: null, contacts: contacts.map((c) => c.userId) },
      after: { legalName: merged.legalName, mergedIntoId: keptId, keptLegalName: kept.legalName },
    });
    return { kind: "merged", keptId, mergedId, movedContacts: contacts.length };
  });
}
