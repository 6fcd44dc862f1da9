import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  invoiceLines,
  invoices,
  invoiceSettlements,
  receipts,
  registrations,
  siteSettings,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  paymentTables,
  silentLogger,
  startedTestPayment,
  testNotification,
} from "../../../tests/helpers/payments";
import { readPdf } from "../../../tests/helpers/pdf";
import { depsAt, makeSession, requestFor, SITE_URL } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { wrapSetting, type SellerDetails } from "~/lib/settings.server";
import { handleNotification } from "../payments/notifications.server";
import { registerForCourse } from "../registration/register.server";
import { listRegistrationsOf } from "../registration/registration-views.server";
import { payerInvoiceDownloadLoader } from "./invoice-download.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [siteSettings, ...paymentTables],
});
const paidAt = new Date("2027-03-01T10:10:00Z");
const options = { logger: silentLogger, siteUrl: SITE_URL, now: () => paidAt };

async function invoicesOfPayment(paymentId: number) {
  return database.db.select().from(invoices).where(eq(invoices.paymentId, paymentId));
}

async function paymentIdOf(reference: string): Promise<number> {
  const [row] = await database.db
    .select({ paymentId: receipts.paymentId, number: receipts.number })
    .from(receipts);
  if (!row) throw new Error(`no receipt for ${reference}`);
  return row.paymentId;
}

describe("an invoice for every payment", () => {
  it("a succeeded payment has exactly one invoice, paid in full, even when the provider's event arrives twice", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db, { priceCents: 45_000 });
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    const event = testNotification(reference, "approve", 45_000, { id: "evt-twice" });
    await handleNotification(db, provider, event, options);
    await handleNotification(db, provider, event, options);
    // The same outcome told again under another event id, and at the same time twice over.
    const again = testNotification(reference, "approve", 45_000, { id: "evt-other" });
    await Promise.all([
      handleNotification(db, provider, again, options),
      handleNotification(db, provider, again, options),
    ]);
    const paymentId = await paymentIdOf(reference);
    const issued = await invoicesOfPayment(paymentId);
    expect(issued).toHaveLength(1);
    const [invoice] = issued;
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(invoice).toMatchObject({
      kind: "invoice",
      number: "F-2027-000001",
      currency: "EUR",
      registrationId,
      totalMinor: 45_000,
      totalVatMinor: 0,
      dueOn: "2027-03-01",
      buyer: {
        name: `${registration!.firstName} ${registration!.lastName}`,
        email: registration!.email,
      },
      mentions: ["TVA non applicable, art. 261-4-4° a du CGI"],
    });
    const settlements = await db
      .select()
      .from(invoiceSettlements)
      .where(eq(invoiceSettlements.invoiceId, invoice!.id));
    expect(settlements).toEqual([
      expect.objectContaining({ amountMinor: 45_000, method: "test", reference, receivedOn: "2027-03-01" }),
    ]);
    expect(await db.select().from(invoices)).toHaveLength(1);
  });

  it("invoices the company the registration names as payer, VAT included at the seller's rate", async () => {
    const { db } = database;
    const seller: SellerDetails = {
      legalName: "GMS Formation SARL",
      address: "Quartier Kaloum, Conakry",
      country: "GN",
      rccm: "GN.KAL.2020.B.01234",
      nif: "987654321",
      siret: "",
      vatNumber: "",
      trainingDeclaration: "",
      vatExemptTraining: false,
      vatRateBasisPoints: 2000,
    };
    await db.insert(siteSettings).values({ key: "seller", value: wrapSetting(seller) });
    const { userId, registrationId } = await confirmedRegistration(db, { priceCents: 54_000 });
    await db
      .update(registrations)
      .set({ payer: "company", company: "Bauxite Services SA", lang: "en" })
      .where(eq(registrations.id, registrationId));
    const { provider, reference } = await startedTestPayment(db, registrationId, userId, "en");
    await handleNotification(db, provider, testNotification(reference, "approve", 54_000), options);
    const [invoice] = await invoicesOfPayment(await paymentIdOf(reference));
    expect(invoice).toMatchObject({
      lang: "en",
      totalNetMinor: 45_000,
      totalVatMinor: 9000,
      totalMinor: 54_000,
      buyer: { name: "Bauxite Services SA", identifiers: [{ label: "For the attention of" }] },
      seller: { name: "GMS Formation SARL" },
      mentions: [],
    });
    const lines = await db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, invoice!.id));
    expect(lines.map((line) => [line.unitPriceMinor, line.vatRateBasisPoints])).toEqual([[45_000, 2000]]);
  });

  it("a failed payment has none", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    await handleNotification(db, provider, testNotification(reference, "decline", 45_000), options);
    expect(await db.select().from(invoices)).toEqual([]);
  });
});

describe("downloading the invoice from Mes inscriptions", () => {
  it("gives the owner the invoice's PDF with what was received; anyone else, or no invoice yet, gets 404", async () => {
    const { db } = database;
    const context = testAppContext(db, { env: { PAYMENTS_TEST_MODE: "true" } });
    const owner = await signedInAccount(context);
    const stranger = await signedInAccount(context);
    const sessionId = await makeSession(db, {
      priceCents: 45_000,
      startsAt: new Date("2027-04-10T08:00:00Z"),
    });
    const registered = await registerForCourse(db, requestFor(owner.userId, { sessionId }), depsAt(paidAt));
    if (!registered.ok) throw new Error(registered.error);
    const id = String(registered.registrationId);
    const download = (cookie: string | null, registrationId = id, lang = "") =>
      outcomeOf(() =>
        payerInvoiceDownloadLoader({
          request: new Request(
            `https://site.example${lang}/profile/registrations/${registrationId}/invoice.pdf`,
            {
              headers: cookie ? { Cookie: cookie } : {},
            },
          ),
          params: { registrationId },
          context,
        }),
      );
    expect((await download(owner.cookie)).status).toBe(404);
    let views = await listRegistrationsOf(db, owner.userId, { lang: "fr", secrets: context.secrets });
    expect(views[0]?.hasInvoice).toBe(false);

    const { provider, reference } = await startedTestPayment(db, registered.registrationId, owner.userId);
    await handleNotification(db, provider, testNotification(reference, "approve", 45_000), options);
    views = await listRegistrationsOf(db, owner.userId, { lang: "fr", secrets: context.secrets });
    expect(views[0]?.hasInvoice).toBe(true);

    const mine = await payerInvoiceDownloadLoader({
      request: new Request(`https://site.example/profile/registrations/${id}/invoice.pdf`, {
        headers: { Cookie: owner.cookie },
      }),
      params: { registrationId: id },
      context,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Content-Disposition")).toBe('attachment; filename="facture-F-2027-000001.pdf"');
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const text = (await readPdf(new Uint8Array(await mine.arrayBuffer()))).pages.join(" ");
    expect(text).toContain("Facture n° F-2027-000001");
    expect(text).toContain("Déjà reçu 450,00 €");
    expect(text).toContain("Reste à payer 0,00 €");

    expect((await download(stranger.cookie)).status).toBe(404);
    expect((await download(owner.cookie, "999999")).status).toBe(404);
    expect((await download(owner.cookie, "abc")).status).toBe(404);
    const signedOut = await download(null, id, "/en");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(
      `/en/auth?redirectTo=${encodeURIComponent(`/en/profile/registrations/${id}/invoice.pdf`)}`,
    );
  });
});
