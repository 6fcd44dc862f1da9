import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { invoiceLines, invoices, invoiceSettlements, type InvoiceParty } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { SellerDetails } from "~/lib/settings.server";
import {
  InvoiceError,
  invoiceNumber,
  issueCreditNote,
  issueInvoice,
  type IssueInvoiceInput,
} from "./issue.server";

// Issued invoices are never deleted (the triggers refuse it): each test issues in a year of its own.
const database = useTestDatabase();

const buyer: InvoiceParty = {
  name: "Société Minière de Boké SA",
  address: "Route du Niger, Boké",
  country: "GN",
  email: "compta@example.com",
  identifiers: [{ label: "NIF", value: "123456789" }],
};

const taxedSeller: SellerDetails = {
  legalName: "Groupe Multi-Services Conakry SARL",
  address: "Quartier Kaloum, Conakry",
  country: "GN",
  rccm: "GN.KAL.2020.B.01234",
  nif: "987654321",
  siret: "",
  vatNumber: "",
  trainingDeclaration: "11 75 12345 75",
  vatExemptTraining: false,
  vatRateBasisPoints: 1800,
};

function input(year: number, overrides: Partial<IssueInvoiceInput> = {}): IssueInvoiceInput {
  return {
    issuedAt: new Date(`${year}-03-01T10:00:00Z`),
    dueOn: `${year}-03-31`,
    currency: "EUR",
    lang: "fr",
    buyer,
    lines: [
      { description: "Excel avancé, 2 jours", quantityThousandths: 2000, unitPriceMinor: 45_000 },
      { description: "Support de cours", quantityThousandths: 1000, unitPriceMinor: 1999 },
    ],
    ...overrides,
  };
}

const issue = (overrides: Partial<IssueInvoiceInput> & { year: number }) =>
  database.db.transaction((tx) => issueInvoice(tx, input(overrides.year, overrides)));

/** The database's refusal, whatever the driver wraps it in. */
async function refusal(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const cause = (error as { cause?: { message?: string } }).cause;
    return `${(error as Error).message} ${cause?.message ?? ""}`;
  }
  throw new Error("the database accepted it");
}

describe("issueInvoice", () => {
  it("numbers F-<year>-<six digits>", () => {
    expect(invoiceNumber("F", 2026, 1)).toBe("F-2026-000001");
    expect(invoiceNumber("AV", 2027, 123_456)).toBe("AV-2027-123456");
  });

  it("writes the invoice, its lines and totals, the seller of the settings and the buyer given", async () => {
    const invoice = await issue({ year: 2030, seller: taxedSeller, purchaseOrder: " BC-778 " });
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: "F-2030-000001",
      currency: "EUR",
      purchaseOrder: "BC-778",
      buyer,
      totalNetMinor: 91_999,
      // 18 % of 919.99 € = 165.5982 € → 165.60 €.
      totalVatMinor: 16_560,
      totalMinor: 108_559,
      vatBreakdown: [{ rateBasisPoints: 1800, baseMinor: 91_999, vatMinor: 16_560 }],
      mentions: [],
    });
    expect(invoice.seller).toMatchObject({
      name: "Groupe Multi-Services Conakry SARL",
      country: "GN",
      identifiers: [
        { label: "RCCM", value: "GN.KAL.2020.B.01234" },
        { label: "NIF", value: "987654321" },
        { label: "Déclaration d'activité n°", value: "11 75 12345 75" },
      ],
    });
    const lines = await database.db
      .select()
      .from(invoiceLines)
      .where(eq(invoiceLines.invoiceId, invoice.id))
      .orderBy(invoiceLines.position);
    expect(lines.map((line) => [line.position, line.netMinor, line.vatRateBasisPoints])).toEqual([
      [1, 90_000, 1800],
      [2, 1999, 1800],
    ]);
  });

  it("uses the settings' seller when none is given: exempt by default, lines at 0 % with the mention", async () => {
    const invoice = await issue({ year: 2029 });
    expect(invoice.totalVatMinor).toBe(0);
    expect(invoice.vatBreakdown).toEqual([{ rateBasisPoints: 0, baseMinor: 91_999, vatMinor: 0 }]);
    expect(invoice.mentions).toEqual(["TVA non applicable, art. 261-4-4° a du CGI"]);
  });

  it("refuses a taxed line from a VAT-exempt seller, and an invoice without lines", async () => {
    const exempt = { ...taxedSeller, vatExemptTraining: true };
    await expect(
      issue({
        year: 2028,
        seller: exempt,
        lines: [
          { description: "x", quantityThousandths: 1000, unitPriceMinor: 100, vatRateBasisPoints: 2000 },
        ],
      }),
    ).rejects.toThrow(InvoiceError);
    await expect(issue({ year: 2028, lines: [] })).rejects.toThrow(InvoiceError);
    // Nothing was numbered: the next invoice of the year is its first.
    expect((await issue({ year: 2028 })).number).toBe("F-2028-000001");
  });

  it("adds the late-payment terms for a French buyer, in the invoice's language", async () => {
    const french = { ...buyer, country: "FR" };
    const fr = await issue({ year: 2035, buyer: french });
    expect(fr.mentions[1]).toContain("indemnité forfaitaire pour frais de recouvrement de 40 €");
    const en = await issue({ year: 2035, buyer: french, lang: "en" });
    expect(en.mentions).toEqual([
      "VAT not applicable, article 261-4-4° a of the French General Tax Code (CGI)",
      expect.stringContaining("fixed indemnity of €40 for recovery costs"),
    ]);
  });

  it("50 invoices issued at once get numbers 1 to 50 of their year, no gap, no duplicate", async () => {
    const issued = await Promise.all(Array.from({ length: 50 }, () => issue({ year: 2031 })));
    expect(issued.map((invoice) => invoice.sequence).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 50 }, (_, index) => index + 1),
    );
    expect(new Set(issued.map((invoice) => invoice.number)).size).toBe(50);
  });

  it("a rolled-back transaction gives its number back", async () => {
    expect((await issue({ year: 2032 })).number).toBe("F-2032-000001");
    await expect(
      database.db.transaction(async (tx) => {
        const invoice = await issueInvoice(tx, input(2032));
        expect(invoice.number).toBe("F-2032-000002");
        throw new Error("the payment failed after all");
      }),
    ).rejects.toThrow("the payment failed after all");
    expect((await issue({ year: 2032 })).number).toBe("F-2032-000002");
  });
});

describe("issued invoices are kept as written by the database", () => {
  it("refuses deleting or changing an invoice, a line or a settlement, but lets reminders be counted", async () => {
    const { db } = database;
    const invoice = await issue({ year: 2033 });
    await db.insert(invoiceSettlements).values({
      invoiceId: invoice.id,
      amountMinor: 1000,
      receivedOn: "2033-03-05",
      method: "bank-transfer",
      recordedBy: "staff@example.com",
    });
    expect(await refusal(db.delete(invoices).where(eq(invoices.id, invoice.id)))).toContain("never deleted");
    expect(
      await refusal(
        db.update(invoices).set({ totalMinor: 1, totalNetMinor: 1 }).where(eq(invoices.id, invoice.id)),
      ),
    ).toContain("does not change");
    expect(
      await refusal(
        db.update(invoiceLines).set({ description: "autre" }).where(eq(invoiceLines.invoiceId, invoice.id)),
      ),
    ).toContain("kept as written");
    expect(await refusal(db.delete(invoiceLines).where(eq(invoiceLines.invoiceId, invoice.id)))).toContain(
      "kept as written",
    );
    expect(
      await refusal(
        db
          .update(invoiceSettlements)
          .set({ amountMinor: 2 })
          .where(eq(invoiceSettlements.invoiceId, invoice.id)),
      ),
    ).toContain("kept as written");
    expect(
      await refusal(db.delete(invoiceSettlements).where(eq(invoiceSettlements.invoiceId, invoice.id))),
    ).toContain("kept as written");
    await db.update(invoices).set({ remindersSent: 1 }).where(eq(invoices.id, invoice.id));
    const [after] = await db.select().from(invoices).where(eq(invoices.id, invoice.id));
    expect(after).toMatchObject({ remindersSent: 1, totalMinor: invoice.totalMinor, number: invoice.number });
  });
});

describe("issueCreditNote", () => {
  it("credits the whole invoice in series AV, same positive amounts and lines, naming the invoice", async () => {
    const { db } = database;
    const invoice = await issue({ year: 2034, seller: taxedSeller });
    const creditNote = await db.transaction((tx) =>
      issueCreditNote(tx, invoice.id, {
        reason: "Session annulée",
        by: "admin@example.com",
        now: new Date("2034-04-02T09:00:00Z"),
      }),
    );
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      number: "AV-2034-000001",
      creditedInvoiceId: invoice.id,
      totalNetMinor: invoice.totalNetMinor,
      totalVatMinor: invoice.totalVatMinor,
      totalMinor: invoice.totalMinor,
      vatBreakdown: invoice.vatBreakdown,
      buyer,
      issuedBy: "admin@example.com",
      dueOn: "2034-04-02",
    });
    expect(creditNote.totalMinor).toBeGreaterThan(0);
    expect(creditNote.mentions[0]).toBe("Avoir sur la facture F-2034-000001. Motif : Session annulée");
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, creditNote.id));
    expect(lines.map((line) => line.netMinor).sort((a, b) => a - b)).toEqual([1999, 90_000]);
    // Its own series: the next invoice of the year is still F-2034-000002.
    expect((await issue({ year: 2034 })).number).toBe("F-2034-000002");
  });

  it("credits an invoice once, and never a credit note", async () => {
    const { db } = database;
    const invoice = await issue({ year: 2036 });
    const credit = (id: number) =>
      db.transaction((tx) =>
        issueCreditNote(tx, id, { reason: "Erreur", by: null, now: new Date("2036-05-01Z") }),
      );
    const creditNote = await credit(invoice.id);
    await expect(credit(invoice.id)).rejects.toMatchObject({ code: "already_credited" });
    await expect(credit(creditNote.id)).rejects.toMatchObject({ code: "not_an_invoice" });
    await expect(credit(999_999)).rejects.toMatchObject({ code: "not_found" });
    // The refused ones took no number.
    expect((await credit((await issue({ year: 2036 })).id)).number).toBe("AV-2036-000002");
  });
});
