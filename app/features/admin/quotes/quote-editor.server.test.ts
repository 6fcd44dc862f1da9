import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../../../db/seed";
import {
  auditLog,
  companies,
  contactMessages,
  emailOutbox,
  quoteLines,
  quotes,
  siteSettings,
} from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { makeSession } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { readSeller, wrapSetting } from "~/lib/settings.server";
import { action, loader } from "~/routes/admin.quote";
import { loader as listLoader } from "~/routes/admin.quotes";

/*
 * The quote builder through its route, as the browser posts it: a draft started from a quote
 * request, the server reading every number again (decimals, whole francs), bad input refused
 * with nothing written, the seller's VAT exemption, sending once, audited.
 */
const database = useTestDatabase({ prepare: seedCatalog });

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let moderator: Account;
let companyId: number;
let sessionId: number;
let requestId: number;

beforeAll(async () => {
  context = testAppContext(database.db);
  moderator = (await staffAccount(context, "moderator"))!;
  const [company] = await database.db
    .insert(companies)
    .values({
      legalName: "Zircon Mines SA",
      country: "GN",
      billingAddress: "Kaloum, Conakry",
      billingEmail: "compta@zircon.example",
      lang: "en",
    })
    .returning();
  companyId = company!.id;
  sessionId = await makeSession(database.db, {
    courseId: 101,
    seats: 20,
    startsAt: new Date(Date.now() + 40 * 86_400_000),
  });
  const [message] = await database.db
    .insert(contactMessages)
    .values({
      name: "Aissatou Camara",
      email: "aissatou@zircon.example",
      subject: "Devis",
      message: "",
      service: "training",
      kind: "quote_request",
      lang: "fr",
      quote: {
        courseId: 101,
        courseTitle: "QHSE",
        company: "zircon mines sa",
        people: 8,
        preferredDates: "Juin",
        place: "ours",
        city: null,
      },
    })
    .returning();
  requestId = message!.id;
});

type Page = Extract<Awaited<ReturnType<typeof loader>>, { found: true }>;

async function page(path: string, params: Record<string, string> = {}) {
  return callRoute<Page>(
    (args) => loader({ ...args, params } as never),
    new Request(`https://site.example${path}`, { headers: { Cookie: moderator.cookie } }),
    context,
  );
}

function post(path: string, fields: Record<string, string>, params: Record<string, string> = {}) {
  return callRoute<{ notice: { message: string }; lastResult: { error?: Record<string, string[]> } }>(
    (args) => action({ ...args, params } as never),
    new Request(`https://site.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: moderator.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(moderator.sessionId, context.secrets), ...fields }),
    }),
    context,
  );
}

const validUntil = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);

function draftFields(overrides: Record<string, string> = {}): Record<string, string> {
  return {
    companyId: String(companyId),
    courseId: "101",
    kind: "inter",
    sessionId: String(sessionId),
    participants: "8",
    currency: "EUR",
    lang: "en",
    validUntil,
    requestId: String(requestId),
    "lines[0].description": "Training, per participant",
    "lines[0].quantity": "8",
    "lines[0].unitPrice": "450",
    "lines[0].vatRate": "0",
    "lines[1].description": "Half a day of coaching",
    "lines[1].quantity": "0,5",
    "lines[1].unitPrice": "300,50",
    "lines[1].vatRate": "0",
    "lines[2].description": "",
    // A forged total is no field of the form: the server computes its own.
    totalMinor: "1",
    ...overrides,
  };
}

const quoteCount = async () => (await database.db.select().from(quotes)).length;

describe("the quote builder", () => {
  it("starts from a quote request: its course, people, and the company of that name in its language", async () => {
    const answer = await page(`/admin/quotes/new?request=${requestId}`);
    expect(answer.status).toBe(200);
    expect(answer.body?.defaults).toMatchObject({
      companyId: String(companyId),
      courseId: "101",
      participants: "8",
      kind: "inter",
      lang: "en",
      requestId: String(requestId),
    });
    expect(answer.body?.request).toMatchObject({ name: "Aissatou Camara", companyFound: true });
  });

  it("saves a draft with the totals it computes itself, audited", async () => {
    const answer = await post("/admin/quotes/new", draftFields());
    expect(answer.status).toBe(302);
    const [quote] = await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1);
    expect(answer.location).toBe(`/admin/quotes/${quote!.id}`);
    expect(quote).toMatchObject({
      status: "draft",
      participants: 8,
      totalMinor: 360_000 + 15_025,
      requestId,
    });
    const lines = await database.db.select().from(quoteLines).where(eq(quoteLines.quoteId, quote!.id));
    expect(lines.map((line) => line.quantityThousandths)).toEqual([8000, 500]);
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "quote_create", entityType: "quote", entityId: String(quote!.id) });
  });

  it("refuses bad input in the page's language and writes nothing", async () => {
    const before = await quoteCount();
    const french = await post("/admin/quotes/new", draftFields({ "lines[1].quantity": "-1" }));
    expect(french.status).toBe(400);
    expect(french.body?.notice.message).toBe(getT("fr")("adminQuotes.errors.summary"));
    expect(french.body?.lastResult.error?.["lines[1].quantity"]).toEqual(["adminQuotes.errors.lineQuantity"]);
    const english = await post(
      "/en/admin/quotes/new",
      draftFields({ currency: "GNF", "lines[0].unitPrice": "450.5" }),
    );
    expect(english.status).toBe(400);
    expect(english.body?.notice.message).toBe(getT("en")("adminQuotes.errors.summary"));
    expect(english.body?.lastResult.error?.["lines[0].unitPrice"]).toEqual([
      "adminQuotes.errors.linePriceGnf",
    ]);
    const noLine = await post(
      "/admin/quotes/new",
      draftFields({
        "lines[0].description": "",
        "lines[0].quantity": "",
        "lines[0].unitPrice": "",
        "lines[0].vatRate": "",
        "lines[1].description": "",
        "lines[1].quantity": "",
        "lines[1].unitPrice": "",
        "lines[1].vatRate": "",
      }),
    );
    expect(noLine.status).toBe(400);
    const intraWithoutDays = await post("/admin/quotes/new", draftFields({ kind: "intra", sessionId: "" }));
    expect(intraWithoutDays.body?.lastResult.error?.startDay).toEqual(["adminQuotes.errors.startDay"]);
    expect(await quoteCount()).toBe(before);
  });

  it("refuses a taxed line while the settings say training is exempt", async () => {
    const before = await quoteCount();
    const answer = await post("/admin/quotes/new", draftFields({ "lines[0].vatRate": "18" }));
    expect(answer.status).toBe(400);
    expect(answer.body?.notice.message).toBe(getT("fr")("adminQuotes.errors.exemptRate"));
    expect(await quoteCount()).toBe(before);
    // Once the seller is taxed, the same line is quoted with its VAT.
    const seller = await readSeller(database.db);
    await database.db
      .insert(siteSettings)
      .values({ key: "seller", value: wrapSetting({ ...seller, vatExemptTraining: false }) });
    const taxed = await post("/admin/quotes/new", draftFields({ "lines[0].vatRate": "18" }));
    expect(taxed.status).toBe(302);
    const [quote] = await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1);
    expect(quote!.vatBreakdown).toEqual([
      { rateBasisPoints: 0, baseMinor: 15_025, vatMinor: 0 },
      { rateBasisPoints: 1800, baseMinor: 360_000, vatMinor: 64_800 },
    ]);
    await database.db.delete(siteSettings).where(eq(siteSettings.key, "seller"));
  });

  it("sends a draft once: numbered, e-mailed in its language, audited; then it no longer changes", async () => {
    await post("/admin/quotes/new", draftFields());
    const [draft] = await database.db.select().from(quotes).orderBy(desc(quotes.id)).limit(1);
    const params = { quoteId: String(draft!.id) };
    const sent = await post(`/admin/quotes/${draft!.id}`, { intent: "send" }, params);
    expect(sent.status).toBe(302);
    const [row] = await database.db.select().from(quotes).where(eq(quotes.id, draft!.id));
    expect(row!.number).toMatch(/^D-\d{4}-\d{6}$/);
    const mail = await database.db.select().from(emailOutbox).where(eq(emailOutbox.kind, "quote-sent"));
    expect(mail.map((message) => message.toAddress).sort()).toEqual([
      "aissatou@zircon.example",
      "compta@zircon.example",
    ]);
    expect(mail[0]!.subject).toBe(`Your quote ${row!.number}`);
    const [audit] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(audit).toMatchObject({ action: "quote_send", entityId: String(draft!.id) });
    expect(JSON.stringify(audit!.after)).not.toContain("tokenHash");
    const again = await post(`/admin/quotes/${draft!.id}`, { intent: "send" }, params);
    expect(again.status).toBe(409);
    const edit = await post(`/admin/quotes/${draft!.id}`, draftFields(), params);
    expect(edit.status).toBe(409);
    expect(edit.body?.notice.message).toBe(getT("fr")("adminQuotes.errors.notDraft"));
    const shown = await page(`/admin/quotes/${draft!.id}`, params);
    expect(shown.body).toMatchObject({ status: "sent", editable: false });
  });

  it("lists quotes by number or company and by status, expired included", async () => {
    await database.db.update(quotes).set({ validUntil: "2020-01-01" }).where(eq(quotes.status, "sent"));
    const list = async (query: string) =>
      (
        await callRoute<Awaited<ReturnType<typeof listLoader>>>(
          (args) => listLoader({ ...args, params: {} } as never),
          new Request(`https://site.example/admin/quotes${query}`, { headers: { Cookie: moderator.cookie } }),
          context,
        )
      ).body!;
    const expired = await list("?status=expired");
    expect(expired.rows.length).toBeGreaterThan(0);
    expect(expired.rows.every((row) => row.status === "expired")).toBe(true);
    expect((await list("?status=sent")).rows).toEqual([]);
    expect((await list("?q=zircon")).total).toBe(await quoteCount());
    expect((await list(`?q=${expired.rows[0]!.number}`)).rows).toHaveLength(1);
  });
});
