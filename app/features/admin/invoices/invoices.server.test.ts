import { desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { auditLog, invoices, invoiceSettlements, type InvoiceParty } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { issueInvoice } from "~/features/invoicing/issue.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { action, loader } from "~/routes/admin.invoice";
import { loader as listLoader } from "~/routes/admin.invoices";
import { loader as pdfLoader } from "~/routes/admin.invoice.pdf";

/*
 * The back-office's invoices: the list, one invoice, a bank transfer recorded in part then in
 * full (never past what remains), the credit note with its reason; audited. Issued invoices are
 * never deleted: the invoices here are of their own year (2045), numbered on from one test to
 * the next.
 */
const database = useTestDatabase();

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
let context: AppContext;
let admin: Account;
let moderator: Account;
beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
  moderator = (await staffAccount(context, "moderator"))!;
});

const buyer: InvoiceParty = {
  name: "Société Minière de Boké SA",
  address: "Route du Niger, Boké",
  country: "GN",
  identifiers: [],
};

async function issued(currency: "EUR" | "GNF" = "EUR", unitPriceMinor = 100_000) {
  return database.db.transaction((tx) =>
    issueInvoice(tx, {
      issuedAt: new Date("2045-02-01T09:00:00Z"),
      dueOn: "2045-03-03",
      currency,
      lang: "fr",
      buyer,
      lines: [{ description: "Audit QHSE, 2 jours", quantityThousandths: 2000, unitPriceMinor }],
    }),
  );
}

function post(id: number, fields: Record<string, string>, who: Account = admin, lang = "") {
  const path = `${lang}/admin/invoices/${id}`;
  return callRoute(
    (args) => action({ ...args, params: { invoiceId: String(id) } } as never),
    new Request(`https://site.example${path}`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
      body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
    }),
    context,
  );
}

async function page(id: number, who: Account = admin, lang = "") {
  type Page = Extract<Awaited<ReturnType<typeof loader>>, { found: true }>;
  const answer = await callRoute<Page>(
    (args) => loader({ ...args, params: { invoiceId: String(id) } } as never),
    new Request(`https://site.example${lang}/admin/invoices/${id}`, { headers: { Cookie: who.cookie } }),
    context,
  );
  return answer.body!.page;
}

async function toast(setCookie: string | null) {
  const request = new Request("https://site.example/", {
    headers: { Cookie: (setCookie ?? "").split(";")[0]! },
  });
  return (await takeFlash(request, context)).flash;
}

const settlementsOf = (id: number) =>
  database.db.select().from(invoiceSettlements).where(eq(invoiceSettlements.invoiceId, id));

describe("the back-office's invoices", () => {
  it("lists invoices newest first with the buyer, total, due date and what remains", async () => {
    const invoice = await issued();
    const answer = await callRoute<Awaited<ReturnType<typeof listLoader>>>(
      (args) => listLoader({ ...args, params: {} } as never),
      new Request("https://site.example/admin/invoices", { headers: { Cookie: moderator.cookie } }),
      context,
    );
    expect(answer.status).toBe(200);
    expect(answer.body?.rows[0]).toEqual({
      id: invoice.id,
      number: invoice.number,
      kind: "invoice",
      buyer: "Société Minière de Boké SA",
      total: "2\u00a0000,00\u00a0€",
      due: "3 mars 2045",
      remaining: "2\u00a0000,00\u00a0€",
      creditNoteNumber: null,
    });
  });

  it("records a transfer in part then in full, audited, and refuses more than what remains", async () => {
    const invoice = await issued();
    const first = await post(invoice.id, {
      intent: "transfer",
      amount: "500,50",
      receivedOn: "2026-01-10",
      reference: "VIR 2045/118",
    });
    expect(first.status).toBe(302);
    expect(first.location).toBe(`/admin/invoices/${invoice.id}`);
    expect((await toast(first.headers.get("Set-Cookie")))?.message).toBe(
      "Virement de 500,50\u00a0€ enregistré. Reste dû : 1\u00a0499,50\u00a0€.",
    );
    const tooMuch = await post(
      invoice.id,
      { intent: "transfer", amount: "1499.51", receivedOn: "2026-01-11" },
      admin,
      "/en",
    );
    expect(tooMuch.status).toBe(400);
    expect((tooMuch.body as { notice: { message: string } }).notice.message).toBe(
      "The amount is more than what remains due (€1,499.50).",
    );
    const rest = await post(invoice.id, { intent: "transfer", amount: "1499.50", receivedOn: "2026-01-12" });
    expect(rest.status).toBe(302);
    expect(
      (await settlementsOf(invoice.id)).map((row) => [
        row.amountMinor,
        row.method,
        row.reference,
        row.recordedBy,
      ]),
    ).toEqual([
      [50_050, "bank-transfer", "VIR 2045/118", admin.email],
      [149_950, "bank-transfer", null, admin.email],
    ]);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(invoice.id)))
      .orderBy(auditLog.id);
    expect(
      audit.map((entry) => [
        entry.action,
        entry.actorId,
        (entry.after as { amountMinor: number }).amountMinor,
      ]),
    ).toEqual([
      ["invoice_transfer_record", admin.userId, 50_050],
      ["invoice_transfer_record", admin.userId, 149_950],
    ]);
    expect(await page(invoice.id)).toMatchObject({ received: "2\u00a0000,00\u00a0€", remaining: null });
    // Paid in full: nothing more is taken.
    expect(
      (await post(invoice.id, { intent: "transfer", amount: "1", receivedOn: "2026-01-12" })).status,
    ).toBe(400);
    // The PDF says what was received.
    const pdf = await callRoute(
      (args) => pdfLoader({ ...args, params: { invoiceId: String(invoice.id) } } as never),
      new Request(`https://site.example/admin/invoices/${invoice.id}/invoice.pdf`, {
        headers: { Cookie: admin.cookie },
      }),
      context,
    );
    expect(pdf.status).toBe(200);
  });

  it.each([
    [
      "no amount",
      { amount: "" },
      "amount",
      "fr",
      "Un montant comme 150 ou 150,50 (sans décimales en francs guinéens), plus grand que zéro.",
    ],
    [
      "a zero amount",
      { amount: "0" },
      "amount",
      "en",
      "An amount such as 150 or 150.50 (no decimals in Guinean francs), greater than zero.",
    ],
    [
      "a negative amount",
      { amount: "-5" },
      "amount",
      "fr",
      "Un montant comme 150 ou 150,50 (sans décimales en francs guinéens), plus grand que zéro.",
    ],
    [
      "a day in the future",
      { receivedOn: "2999-01-01" },
      "receivedOn",
      "fr",
      "Une date au plus tard aujourd'hui.",
    ],
    ["a day that is not one", { receivedOn: "yesterday" }, "receivedOn", "en", "A date no later than today."],
    [
      "a reference with symbols",
      { reference: "<script>" },
      "reference",
      "fr",
      "Jusqu'à 60 lettres, chiffres, espaces, points, tirets, # ou /.",
    ],
  ] as const)(
    "refuses %s with a field error in the page's language, recording nothing",
    async (_name, change, field, lang, message) => {
      const invoice = await issued();
      const answer = await post(
        invoice.id,
        { intent: "transfer", amount: "100", receivedOn: "2026-01-10", ...change },
        admin,
        lang === "en" ? "/en" : "",
      );
      expect(answer.status).toBe(400);
      const body = answer.body as { lastResult: { error: Record<string, string[]> } };
      expect(body.lastResult.error[field]!.map((key) => getT(lang)(key as never))).toEqual([message]);
      expect(await settlementsOf(invoice.id)).toEqual([]);
    },
  );

  it("takes Guinean francs whole only", async () => {
    const invoice = await issued("GNF", 5_000_000);
    expect(
      (await post(invoice.id, { intent: "transfer", amount: "250000,50", receivedOn: "2026-01-10" })).status,
    ).toBe(400);
    expect(
      (await post(invoice.id, { intent: "transfer", amount: "250000", receivedOn: "2026-01-10" })).status,
    ).toBe(302);
    expect((await settlementsOf(invoice.id)).map((row) => row.amountMinor)).toEqual([250_000]);
  });

  it("issues the credit note with its reason, audited, once; the invoice then owes nothing", async () => {
    const invoice = await issued();
    expect((await post(invoice.id, { intent: "credit", reason: " " })).status).toBe(400);
    const done = await post(invoice.id, { intent: "credit", reason: "Session annulée par le client" });
    expect(done.status).toBe(302);
    const [creditNote] = await database.db
      .select()
      .from(invoices)
      .where(eq(invoices.creditedInvoiceId, invoice.id));
    expect(creditNote).toMatchObject({
      kind: "credit_note",
      totalMinor: invoice.totalMinor,
      issuedBy: admin.email,
    });
    expect((await toast(done.headers.get("Set-Cookie")))?.message).toBe(`Avoir ${creditNote!.number} émis.`);
    const [entry] = await database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({
      action: "invoice_credit_note_issue",
      entityId: String(invoice.id),
      actorId: admin.userId,
    });
    expect(await page(invoice.id)).toMatchObject({ creditNoteNumber: creditNote!.number, remaining: null });
    const again = await post(invoice.id, { intent: "credit", reason: "Encore" });
    expect(again.status).toBe(409);
    const transfer = await post(invoice.id, { intent: "transfer", amount: "10", receivedOn: "2026-01-10" });
    expect(transfer.status).toBe(409);
    expect(await settlementsOf(invoice.id)).toEqual([]);
    // The credit note's own page names the invoice and offers no action.
    expect(await page(creditNote!.id)).toMatchObject({
      kind: "credit_note",
      creditedInvoice: { id: invoice.id, number: invoice.number },
    });
  });

  it("lets moderators read, not act; refuses a bad token and an unknown intent", async () => {
    const invoice = await issued();
    expect((await page(invoice.id, moderator)).antiForgery).toBeNull();
    expect(
      (await post(invoice.id, { intent: "transfer", amount: "10", receivedOn: "2026-01-10" }, moderator))
        .status,
    ).toBe(403);
    const forged = await callRoute(
      (args) => action({ ...args, params: { invoiceId: String(invoice.id) } } as never),
      new Request(`https://site.example/admin/invoices/${invoice.id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams({
          csrf: "forged",
          intent: "transfer",
          amount: "10",
          receivedOn: "2026-01-10",
        }),
      }),
      context,
    );
    expect(forged.status).toBe(403);
    expect((await post(invoice.id, { intent: "delete" })).status).toBe(400);
    expect(await settlementsOf(invoice.id)).toEqual([]);
  });
});
