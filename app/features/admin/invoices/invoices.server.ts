import { desc, eq, inArray, sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import {
  invoiceLines,
  invoices,
  invoiceSettlements,
  type Invoice,
  type InvoiceParty,
} from "../../../../db/schema";
import { overdueCondition } from "~/features/invoicing/balance.server";
import type { FunderShare } from "~/features/invoicing/funder-split";
import {
  FunderSplitError,
  splitInvoiceWithFunder,
  type FunderSplitRefusal,
  type FunderSplitResult,
} from "~/features/invoicing/funder-split.server";
import { InvoiceError, isoDay, issueCreditNote } from "~/features/invoicing/issue.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";

/**
 * The back-office's list of invoices and credit notes: newest first, with what was received; only
 * the overdue ones (past due with money still due at `overdueOn`) when asked.
 */
export async function listInvoices(db: Database, limit = 200, { overdueOn }: { overdueOn?: string } = {}) {
  const received = db
    .select({
      invoiceId: invoiceSettlements.invoiceId,
      receivedMinor: sql<string>`sum(${invoiceSettlements.amountMinor})`.as("received_minor"),
    })
    .from(invoiceSettlements)
    .groupBy(invoiceSettlements.invoiceId)
    .as("received");
  const rows = await db
    .select({ invoice: invoices, receivedMinor: received.receivedMinor })
    .from(invoices)
    .leftJoin(received, eq(received.invoiceId, invoices.id))
    .where(overdueOn ? overdueCondition(overdueOn) : undefined)
    .orderBy(desc(invoices.issuedAt), desc(invoices.id))
    .limit(limit);
  const credited = await creditNotesOf(
    db,
    rows.map((row) => row.invoice.id),
  );
  return rows.map(({ invoice, receivedMinor }) => {
    const receivedTotal = Number(receivedMinor ?? 0);
    return {
      invoice,
      receivedMinor: receivedTotal,
      // A credited invoice is owed nothing more; a credit note is owed nothing.
      remainingMinor:
        invoice.kind === "invoice" && !credited.has(invoice.id) ? invoice.totalMinor - receivedTotal : 0,
      creditNoteNumber: credited.get(invoice.id) ?? null,
    };
  });
}

/** invoice id → the number of its credit note, for those of `ids` that have one. */
async function creditNotesOf(db: Database, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ creditedId: invoices.creditedInvoiceId, number: invoices.number })
    .from(invoices)
    .where(inArray(invoices.creditedInvoiceId, ids));
  return new Map(rows.flatMap((row) => (row.creditedId === null ? [] : [[row.creditedId, row.number]])));
}

/** One invoice with its lines, the money recorded against it, and its credit note or invoice. */
export async function invoiceDetail(db: Database, id: number) {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  if (!invoice) return null;
  const [lines, settlements, creditNotes, credited] = await Promise.all([
    db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, id)).orderBy(invoiceLines.position),
    db
      .select()
      .from(invoiceSettlements)
      .where(eq(invoiceSettlements.invoiceId, id))
      .orderBy(invoiceSettlements.receivedOn, invoiceSettlements.id),
    creditNotesOf(db, [id]),
    invoice.creditedInvoiceId === null
      ? Promise.resolve([])
      : db
          .select({ id: invoices.id, number: invoices.number })
          .from(invoices)
          .where(eq(invoices.id, invoice.creditedInvoiceId)),
  ]);
  const receivedMinor = settlements.reduce((sum, settlement) => sum + settlement.amountMinor, 0);
  const creditNoteNumber = creditNotes.get(id) ?? null;
  return {
    invoice,
    lines,
    settlements,
    receivedMinor,
    remainingMinor: invoice.kind === "invoice" && !creditNoteNumber ? invoice.totalMinor - receivedMinor : 0,
    creditNoteNumber,
    creditedInvoice: credited[0] ?? null,
  };
}

export type TransferRefusal = "not_found" | "not_an_invoice" | "credited" | "over_remaining";

/**
 * Records a bank transfer received against an invoice, in part or in full, with its audit entry
 * in the same transaction. The invoice's row is locked first so two staff recording at once
 * cannot together pass what is due. Never more than what remains.
 */
export async function recordTransfer(
  db: Database,
  actor: AuditActor,
  invoiceId: number,
  transfer: { amountMinor: number; receivedOn: string; reference: string | null },
  now = new Date(),
): Promise<{ ok: true; remainingMinor: number } | { ok: false; reason: TransferRefusal }> {
  return db.transaction(async (tx) => {
    const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId)).for("update");
    if (!invoice) return { ok: false, reason: "not_found" } as const;
    if (invoice.kind !== "invoice") return { ok: false, reason: "not_an_invoice" } as const;
    const [credit] = await tx
      .select({ id: invoices.id })
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, invoice.id))
      .limit(1);
    if (credit) return { ok: false, reason: "credited" } as const;
    const [row] = await tx
      .select({ received: sql<string>`coalesce(sum(${invoiceSettlements.amountMinor}), 0)` })
      .from(invoiceSettlements)
      .where(eq(invoiceSettlements.invoiceId, invoice.id));
    const remaining = invoice.totalMinor - Number(row?.received ?? 0);
    if (transfer.amountMinor > remaining) return { ok: false, reason: "over_remaining" } as const;
    const [settlement] = await tx
      .insert(invoiceSettlements)
      .values({
        invoiceId: invoice.id,
        amountMinor: transfer.amountMinor,
        receivedOn: transfer.receivedOn,
        method: "bank-transfer",
        reference: transfer.reference,
        recordedBy: actor.email,
        recordedAt: now,
      })
      .returning();
    await recordAudit(tx, {
      actor,
      action: "invoice_transfer_record",
      entityType: "invoice",
      entityId: invoice.id,
      before: { number: invoice.number, remainingMinor: remaining },
      after: {
        number: invoice.number,
        settlementId: settlement!.id,
        amountMinor: transfer.amountMinor,
        receivedOn: transfer.receivedOn,
        reference: transfer.reference,
        remainingMinor: remaining - transfer.amountMinor,
      },
      at: now,
    });
    return { ok: true, remainingMinor: remaining - transfer.amountMinor } as const;
  });
}

/** Issues the credit note of a whole invoice, with its audit entry in the same transaction. */
export async function creditInvoice(
  db: Database,
  actor: AuditActor,
  invoiceId: number,
  reason: string,
  now = new Date(),
): Promise<{ ok: true; creditNote: Invoice } | { ok: false; reason: InvoiceError["code"] }> {
  try {
    const creditNote = await db.transaction(async (tx) => {
      const issued = await issueCreditNote(tx, invoiceId, { reason, by: actor.email, now });
      await recordAudit(tx, {
        actor,
        action: "invoice_credit_note_issue",
        entityType: "invoice",
        entityId: invoiceId,
        before: null,
        after: { creditNote: issued.number, creditNoteId: issued.id, reason, totalMinor: issued.totalMinor },
        at: now,
      });
      return issued;
    });
    return { ok: true, creditNote };
  } catch (error) {
    if (error instanceof InvoiceError) return { ok: false, reason: error.code };
    throw error;
  }
}

/**
 * Splits a booking's invoice with a funder (credit note, then the company's and the funder's
 * invoices), with its audit entry in the same transaction.
 */
export async function splitForFunder(
  db: Database,
  actor: AuditActor,
  invoiceId: number,
  input: { funder: InvoiceParty; share: FunderShare },
  { now = new Date(), siteUrl }: { now?: Date; siteUrl: string },
): Promise<{ ok: true; split: FunderSplitResult } | { ok: false; reason: FunderSplitRefusal }> {
  try {
    const split = await db.transaction(async (tx) => {
      const done = await splitInvoiceWithFunder(tx, invoiceId, input, { now, by: actor.email, siteUrl });
      await recordAudit(tx, {
        actor,
        action: "invoice_funder_split",
        entityType: "invoice",
        entityId: invoiceId,
        before: { totalMinor: done.creditNote.totalMinor, buyer: done.creditNote.buyer.name },
        after: {
          creditNote: done.creditNote.number,
          companyInvoice: done.companyInvoice.number,
          companyTotalMinor: done.companyInvoice.totalMinor,
          funderInvoice: done.funderInvoice.number,
          funderTotalMinor: done.funderInvoice.totalMinor,
          funder: input.funder.name,
          share: input.share,
        },
        at: now,
      });
      return done;
    });
    return { ok: true, split };
  } catch (error) {
    if (error instanceof FunderSplitError) return { ok: false, reason: error.code };
    throw error;
  }
}

/** Today's date for the overdue rules ("YYYY-MM-DD", UTC: Conakry has no offset). */
export const overdueToday = (now = new Date()) => isoDay(now);
