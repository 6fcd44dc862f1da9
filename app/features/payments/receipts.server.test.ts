import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, receiptCounters, receipts, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  silentLogger,
  startedPayment,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
import { readPdf } from "../../../tests/helpers/pdf";
import { depsAt, makeSession, queuedMail, requestFor, SITE_URL } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { siteConfig } from "~/lib/site-config";
import { registerForCourse } from "../registration/register.server";
import { listRegistrationsOf } from "../registration/registration-views.server";
import { bankTransferProvider } from "./bank-transfer.server";
import { markTransferPaid } from "./mark-paid.server";
import { handleNotification } from "./notifications.server";
import { buildReceiptPdf, printable } from "./receipt-pdf.server";
import { receiptDownloadLoader } from "./receipt-download.server";
import { issueReceipt, receiptNumber } from "./receipts.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const paidAt = new Date("2027-03-01T10:10:00Z");
const options = { logger: silentLogger, siteUrl: SITE_URL, now: () => paidAt };

/** A registration paid through the test provider; returns its payment's reference. */
async function paidRegistration({ lang = "fr" as "fr" | "en", priceCents = 45000 } = {}) {
  const { db } = database;
  const { userId, registrationId } = await confirmedRegistration(db, { priceCents });
  if (lang === "en") await db.update(registrations).set({ lang }).where(eq(registrations.id, registrationId));
  const { provider, reference } = await startedTestPayment(db, registrationId, userId, lang);
  const outcome = await handleNotification(
    db,
    provider,
    testNotification(reference, "approve", priceCents),
    options,
  );
  return { userId, registrationId, reference, outcome };
}

async function receiptRows() {
  return database.db.select().from(receipts).orderBy(receipts.sequence);
}

describe("receipt numbers", () => {
  it("are R-<year>-<six digits>", () => {
    expect(receiptNumber(2026, 1)).toBe("R-2026-000001");
    expect(receiptNumber(2027, 123456)).toBe("R-2027-123456");
  });

  it("8 payments succeeding at once get 1 to 8 without a gap or a repeat, one receipt each, and the notification says which", async () => {
    const { db } = database;
    const started = [];
    for (let i = 0; i < 8; i++) {
      const { userId, registrationId } = await confirmedRegistration(db);
      started.push(await startedTestPayment(db, registrationId, userId));
    }
    const outcomes = await Promise.all(
      started.map(({ provider, reference }) =>
        handleNotification(db, provider, testNotification(reference, "approve", 45000), options),
      ),
    );
    const rows = await receiptRows();
    expect(rows.map((row) => row.number)).toEqual(
      Array.from({ length: 8 }, (_, index) => receiptNumber(2027, index + 1)),
    );
    expect(new Set(rows.map((row) => row.paymentId)).size).toBe(8);
    const named = outcomes.map(
      (outcome) =>
        outcome.kind === "processed" && "receiptNumber" in outcome.change && outcome.change.receiptNumber,
    );
    expect([...named].sort()).toEqual(rows.map((row) => row.number));
    // Replayed: no second receipt.
    await handleNotification(
      db,
      started[0]!.provider,
      testNotification(started[0]!.reference, "approve", 45000),
      options,
    );
    expect(await receiptRows()).toHaveLength(8);
  });

  it("a transaction that rolls back gives its number back; a new year starts again at 1", async () => {
    const { db } = database;
    const first = await paidRegistration();
    expect(first.outcome).toMatchObject({ change: { receiptNumber: "R-2027-000001" } });
    const other = await confirmedRegistration(db);
    const { reference } = await startedTestPayment(db, other.registrationId, other.userId);
    const [pending] = await db.select().from(payments).where(eq(payments.reference, reference));
    const payer = { name: "X", email: "x@example.com" };
    await expect(
      db.transaction(async (tx) => {
        expect((await issueReceipt(tx, pending!, payer, paidAt))!.number).toBe("R-2027-000002");
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    expect(await db.select().from(receiptCounters)).toEqual([{ year: 2027, lastNumber: 1 }]);
    const again = await db.transaction((tx) => issueReceipt(tx, pending!, payer, paidAt));
    expect(again!.number).toBe("R-2027-000002");
    // Issued once per payment: asking again returns the same receipt, without a number.
    expect((await db.transaction((tx) => issueReceipt(tx, pending!, payer, paidAt)))!.number).toBe(
      "R-2027-000002",
    );
    const nextYear = await confirmedRegistration(db);
    const later = await startedTestPayment(db, nextYear.registrationId, nextYear.userId);
    const [laterPayment] = await db.select().from(payments).where(eq(payments.reference, later.reference));
    const receipt = await db.transaction((tx) =>
      issueReceipt(tx, laterPayment!, payer, new Date("2028-01-01T00:00:00Z")),
    );
    expect(receipt!.number).toBe("R-2028-000001");
  });
});

describe("the receipt", () => {
  it("is attached to the payment e-mail as a PDF in French: number, legal details, amount, method, date, course, reference", async () => {
    const { reference: attempt, registrationId } = await paidRegistration();
    // The reference the registrant quotes everywhere: their registration's, not the attempt's.
    const [registration] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationId));
    const reference = registration!.paymentReference;
    const mail = (await queuedMail(database.db)).find((message) => message.kind === "payment-received")!;
    expect(mail.text).toContain("Votre reçu n° R-2027-000001 est joint");
    expect(mail.attachments).toHaveLength(1);
    const [file] = mail.attachments;
    expect(file).toMatchObject({
      filename: "recu-R-2027-000001.pdf",
      contentType: "application/pdf",
      encoding: "base64",
    });
    const { pages, info } = await readPdf(Buffer.from(file!.content, "base64"));
    const text = pages.join(" ");
    for (const expected of [
      "Reçu de paiement",
      "Reçu n° R-2027-000001",
      siteConfig.legal.companyName,
      siteConfig.legal.registration,
      siteConfig.legal.taxId,
      siteConfig.legal.trainingDeclaration,
      "Awa Diallo",
      "450,00 €",
      "Paiement de test",
      "lundi 1 mars 2027",
      reference,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(attempt);
    expect(info).toMatchObject({ Language: "fr-FR" });
  });

  it("is in English for an English payer, amounts and dates formatted for English", async () => {
    await paidRegistration({ lang: "en", priceCents: 32050 });
    const mail = (await queuedMail(database.db)).find((message) => message.kind === "payment-received")!;
    expect(mail.subject).toMatch(/^Payment received/);
    const { pages } = await readPdf(Buffer.from(mail.attachments[0]!.content, "base64"));
    expect(pages[0]).toContain("Receipt no. R-2027-000001");
    expect(pages[0]).toContain("€320.50");
    expect(pages[0]).toContain("Monday, 1 March 2027");
    expect(pages[0]).toContain("Test payment");
  });

  it("prints a name in another script instead of failing the payment", async () => {
    expect(printable("Nguyễn Thị Ánh")).toBe("Nguyen Thi Ánh");
    expect(printable("李小龍 Diallo")).toBe("??? Diallo");
    const pdf = await buildReceiptPdf(
      {
        id: 1,
        number: "R-2027-000009",
        year: 2027,
        sequence: 9,
        paymentId: 1,
        issuedAt: paidAt,
        amountMinor: 2_500_000,
        currency: "GNF",
        method: "cinetpay",
        payerName: "Nguyễn 李",
        payerEmail: "n@example.com",
        productName: "Sécurité ✓",
        lang: "fr",
      },
      { reference: "GMS-AAAAA-BBBBB", rateUsed: "10250.5" },
      { phone: "+224 611 22 33 44", email: "accueil@example.org" },
    );
    const { pages } = await readPdf(pdf);
    // The contact staff set, not the built-in one.
    expect(pages[0]).toContain("+224 611 22 33 44 · accueil@example.org");
    expect(pages[0]).not.toContain(siteConfig.phone); // the footer's too
    expect(pages[0]).toContain("Nguyen ?");
    expect(pages[0]).toContain("2 500 000 GNF");
    expect(pages[0]).toContain("Orange Money ou carte bancaire (CinetPay)");
    expect(pages[0]).toContain("1 € = 10250.5 GNF");
  });

  it("is issued for a bank transfer staff mark as paid", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference } = await startedPayment(db, registrationId, userId, bankTransferProvider);
    await markTransferPaid(db, reference, { siteUrl: SITE_URL, now: paidAt, by: "test" });
    const [row] = await receiptRows();
    expect(row).toMatchObject({ number: "R-2027-000001", method: "bank-transfer", amountMinor: 45000 });
    const mail = (await queuedMail(db)).find((message) => message.kind === "payment-received")!;
    const { pages } = await readPdf(Buffer.from(mail.attachments[0]!.content, "base64"));
    expect(pages[0]).toContain("Virement bancaire");
  });
});

describe("downloading the receipt from Mes inscriptions", () => {
  it("gives the owner the same PDF as the e-mail's; anyone else, or a registration without receipt, gets 404", async () => {
    const { db } = database;
    const context = testAppContext(db, { env: { PAYMENTS_TEST_MODE: "true" } });
    const owner = await signedInAccount(context);
    const stranger = await signedInAccount(context);
    const sessionId = await makeSession(db, {
      priceCents: 45000,
      startsAt: new Date("2027-04-10T08:00:00Z"),
    });
    const registered = await registerForCourse(db, requestFor(owner.userId, { sessionId }), depsAt(paidAt));
    if (!registered.ok) throw new Error(registered.error);
    const id = String(registered.registrationId);
    const download = (cookie: string | null, registrationId = id, lang = "") =>
      outcomeOf(() =>
        receiptDownloadLoader({
          request: new Request(
            `https://site.example${lang}/profile/registrations/${registrationId}/receipt.pdf`,
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
    expect(views[0]?.hasReceipt).toBe(false);

    const { provider, reference } = await startedTestPayment(db, registered.registrationId, owner.userId);
    await handleNotification(db, provider, testNotification(reference, "approve", 45000), options);
    views = await listRegistrationsOf(db, owner.userId, { lang: "fr", secrets: context.secrets });
    expect(views[0]?.hasReceipt).toBe(true);

    const mine = await receiptDownloadLoader({
      request: new Request(`https://site.example/profile/registrations/${id}/receipt.pdf`, {
        headers: { Cookie: owner.cookie },
      }),
      params: { registrationId: id },
      context,
    });
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Content-Disposition")).toBe('attachment; filename="recu-R-2027-000001.pdf"');
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const mail = (await queuedMail(db)).find((message) => message.kind === "payment-received")!;
    const bytes = Buffer.from(await mine.arrayBuffer());
    expect(bytes.equals(Buffer.from(mail.attachments[0]!.content, "base64"))).toBe(true);

    expect((await download(stranger.cookie)).status).toBe(404);
    expect((await download(owner.cookie, "999999")).status).toBe(404);
    expect((await download(owner.cookie, "abc")).status).toBe(404);
    const signedOut = await download(null, id, "/en");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(
      `/en/auth?redirectTo=${encodeURIComponent(`/en/profile/registrations/${id}/receipt.pdf`)}`,
    );
  });
});
