import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  companies,
  companyBookings,
  emailOutbox,
  invoiceLines,
  invoices,
  invoiceSettlements,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { makeSession, SITE_URL } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { invoiceCompanyBooking } from "~/features/invoicing/booking-invoice.server";
import { issueInvoice } from "~/features/invoicing/issue.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.invoice";
import { loader as listLoader } from "~/routes/admin.invoices";

/*
 * Staff split a booking's invoice with a funder from its page (credit note, then the company's
 * and the funder's invoices adding up to the original), audited; the overdue filter and the
 * invoice page's lateness and reminders. Invoices of their own years (2046-2048; 2018 for one already late).
 */
const database = useTestDatabase({ prepare: seedCatalog });
type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let moderator: Account;
let companyId: number;

beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName: "Atlantic Logistics SAS",
      country: "FR",
      siret: "12345678901234",
      billingAddress: "1 quai de la Loire, Nantes",
      billingEmail: "ap@atlantic.example",
    })
    .returning({ id: companies.id });
  companyId = row!.id;
});

async function bookingInvoice(year: number, currency: "EUR" | "GNF" = "EUR", unitPriceMinor = 50_000) {
  const startsAt = new Date(`${year}-06-10T08:00:00Z`);
  const sessionId = await makeSession(database.db, { startsAt });
  const [booking] = await database.db
    .insert(companyBookings)
    .values({
      companyId,
      sessionId,
      seats: 3,
      status: "confirmed",
      namingDeadline: startsAt,
      unitPriceMinor,
      currency,
      purchaseOrder: "PO-42",
    })
    .returning({ id: companyBookings.id });
  const { invoiceId } = await database.db.transaction((tx) =>
    invoiceCompanyBooking(tx, booking!.id, { now: new Date(`${year}-03-01T09:00:00Z`), siteUrl: SITE_URL }),
  );
  return { invoiceId, bookingId: booking!.id };
}

const post = (id: number, fields: Record<string, string>, who: Account = admin) =>
  callRoute<{ notice: { message: string }; lastResult: { error?: Record<string, string[]> } }>(
    (args) => action({ ...args, params: { invoiceId: String(id) } } as never),
    new Request(`https://site.example/admin/invoices/${id}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
    }),
    context,
  );

const funder = {
  intent: "funder-split",
  funderName: "OPCO Atlas",
  funderAddress: "25 quai Panhard et Levassor, Paris",
  funderCountry: "fr",
  funderEmail: "factures@opco.example",
  funderSiret: "85123456700012",
};

async function page(id: number, who: Account = admin) {
  type Page = Extract<Awaited<ReturnType<typeof loader>>, { found: true }>;
  const answer = await callRoute<Page>(
    (args) => loader({ ...args, params: { invoiceId: String(id) } } as never),
    new Request(`https://site.example/admin/invoices/${id}`, { headers: { Cookie: who.cookie } }),
    context,
  );
  return answer.body!.page;
}

const invoicesOfBooking = (bookingId: number) =>
  database.db.select().from(invoices).where(eq(invoices.bookingId, bookingId)).orderBy(invoices.id);

describe("a funder's share of a booking's invoice", () => {
  it("credits the invoice and issues the company's and the funder's, adding up exactly, audited", async () => {
    const { invoiceId, bookingId } = await bookingInvoice(2046);
    expect((await page(invoiceId)).splittable).toBe(true);
    const answer = await post(invoiceId, { ...funder, shareKind: "percent", share: "33,33" });
    expect(answer.status).toBe(302);
    const [original, creditNote, company, funderShare] = await invoicesOfBooking(bookingId);
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      creditedInvoiceId: invoiceId,
      totalMinor: 150_000,
    });
    expect(company).toMatchObject({ kind: "invoice", payer: "customer", companyId, purchaseOrder: "PO-42" });
    expect(funderShare).toMatchObject({
      kind: "invoice",
      payer: "funder",
      dueOn: original!.dueOn,
      buyer: {
        name: "OPCO Atlas",
        country: "FR",
        email: "factures@opco.example",
        identifiers: [{ label: "SIRET", value: "85123456700012" }],
      },
    });
    // 33,33 % of 1 500,00 € is 499,95 €; the company keeps the rest.
    expect(funderShare!.totalMinor).toBe(49_995);
    expect(company!.totalMinor + funderShare!.totalMinor).toBe(original!.totalMinor);
    expect(answer.location).toBe(`/admin/invoices/${company!.id}`);
    const [line] = await database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, funderShare!.id));
    expect(line!.description).toMatch(/ — part financée \(33,33\u00a0%\)$/);
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "invoice_funder_split"), eq(auditLog.entityId, String(invoiceId))))
      .orderBy(desc(auditLog.id));
    expect(entry?.after).toMatchObject({
      creditNote: creditNote!.number,
      funderInvoice: funderShare!.number,
      funderTotalMinor: 49_995,
    });
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, `Facture ${company!.number}`));
    expect(mails).toHaveLength(1);
    // The credited invoice has nothing left to split.
    expect((await page(invoiceId)).splittable).toBe(false);
    expect((await post(invoiceId, { ...funder, shareKind: "percent", share: "10" })).status).toBe(409);
    expect((await page(funderShare!.id)).payer).toBe("funder");
  });

  it("takes an amount in whole Guinean francs", async () => {
    const { invoiceId, bookingId } = await bookingInvoice(2047, "GNF", 2_500_001);
    expect((await post(invoiceId, { ...funder, shareKind: "amount", share: "2500000,5" })).status).toBe(400);
    expect((await post(invoiceId, { ...funder, shareKind: "amount", share: "2500000" })).status).toBe(302);
    const [original, , company, funderShare] = await invoicesOfBooking(bookingId);
    expect(funderShare!.totalMinor).toBe(2_500_000);
    expect(company!.totalMinor).toBe(original!.totalMinor - 2_500_000);
  });

  it("refuses a share of nothing or of all, bad input, a paid invoice, another invoice, and moderators; writing nothing", async () => {
    const { invoiceId, bookingId } = await bookingInvoice(2048);
    for (const share of ["0", "100", "150"]) {
      const refused = await post(invoiceId, { ...funder, shareKind: "percent", share });
      expect(refused.status).toBe(400);
      expect(refused.body?.lastResult.error?.share).toEqual(["adminInvoices.errors.shareRange"]);
    }
    expect((await post(invoiceId, { ...funder, shareKind: "amount", share: "1500" })).status).toBe(400);
    const bad = await post(invoiceId, {
      ...funder,
      funderCountry: "France",
      funderSiret: "123",
      shareKind: "percent",
      share: "x",
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body?.lastResult.error ?? {}).sort()).toEqual([
      "funderCountry",
      "funderSiret",
      "share",
    ]);
    expect((await post(invoiceId, { ...funder, shareKind: "percent", share: "40" }, moderator)).status).toBe(
      403,
    );
    await database.db.insert(invoiceSettlements).values({
      invoiceId,
      amountMinor: 100,
      receivedOn: "2048-03-02",
      method: "bank-transfer",
      recordedBy: "staff@example.com",
    });
    const paid = await post(invoiceId, { ...funder, shareKind: "percent", share: "40" });
    expect(paid.status).toBe(409);
    expect(paid.body?.notice.message).toMatch(/paiement a déjà été reçu/);
    expect(await invoicesOfBooking(bookingId)).toHaveLength(1);

    const other = await database.db.transaction((tx) =>
      issueInvoice(tx, {
        issuedAt: new Date("2048-03-01T09:00:00Z"),
        dueOn: "2048-03-31",
        currency: "EUR",
        lang: "fr",
        buyer: { name: "Awa Diallo", address: "", country: "", identifiers: [] },
        lines: [{ description: "Formation", quantityThousandths: 1000, unitPriceMinor: 10_000 }],
      }),
    );
    expect((await page(other.id)).splittable).toBe(false);
    expect((await post(other.id, { ...funder, shareKind: "percent", share: "40" })).status).toBe(409);
  });
});

describe("overdue invoices in the back-office", () => {
  it("are listed under the filter, with their days late and reminders on their page", async () => {
    const { invoiceId } = await bookingInvoice(2018);
    await database.db
      .update(invoices)
      .set({ remindersSent: 1, lastReminderAt: new Date("2018-04-07T10:00:00Z") })
      .where(eq(invoices.id, invoiceId));
    const list = async (query: string) =>
      (
        await callRoute<Awaited<ReturnType<typeof listLoader>>>(
          (args) => listLoader({ ...args, params: {} } as never),
          new Request(`https://site.example/admin/invoices${query}`, {
            headers: { Cookie: moderator.cookie },
          }),
          context,
        )
      ).body!;
    const overdue = await list("?overdue=1");
    expect(overdue.overdue).toBe(true);
    expect(overdue.rows.map((row) => row.id)).toContain(invoiceId);
    expect(overdue.rows.every((row) => row.kind === "invoice" && row.remaining !== null)).toBe(true);
    expect((await list("")).overdue).toBe(false);
    const shown = await page(invoiceId, moderator);
    expect(shown.daysOverdue).toBeGreaterThan(7);
    expect(shown.remindersSent).toBe(1);
    expect(shown.lastReminder).toBe("7 avr. 2018");

    await database.db.insert(invoiceSettlements).values({
      invoiceId,
      amountMinor: 150_000,
      receivedOn: "2018-04-10",
      method: "bank-transfer",
      recordedBy: "staff@example.com",
    });
    expect((await list("?overdue=1")).rows.map((row) => row.id)).not.toContain(invoiceId);
    expect((await page(invoiceId, moderator)).daysOverdue).toBeNull();
  });
});
