import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  paymentEvents,
  payments,
  receiptCounters,
  receipts,
  refunds,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  silentLogger,
  startedTestPayment,
  testNotification,
} from "../../../../tests/helpers/payments";
import { depsAt, queuedMail, SITE_URL } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { adminCounters } from "~/features/admin/dashboard/admin-panel.server";
import type { RegistrationDetailData } from "~/features/admin/registrations/registration-detail";
import type { RegistrationsPageData } from "~/features/admin/registrations/registrations-page";
import { exportRegistrationsCsv } from "~/features/admin/registrations/registrations-export.server";
import { handleNotification } from "~/features/payments/notifications.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { siteConfig } from "~/lib/site-config";
import { action as registrationAction, loader as registrationLoader } from "~/routes/admin.registration";
import { loader as listLoader } from "~/routes/admin.registrations";
import { action as sessionAction, loader as sessionLoader } from "~/routes/admin.session";

/*
 * A paid registration cancelled (by its registrant, by staff, with its session) is a refund
 * request staff see: its own payment status in the list, its filter, the CSV and the
 * dashboard's counter, an e-mail to the staff address in the staff's language, and a history
 * in the reader's language; it leaves the queue once the refund completes.
 */

const STAFF_EMAIL = "equipe@centre.example";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    ...invoiceTables,
    auditLog,
    paymentEvents,
    refunds,
    receipts,
    receiptCounters,
    payments,
    emailOutbox,
    registrationHistory,
    registrations,
    trainingSessions,
  ],
});

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

describe("refund requests are a staff queue", () => {
  let context: AppContext;
  let admin: Account;
  beforeAll(async () => {
    context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true", STAFF_EMAIL } });
    admin = (await staffAccount(context, "admin"))!;
  });

  /** A registration paid 49,99 € through the test provider. */
  async function paid() {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db, { priceCents: 4999 });
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    await handleNotification(db, provider, testNotification(reference, "approve", 4999), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date("2027-03-01T10:10:00Z"),
    });
    await db.delete(emailOutbox);
    return { userId, registrationId, reference };
  }

  const get = <T>(run: (args: never) => unknown, path: string, params: Record<string, string> = {}) =>
    callRoute<T>(
      (args) => run({ ...args, params } as never) as Promise<unknown>,
      new Request(`https://site.example${path}`, { headers: { Cookie: admin.cookie } }),
      context,
    );
  const post = (
    run: typeof registrationAction | typeof sessionAction,
    path: string,
    fields: Record<string, string>,
    params: Record<string, string>,
  ) =>
    callRoute(
      (args) => run({ ...args, params } as never),
      new Request(`https://site.example${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(admin.sessionId, context.secrets), ...fields }),
      }),
      context,
    );
  const listed = async (payment: string) =>
    (await get<RegistrationsPageData>(listLoader, `/admin/registrations?payment=${payment}`)).body!.rows;
  const csvRows = async (id: number) => {
    const response = await exportRegistrationsCsv(
      database.db,
      new URL("https://site.example/admin/registrations/export.csv"),
      "fr",
    );
    return (await response.text())
      .split("\r\n")
      .filter((line) => line.startsWith(`${id};`) || line.startsWith(`${id},`));
  };
  const page = async (id: number, prefix = "") => {
    const answer = await get<RegistrationDetailData>(
      registrationLoader,
      `${prefix}/admin/registrations/${id}`,
      {
        registrationId: String(id),
      },
    );
    const body = answer.body!;
    if (!body.found) throw new Error("not found");
    return body;
  };

  it("a registrant's cancellation: filter, CSV, counter, one staff e-mail in French; refunded, it leaves the queue", async () => {
    const { db } = database;
    const { userId, registrationId, reference } = await paid();
    const before = await adminCounters(db);
    expect(before.refundRequests).toBe(0);

    const cancelled = await cancelRegistration(
      db,
      { registrationId, ownerId: userId, actor: { kind: "registrant", userId } },
      { ...depsAt(new Date("2027-03-02T09:00:00Z")), staffEmail: STAFF_EMAIL },
    );
    expect(cancelled).toMatchObject({ ok: true, refundRequested: true });

    // The list: its own status, under its own filter, and no longer under "paid".
    const queue = await listed("refund-requested");
    expect(queue.map((row) => [row.id, row.paymentStatus])).toEqual([[registrationId, "refund-requested"]]);
    expect((await listed("paid")).map((row) => row.id)).not.toContain(registrationId);
    const all = (await get<RegistrationsPageData>(listLoader, "/admin/registrations")).body!;
    expect(all.paymentStatuses).toContain("refund-requested");

    // The CSV's payment column.
    const [line] = await csvRows(registrationId);
    expect(line).toContain("Remboursement demandé");
    expect(line).not.toContain("Payée");

    // The dashboard's counter.
    expect((await adminCounters(db)).refundRequests).toBe(1);

    // One e-mail to the staff address, in French, with who, what, how much and the reference.
    const mail = (await queuedMail(db)).filter((message) => message.kind === "refund-request-staff");
    expect(mail).toHaveLength(1);
    const [registration] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    expect(mail[0]).toMatchObject({
      to: STAFF_EMAIL,
      subject: "Remboursement demandé : Awa Diallo (49,99\u00a0€)",
    });
    expect(mail[0]!.text).toContain("La personne a annulé son inscription payée.");
    expect(mail[0]!.text).toContain("Montant payé à rembourser : 49,99\u00a0€");
    expect(mail[0]!.text).toContain(`Référence de paiement : ${registration!.paymentReference}`);
    expect(mail[0]!.text).toContain(reference);
    expect(mail[0]!.text).toContain(`${SITE_URL}/admin/registrations/${registrationId}`);

    // The registration's page: the status, what was paid, what is left, how to refund.
    const shown = await page(registrationId);
    expect(shown.paymentStatus).toBe("refund-requested");
    expect(shown.refundRequest).toMatchObject({
      paid: "49,99\u00a0€",
      refunded: "0,00\u00a0€",
      left: "49,99\u00a0€",
      payments: [{ reference, way: "api", left: "49,99\u00a0€" }],
    });

    // Refunded in full from the page: it leaves the queue.
    const refunded = await post(
      registrationAction,
      `/admin/registrations/${registrationId}`,
      { intent: "refund", payment: reference },
      { registrationId: String(registrationId) },
    );
    expect(refunded.status).toBe(302);
    expect(await listed("refund-requested")).toEqual([]);
    expect((await listed("refunded")).map((row) => row.id)).toEqual([registrationId]);
    expect((await adminCounters(db)).refundRequests).toBe(0);
    expect((await csvRows(registrationId))[0]).toContain("Remboursée");
    expect((await page(registrationId)).refundRequest).toBeNull();
  });

  it("history notes read in the reader's language, with formatted amounts", async () => {
    const { db } = database;
    const { userId, registrationId, reference } = await paid();
    await cancelRegistration(
      db,
      { registrationId, ownerId: userId, actor: { kind: "registrant", userId } },
      { ...depsAt(new Date("2027-03-02T09:00:00Z")), staffEmail: STAFF_EMAIL },
    );
    await post(
      registrationAction,
      `/admin/registrations/${registrationId}`,
      { intent: "refund", payment: reference, amount: "20" },
      { registrationId: String(registrationId) },
    );
    await post(
      registrationAction,
      `/admin/registrations/${registrationId}`,
      { intent: "refund", payment: reference },
      { registrationId: String(registrationId) },
    );

    // The refunds are made now, by the real clock, before the 2027 lines: compared as sets.
    const french = (await page(registrationId)).history.map((line) => line.note);
    expect(french).toHaveLength(5);
    expect(french).toEqual(
      expect.arrayContaining([
        null,
        `Paiement ${reference} (Prestataire de test) de 49,99\u00a0€ reçu`,
        "Inscription annulée · Remboursement demandé",
        `Remboursement de 20,00\u00a0€ sur 49,99\u00a0€ (paiement ${reference}, Prestataire de test)`,
        `Remboursement de 29,99\u00a0€ sur 49,99\u00a0€ (paiement ${reference}, Prestataire de test) · 49,99\u00a0€ remboursés en tout`,
      ]),
    );
    const english = (await page(registrationId, "/en")).history.map((line) => line.note);
    expect(english).toEqual(
      expect.arrayContaining([
        null,
        `Payment ${reference} (Test provider) of €49.99 received`,
        "Registration cancelled · Refund requested",
        `Refund of €20.00 of €49.99 (payment ${reference}, Test provider)`,
        `Refund of €29.99 of €49.99 (payment ${reference}, Test provider) · €49.99 refunded in all`,
      ]),
    );
    // The plain English trace stays in the table for its raw readers.
    const raw = await db
      .select({ note: registrationHistory.note })
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId))
      .orderBy(registrationHistory.id);
    expect(raw.map((line) => line.note).join("\n")).toContain("refunded 2999 of 4999 EUR");

    // A line written before notes were data is shown as it was.
    await db.insert(registrationHistory).values({
      registrationId,
      actor: "staff",
      toStatus: "cancelled",
      toPaymentStatus: "refunded",
      note: "refund requested",
      at: new Date("2030-03-05T09:00:00Z"),
    });
    expect((await page(registrationId)).history.at(-1)!.note).toBe("refund requested");
  });

  it("money recorded by hand says who recorded it and when it arrived, in the reader's language", async () => {
    const { registrationId } = await confirmedRegistration(database.db, { priceCents: 4999 });
    const recorded = await post(
      registrationAction,
      `/admin/registrations/${registrationId}`,
      { intent: "payment", method: "cash", amount: "49,99", receivedOn: "2026-01-15", confirm: "on" },
      { registrationId: String(registrationId) },
    );
    expect(recorded.status).toBe(302);
    // Recorded by the real clock, before the registration's 2027 line: found by its words.
    const french = (await page(registrationId)).history.find((line) =>
      line.note?.startsWith("Paiement"),
    )?.note;
    expect(french).toMatch(
      new RegExp(
        `^Paiement GMS-\\S+ \\(Espèces\\) de 49,99\u00a0€ reçu · enregistré par ${admin.email} · reçu le 15 janv\\. 2026$`,
      ),
    );
    const english = (await page(registrationId, "/en")).history.find((line) =>
      line.note?.startsWith("Payment"),
    )?.note;
    expect(english).toMatch(
      new RegExp(
        `^Payment GMS-\\S+ \\(Cash\\) of €49\\.99 received · recorded by ${admin.email} · received on 15 Jan 2026$`,
      ),
    );
  });

  it("staff cancelling a paid registration tell the staff address, in the language of the staff account that owns it", async () => {
    const { db } = database;
    const { registrationId } = await paid();
    await db.update(user).set({ email: STAFF_EMAIL, lang: "en" }).where(eq(user.id, admin.userId));
    try {
      const done = await post(
        registrationAction,
        `/admin/registrations/${registrationId}`,
        { intent: "cancel", confirm: "on" },
        { registrationId: String(registrationId) },
      );
      expect(done.status).toBe(302);
    } finally {
      await db.update(user).set({ email: admin.email, lang: "fr" }).where(eq(user.id, admin.userId));
    }
    const mail = (await queuedMail(db)).filter((message) => message.kind === "refund-request-staff");
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({ to: STAFF_EMAIL, subject: "Refund requested: Awa Diallo (€49.99)" });
    expect(mail[0]!.text).toContain("Staff cancelled this paid registration.");
    expect(mail[0]!.text).toContain(`${SITE_URL}/en/admin/registrations/${registrationId}`);
    expect((await listed("refund-requested")).map((row) => row.id)).toEqual([registrationId]);
  });

  it("a cancelled session's paid registrations: the staff e-mail says the session was cancelled", async () => {
    const { db } = database;
    const { registrationId } = await paid();
    // A bank transfer: nothing refunds it automatically, so it stays in the queue.
    await db
      .update(payments)
      .set({ provider: "bank-transfer" })
      .where(eq(payments.registrationId, registrationId));
    const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationId));
    const done = await post(
      sessionAction,
      `/admin/sessions/${row!.sessionId}`,
      { intent: "cancel" },
      { sessionId: String(row!.sessionId) },
    );
    expect(done.status).toBe(302);
    const mail = (await queuedMail(db)).filter((message) => message.kind === "refund-request-staff");
    expect(mail).toHaveLength(1);
    expect(mail[0]!.to).toBe(STAFF_EMAIL);
    expect(mail[0]!.text).toContain("La session a été annulée");
    expect((await adminCounters(db)).refundRequests).toBe(1);
    expect((await page(registrationId)).refundRequest?.payments).toMatchObject([{ way: "manual" }]);
    // The session's page shows it as such too.
    const session = await get<{ registrations: { id: number; paymentStatus: string }[] }>(
      sessionLoader,
      `/admin/sessions/${row!.sessionId}`,
      { sessionId: String(row!.sessionId) },
    );
    expect(session.body!.registrations).toMatchObject([
      { id: registrationId, paymentStatus: "refund-requested" },
    ]);
  });

  it("a payment that arrives after its registration was cancelled: staff are told, at the settings' contact address by default", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db, { priceCents: 4999 });
    const { provider, reference } = await startedTestPayment(db, registrationId, userId);
    await cancelRegistration(
      db,
      { registrationId, ownerId: userId, actor: { kind: "registrant", userId } },
      { ...depsAt(new Date("2027-03-01T10:06:00Z")), staffEmail: STAFF_EMAIL },
    );
    // Unpaid when cancelled: nothing owed, nobody told.
    expect((await queuedMail(db)).filter((message) => message.kind === "refund-request-staff")).toEqual([]);
    await handleNotification(db, provider, testNotification(reference, "approve", 4999), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date("2027-03-01T10:10:00Z"),
    });
    const mail = (await queuedMail(db)).filter((message) => message.kind === "refund-request-staff");
    expect(mail).toHaveLength(1);
    // The payments pipeline is handed no STAFF_EMAIL: the contact address staff set is used.
    expect(mail[0]!.to).toBe(siteConfig.email);
    expect(mail[0]!.text).toContain("Un paiement est arrivé après la fin de l'inscription");
    expect(mail[0]!.text).toContain("49,99\u00a0€");
  });
});
