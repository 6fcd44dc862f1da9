import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  courses,
  emailOutbox,
  payments,
  receipts,
  refunds,
  registrationHistory,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { withFrozenPrices } from "../../../../tests/helpers/registration";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.registration";

/*
 * The actions of a registration's page: each through the registration and payment
 * modules' own code paths, with its audit entry, a toast, and the staff rule (moderators handle,
 * admins change money). Forged fields (a price, a role, a user id, another registration) are
 * never read.
 */

const database = useTestDatabase({
  emptyBeforeEach: [
    ...invoiceTables,
    auditLog,
    emailOutbox,
    registrationHistory,
    refunds,
    receipts,
    payments,
    registrations,
    trainingSessions,
    courses,
  ],
});
const text = (value: string) => ({ fr: value, en: value });
const DAY = 86_400_000;

/**
 * Course 1 (1,500 €): session 1 with 1 seat (10 confirmed, 12 waiting), session 2 with 1 seat
 * (20 confirmed: full), session 3 with 5 seats, session 5 already started. Course 2: session 4.
 */
async function seed() {
  for (const id of [1, 2])
    await database.db.insert(courses).values({
      id,
      category: "qhse",
      subcategory: text("HSE"),
      title: text(`Course ${id}`),
      description: text("A course."),
      duration: text("2 days"),
      audience: text("Everyone"),
      prerequisites: text("None"),
      formats: ["presentiel"],
      priceCents: 150_000,
    });
  const session = (id: number, courseId: number, seats: number, inDays = 30) => ({
    id,
    courseId,
    startsAt: new Date(Date.now() + inDays * DAY),
    endsAt: new Date(Date.now() + (inDays + 1) * DAY),
    format: "presentiel" as const,
    city: "Conakry",
    totalSeats: seats,
  });
  await database.db
    .insert(trainingSessions)
    .values([
      session(1, 1, 1),
      session(2, 1, 1, 40),
      session(3, 1, 5, 50),
      session(4, 2, 5),
      session(5, 1, 5, -1),
    ]);
  const person = (id: number, sessionId: number, status: "confirmed" | "waitlisted") => ({
    id,
    courseId: 1,
    sessionId,
    firstName: "Awa",
    lastName: `Diallo ${id}`,
    email: `p${id}@example.com`,
    phone: "+224 620 00 00 00",
    status,
    confirmedAt: status === "confirmed" ? new Date() : null,
  });
  await database.db
    .insert(registrations)
    .values(
      await withFrozenPrices(database.db, [
        person(10, 1, "confirmed"),
        person(12, 1, "waitlisted"),
        person(20, 2, "confirmed"),
      ]),
    );
}

describe("a registration's actions in the back-office", () => {
  let context: AppContext;
  let admin: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
  let moderator: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
  beforeAll(async () => {
    context = testAppContext(database.db);
    admin = (await staffAccount(context, "admin"))!;
    moderator = (await staffAccount(context, "moderator"))!;
  });

  const post = (
    who: { cookie: string; sessionId: string },
    fields: Record<string, string>,
    id = 10,
    lang = "",
  ) =>
    callRoute<{
      intent: string;
      notice: { message: string };
      lastResult: { error?: Record<string, string[]> };
    }>(
      (args) => action({ ...args, params: { registrationId: String(id) } } as never),
      new Request(`https://site.example${lang}/admin/registrations/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
      }),
      context,
    );
  const registration = async (id: number) =>
    (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;
  const audit = () => database.db.select().from(auditLog).orderBy(asc(auditLog.id));
  const paymentRows = () => database.db.select().from(payments).orderBy(asc(payments.id));
  const forged = {
    priceCents: "1",
    amountMinor: "1",
    role: "admin",
    userId: "someone",
    registrationId: "20",
  };

  describe("recording a payment", () => {
    it("takes cash up to what is owed, in parts, then refuses more; forged prices are ignored", async () => {
      await seed();
      const over = await post(admin, {
        intent: "payment",
        method: "cash",
        amount: "1500.01",
        confirm: "on",
        ...forged,
      });
      expect(over.status).toBe(400);
      expect(over.body?.lastResult.error?.amount?.[0]).toMatch(/1\s500,00/);
      expect(await paymentRows()).toEqual([]);

      const part = await post(admin, {
        intent: "payment",
        method: "cash",
        amount: "500",
        receivedOn: "2026-01-15",
        receipt: "Carnet 12 / 345",
        confirm: "on",
        ...forged,
      });
      expect(part.status).toBe(302);
      expect(part.location).toBe("/admin/registrations/10");
      expect(part.headers.get("Set-Cookie")).toMatch(/^flash=/);
      expect((await registration(10)).paymentStatus).toBe("pending"); // a part of the price
      const rest = await post(admin, {
        intent: "payment",
        method: "bank-transfer",
        amount: "1000,00",
        confirm: "on",
      });
      expect(rest.status).toBe(302);
      expect((await registration(10)).paymentStatus).toBe("paid");
      expect(
        (await paymentRows()).map((row) => [
          row.provider,
          row.amountMinor,
          row.status,
          row.providerReference,
        ]),
      ).toEqual([
        ["cash", 50_000, "succeeded", "Carnet 12 / 345"],
        ["bank-transfer", 100_000, "succeeded", null],
      ]);
      expect(await database.db.select().from(receipts)).toHaveLength(2);
      const entries = await audit();
      expect(entries.map((entry) => entry.action)).toEqual([
        "registration_record_payment",
        "registration_record_payment",
      ]);
      expect(entries[0]).toMatchObject({
        actorId: admin.userId,
        entityId: "10",
        before: { paymentStatus: "pending" },
        after: {
          paymentStatus: "pending",
          payment: { provider: "cash", amountMinor: 50_000, currency: "EUR", receivedOn: "2026-01-15" },
        },
      });
      expect(entries[1]?.after).toMatchObject({ paymentStatus: "paid" });
      const history = await database.db
        .select({ note: registrationHistory.note })
        .from(registrationHistory)
        .where(eq(registrationHistory.registrationId, 10));
      expect(history.map((line) => line.note).join("\n")).toContain("cash payment received on 2026-01-15");

      // Paid: nothing is owed any more.
      expect(
        (await post(admin, { intent: "payment", method: "cash", amount: "1", confirm: "on" })).status,
      ).toBe(409);
      expect(await paymentRows()).toHaveLength(2);
    });

    it("refuses a moderator, a future day, no amount for cash, a pending transfer for another amount", async () => {
      await seed();
      await database.db.insert(payments).values({
        reference: "GMS-AAAAA-BBBBB",
        registrationId: 10,
        provider: "bank-transfer",
        amountMinor: 150_000,
        currency: "EUR",
        productName: "Course 1",
      });
      const future = new Date(Date.now() + 3 * DAY).toISOString().slice(0, 10);
      const answers = [
        await post(moderator, { intent: "payment", method: "cash", amount: "10", confirm: "on" }),
        await post(admin, {
          intent: "payment",
          method: "cash",
          amount: "10",
          receivedOn: future,
          confirm: "on",
        }),
        await post(admin, { intent: "payment", method: "cash", confirm: "on" }),
        await post(admin, { intent: "payment", method: "cash", amount: "-5", confirm: "on" }),
        await post(admin, { intent: "payment", reference: "GMS-AAAAA-BBBBB", amount: "100", confirm: "on" }),
        await post(admin, { intent: "payment", method: "cheque", amount: "10", confirm: "on" }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([403, 400, 400, 400, 400, 400]);
      expect(answers[4]?.body?.notice.message).toMatch(/1\s500,00/);
      expect((await paymentRows()).map((row) => row.status)).toEqual(["pending"]);
      expect(await audit()).toEqual([]);
      // The pending transfer for its own amount (none typed) goes through.
      expect(
        (await post(admin, { intent: "payment", reference: "gms-aaaaa-bbbbb", confirm: "on" })).status,
      ).toBe(302);
      expect((await registration(10)).paymentStatus).toBe("paid");
    });
  });

  describe("refunding", () => {
    async function paidInCash() {
      await seed();
      await post(admin, { intent: "payment", method: "cash", amount: "1500", confirm: "on" });
      return (await paymentRows())[0]!.reference;
    }

    it("refunds in part then in full, bounded by what is left, admins only", async () => {
      const reference = await paidInCash();
      const refused = [
        await post(moderator, { intent: "refund", payment: reference, amount: "100" }),
        await post(admin, { intent: "refund", payment: reference, amount: "1500.01" }),
        await post(admin, { intent: "refund", payment: reference, amount: "0" }),
        await post(admin, { intent: "refund", payment: reference, amount: "abc" }),
        await post(admin, { intent: "refund", payment: "GMS-ZZZZZ-ZZZZZ", amount: "10" }),
      ];
      expect(refused.map((answer) => answer.status)).toEqual([403, 400, 400, 400, 400]);
      expect(refused[1]?.body?.lastResult.error?.amount?.[0]).toMatch(/1\s500,00/);
      expect(await database.db.select().from(refunds)).toEqual([]);

      expect(
        (await post(admin, { intent: "refund", payment: reference, amount: "400", ...forged })).status,
      ).toBe(302);
      let [payment] = await paymentRows();
      expect(payment).toMatchObject({ status: "succeeded", refundedMinor: 40_000 });
      expect((await registration(10)).paymentStatus).toBe("paid");
      // At most what is left: 1,100 €.
      expect((await post(admin, { intent: "refund", payment: reference, amount: "1100.01" })).status).toBe(
        400,
      );
      expect((await post(admin, { intent: "refund", payment: reference })).status).toBe(302);
      [payment] = await paymentRows();
      expect(payment).toMatchObject({ status: "refunded", refundedMinor: 150_000 });
      expect((await registration(10)).paymentStatus).toBe("refunded");
      const refunded = (await audit()).filter((entry) => entry.action === "registration_refund");
      expect(
        refunded.map((entry) => (entry.after as { refund: { amountMinor: number } }).refund.amountMinor),
      ).toEqual([40_000, 110_000]);
      // Nothing left: refused.
      expect((await post(admin, { intent: "refund", payment: reference })).status).toBe(400);
    });

    it("refuses a payment of another registration", async () => {
      const reference = await paidInCash();
      expect((await post(admin, { intent: "refund", payment: reference, amount: "10" }, 20)).status).toBe(
        400,
      );
      expect(await database.db.select().from(refunds)).toEqual([]);
    });
  });

  describe("moving", () => {
    it("moves to a session with a seat; the seat left goes to the waiting list; a moderator may", async () => {
      await seed();
      const done = await post(moderator, { intent: "move", session: "3", ...forged }, 10, "/en");
      expect(done.status).toBe(302);
      expect(done.location).toBe("/en/admin/registrations/10");
      expect(await registration(10)).toMatchObject({
        sessionId: 3,
        status: "confirmed",
        calendarSequence: 1,
      });
      expect(await registration(12)).toMatchObject({ sessionId: 1, status: "offered" });
      expect(await registration(20)).toMatchObject({ sessionId: 2, status: "confirmed" });
      const [entry] = await audit();
      expect(entry).toMatchObject({
        actorId: moderator.userId,
        action: "registration_move",
        before: { sessionId: 1, status: "confirmed" },
        after: { sessionId: 3, status: "confirmed" },
      });
      const mail = await database.db.select({ to: emailOutbox.toAddress }).from(emailOutbox);
      expect(mail.map((row) => row.to).sort()).toEqual(["p10@example.com", "p12@example.com"]);
    });

    it("refuses a full session, another course's, a started one, the same one: nothing changes", async () => {
      await seed();
      const before = await database.db.select().from(registrations).orderBy(asc(registrations.id));
      const answers = [
        await post(moderator, { intent: "move", session: "2", __intent__: "{not json" }),
        await post(moderator, { intent: "move", session: "4" }),
        await post(moderator, { intent: "move", session: "5" }),
        await post(moderator, { intent: "move", session: "1" }),
        await post(moderator, { intent: "move", session: "999" }),
        await post(moderator, { intent: "move", session: "x" }),
      ];
      expect(answers.map((answer) => answer.status)).toEqual([409, 409, 409, 409, 409, 400]);
      expect(answers[0]?.body?.notice.message).toBe("Cette session est complète : aucune place à donner.");
      expect(await database.db.select().from(registrations).orderBy(asc(registrations.id))).toEqual(before);
      expect(await audit()).toEqual([]);
    });
  });

  describe("cancelling and resending", () => {
    it("cancels once (the seat goes to the waiting list), then refuses; a moderator may", async () => {
      await seed();
      const done = await post(moderator, { intent: "cancel", ...forged });
      expect(done.status).toBe(302);
      expect(await registration(10)).toMatchObject({ status: "cancelled" });
      expect(await registration(12)).toMatchObject({ status: "offered" });
      expect(await registration(20)).toMatchObject({ status: "confirmed" });
      expect(await audit()).toEqual([
        expect.objectContaining({
          action: "registration_cancel",
          before: { status: "confirmed", paymentStatus: "pending", sessionId: 1 },
          after: { status: "cancelled", paymentStatus: "pending", refundRequested: false },
        }),
      ]);
      expect((await post(moderator, { intent: "cancel" })).status).toBe(409);
      expect(await audit()).toHaveLength(1);
    });

    it("resends the confirmation through the outbox, only for a confirmed registration", async () => {
      await seed();
      expect((await post(moderator, { intent: "resend" })).status).toBe(302);
      const mail = await database.db.select().from(emailOutbox);
      expect(mail.map((row) => row.toAddress)).toEqual(["p10@example.com"]);
      expect((await audit()).map((entry) => entry.action)).toEqual(["registration_resend_confirmation"]);
      expect((await post(moderator, { intent: "resend" }, 12)).status).toBe(409);
      expect(await database.db.select().from(emailOutbox)).toHaveLength(1);
    });

    it("refuses an unknown intent and a bad token", async () => {
      await seed();
      expect((await post(moderator, { intent: "delete" })).status).toBe(400);
      expect((await post(moderator, { intent: "cancel", csrf: "0".repeat(64) })).status).toBe(403);
      expect((await registration(10)).status).toBe("confirmed");
    });
  });

  it("shows each form to whom may send it", async () => {
    await seed();
    const page = async (who: { cookie: string }) =>
      (
        await callRoute<Record<string, unknown>>(
          (args) => loader({ ...args, params: { registrationId: "10" } } as never),
          new Request("https://site.example/admin/registrations/10", { headers: { Cookie: who.cookie } }),
          context,
        )
      ).body!;
    const asAdmin = await page(admin);
    expect(asAdmin).toMatchObject({
      cancellable: true,
      resendable: true,
      refundable: [],
      transfer: { owed: { amount: expect.stringMatching(/^1\s500,00\s€$/), currency: "EUR" } },
    });
    expect(
      (asAdmin.move as { id: number; seatsLeft: number }[]).map((row) => [row.id, row.seatsLeft]),
    ).toEqual([
      [2, 0],
      [3, 5],
    ]);
    const asModerator = await page(moderator);
    expect(asModerator).toMatchObject({ transfer: null, refundable: null, cancellable: true });
  });
});
