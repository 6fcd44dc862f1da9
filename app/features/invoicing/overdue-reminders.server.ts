import { and, asc, eq, lt, lte } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { invoices } from "../../../db/schema";
import { balanceOf, daysPastDue, overdueCondition } from "./balance.server";
import { companyInvoicePath } from "./booking-invoice.server";
import { invoicePdfOf } from "./invoice-queries.server";
import { isoDay } from "./issue.server";
import { overdueReminderEmail } from "./invoice-emails.server";

/** Days after the due date when an unpaid invoice's buyer is reminded: once at each. */
export const REMINDER_DAYS = [7, 14] as const;

const BATCH = 100;

/** How many reminders an invoice `daysLate` past its due date should have had by now. */
export function remindersDue(daysLate: number): number {
  return REMINDER_DAYS.filter((days) => daysLate >= days).length;
}

export interface OverdueRemindersDeps {
  now: Date;
  /** SITE_URL: the company space's link in the e-mail. */
  siteUrl: string;
}

/**
 * One pass at `deps.now`: each invoice with money still due 7 days after its due date gets its
 * first reminder, 14 days after its second. Each is sent once: the invoice's row is claimed with
 * FOR UPDATE SKIP LOCKED (settlements and credit notes lock it too, so what remains is read
 * exactly), and `reminders_sent` is raised in the transaction that queues the e-mail. An
 * invoice first seen past 14 days (the job was down) gets one reminder, counted as the second:
 * a buyer never gets two the same day. Returns how many were queued.
 */
export async function sendOverdueReminders(db: Database, deps: OverdueRemindersDeps): Promise<number> {
  const today = isoDay(deps.now);
  const firstThreshold = isoDay(new Date(deps.now.getTime() - REMINDER_DAYS[0] * 86_400_000));
  const candidates = await db
    .select({ id: invoices.id })
    .from(invoices)
    .where(
      and(
        overdueCondition(today),
        lte(invoices.dueOn, firstThreshold),
        lt(invoices.remindersSent, REMINDER_DAYS.length),
      ),
    )
    .orderBy(asc(invoices.dueOn), asc(invoices.id))
    .limit(BATCH);
  let sent = 0;
  for (const { id } of candidates) {
    sent += await db.transaction(async (tx) => {
      const [invoice] = await tx
        .select()
        .from(invoices)
        .where(eq(invoices.id, id))
        .for("update", { skipLocked: true });
      if (!invoice || !invoice.buyer.email) return 0;
      const due = remindersDue(daysPastDue(invoice.dueOn, today));
      if (due <= invoice.remindersSent) return 0;
      const balance = await balanceOf(tx, invoice.id);
      if (!balance || balance.remainingMinor <= 0) return 0;
      const toCompanySpace = invoice.payer === "customer" && invoice.companyId !== null;
      const pdf = toCompanySpace ? null : await invoicePdfOf(tx, invoice);
      await tx
        .update(invoices)
        .set({ remindersSent: due, lastReminderAt: deps.now })
        .where(eq(invoices.id, invoice.id));
      await enqueueEmail(
        tx,
        overdueReminderEmail({
          invoice,
          to: invoice.buyer.email,
          remainingMinor: balance.remainingMinor,
          link: toCompanySpace ? `${deps.siteUrl}${companyInvoicePath(invoice.id, invoice.lang)}` : null,
          pdf: pdf
            ? {
                filename: pdf.filename,
                contentType: "application/pdf",
                content: pdf.content.toString("base64"),
                encoding: "base64",
              }
            : null,
          siteUrl: deps.siteUrl,
        }),
        deps.now,
      );
      return 1;
    });
  }
  return sent;
}
