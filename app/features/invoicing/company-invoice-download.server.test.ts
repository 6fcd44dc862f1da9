import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { companies, companyContacts, type InvoiceParty } from "../../../db/schema";
import { testAppContext } from "../../../tests/helpers/app-context";
import { readPdf } from "../../../tests/helpers/pdf";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { companyInvoiceDownloadLoader } from "./invoice-download.server";
import { issueInvoice } from "./issue.server";

/*
 * /company/invoices/{id}/invoice.pdf: a company's contacts download its invoices (those of a
 * company merged into it too); nobody else, and never a funder's share. Invoices of 2081.
 */
const database = useTestDatabase();
type Account = Awaited<ReturnType<typeof signedInAccount>>;
let context: AppContext;
let contact: Account;
let stranger: Account;
let survivor: number;
let merged: number;

const party: InvoiceParty = { name: "Zircon Mines SA", address: "Kaloum", country: "GN", identifiers: [] };

async function company(legalName: string, mergedIntoId: number | null = null) {
  const [row] = await database.db
    .insert(companies)
    .values({
      legalName,
      country: "GN",
      billingAddress: "Kaloum",
      billingEmail: "b@example.com",
      mergedIntoId,
    })
    .returning({ id: companies.id });
  return row!.id;
}

const issue = (companyId: number, payer: "customer" | "funder" = "customer") =>
  database.db.transaction((tx) =>
    issueInvoice(tx, {
      issuedAt: new Date("2081-01-10T10:00:00Z"),
      dueOn: "2081-02-09",
      currency: "EUR",
      lang: "fr",
      buyer: party,
      lines: [{ description: "Formation", quantityThousandths: 1000, unitPriceMinor: 50_000 }],
      companyId,
      payer,
    }),
  );

const download = (who: Account | null, invoiceId: number | string, lang = "") =>
  outcomeOf(() =>
    companyInvoiceDownloadLoader({
      request: new Request(`https://site.example${lang}/company/invoices/${invoiceId}/invoice.pdf`, {
        headers: who ? { Cookie: who.cookie } : {},
      }),
      params: { invoiceId: String(invoiceId) },
      context,
    }),
  );

beforeAll(async () => {
  context = testAppContext(database.db);
  contact = await signedInAccount(context);
  stranger = await signedInAccount(context);
  survivor = await company("Zircon Mines SA");
  merged = await company("Zircon Logistique SARL", survivor);
  await database.db.insert(companyContacts).values({ companyId: survivor, userId: contact.userId });
});

describe("a company's invoice download", () => {
  it("gives a contact the PDF of its company's invoice, and of a company merged into it", async () => {
    for (const companyId of [survivor, merged]) {
      const invoice = await issue(companyId);
      const answer = await outcomeOf(async () => {
        const response = await companyInvoiceDownloadLoader({
          request: new Request(`https://site.example/company/invoices/${invoice.id}/invoice.pdf`, {
            headers: { Cookie: contact.cookie },
          }),
          params: { invoiceId: String(invoice.id) },
          context,
        });
        expect(response.headers.get("Content-Type")).toBe("application/pdf");
        expect(response.headers.get("Cache-Control")).toBe("private, no-store");
        expect((await readPdf(new Uint8Array(await response.arrayBuffer()))).pages.join(" ")).toContain(
          invoice.number,
        );
        return response;
      });
      expect(answer.status).toBe(200);
    }
  });

  it("sends a visitor to sign in and back", async () => {
    const invoice = await issue(survivor);
    const answer = await download(null, invoice.id, "/en");
    expect(answer.status).toBe(302);
    expect(answer.location).toBe(
      `/en/auth?redirectTo=${encodeURIComponent(`/en/company/invoices/${invoice.id}/invoice.pdf`)}`,
    );
  });

  it("answers 404 to someone else, to a funder's share, and to an id that is none", async () => {
    const invoice = await issue(survivor);
    expect((await download(stranger, invoice.id)).status).toBe(404);
    const funderShare = await issue(survivor, "funder");
    expect((await download(contact, funderShare.id)).status).toBe(404);
    expect((await download(contact, "abc")).status).toBe(404);
    expect((await download(contact, 99_999_999)).status).toBe(404);
    await database.db.delete(companyContacts).where(eq(companyContacts.userId, stranger.userId));
  });
});
