import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed";
import { companies, companyBookings, companyContacts, quotes, trainingAgreements } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { makeSession } from "../../../tests/helpers/registration";
import { callRoute } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { agreementPageAction, agreementPageLoader } from "~/features/agreements/agreement-page.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { loader as companyLoader } from "~/routes/company";
import { loader as companyQuotePdf } from "~/routes/quote.company-pdf";
import { loader as quotePdf } from "~/routes/quote.pdf";
import type { BookSeatsForCompany } from "./quote-decision.server";
import { quotePageAction, quotePageLoader } from "./quote-page.server";
import { saveQuoteDraft, sendQuote } from "./quotes.server";

/*
 * The customer's pages through their loaders and actions, as the browser calls them without
 * signing in: the token is the authority, the address is the server's, the box is required,
 * an expired quote refuses, and the company space lists what was sent with its PDFs.
 */
const database = useTestDatabase({ prepare: seedCatalog });
const CLIENT_IP = "198.51.100.77";
let context: AppContext;
let companyId: number;
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

beforeAll(async () => {
  context = testAppContext(database.db, { clientIp: CLIENT_IP });
  const [company] = await database.db
    .insert(companies)
    .values({
      legalName: "Zircon Mines SA",
      country: "GN",
      billingAddress: "Kaloum",
      billingEmail: "c@z.example",
    })
    .returning();
  companyId = company!.id;
  sessionId = await makeSession(database.db, {
    courseId: 101,
    startsAt: new Date(Date.now() + 40 * 86_400_000),
  });
});

async function sent(validUntil = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)) {
  return database.db.transaction(async (tx) => {
    const { after } = await saveQuoteDraft(tx, {
      id: null,
      createdBy: "staff@example.com",
      input: {
        companyId,
        courseId: 101,
        kind: "inter",
        sessionId,
        intra: null,
        participants: 4,
        currency: "GNF",
        lang: "fr",
        validUntil: new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10),
        preferredDates: null,
        place: null,
        requestId: null,
        lines: [
          {
            description: "Formation",
            quantityThousandths: 4000,
            unitPriceMinor: 2_500_000,
            vatRateBasisPoints: 0,
          },
        ],
      },
    });
    const done = await sendQuote(tx, after.id, { siteUrl: "https://site.example" });
    // Moved into the past after sending, as time passes.
    if (validUntil !== done.quote.validUntil)
      await tx.update(quotes).set({ validUntil }).where(eq(quotes.id, after.id));
    return done;
  });
}

const get = (path: string, token: string) =>
  callRoute<{ found: boolean; status?: string; total?: string; lines?: unknown[] }>(
    (args) => quotePageLoader({ ...args, params: { token } }),
    new Request(`https://site.example${path}`),
    context,
  );

const decide = (token: string, fields: Record<string, string>, path = `/quotes/${token}`) =>
  callRoute<{
    intent: string | null;
    notice: string | null;
    result: { error?: Record<string, string[]> } | null;
  }>(
    (args) => quotePageAction({ ...args, params: { token }, bookSeats: book }),
    new Request(`https://site.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": "Vitest browser" },
      body: new URLSearchParams(fields),
    }),
    context,
  );

const accept = {
  intent: "accept",
  signerName: "Aissatou Camara",
  signerTitle: "DRH",
  purchaseOrder: "PO-55",
  agree: "on",
};

describe("the quote's page", () => {
  it("shows a sent quote to whoever holds the link, in the page's language; an unknown or tampered link is a 404", async () => {
    const quote = await sent();
    const shown = await get(`/en/quotes/${quote.token}`, quote.token);
    expect(shown.status).toBe(200);
    expect(shown.body).toMatchObject({ found: true, status: "sent", total: "GNF\u00a010,000,000" });
    expect((await get(`/quotes/${quote.token.slice(0, -1)}x`, `${quote.token.slice(0, -1)}x`)).status).toBe(
      404,
    );
    expect((await get("/quotes/abc", "abc")).status).toBe(404);
    const pdf = await callRoute(
      (args) => quotePdf({ ...args, params: { token: quote.token } } as never),
      new Request(`https://site.example/quotes/${quote.token}/quote.pdf`),
      context,
    );
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("Content-Type")).toBe("application/pdf");
  });

  it("refuses an acceptance without the box, and changes nothing", async () => {
    const quote = await sent();
    const answer = await decide(quote.token, { ...accept, agree: "" });
    expect(answer.status).toBe(400);
    expect(answer.body?.result?.error?.agree).toEqual(["onlineAcceptance.errors.agree"]);
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quote.quote.id));
    expect(row!.status).toBe("sent");
  });

  it("accepts with the purchase order, the address the server saw and the browser, then the agreement can be accepted", async () => {
    const quote = await sent();
    const answer = await decide(quote.token, accept);
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(`/quotes/${quote.token}`);
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, quote.quote.id));
    expect(row).toMatchObject({ status: "accepted", purchaseOrder: "PO-55" });
    expect(row!.decision).toMatchObject({
      signerName: "Aissatou Camara",
      ip: CLIENT_IP,
      userAgent: "Vitest browser",
    });
    const again = await decide(quote.token, accept);
    expect(again.status).toBe(409);
    expect(again.body?.notice).toBe(getT("fr")("onlineAcceptance.errors.decided"));

    const [agreement] = await database.db
      .select()
      .from(trainingAgreements)
      .where(eq(trainingAgreements.quoteId, quote.quote.id));
    expect(agreement!.kind).toBe("contract");
    // The agreement's token is only in its e-mail: the outbox holds its link.
    const mail = await database.db.query.emailOutbox.findFirst({
      where: (table, { eq: equals }) => equals(table.kind, "agreement-sent"),
    });
    const token = /\/agreements\/([A-Za-z0-9_-]{43})/.exec(mail!.textBody)![1]!;
    const agreementPage = await callRoute<{ found: boolean; status: string }>(
      (args) => agreementPageLoader({ ...args, params: { token } }),
      new Request(`https://site.example/agreements/${token}`),
      context,
    );
    expect(agreementPage.body).toMatchObject({ found: true, status: "sent" });
    const decided = await callRoute(
      (args) => agreementPageAction({ ...args, params: { token } }),
      new Request(`https://site.example/agreements/${token}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "accept",
          signerName: "Aissatou Camara",
          signerTitle: "DRH",
          agree: "on",
        }),
      }),
      context,
    );
    expect(decided.status).toBe(302);
    const [accepted] = await database.db
      .select()
      .from(trainingAgreements)
      .where(eq(trainingAgreements.id, agreement!.id));
    expect(accepted).toMatchObject({ status: "accepted" });
    expect(accepted!.decision).toMatchObject({ ip: CLIENT_IP });
  });

  it("refuses to accept an expired quote with a clear message; a refusal needs its reason", async () => {
    const quote = await sent("2020-01-01");
    expect((await get(`/quotes/${quote.token}`, quote.token)).body?.status).toBe("expired");
    const answer = await decide(quote.token, accept, `/en/quotes/${quote.token}`);
    expect(answer.status).toBe(410);
    expect(answer.body?.notice).toBe(getT("en")("onlineAcceptance.errors.expired"));
    const open = await sent();
    const noReason = await decide(open.token, { intent: "refuse", reason: "" });
    expect(noReason.status).toBe(400);
    const refused = await decide(open.token, { intent: "refuse", reason: "Budget gelé cette année" });
    expect(refused.status).toBe(302);
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, open.quote.id));
    expect(row).toMatchObject({ status: "refused", refusalReason: "Budget gelé cette année" });
  });
});

describe("the company space's quotes and agreements", () => {
  it("lists what was sent to the company with its PDFs, which no one else opens", async () => {
    const quote = await sent();
    const contact = await signedInAccount(context);
    const outsider = await signedInAccount(context);
    await database.db.insert(companyContacts).values({ companyId, userId: contact.userId });
    const space = await callRoute<{
      documents: { quotes: { number: string; pdf: string }[]; agreements: unknown[] };
    }>(
      (args) => companyLoader(args as never),
      new Request("https://site.example/company", { headers: { Cookie: contact.cookie } }),
      context,
    );
    expect(space.status).toBe(200);
    const listed = space.body!.documents.quotes.find((row) => row.number === quote.quote.number);
    expect(listed?.pdf).toBe(`/company/quotes/${quote.quote.id}/quote.pdf`);
    expect(space.body!.documents.agreements.length).toBeGreaterThan(0);
    const download = (cookie: string) =>
      callRoute(
        (args) => companyQuotePdf({ ...args, params: { quoteId: String(quote.quote.id) } } as never),
        new Request(`https://site.example/company/quotes/${quote.quote.id}/quote.pdf`, {
          headers: { Cookie: cookie },
        }),
        context,
      );
    expect((await download(contact.cookie)).status).toBe(200);
    expect((await download(outsider.cookie)).status).toBe(404);
  });
});
