import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { payments, registrations } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  confirmedRegistration,
  startedPayment,
  startedTestPayment,
  paymentTables,
} from "../../../tests/helpers/payments";
import { readPdf } from "../../../tests/helpers/pdf";
import { queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { bankTransferProvider } from "./bank-transfer.server";
import { markPaidByReference } from "./mark-paid-by-reference.server";
import { paymentEmail } from "./payment-emails.server";
import { registrationReferenceOfPayment } from "./receipts.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});
const paidAt = new Date("2027-03-02T09:00:00Z");
const options = { siteUrl: SITE_URL, now: paidAt, by: "test" };

async function referenceOf(id: number) {
  const [row] = await database.db.select().from(registrations).where(eq(registrations.id, id));
  return row!;
}
const paymentRows = () => database.db.select().from(payments).orderBy(asc(payments.id));

describe("payment:mark-paid with the registration's reference", () => {
  it("records the registration's pending bank transfer; the receipt gives the registration's reference", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference: attempt } = await startedPayment(db, registrationId, userId, bankTransferProvider);
    const { paymentReference } = await referenceOf(registrationId);
    expect(attempt).not.toBe(paymentReference);
    // What the bank-transfer instructions give: the registration's reference.
    expect(await registrationReferenceOfPayment(db, attempt)).toBe(paymentReference);

    const outcome = await markPaidByReference(db, paymentReference.toLowerCase(), options);
    expect(outcome).toMatchObject({ ok: true, change: { kind: "changed", to: "succeeded" } });
    expect((await paymentRows()).map((row) => [row.reference, row.status])).toEqual([[attempt, "succeeded"]]);
    expect((await referenceOf(registrationId)).paymentStatus).toBe("paid");
    const mail = (await queuedMail(db)).find((message) => message.kind === "payment-received")!;
    const { pages } = await readPdf(Buffer.from(mail.attachments[0]!.content, "base64"));
    expect(pages[0]).toContain(paymentReference);
    expect(pages[0]).not.toContain(attempt);
    // Again: nothing more is owed.
    expect(await markPaidByReference(db, paymentReference, options)).toMatchObject({
      ok: false,
      error: "not-payable",
    });
  });

  it("records a transfer for what is owed when none is pending; an attempt's reference still works", async () => {
    const { db } = database;
    const first = await confirmedRegistration(db);
    const { paymentReference } = await referenceOf(first.registrationId);
    expect(await markPaidByReference(db, paymentReference, options)).toMatchObject({
      ok: true,
      change: { kind: "changed", to: "succeeded", receiptNumber: "R-2027-000001" },
    });
    expect((await paymentRows()).map((row) => [row.provider, row.amountMinor, row.status])).toEqual([
      ["bank-transfer", 45000, "succeeded"],
    ]);

    const second = await confirmedRegistration(db);
    const { reference } = await startedPayment(
      db,
      second.registrationId,
      second.userId,
      bankTransferProvider,
    );
    expect(await markPaidByReference(db, reference, options)).toMatchObject({ ok: true });
    expect((await referenceOf(second.registrationId)).paymentStatus).toBe("paid");

    // A checkout under way with a provider is left to it.
    const third = await confirmedRegistration(db);
    await startedTestPayment(db, third.registrationId, third.userId);
    const { paymentReference: thirdReference } = await referenceOf(third.registrationId);
    expect(await markPaidByReference(db, thirdReference, options)).toMatchObject({
      ok: false,
      error: "pending-elsewhere",
      provider: "test",
    });

    expect(await markPaidByReference(db, "GMS-00000-00000", options)).toEqual({
      ok: false,
      error: "not-found",
    });
    expect(await markPaidByReference(db, "REG-000001", options)).toEqual({
      ok: false,
      error: "bad-reference",
    });
  });
});

describe("the payment e-mail's reference", () => {
  it("is the registration's, not the payment attempt's, when the caller gives it", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference } = await startedPayment(db, registrationId, userId, bankTransferProvider);
    const [payment] = await paymentRows();
    const { paymentReference } = await referenceOf(registrationId);
    const deps = { siteUrl: SITE_URL, now: paidAt };
    const told = paymentEmail({ ...payment!, status: "failed" }, deps, {
      registrationReference: paymentReference,
    });
    expect(told.text).toContain(paymentReference);
    expect(told.text).not.toContain(reference);
  });
});
