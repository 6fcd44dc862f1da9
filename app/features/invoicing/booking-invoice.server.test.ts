import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyBookings,
  emailOutbox,
  invoiceLines,
  invoices,
  quoteLines,
  quotes,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { makeSession, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { bookingDueOn, BookingInvoiceError, invoiceCompanyBooking } from "./booking-invoice.server";
import { DEMO_COMPANY_NAME, issueDemoBookingInvoice } from "./demo-booking-invoice.server";

/*
 * A company booking's invoice, from its seats or from the quote it was accepted from, issued once
 * however often (or however concurrently) it is asked. Issued invoices are never deleted: each test
 * issues in a year of its own.
 */
const database = useTestDatabase({ prepare: seedCatalog });

let frenchCompany: number;
let englishCompany: number;

beforeAll(async () => {
  const rows = await database.db
    .insert(companies)
    .values([
      {
        legalName: "Société Minière de Boké SA",
        country: "GN",
        rccm: "GN.TCC.2019.B.12345",
        nif: "123456789",
        billingAddress: "Route du Niger, Boké",
        billingEmail: "compta@boke.example",
        lang: "fr",
      },
      {
        legalName: "Atlantic Logistics Ltd",
        country: "FR",
        siret: "12345678901234",
        vatNumber: "FR12345678901",
        billingAddress: "1 quai de la Loire, Nantes",
        billingEmail: "ap@atlantic.example",
        lang: "en",
      },
    ])
    .returning({ id: companies.id });
  frenchCompany = rows[0]!.id;
  englishCompany = rows[1]!.id;
});

async function booking({
  year,
  companyId = frenchCompany,
  seats = 3,
  unitPriceMinor = 45_000 as number | null,
  currency = "EUR",
  quoteId = null as number | null,
  purchaseOrder = "PO-778" as string | null,
  startsAt = new Date(`${year}-06-10T08:00:00Z`),
  endsAt = new Date(`${year}-06-12T17:00:00Z`),
}: {
  year: number;
  companyId?: number;
  seats?: number;
  unitPriceMinor?: number | null;
  currency?: string;
  quoteId?: number | null;
  purchaseOrder?: string | null;
  startsAt?: Date;
  endsAt?: Date;
}) {
  const sessionId = await makeSession(database.db, { courseId: 101, startsAt, endsAt });
  const [row] = await database.db
    .insert(companyBookings)
    .values({
      companyId,
      sessionId,
      seats,
      status: "confirmed",
      quoteId,
      namingDeadline: new Date(startsAt.getTime() - 3 * 86_400_000),
      unitPriceMinor,
      currency,
      purchaseOrder,
      confirmedAt: new Date(`${year}-03-01T09:00:00Z`),
    })
    .returning({ id: companyBookings.id });
  return row!.id;
}

const invoiceNow = (bookingId: number, now: Date) =>
  database.db.transaction((tx) => invoiceCompanyBooking(tx, bookingId, { now, siteUrl: SITE_URL }));

async function invoiceWithLines(invoiceId: number) {
  const [invoice] = await database.db.select().from(invoices).where(eq(invoices.id, invoiceId));
  const lines = await database.db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, invoiceId))
    .orderBy(invoiceLines.position);
  return { invoice: invoice!, lines };
}

describe("invoiceCompanyBooking", () => {
  it("bills the seats at the frozen price, to the company with its identifiers and purchase order, and e-mails it", async () => {
    const id = await booking({ year: 2061 });
    const { invoiceId } = await invoiceNow(id, new Date("2061-03-01T10:00:00Z"));
    const { invoice, lines } = await invoiceWithLines(invoiceId);
    expect(invoice).toMatchObject({
      number: "F-2061-000001",
      kind: "invoice",
      payer: "customer",
      bookingId: id,
      companyId: frenchCompany,
      currency: "EUR",
      lang: "fr",
      purchaseOrder: "PO-778",
      totalMinor: 135_000,
      dueOn: "2061-03-31",
      buyer: {
        name: "Société Minière de Boké SA",
        address: "Route du Niger, Boké",
        country: "GN",
        email: "compta@boke.example",
        identifiers: [
          { label: "RCCM", value: "GN.TCC.2019.B.12345" },
          { label: "NIF", value: "123456789" },
        ],
      },
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ quantityThousandths: 3000, unitPriceMinor: 45_000, netMinor: 135_000 });
    expect(lines[0]!.description).toMatch(/^Fondamentaux QHSE.+ — 10–12 juin 2061$/);
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "compta@boke.example"));
    const mail = mails.find((row) => row.subject === "Facture F-2061-000001");
    expect(mail?.kind).toBe("invoice-issued");
    expect(mail?.textBody).toContain(`${SITE_URL}/company/invoices/${invoiceId}/invoice.pdf`);
    expect(mail?.textBody).toContain("1\u00a0350,00");
  });

  it("writes an English company's invoice and e-mail in English, with its French identifiers and mentions", async () => {
    const id = await booking({
      year: 2062,
      companyId: englishCompany,
      currency: "GNF",
      unitPriceMinor: 2_500_000,
      seats: 2,
    });
    const { invoiceId } = await invoiceNow(id, new Date("2062-03-01T10:00:00Z"));
    const { invoice, lines } = await invoiceWithLines(invoiceId);
    expect(invoice).toMatchObject({ lang: "en", currency: "GNF", totalMinor: 5_000_000 });
    expect(invoice.buyer.identifiers).toEqual([
      { label: "SIRET", value: "12345678901234" },
      { label: "VAT no.", value: "FR12345678901" },
    ]);
    expect(invoice.mentions.some((mention) => mention.startsWith("Late payment"))).toBe(true);
    expect(lines[0]!.description).toMatch(/^QHSE Fundamentals.+ — 10\s–\s12 June 2062$/u);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.toAddress, "ap@atlantic.example"));
    expect(mail?.subject).toBe(`Invoice ${invoice.number}`);
    expect(mail?.textBody).toContain(`${SITE_URL}/en/company/invoices/${invoiceId}/invoice.pdf`);
  });

  it("bills the accepted quote's lines when the booking came from a quote", async () => {
    const [quote] = await database.db
      .insert(quotes)
      .values({
        number: "D-2063-000001",
        status: "accepted",
        kind: "inter",
        companyId: frenchCompany,
        courseId: 101,
        sessionId: await makeSession(database.db, { startsAt: new Date("2063-06-10T08:00:00Z") }),
        participants: 4,
        currency: "EUR",
        validUntil: "2063-04-01",
        totalNetMinor: 170_000,
        totalMinor: 170_000,
        tokenHash: "quote-token-hash-2063",
        decision: {
          signerName: "A. Camara",
          signerTitle: "DRH",
          at: "2063-03-01T09:00:00Z",
          ip: "127.0.0.1",
          userAgent: "test",
        },
      })
      .returning({ id: quotes.id });
    await database.db.insert(quoteLines).values([
      {
        quoteId: quote!.id,
        position: 1,
        description: "Formation intra, 2 jours",
        quantityThousandths: 2000,
        unitPriceMinor: 80_000,
        vatRateBasisPoints: 0,
        netMinor: 160_000,
      },
      {
        quoteId: quote!.id,
        position: 2,
        description: "Supports imprimés",
        quantityThousandths: 4000,
        unitPriceMinor: 2_500,
        vatRateBasisPoints: 0,
        netMinor: 10_000,
      },
    ]);
    const id = await booking({ year: 2063, quoteId: quote!.id, unitPriceMinor: null, seats: 4 });
    const { invoiceId } = await invoiceNow(id, new Date("2063-03-02T10:00:00Z"));
    const { invoice, lines } = await invoiceWithLines(invoiceId);
    expect(invoice.totalMinor).toBe(170_000);
    expect(
      lines.map((line) => [line.description, line.quantityThousandths, line.unitPriceMinor, line.netMinor]),
    ).toEqual([
      ["Formation intra, 2 jours", 2000, 80_000, 160_000],
      ["Supports imprimés", 4000, 2_500, 10_000],
    ]);
  });

  it("issues one invoice when asked twice, even at the same time", async () => {
    const id = await booking({ year: 2064 });
    const now = new Date("2064-03-01T10:00:00Z");
    const [first, second] = await Promise.all([invoiceNow(id, now), invoiceNow(id, now)]);
    expect(first.invoiceId).toBe(second.invoiceId);
    expect((await invoiceNow(id, now)).invoiceId).toBe(first.invoiceId);
    const issued = await database.db.select().from(invoices).where(eq(invoices.bookingId, id));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.number).toBe("F-2064-000001");
    const mails = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.subject, "Facture F-2064-000001"));
    expect(mails).toHaveLength(1);
  });

  it("refuses a booking that does not exist, or has neither a quote nor a price", async () => {
    await expect(invoiceNow(9_999_999, new Date("2065-03-01T10:00:00Z"))).rejects.toBeInstanceOf(
      BookingInvoiceError,
    );
    const id = await booking({ year: 2065, unitPriceMinor: null });
    await expect(invoiceNow(id, new Date("2065-03-01T10:00:00Z"))).rejects.toMatchObject({
      code: "no_price",
    });
  });

  it("is due 30 days after issue when the session starts later, else the session's first day", async () => {
    const id = await booking({
      year: 2066,
      startsAt: new Date("2066-03-10T08:00:00Z"),
      endsAt: new Date("2066-03-10T17:00:00Z"),
    });
    const { invoiceId } = await invoiceNow(id, new Date("2066-03-01T10:00:00Z"));
    expect((await invoiceWithLines(invoiceId)).invoice.dueOn).toBe("2066-03-10");
  });
});

describe("bookingDueOn", () => {
  it("takes the sooner of 30 days and the session's first day, never before the issue day", () => {
    expect(bookingDueOn(new Date("2027-01-15T23:30:00Z"), "2027-06-01")).toBe("2027-02-14");
    expect(bookingDueOn(new Date("2027-01-15T10:00:00Z"), "2027-02-14")).toBe("2027-02-14");
    expect(bookingDueOn(new Date("2027-01-15T10:00:00Z"), "2027-01-20")).toBe("2027-01-20");
    expect(bookingDueOn(new Date("2027-01-15T10:00:00Z"), "2027-01-15")).toBe("2027-01-15");
    // Invoiced once the session has begun: due at once.
    expect(bookingDueOn(new Date("2027-01-15T10:00:00Z"), "2027-01-12")).toBe("2027-01-15");
  });
});

describe("the demo company's invoice", () => {
  it("is issued once, unpaid, for an intra-company session that takes no public seat", async () => {
    const now = new Date("2067-03-01T10:00:00Z");
    await issueDemoBookingInvoice(database.db, { siteUrl: SITE_URL, now });
    await issueDemoBookingInvoice(database.db, { siteUrl: SITE_URL, now });
    const demo = await database.db.select().from(companies).where(eq(companies.legalName, DEMO_COMPANY_NAME));
    expect(demo).toHaveLength(1);
    const issued = await database.db.select().from(invoices).where(eq(invoices.companyId, demo[0]!.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({
      totalMinor: 270_000,
      purchaseOrder: "BC-DEMO-001",
      dueOn: "2067-03-31",
    });
  });
});
