import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed";
import { companies, companyBookings, quotes, registrations } from "../../../db/schema";
import { readPdf } from "../../../tests/helpers/pdf";
import { depsAt, makeSession } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { agreementPdfOf, decideAgreement } from "~/features/agreements/agreements.server";
import type { SellerDetails } from "~/lib/settings.server";
import { acceptQuote, type BookSeatsForCompany } from "./quote-decision.server";
import { quotePdfOf } from "./quote-documents.server";
import { saveQuoteDraft, sendQuote } from "./quotes.server";

/*
 * The quote's and the agreement's PDFs, read back with pdf.js: what a customer must find in them
 * (number, parties, lines, VAT per rate, totals, validity, mentions, the acceptance record; for
 * a convention, the labour code's mentions). Their sizes are printed for the record.
 */

const database = useTestDatabase({ prepare: seedCatalog });
const NOW = new Date("2031-05-04T10:00:00Z");
const seller: SellerDetails = {
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
const sizes: Record<string, number> = {};

let sessionId: number;

const book: BookSeatsForCompany = async (tx, request, deps) => {
  const [row] = await tx
    .insert(companyBookings)
    .values({
      companyId: request.companyId,
      sessionId: request.sessionId,
      seats: request.seats,
      status: "confirmed",
      quoteId: request.quoteId,
      namingDeadline: new Date(deps.now.getTime() + 86_400_000),
      currency: request.currency,
      purchaseOrder: request.purchaseOrder,
      lang: request.lang,
    })
    .returning({ id: companyBookings.id });
  return { ok: true, bookingId: row!.id, status: "confirmed" };
};

async function quoteFor(country: "GN" | "FR", lang: "fr" | "en") {
  const [company] = await database.db
    .insert(companies)
    .values({
      legalName: country === "FR" ? "Åsa Lindqvist Conseil SARL" : "Zircon Mines SA",
      country,
      billingAddress: country === "FR" ? "3 place Bellecour, 69002 Lyon" : "Kaloum, Conakry",
      billingEmail: "billing@example.com",
      siret: country === "FR" ? "73282932000074" : null,
      lang,
    })
    .returning();
  const { after } = await database.db.transaction((tx) =>
    saveQuoteDraft(tx, {
      id: null,
      createdBy: "staff@example.com",
      seller,
      now: NOW,
      input: {
        companyId: company!.id,
        courseId: 101,
        kind: "inter",
        sessionId,
        intra: null,
        participants: 12,
        currency: "EUR",
        lang,
        validUntil: "2031-05-31",
        preferredDates: null,
        place: null,
        requestId: null,
        lines: [
          {
            description: "Formation, 12 participants",
            quantityThousandths: 12_000,
            unitPriceMinor: 45_000,
            vatRateBasisPoints: 1800,
          },
          {
            description: "Manuels",
            quantityThousandths: 12_000,
            unitPriceMinor: 2_000,
            vatRateBasisPoints: 550,
          },
          {
            description: "Déplacement du formateur, ½ journée",
            quantityThousandths: 500,
            unitPriceMinor: 30_000,
            vatRateBasisPoints: 1800,
          },
        ],
      },
    }),
  );
  return { companyId: company!.id, draft: after };
}

beforeAll(async () => {
  sessionId = await makeSession(database.db, {
    courseId: 101,
    seats: 30,
    startsAt: new Date("2031-06-10T08:00:00Z"),
  });
});

describe("the quote's PDF", () => {
  it("prints a draft as a draft, then the sent quote with its number, parties, lines, VAT per rate and validity", async () => {
    const { draft } = await quoteFor("GN", "fr");
    const drawn = await readPdf((await quotePdfOf(database.db, draft)).content);
    expect(drawn.pages[0]).toContain("Projet de devis (non envoyé)");
    const sent = await database.db.transaction((tx) =>
      sendQuote(tx, draft.id, { siteUrl: "https://site.example", now: NOW, seller }),
    );
    const pdf = await quotePdfOf(database.db, sent.quote);
    sizes["devis envoyé (fr)"] = pdf.content.length;
    expect(pdf.filename).toBe(`devis-${sent.quote.number}.pdf`);
    const text = (await readPdf(pdf.content)).pages.join(" ");
    for (const expected of [
      `Devis n° ${sent.quote.number}`,
      "Valable jusqu'au : 31 mai 2031",
      "Groupe Multi-Services Conakry SARL",
      "Zircon Mines SA",
      "Formation, 12 participants",
      "TVA 5,5 % sur 240,00 €",
      "TVA 18 % sur 5 550,00 €",
      "Total TTC",
      "6 802,20 €",
      "Participants : 12",
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("prints the acceptance record once accepted, and the agreement a French company signs as a convention", async () => {
    const { draft } = await quoteFor("FR", "fr");
    const sent = await database.db.transaction((tx) =>
      sendQuote(tx, draft.id, { siteUrl: "https://site.example", now: NOW, seller }),
    );
    const outcome = await acceptQuote(
      database.db,
      {
        token: sent.token,
        signerName: "Åsa Lindqvist",
        signerTitle: "Gérante",
        purchaseOrder: "BC-2031-044",
        ip: "198.51.100.23",
        userAgent: "test",
      },
      { deps: depsAt(new Date("2031-05-05T09:30:00Z")), bookSeats: book },
    );
    if (outcome.kind !== "accepted") throw new Error(outcome.kind);
    const [quote] = await database.db.select().from(quotes).where(eq(quotes.id, draft.id));
    const pdf = await quotePdfOf(database.db, quote!);
    sizes["devis accepté (fr)"] = pdf.content.length;
    const text = (await readPdf(pdf.content)).pages.join(" ");
    expect(text).toContain("Accepté en ligne par Åsa Lindqvist, Gérante");
    expect(text).toContain("Bon de commande : BC-2031-044");
    expect(text).toContain("Adresse IP : 198.51.100.23");
    expect(text).toContain("pénalités");

    await database.db.insert(registrations).values({
      courseId: 101,
      sessionId,
      companyBookingId: outcome.bookingId,
      firstName: "Mariam",
      lastName: "Keita",
      email: "mariam@example.com",
      phone: "+224 620 00 00 01",
      status: "confirmed",
    });
    await decideAgreement(database.db, {
      token: outcome.agreementToken,
      accept: true,
      signerName: "Åsa Lindqvist",
      signerTitle: "Gérante",
      ip: "198.51.100.23",
      userAgent: "test",
      now: new Date("2031-05-06T08:00:00Z"),
    });
    const [agreement] = await database.db.query.trainingAgreements.findMany({
      where: (table, { eq: equals }) => equals(table.id, outcome.agreement.id),
    });
    const file = await agreementPdfOf(database.db, agreement!);
    sizes["convention acceptée (fr)"] = file.content.length;
    expect(file.filename).toBe(`convention-${agreement!.number}.pdf`);
    const agreementText = (await readPdf(file.content)).pages.join(" ");
    for (const expected of [
      "Convention de formation professionnelle",
      "L6353-1 et D6353-1",
      agreement!.number,
      "Åsa Lindqvist Conseil SARL",
      "Groupe Multi-Services Conakry SARL",
      "Objectifs :",
      "Programme et contenu",
      "Type d'action : action de formation",
      "Durée :",
      "Date : mardi 10 juin 2031",
      "Lieu : Centre de formation",
      "Nombre de stagiaires : 12",
      "Prix TTC : 6 802,20 €",
      "Paiement à réception de la facture",
      "BC-2031-044",
      "Déclaration d'activité enregistrée sous le n°",
      "Accepté en ligne par Åsa Lindqvist, Gérante",
    ]) {
      expect(agreementText).toContain(expected);
    }
  });

  it("writes an English quote and a contract for a company outside France", async () => {
    const { draft } = await quoteFor("GN", "en");
    const sent = await database.db.transaction((tx) =>
      sendQuote(tx, draft.id, { siteUrl: "https://site.example", now: NOW, seller }),
    );
    const pdf = await quotePdfOf(database.db, sent.quote);
    sizes["quote sent (en)"] = pdf.content.length;
    const text = (await readPdf(pdf.content)).pages.join(" ");
    expect(text).toContain(`Quote no. ${sent.quote.number}`);
    expect(text).toContain("VAT 18% on €5,550.00");
    const outcome = await acceptQuote(
      database.db,
      {
        token: sent.token,
        signerName: "John Doe",
        signerTitle: "HR",
        purchaseOrder: null,
        ip: "203.0.113.9",
        userAgent: "",
      },
      { deps: depsAt(NOW), bookSeats: book },
    );
    if (outcome.kind !== "accepted") throw new Error(outcome.kind);
    const file = await agreementPdfOf(database.db, outcome.agreement);
    sizes["contract sent (en)"] = file.content.length;
    const contract = (await readPdf(file.content)).pages.join(" ");
    expect(contract).toContain("Training services contract");
    expect(contract).toContain("Number of trainees: 12");
    expect(contract).toContain("The customer names the trainees before the training starts.");
    console.info("PDF sizes (bytes):", JSON.stringify(sizes));
  });
});
