import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  companies,
  companyBookings,
  contactMessages,
  emailOutbox,
  quoteLines,
  quotes,
  trainingAgreements,
  trainingSessions,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { depsAt, makeSession } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { decideAgreement } from "~/features/agreements/agreements.server";
import { issueInvoice } from "~/features/invoicing/issue.server";
import { readSeller, type SellerDetails } from "~/lib/settings.server";
import {
  acceptQuote,
  refuseQuote,
  type BookSeatsForCompany,
  type CompanySeatsRequest,
} from "./quote-decision.server";
import { bookSeatsForQuote } from "./company-seats.server";
import { MAX_QUOTE_PARTICIPANTS } from "./quote-amounts";
import { MAX_SEATS_PER_BOOKING } from "~/features/companies/group-booking.server";
import { QuoteError, saveQuoteDraft, sendQuote, type QuoteDraftInput } from "./quotes.server";
import { shownQuoteStatus } from "./quote-status";

/*
 * Quotes at the database level: a draft's rules, sending (numbers, token, e-mails), and the
 * customer's decision with the booking and the agreement it makes in its transaction.
 */

const database = useTestDatabase({ prepare: seedCatalog });

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
const taxedSeller: SellerDetails = { ...exemptSeller, vatExemptTraining: false };

const NOW = new Date("2031-05-04T10:00:00Z");
const SITE = "https://site.example";

let guinean: number;
let french: number;
let publicSession: number;

async function company(legalName: string, country: string, lang: "fr" | "en" = "fr") {
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName,
      country,
      billingAddress: country === "FR" ? "12 rue de la Paix, 75002 Paris" : "Kaloum, Conakry",
      billingEmail: `billing@${legalName.toLowerCase().replace(/\W+/g, "")}.example`,
      siret: country === "FR" ? "73282932000074" : null,
      nif: country === "GN" ? "123456789" : null,
      lang,
    })
    .returning();
  return row!.id;
}

beforeAll(async () => {
  guinean = await company("Zircon Mines SA", "GN");
  french = await company("Atelier Lumière SAS", "FR");
  publicSession = await makeSession(database.db, {
    courseId: 101,
    seats: 20,
    startsAt: new Date("2031-06-10T08:00:00Z"),
  });
});

function draft(overrides: Partial<QuoteDraftInput> = {}): QuoteDraftInput {
  return {
    companyId: guinean,
    courseId: 101,
    kind: "inter",
    sessionId: publicSession,
    intra: null,
    participants: 6,
    currency: "EUR",
    lang: "fr",
    validUntil: "2031-05-31",
    preferredDates: null,
    place: null,
    requestId: null,
    lines: [
      {
        description: "Formation, 6 participants",
        quantityThousandths: 6000,
        unitPriceMinor: 45_000,
        vatRateBasisPoints: 0,
      },
      {
        description: "Supports de cours",
        quantityThousandths: 1500,
        unitPriceMinor: 1999,
        vatRateBasisPoints: 0,
      },
    ],
    ...overrides,
  };
}

const save = (input: QuoteDraftInput, id: number | null = null, seller = exemptSeller) =>
  database.db.transaction((tx) =>
    saveQuoteDraft(tx, { id, input, createdBy: "staff@example.com", seller, now: NOW }),
  );

const send = (id: number, now = NOW, token?: string) =>
  database.db.transaction((tx) => sendQuote(tx, id, { siteUrl: SITE, now, seller: exemptSeller, token }));

/** Books the seats as the companies' booking will: one confirmed row (the real one is tested beside it). */
function fakeBooking(
  calls: CompanySeatsRequest[] = [],
  answer?: { ok: false; error: string },
): BookSeatsForCompany {
  return async (tx, request, deps) => {
    calls.push(request);
    if (answer) return answer;
    const [row] = await tx
      .insert(companyBookings)
      .values({
        companyId: request.companyId,
        sessionId: request.sessionId,
        seats: request.seats,
        status: "confirmed",
        quoteId: request.quoteId,
        namingDeadline: new Date(deps.now.getTime() + 7 * 86_400_000),
        currency: request.currency,
        purchaseOrder: request.purchaseOrder,
        lang: request.lang,
        confirmedAt: deps.now,
      })
      .returning({ id: companyBookings.id });
    return { ok: true, bookingId: row!.id, status: "confirmed" };
  };
}

async function sentQuote(overrides: Partial<QuoteDraftInput> = {}, now = NOW) {
  const { after } = await save(draft(overrides));
  return send(after.id, now);
}

const who = { ip: "198.51.100.23", userAgent: "Mozilla/5.0 (test)" };

describe("a quote's draft", () => {
  it("keeps its lines in thousandths with their nets and the totals computed once per rate", async () => {
    const { after } = await save(draft());
    expect(after.status).toBe("draft");
    expect(after.number).toBeNull();
    const lines = await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, after.id));
    expect(lines.map((line) => [line.quantityThousandths, line.netMinor])).toEqual([
      [6000, 270_000],
      [1500, 2999],
    ]);
    expect(after.totalNetMinor).toBe(272_999);
    expect(after.totalVatMinor).toBe(0);
    expect(after.totalMinor).toBe(272_999);
  });

  it("taxes lines per rate for a seller that is not exempt, and refuses a taxed line from an exempt one", async () => {
    const lines = [
      {
        description: "Formation",
        quantityThousandths: 1000,
        unitPriceMinor: 10_001,
        vatRateBasisPoints: 1800,
      },
      {
        description: "Déplacement",
        quantityThousandths: 1000,
        unitPriceMinor: 10_001,
        vatRateBasisPoints: 1800,
      },
      { description: "Livres", quantityThousandths: 1000, unitPriceMinor: 1000, vatRateBasisPoints: 550 },
    ];
    const { after } = await save(draft({ lines }), null, taxedSeller);
    expect(after.vatBreakdown).toEqual([
      { rateBasisPoints: 550, baseMinor: 1000, vatMinor: 55 },
      { rateBasisPoints: 1800, baseMinor: 20_002, vatMinor: 3600 },
    ]);
    expect(after.totalMinor).toBe(21_002 + 3655);
    await expect(save(draft({ lines }))).rejects.toMatchObject({ code: "exempt_rate" });
    await expect(save(draft({ lines: [] }))).rejects.toMatchObject({ code: "no_lines" });
  });

  it("keeps GNF amounts in whole francs", async () => {
    const { after } = await save(
      draft({
        currency: "GNF",
        lines: [
          {
            description: "Formation",
            quantityThousandths: 2500,
            unitPriceMinor: 1_250_001,
            vatRateBasisPoints: 0,
          },
        ],
      }),
    );
    expect(after.totalMinor).toBe(3_125_003);
    expect(Number.isInteger(after.totalMinor)).toBe(true);
  });

  it("sells a scheduled public session of its course only", async () => {
    const cancelled = await makeSession(database.db, { courseId: 101, status: "cancelled" });
    const otherCourse = await makeSession(database.db, { courseId: 102 });
    await expect(save(draft({ sessionId: cancelled }))).rejects.toMatchObject({ code: "session" });
    await expect(save(draft({ sessionId: otherCourse }))).rejects.toMatchObject({ code: "session" });
    await expect(save(draft({ sessionId: null }))).rejects.toMatchObject({ code: "session" });
  });

  it("makes an intra quote's own session for the company, and moves that same one when the draft changes", async () => {
    const intra = { startDay: "2031-07-01", endDay: "2031-07-02", city: "Kamsar" };
    const first = await save(draft({ kind: "intra", sessionId: null, intra, participants: 12 }));
    const [session] = await database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, first.after.sessionId!));
    expect(session).toMatchObject({ companyId: guinean, totalSeats: 12, city: "Kamsar", courseId: 101 });
    expect(session!.startsAt.toISOString()).toBe("2031-07-01T09:00:00.000Z");
    expect(session!.endsAt.toISOString()).toBe("2031-07-02T17:00:00.000Z");
    const second = await save(
      draft({ kind: "intra", sessionId: null, intra: { ...intra, endDay: "2031-07-03" }, participants: 8 }),
      first.after.id,
    );
    expect(second.after.sessionId).toBe(first.after.sessionId);
    const [moved] = await database.db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, first.after.sessionId!));
    expect(moved).toMatchObject({ totalSeats: 8 });
    await expect(
      save(draft({ kind: "intra", sessionId: null, intra: { ...intra, endDay: "2031-06-30" } })),
    ).rejects.toMatchObject({ code: "dates" });
  });

  it("refuses a merged company", async () => {
    const gone = await company("Ancienne SARL", "GN");
    await database.db.update(companies).set({ mergedIntoId: guinean }).where(eq(companies.id, gone));
    await expect(save(draft({ companyId: gone }))).rejects.toMatchObject({ code: "company" });
  });
});

describe("sending a quote", () => {
  it("numbers D-<year>-<six digits> without gaps, independently of the invoices' F series", async () => {
    const when = new Date("2032-01-10T10:00:00Z");
    const first = await sentQuote({ validUntil: "2032-02-01" }, when);
    await database.db.transaction((tx) =>
      issueInvoice(tx, {
        issuedAt: when,
        dueOn: "2032-02-10",
        currency: "EUR",
        lang: "fr",
        buyer: { name: "X", address: "", country: "GN", identifiers: [] },
        lines: [{ description: "x", quantityThousandths: 1000, unitPriceMinor: 100 }],
        seller: exemptSeller,
      }),
    );
    const second = await sentQuote({ validUntil: "2032-02-01" }, when);
    expect([first.quote.number, second.quote.number]).toEqual(["D-2032-000001", "D-2032-000002"]);
  });

  it("gives its number back when the transaction rolls back", async () => {
    const when = new Date("2033-01-10T10:00:00Z");
    const { after } = await save(draft({ validUntil: "2033-02-01" }));
    await expect(
      database.db.transaction(async (tx) => {
        await sendQuote(tx, after.id, { siteUrl: SITE, now: when, seller: exemptSeller });
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const sent = await send(after.id, when);
    expect(sent.quote.number).toBe("D-2033-000001");
  });

  it("freezes the parties, keeps only the token's SHA-256 and e-mails the billing address and the requester", async () => {
    const [request] = await database.db
      .insert(contactMessages)
      .values({
        name: "Aissatou Camara",
        email: "Aissatou@Zircon.example",
        subject: "Devis",
        message: "",
        service: "training",
        kind: "quote_request",
        lang: "en",
        quote: {
          courseId: 101,
          courseTitle: "x",
          company: "Zircon",
          people: 6,
          preferredDates: "June",
          place: "ours",
          city: null,
        },
      })
      .returning();
    const before = await database.db.select().from(emailOutbox);
    const sent = await sentQuote({ requestId: request!.id, lang: "en" });
    expect(sent.quote.status).toBe("sent");
    expect(sent.quote.tokenHash).toBe(createHash("sha256").update(sent.token).digest("hex"));
    expect(sent.quote.buyer).toMatchObject({ name: "Zircon Mines SA", country: "GN" });
    expect(sent.quote.buyer?.identifiers).toEqual([{ label: "NIF", value: "123456789" }]);
    expect(sent.quote.seller?.identifiers.map((identifier) => identifier.label)).toContain(
      "Training provider declaration no.",
    );
    expect(sent.quote.mentions[0]).toContain("VAT not applicable");
    const mail = (await database.db.select().from(emailOutbox)).slice(before.length);
    expect(mail.map((row) => row.toAddress).sort()).toEqual([
      "aissatou@zircon.example",
      "billing@zirconminessa.example",
    ]);
    expect(mail[0]!.subject).toBe(`Your quote ${sent.quote.number}`);
    expect(mail[0]!.textBody).toContain(`${SITE}/en/quotes/${sent.token}`);
  });

  it("writes French e-mails with the unprefixed link", async () => {
    const before = await database.db.select().from(emailOutbox);
    const sent = await sentQuote();
    const [mail] = (await database.db.select().from(emailOutbox)).slice(before.length);
    expect(mail!.subject).toBe(`Votre devis ${sent.quote.number}`);
    expect(mail!.textBody).toContain(`${SITE}/quotes/${sent.token}`);
  });

  it("changes a sent quote no more, and sends it once", async () => {
    const sent = await sentQuote();
    await expect(save(draft(), sent.quote.id)).rejects.toMatchObject({ code: "not_draft" });
    await expect(send(sent.quote.id)).rejects.toMatchObject({ code: "not_draft" });
  });

  it("refuses to send past its validity date", async () => {
    const { after } = await save(draft({ validUntil: "2031-05-03" }));
    await expect(send(after.id)).rejects.toBeInstanceOf(QuoteError);
  });
});

describe("the customer's decision", () => {
  it("accepts with a purchase order: the decision and address recorded, the seats booked, the agreement drawn up", async () => {
    const sent = await sentQuote();
    const calls: CompanySeatsRequest[] = [];
    const outcome = await acceptQuote(
      database.db,
      {
        token: sent.token,
        signerName: "Aissatou Camara",
        signerTitle: "DRH",
        purchaseOrder: " PO-7781 ",
        ...who,
      },
      { deps: depsAt(new Date("2031-05-05T09:30:00Z")), bookSeats: fakeBooking(calls) },
    );
    expect(outcome.kind).toBe("accepted");
    if (outcome.kind !== "accepted") return;
    expect(outcome.quote).toMatchObject({ status: "accepted", purchaseOrder: "PO-7781" });
    expect(outcome.quote.decision).toEqual({
      signerName: "Aissatou Camara",
      signerTitle: "DRH",
      at: "2031-05-05T09:30:00.000Z",
      ip: "198.51.100.23",
      userAgent: "Mozilla/5.0 (test)",
    });
    expect(calls).toEqual([
      {
        companyId: guinean,
        sessionId: publicSession,
        seats: 6,
        purchaseOrder: "PO-7781",
        bookedBy: null,
        lang: "fr",
        quoteId: sent.quote.id,
        unitPriceMinor: null,
        currency: "EUR",
      },
    ]);
    expect(outcome.agreement).toMatchObject({ kind: "contract", status: "sent", quoteId: sent.quote.id });
    expect(outcome.agreement.number).toMatch(/^C-2031-\d{6}$/);
    expect(outcome.agreement.terms).toMatchObject({
      participants: 6,
      purchaseOrder: "PO-7781",
      totalMinor: sent.quote.totalMinor,
    });
    // The agreement's seller is the settings' (their default here), with its declaration number.
    const settings = await readSeller(database.db);
    expect(outcome.agreement.terms.seller.declarationNumber).toBe(settings.trainingDeclaration);
    expect(outcome.agreement.terms.objectives.length).toBeGreaterThan(0);
    const [mail] = await database.db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.kind, "agreement-sent"))
      .orderBy(emailOutbox.id);
    expect(mail!.textBody).toContain(`${SITE}/agreements/`);
  });

  it("draws up a convention for a French company", async () => {
    const sent = await sentQuote({ companyId: french });
    const outcome = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "Claire Martin", signerTitle: "Gérante", purchaseOrder: null, ...who },
      { deps: depsAt(NOW), bookSeats: fakeBooking() },
    );
    expect(outcome.kind === "accepted" && outcome.agreement.kind).toBe("convention");
  });

  it("accepts once when two acceptances arrive together", async () => {
    const sent = await sentQuote();
    const calls: CompanySeatsRequest[] = [];
    const accept = () =>
      acceptQuote(
        database.db,
        { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: "PO-1", ...who },
        { deps: depsAt(NOW), bookSeats: fakeBooking(calls) },
      );
    const outcomes = await Promise.all([accept(), accept()]);
    expect(outcomes.map((outcome) => outcome.kind).sort()).toEqual(["accepted", "decided"]);
    expect(calls).toHaveLength(1);
    const bookings = await database.db
      .select()
      .from(companyBookings)
      .where(eq(companyBookings.quoteId, sent.quote.id));
    expect(bookings).toHaveLength(1);
  });

  it("refuses to accept after the validity date, and leaves the quote as sent", async () => {
    const sent = await sentQuote({ validUntil: "2031-05-10" });
    const outcome = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: null, ...who },
      { deps: depsAt(new Date("2031-05-11T00:00:01Z")), bookSeats: fakeBooking() },
    );
    expect(outcome.kind).toBe("expired");
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, sent.quote.id));
    expect(row!.status).toBe("sent");
    expect(shownQuoteStatus(row!, new Date("2031-05-11T00:00:01Z"))).toBe("expired");
    expect(shownQuoteStatus(row!, new Date("2031-05-10T23:59:59Z"))).toBe("sent");
  });

  it("rolls the acceptance back when the seats cannot be booked", async () => {
    const sent = await sentQuote();
    const outcome = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: null, ...who },
      { deps: depsAt(NOW), bookSeats: fakeBooking([], { ok: false, error: "session-unavailable" }) },
    );
    expect(outcome).toEqual({ kind: "not-bookable", error: "session-unavailable" });
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, sent.quote.id));
    expect(row).toMatchObject({ status: "sent", decision: null, purchaseOrder: null });
  });

  it("knows no tampered or draft token", async () => {
    const sent = await sentQuote();
    const tampered = `${sent.token.slice(0, -1)}${sent.token.endsWith("A") ? "B" : "A"}`;
    const deps = { deps: depsAt(NOW), bookSeats: fakeBooking() };
    const input = { signerName: "A B", signerTitle: "DG", purchaseOrder: null, ...who };
    expect((await acceptQuote(database.db, { token: tampered, ...input }, deps)).kind).toBe("unknown");
    expect((await acceptQuote(database.db, { token: "short", ...input }, deps)).kind).toBe("unknown");
    expect((await refuseQuote(database.db, { token: tampered, reason: "Trop cher", ...who })).kind).toBe(
      "unknown",
    );
  });

  it("records a refusal with its reason, after which it cannot be accepted", async () => {
    const sent = await sentQuote();
    const refused = await refuseQuote(
      database.db,
      { token: sent.token, reason: " Budget gelé ", ...who },
      NOW,
    );
    expect(refused.kind).toBe("refused");
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, sent.quote.id));
    expect(row).toMatchObject({ status: "refused", refusalReason: "Budget gelé" });
    expect(row!.decision).toMatchObject({ ip: "198.51.100.23" });
    const again = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: null, ...who },
      { deps: depsAt(NOW), bookSeats: fakeBooking() },
    );
    expect(again.kind).toBe("decided");
  });
});

describe("the training agreement's decision", () => {
  it("is accepted online once, with who, when and from where", async () => {
    const sent = await sentQuote();
    const accepted = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: "PO-9", ...who },
      { deps: depsAt(NOW), bookSeats: fakeBooking() },
    );
    if (accepted.kind !== "accepted") throw new Error(accepted.kind);
    const token = accepted.agreementToken;
    const first = await decideAgreement(database.db, {
      token,
      accept: true,
      signerName: "Aissatou Camara",
      signerTitle: "DRH",
      ...who,
      now: NOW,
    });
    expect(first.kind).toBe("accepted");
    const second = await decideAgreement(database.db, { token, accept: false, reason: "Non", ...who });
    expect(second.kind).toBe("decided");
    const [row] = await database.db
      .select()
      .from(trainingAgreements)
      .where(eq(trainingAgreements.id, accepted.agreement.id));
    expect(row).toMatchObject({ status: "accepted", refusalReason: null });
    expect(row!.decision).toMatchObject({ signerName: "Aissatou Camara", ip: "198.51.100.23" });
    expect(
      (
        await decideAgreement(database.db, {
          token: `${token.slice(0, -2)}xx`,
          accept: true,
          signerName: "x",
          signerTitle: "y",
          ...who,
        })
      ).kind,
    ).toBe("unknown");
  });
});

describe("with the companies' group booking", () => {
  it("books the company's seats on the quote's session, confirmed, priced by the quote", async () => {
    expect(MAX_QUOTE_PARTICIPANTS).toBe(MAX_SEATS_PER_BOOKING);
    // A session of its own: the tests before filled the shared one with fake bookings.
    const roomy = await makeSession(database.db, {
      courseId: 101,
      seats: 8,
      startsAt: new Date("2031-06-20T08:00:00Z"),
    });
    const sent = await sentQuote({ participants: 5, sessionId: roomy });
    const outcome = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: "PO-REAL", ...who },
      { deps: depsAt(NOW), bookSeats: bookSeatsForQuote },
    );
    expect(outcome.kind).toBe("accepted");
    if (outcome.kind !== "accepted") return;
    const [booking] = await database.db
      .select()
      .from(companyBookings)
      .where(eq(companyBookings.id, outcome.bookingId));
    expect(booking).toMatchObject({
      companyId: guinean,
      sessionId: roomy,
      seats: 5,
      status: "confirmed",
      quoteId: sent.quote.id,
      purchaseOrder: "PO-REAL",
      unitPriceMinor: null,
    });
    expect(outcome.agreement.bookingId).toBe(outcome.bookingId);
  });

  it("books an intra quote's own session for its company", async () => {
    const sent = await sentQuote({
      kind: "intra",
      sessionId: null,
      intra: { startDay: "2031-07-08", endDay: "2031-07-09", city: "Boké" },
      participants: 10,
    });
    const outcome = await acceptQuote(
      database.db,
      { token: sent.token, signerName: "A B", signerTitle: "DG", purchaseOrder: null, ...who },
      { deps: depsAt(NOW), bookSeats: bookSeatsForQuote },
    );
    expect(outcome.kind === "accepted" && outcome.bookingStatus).toBe("confirmed");
    if (outcome.kind === "accepted") expect(outcome.agreement.terms.place).toContain("Boké");
  });
});
