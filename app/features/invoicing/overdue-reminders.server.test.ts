import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, emailOutbox, invoices, invoiceSettlements, type InvoiceParty } from "../../../db/schema";
import { SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { balanceOf, daysPastDue, remainingDueMinor } from "./balance.server";
import { issueCreditNote, issueInvoice } from "./issue.server";
import { remindersDue, sendOverdueReminders } from "./overdue-reminders.server";

/*
 * Overdue reminders on a driven clock, and what remains due (total less settlements less credit
 * notes). Issued invoices are never deleted: each test issues in a year of its own, to a buyer
 * address of its own, and looks only at its own invoices and mail (a pass reminds every late
 * invoice in the database, those of earlier tests too).
 */
const database = useTestDatabase();
let companyId: number;

beforeAll(async () => {
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName: "Zircon Mines SA",
      country: "GN",
      billingAddress: "Kaloum, Conakry",
      billingEmail: "billing@zircon.example",
    })
    .returning({ id: companies.id });
  companyId = row!.id;
});

const DAY = 86_400_000;
const at = (day: string, plusDays = 0) => new Date(Date.parse(`${day}T09:00:00Z`) + plusDays * DAY);

async function overdueInvoice(
  year: number,
  email: string,
  { lang = "fr" as "fr" | "en", payer = "customer" as "customer" | "funder", total = 100_000 } = {},
) {
  const buyer: InvoiceParty = {
    name: "Zircon Mines SA",
    address: "Kaloum",
    country: "GN",
    email,
    identifiers: [],
  };
  return database.db.transaction((tx) =>
    issueInvoice(tx, {
      issuedAt: new Date(`${year}-01-01T09:00:00Z`),
      dueOn: `${year}-02-01`,
      currency: "EUR",
      lang,
      buyer,
      lines: [{ description: "Formation", quantityThousandths: 1000, unitPriceMinor: total }],
      companyId: payer === "customer" ? companyId : null,
      payer,
    }),
  );
}

const pass = (now: Date) => sendOverdueReminders(database.db, { now, siteUrl: SITE_URL });
const mailTo = (email: string) =>
  database.db.select().from(emailOutbox).where(eq(emailOutbox.toAddress, email)).orderBy(emailOutbox.id);
const remindersOf = async (id: number) =>
  (await database.db.select().from(invoices).where(eq(invoices.id, id)))[0]!;
const settle = (invoiceId: number, amountMinor: number) =>
  database.db.insert(invoiceSettlements).values({
    invoiceId,
    amountMinor,
    receivedOn: "2070-01-15",
    method: "bank-transfer",
    recordedBy: "staff@example.com",
  });

describe("overdue reminders", () => {
  it("none before 7 days, one at 7, one more at 14, none after; with what remains, in the invoice's language", async () => {
    const email = "late@payer.example";
    const invoice = await overdueInvoice(2071, email);
    await settle(invoice.id, 30_000);
    for (const days of [0, 3, 6]) await pass(at("2071-02-01", days));
    expect(await mailTo(email)).toHaveLength(0);

    await pass(at("2071-02-01", 7));
    let mails = await mailTo(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      kind: "invoice-reminder",
      subject: `Rappel\u00a0: facture ${invoice.number} en attente de paiement`,
    });
    expect(mails[0]!.textBody).toContain("700,00");
    expect(mails[0]!.textBody).toContain(`${SITE_URL}/company/invoices/${invoice.id}/invoice.pdf`);
    expect(await remindersOf(invoice.id)).toMatchObject({
      remindersSent: 1,
      lastReminderAt: at("2071-02-01", 7),
    });

    for (const days of [8, 10, 13]) await pass(at("2071-02-01", days));
    expect(await mailTo(email)).toHaveLength(1);

    await pass(at("2071-02-01", 14));
    mails = await mailTo(email);
    expect(mails).toHaveLength(2);
    expect((await remindersOf(invoice.id)).remindersSent).toBe(2);

    for (const days of [15, 21, 60]) await pass(at("2071-02-01", days));
    expect(await mailTo(email)).toHaveLength(2);
  });

  it("none for a paid invoice, nor for a credited one", async () => {
    const paid = await overdueInvoice(2072, "paid@payer.example");
    await settle(paid.id, 100_000);
    const credited = await overdueInvoice(2072, "credited@payer.example");
    await database.db.transaction((tx) =>
      issueCreditNote(tx, credited.id, {
        reason: "Annulée",
        by: null,
        now: new Date("2072-01-10T09:00:00Z"),
      }),
    );
    await pass(at("2072-02-01", 7));
    await pass(at("2072-02-01", 14));
    expect(await mailTo("paid@payer.example")).toHaveLength(0);
    expect(await mailTo("credited@payer.example")).toHaveLength(0);
    expect((await remindersOf(paid.id)).remindersSent).toBe(0);
  });

  it("sends one reminder when two passes run at once", async () => {
    const email = "twice@payer.example";
    const invoice = await overdueInvoice(2073, email);
    await Promise.all([pass(at("2073-02-01", 7)), pass(at("2073-02-01", 7))]);
    expect(await mailTo(email)).toHaveLength(1);
    expect((await remindersOf(invoice.id)).remindersSent).toBe(1);
  });

  it("sends one reminder, not two, to an invoice first seen past 14 days", async () => {
    const email = "catchup@payer.example";
    const invoice = await overdueInvoice(2074, email);
    await pass(at("2074-02-01", 20));
    await pass(at("2074-02-01", 20));
    expect(await mailTo(email)).toHaveLength(1);
    expect((await remindersOf(invoice.id)).remindersSent).toBe(2);
  });

  it("writes to a funder in English with the invoice attached (it has no account)", async () => {
    const email = "opco@funder.example";
    const invoice = await overdueInvoice(2075, email, { lang: "en", payer: "funder" });
    await pass(at("2075-02-01", 7));
    const [mail] = await mailTo(email);
    expect(mail?.subject).toBe(`Reminder: invoice ${invoice.number} awaiting payment`);
    expect(mail?.textBody).toContain("Amount outstanding: €1,000.00.");
    expect(mail?.textBody).not.toContain("/company/invoices/");
    expect(mail?.attachments?.[0]).toMatchObject({
      filename: `facture-${invoice.number}.pdf`,
      contentType: "application/pdf",
      encoding: "base64",
    });
  });

  it("counts reminders due from the days late", () => {
    expect([0, 6, 7, 13, 14, 40].map(remindersDue)).toEqual([0, 0, 1, 1, 2, 2]);
    expect(daysPastDue("2027-02-01", "2027-02-08")).toBe(7);
    expect(daysPastDue("2027-02-27", "2027-03-06")).toBe(7);
  });
});

describe("what remains due", () => {
  it("is the total less settlements and credit notes, never below zero, and nothing on a credit note", async () => {
    const invoice = await overdueInvoice(2076, "balance@payer.example");
    expect(await balanceOf(database.db, invoice.id)).toEqual({
      totalMinor: 100_000,
      settledMinor: 0,
      creditedMinor: 0,
      remainingMinor: 100_000,
    });
    await settle(invoice.id, 25_000);
    await settle(invoice.id, 15_000);
    expect((await balanceOf(database.db, invoice.id))?.remainingMinor).toBe(60_000);
    const creditNote = await database.db.transaction((tx) =>
      issueCreditNote(tx, invoice.id, {
        reason: "Erreur de prix",
        by: null,
        now: new Date("2076-01-20T09:00:00Z"),
      }),
    );
    expect(await balanceOf(database.db, invoice.id)).toMatchObject({
      settledMinor: 40_000,
      creditedMinor: 100_000,
      remainingMinor: 0,
    });
    expect((await balanceOf(database.db, creditNote.id))?.remainingMinor).toBe(0);
    expect(remainingDueMinor({ kind: "invoice", totalMinor: 500, settledMinor: 200, creditedMinor: 0 })).toBe(
      300,
    );
    expect(
      remainingDueMinor({ kind: "credit_note", totalMinor: 500, settledMinor: 0, creditedMinor: 0 }),
    ).toBe(0);
  });
});
