import { describe, expect, it } from "vitest";
import { invoiceSettlements, type InvoiceParty } from "../../../db/schema";
import { readPdf } from "../../../tests/helpers/pdf";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { SellerDetails } from "~/lib/settings.server";
import { invoicePdfOf } from "./invoice-queries.server";
import { formatQuantity, formatRate } from "./invoice-pdf.server";
import { issueCreditNote, issueInvoice, type IssueInvoiceInput } from "./issue.server";

// Issued invoices are never deleted: each test issues in a year of its own.
const database = useTestDatabase();

const guineanBuyer: InvoiceParty = {
  name: "Société Minière de Boké SA",
  address: "Route du Niger, Boké",
  country: "GN",
  email: "compta@example.com",
  identifiers: [
    { label: "RCCM", value: "GN.BOK.2015.B.00042" },
    { label: "NIF", value: "123456789" },
  ],
};
const frenchBuyer: InvoiceParty = {
  name: "Åsa Lindqvist Conseil SARL",
  address: "3 place Bellecour, 69002 Lyon",
  country: "FR",
  identifiers: [
    { label: "SIRET", value: "12345678900012" },
    { label: "N° TVA", value: "FR12345678901" },
  ],
};
const exemptSeller: SellerDetails = {
  legalName: "Groupe Multi-Services Conakry SARL",
  address: "Quartier Kaloum, Conakry",
  country: "GN",
  rccm: "GN.KAL.2020.B.01234",
  nif: "987654321",
  siret: "",
  vatNumber: "",
  trainingDeclaration: "11 75 12345 75",
  vatExemptTraining: true,
  vatRateBasisPoints: 1800,
};
const taxedSeller: SellerDetails = { ...exemptSeller, vatExemptTraining: false, vatRateBasisPoints: 2000 };

async function issued(year: number, overrides: Partial<IssueInvoiceInput> = {}) {
  return database.db.transaction((tx) =>
    issueInvoice(tx, {
      issuedAt: new Date(`${year}-03-01T10:00:00Z`),
      dueOn: `${year}-03-31`,
      currency: "EUR",
      lang: "fr",
      buyer: guineanBuyer,
      seller: exemptSeller,
      lines: [
        { description: "Excel avancé, 2 jours", quantityThousandths: 2000, unitPriceMinor: 45_000 },
        { description: "Accompagnement, une demi-journée", quantityThousandths: 500, unitPriceMinor: 30_000 },
      ],
      ...overrides,
    }),
  );
}

async function text(invoice: Awaited<ReturnType<typeof issued>>) {
  const { content, filename } = await invoicePdfOf(database.db, invoice);
  const read = await readPdf(content);
  return { filename, text: read.pages.join(" "), info: read.info };
}

describe("the invoice PDF", () => {
  it("formats rates and quantities per language", () => {
    expect(formatRate(2000, "fr")).toBe("20\u00a0%");
    expect(formatRate(550, "fr")).toBe("5,5\u00a0%");
    expect(formatRate(550, "en")).toBe("5.5%");
    expect(formatQuantity(1500, "fr")).toBe("1,5");
    expect(formatQuantity(1500, "en")).toBe("1.5");
  });

  it("in French: title and number, dates, both parties with their identifiers, lines, totals, the VAT exemption", async () => {
    const invoice = await issued(2040, { purchaseOrder: "BC-2040-17" });
    const { filename, text: pdf, info } = await text(invoice);
    expect(filename).toBe("facture-F-2040-000001.pdf");
    expect(info.Title).toBe("Facture F-2040-000001");
    for (const expected of [
      "Facture n° F-2040-000001",
      "Date d'émission : 1 mars 2040",
      "Date d'échéance : 31 mars 2040",
      "Bon de commande : BC-2040-17",
      "Groupe Multi-Services Conakry SARL",
      "RCCM GN.KAL.2020.B.01234",
      "NIF 987654321",
      "Déclaration d'activité n° 11 75 12345 75",
      "Société Minière de Boké SA",
      "Route du Niger, Boké, Guinée",
      "RCCM GN.BOK.2015.B.00042",
      "Excel avancé, 2 jours",
      "0,5",
      "900,00 €",
      "150,00 €",
      "0 %",
      "Total HT 1 050,00 €",
      "TVA 0 % sur 1 050,00 €",
      "Total TTC 1 050,00 €",
      "TVA non applicable, art. 261-4-4° a du CGI",
    ]) {
      expect(pdf).toContain(expected);
    }
    // A Guinean buyer: no French late-payment terms, and no settlement yet.
    expect(pdf).not.toContain("40 €");
    expect(pdf).not.toContain("Reste à payer");
  });

  it("in English, for a French buyer: the late-payment terms, the VAT per rate, and what remains after a transfer", async () => {
    const invoice = await issued(2041, {
      lang: "en",
      buyer: frenchBuyer,
      seller: taxedSeller,
      lines: [
        { description: "Project management, 3 days", quantityThousandths: 3000, unitPriceMinor: 40_000 },
        {
          description: "Course book",
          quantityThousandths: 2000,
          unitPriceMinor: 2500,
          vatRateBasisPoints: 550,
        },
      ],
    });
    await database.db.insert(invoiceSettlements).values({
      invoiceId: invoice.id,
      amountMinor: 50_000,
      receivedOn: "2041-03-10",
      method: "bank-transfer",
      recordedBy: "staff@example.com",
    });
    const { text: pdf, filename } = await text(invoice);
    expect(filename).toBe("facture-F-2041-000001.pdf");
    for (const expected of [
      "Invoice no. F-2041-000001",
      "Issue date: 1 Mar 2041",
      "Due date: 31 Mar 2041",
      "Åsa Lindqvist Conseil SARL",
      "3 place Bellecour, 69002 Lyon, France",
      "SIRET 12345678900012",
      "Total excl. VAT €1,250.00",
      "VAT 5.5% on €50.00 €2.75",
      "VAT 20% on €1,200.00 €240.00",
      "Total incl. VAT €1,492.75",
      "Already received €500.00",
      "Remaining due €992.75",
      "fixed indemnity of €40 for recovery costs",
    ]) {
      expect(pdf).toContain(expected);
    }
    expect(pdf).not.toContain("VAT not applicable");
  });

  it("a credit note says Avoir and names the invoice it credits", async () => {
    const invoice = await issued(2042);
    const creditNote = await database.db.transaction((tx) =>
      issueCreditNote(tx, invoice.id, {
        reason: "Session annulée",
        by: null,
        now: new Date("2042-04-01T08:00:00Z"),
      }),
    );
    const { text: pdf, filename } = await text(creditNote);
    expect(filename).toBe("avoir-AV-2042-000001.pdf");
    expect(pdf).toContain("Avoir n° AV-2042-000001");
    expect(pdf).toContain("Avoir sur la facture n° F-2042-000001");
    expect(pdf).toContain("Motif : Session annulée");
    expect(pdf).toContain("Total TTC 1 050,00 €");
  });

  it("prints Guinean francs whole", async () => {
    const invoice = await issued(2043, {
      currency: "GNF",
      lines: [{ description: "Formation sécurité", quantityThousandths: 1500, unitPriceMinor: 2_500_001 }],
    });
    const { text: pdf } = await text(invoice);
    // 1.5 × 2 500 001 = 3 750 001.5 → 3 750 002 GNF.
    expect(pdf).toContain("Total TTC 3 750 002 GNF");
    expect(pdf).not.toMatch(/3 750 002,\d/);
  });
});
