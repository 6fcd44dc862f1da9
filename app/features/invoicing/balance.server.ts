import { and, eq, gt, lt, sql, type SQL } from "drizzle-orm";
import { invoices } from "../../../db/schema";
import type { Executor } from "./db-types";

/*
 * What remains due on an invoice: its total less the money recorded against it and less its
 * credit notes (a credit note today credits a whole invoice; subtracting their totals keeps the
 * rule right if partial ones come). Never below zero; a credit note itself owes nothing. One set of
 * SQL expressions, correlated to the `invoices` row, so the back-office's list, its "overdue"
 * filter, the company space and the reminders all count the same way.
 */

// Drizzle writes a column of a one-table query without its table ("id"), which inside these
// subqueries would name the subquery's own row: the outer invoice is named in full.
const outerId = sql.raw('"invoices"."id"');

export const settledMinorSql =
  sql<number>`(select coalesce(sum(s.amount_minor), 0) from invoice_settlements s where s.invoice_id = ${outerId})`.mapWith(
    Number,
  );

export const creditedMinorSql =
  sql<number>`(select coalesce(sum(c.total_minor), 0) from invoices c where c.kind = 'credit_note' and c.credited_invoice_id = ${outerId})`.mapWith(
    Number,
  );

export const remainingMinorSql =
  sql<number>`(case when ${invoices.kind} = 'invoice' then greatest(0, ${invoices.totalMinor} - ${settledMinorSql} - ${creditedMinorSql}) else 0 end)`.mapWith(
    Number,
  );

/** Invoices past their due date (`today`, "YYYY-MM-DD") with money still due. */
export function overdueCondition(today: string): SQL {
  return and(eq(invoices.kind, "invoice"), lt(invoices.dueOn, today), gt(remainingMinorSql, 0))!;
}

/** The same rule in code, for rows already read. */
export function remainingDueMinor(row: {
  kind: string;
  totalMinor: number;
  settledMinor: number;
  creditedMinor: number;
}): number {
  if (row.kind !== "invoice") return 0;
  return Math.max(0, row.totalMinor - row.settledMinor - row.creditedMinor);
}

/** Whole days from the due date to `today` (both "YYYY-MM-DD"); 0 or less when not yet late. */
export function daysPastDue(dueOn: string, today: string): number {
  return Math.round((Date.parse(`${today}T00:00:00Z`) - Date.parse(`${dueOn}T00:00:00Z`)) / 86_400_000);
}

export interface InvoiceBalance {
  totalMinor: number;
  settledMinor: number;
  creditedMinor: number;
  remainingMinor: number;
}

/** One invoice's balance, read in `db` (a transaction holding the invoice's lock reads it exactly). */
export async function balanceOf(db: Executor, invoiceId: number): Promise<InvoiceBalance | null> {
  const [row] = await db
    .select({
      totalMinor: invoices.totalMinor,
      settledMinor: settledMinorSql,
      creditedMinor: creditedMinorSql,
      remainingMinor: remainingMinorSql,
    })
    .from(invoices)
    .where(eq(invoices.id, invoiceId));
  return row ?? null;
}
