import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  courses,
  payments,
  receipts,
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
 * "Record a bank transfer" on a registration's page: admins only, through the
 * command line's code path (markTransferPaid), with its audit entry in the same transaction.
 */

const database = useTestDatabase({
  emptyBeforeEach: [
    ...invoiceTables,
    auditLog,
    registrationHistory,
    receipts,
    payments,
    registrations,
    trainingSessions,
    courses,
  ],
});
const text = (value: string) => ({ fr: value, en: value });
const MINE = "GMS-AAAAA-BBBBB";
const OTHER = "GMS-CCCCC-DDDDD";

async function seed() {
  await database.db.insert(courses).values({
    id: 1,
    category: "qhse",
    subcategory: text("HSE"),
    title: text("Course 1"),
    description: text("A course."),
    duration: text("2 days"),
    audience: text("Everyone"),
    prerequisites: text("None"),
    formats: ["presentiel"],
    priceCents: 150_000,
  });
  await database.db.insert(trainingSessions).values({
    id: 1,
    courseId: 1,
    startsAt: new Date(Date.now() + 30 * 86_400_000),
    endsAt: new Date(Date.now() + 31 * 86_400_000),
    format: "presentiel",
    city: "Conakry",
    totalSeats: 10,
  });
  for (const [id, reference] of [
    [10, MINE],
    [11, OTHER],
  ] as const) {
    await database.db.insert(registrations).values(
      await withFrozenPrices(database.db, [
        {
          id,
          courseId: 1,
          sessionId: 1,
          firstName: "Awa",
          lastName: "Diallo",
          email: `p${id}@example.com`,
          phone: "+224 620 00 00 00",
          status: "confirmed" as const,
          paymentStatus: "pending" as const,
          confirmedAt: new Date(),
        },
      ]),
    );
    await database.db.insert(payments).values({
      reference,
      registrationId: id,
      provider: "bank-transfer",
      amountMinor: 150_000,
      currency: "EUR",
      productName: "Course 1",
    });
  }
}

describe("recording a bank transfer from the back-office", () => {
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
    path = "/admin/registrations/10",
  ) =>
    callRoute(
      (args) => action({ ...args, params: { registrationId: path.split("/").pop() ?? "" } } as never),
      new Request(`https://site.example${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
        body: new URLSearchParams({
          csrf: antiForgeryToken(who.sessionId, context.secrets),
          ...fields,
        }),
      }),
      context,
    );

  async function state() {
    const rows = await database.db
      .select({ id: registrations.id, paymentStatus: registrations.paymentStatus })
      .from(registrations)
      .orderBy(registrations.id);
    const paid = await database.db
      .select({ reference: payments.reference, status: payments.status })
      .from(payments)
      .orderBy(payments.reference);
    return { rows, paid, audit: await database.db.select().from(auditLog) };
  }

  it("marks the registration paid, writes one audit entry with before and after, and says so with a toast", async () => {
    await seed();
    const page = await callRoute<Awaited<ReturnType<typeof loader>>>(
      (args) => loader({ ...args, params: { registrationId: "10" } } as never),
      new Request("https://site.example/en/admin/registrations/10", { headers: { Cookie: admin.cookie } }),
      context,
    );
    const shown = page.body as { transfer: { antiForgery: string; references: unknown[] } | null };
    expect(shown.transfer?.references).toEqual([{ reference: MINE, amount: "€1,500.00" }]);

    const done = await post(admin, {
      reference: MINE.toLowerCase(),
      confirm: "on",
      // Forged: none of these is read.
      amountMinor: "1",
      userId: moderator.userId,
      role: "user",
    });
    expect(done.status).toBe(302);
    expect(done.location).toBe("/admin/registrations/10");
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);

    const after = await state();
    expect(after.rows).toEqual([
      { id: 10, paymentStatus: "paid" },
      { id: 11, paymentStatus: "pending" },
    ]);
    expect(after.paid).toEqual([
      { reference: MINE, status: "succeeded" },
      { reference: OTHER, status: "pending" },
    ]);
    expect(after.audit).toHaveLength(1);
    expect(after.audit[0]).toMatchObject({
      actorId: admin.userId,
      actorEmail: admin.email,
      action: "registration_mark_paid",
      entityType: "registration",
      entityId: "10",
      before: { paymentStatus: "pending", payment: { reference: MINE, status: "pending" } },
      after: {
        paymentStatus: "paid",
        payment: { reference: MINE, status: "succeeded", amountMinor: 150_000, currency: "EUR" },
      },
    });
    const history = await database.db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, 10));
    expect(history.map((line) => [line.actor, line.toPaymentStatus])).toEqual([["staff", "paid"]]);

    // Sent again (a double click, a replayed form): nothing pending is left, nothing changes.
    expect((await post(admin, { reference: MINE, confirm: "on" })).status).toBe(400);
    expect((await state()).audit).toHaveLength(1);
  });

  it("refuses without a change: another registration's transfer, no confirmation, a bad token, a moderator", async () => {
    await seed();
    const before = await state();
    const refusals = [
      await post(admin, { reference: OTHER, confirm: "on" }),
      await post(admin, { reference: MINE }),
      await post(admin, { reference: "'; drop table payments; --", confirm: "on" }),
      await post(admin, { reference: MINE, confirm: "on", csrf: "0".repeat(64) }),
      await post(moderator, { reference: MINE, confirm: "on" }),
    ].map((answer) => answer.status);
    expect(refusals).toEqual([400, 400, 400, 403, 403]);
    expect(await state()).toEqual(before);
    // The French page gets French messages.
    const refused = await post(admin, { reference: OTHER, confirm: "on" });
    expect(refused.body).toMatchObject({
      notice: { message: "Choisissez un virement en attente de cette inscription." },
    });
  });
});
