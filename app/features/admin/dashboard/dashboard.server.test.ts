import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  contactMessages,
  courses,
  payments,
  registrations,
  trainingSessions,
  user,
  type RegistrationStatus,
} from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { withFrozenPrices } from "../../../../tests/helpers/registration";
import type { AppContext } from "~/lib/app-context";
import { loader as dashboardLoader } from "~/routes/admin";
import { recordAudit } from "../audit/audit.server";
import { contactMessageCount, nextSessions, unpaidAmounts } from "./dashboard.server";

/* The dashboard's figures: each one from the database. */

const database = useTestDatabase({
  emptyBeforeEach: [
    ...invoiceTables,
    payments,
    registrations,
    trainingSessions,
    courses,
    contactMessages,
    auditLog,
  ],
});
const DAY = 24 * 60 * 60 * 1000;
const text = (value: string) => ({ fr: `${value} (fr)`, en: `${value} (en)` });

async function course(id: number, priceCents: number | null, currency: "EUR" | "GNF" = "EUR") {
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
    priceCents,
    currency,
  });
}

async function session(
  courseId: number,
  startsInDays: number,
  options: {
    price?: { cents: number; currency: "EUR" | "GNF" };
    status?: "scheduled" | "cancelled";
    seats?: number;
  } = {},
) {
  const startsAt = new Date(Date.now() + startsInDays * DAY);
  const [row] = await database.db
    .insert(trainingSessions)
    .values({
      courseId,
      startsAt,
      endsAt: new Date(startsAt.getTime() + DAY),
      format: "presentiel",
      city: "Conakry",
      totalSeats: options.seats ?? 20,
      status: options.status ?? "scheduled",
      priceCents: options.price?.cents ?? null,
      currency: options.price?.currency ?? "EUR",
    })
    .returning();
  return row?.id ?? 0;
}

let people = 0;
async function registration(
  courseId: number,
  sessionId: number,
  status: RegistrationStatus = "confirmed",
  paymentStatus: "pending" | "paid" | "failed" | "refunded" = "pending",
) {
  people++;
  const [row] = await database.db
    .insert(registrations)
    .values(
      await withFrozenPrices(database.db, [
        {
          courseId,
          sessionId,
          firstName: "Awa",
          lastName: "Diallo",
          email: `p${people}@example.com`,
          phone: "+224 620 00 00 00",
          status,
          paymentStatus,
          offerExpiresAt: status === "offered" ? new Date(Date.now() + DAY) : null,
        },
      ]),
    )
    .returning();
  return row?.id ?? 0;
}

async function payment(
  registrationId: number,
  amountMinor: number,
  currency: "EUR" | "GNF",
  status: "succeeded" | "pending",
  refundedMinor = 0,
) {
  people++;
  await database.db.insert(payments).values({
    reference: `ref-${people}`,
    registrationId,
    provider: "test",
    amountMinor,
    currency,
    status,
    refundedMinor,
    productName: "Course",
  });
}

describe("the dashboard's figures", () => {
  it("sums what confirmed registrations still owe, by currency, less what was paid and kept", async () => {
    await course(1, 150_000); // 1 500 €
    await course(2, null); // price on request
    const eur = await session(1, 10);
    const gnf = await session(1, 20, { price: { cents: 500_000_000, currency: "GNF" } }); // 5 000 000 GNF
    const past = await session(1, -30);
    const cancelled = await session(1, 5, { status: "cancelled" });
    const onRequest = await session(2, 10);

    await registration(1, eur); // owes 1 500 €
    const deposit = await registration(1, eur, "confirmed", "pending"); // paid 450 € of it
    await payment(deposit, 45_000, "EUR", "succeeded");
    await payment(deposit, 105_000, "EUR", "pending"); // not paid yet: still owed
    const refundedPart = await registration(1, eur, "confirmed", "failed"); // 300 € paid, 100 € refunded
    await payment(refundedPart, 30_000, "EUR", "succeeded", 10_000);
    await registration(1, eur, "confirmed", "paid"); // paid: owes nothing
    await registration(1, eur, "waitlisted"); // holds no seat: owes nothing
    await registration(1, eur, "cancelled");
    await registration(1, gnf); // owes 5 000 000 GNF
    const gnfPart = await registration(1, gnf); // paid 1 000 000 GNF (francs are minor units)
    await payment(gnfPart, 1_000_000, "GNF", "succeeded");
    await registration(1, past); // held already: still owes 1 500 €
    await registration(1, cancelled);
    await registration(2, onRequest);

    expect(await unpaidAmounts(database.db)).toEqual([
      // 1 500 + (1 500 - 450) + (1 500 - 200) + 1 500 (past session) = 5 350 €
      { currency: "EUR", cents: 535_000 },
      // 5 000 000 + 4 000 000 francs
      { currency: "GNF", cents: 900_000_000 },
    ]);
  });

  it("counts the unread contact messages only", async () => {
    expect(await contactMessageCount(database.db)).toBe(0);
    for (const [n, status] of [
      [1, "unread"],
      [2, "unread"],
      [3, "read"],
      [4, "answered"],
    ] as const)
      await database.db.insert(contactMessages).values({
        name: "Awa",
        email: `m${n}@example.com`,
        subject: "Question",
        message: "Bonjour",
        lang: "fr",
        status,
      });
    expect(await contactMessageCount(database.db)).toBe(2);
  });

  it("lists the 5 next scheduled sessions, soonest first, with the seats held", async () => {
    await course(1, 100_000);
    const ids: number[] = [];
    for (const days of [6, 2, 4, 1, 5, 3]) ids.push(await session(1, days, { seats: 4 }));
    await session(1, 0.5, { status: "cancelled" });
    await session(1, -1);
    const soonest = ids[3] ?? 0; // in 1 day
    await registration(1, soonest, "confirmed");
    await registration(1, soonest, "offered");
    await registration(1, soonest, "waitlisted");
    await registration(1, soonest, "cancelled");

    const next = await nextSessions(database.db);
    expect(next.map((row) => row.id)).toEqual([ids[3], ids[1], ids[5], ids[2], ids[4]]);
    expect(next[0]).toMatchObject({ taken: 2, totalSeats: 4, courseTitle: text("Course 1") });
    expect(next[1]).toMatchObject({ taken: 0 });
  });
});

describe("/admin, the dashboard", () => {
  let context: AppContext;
  let admin: { userId: string; cookie: string; email: string } | null = null;
  beforeAll(async () => {
    context = testAppContext(database.db);
    admin = await staffAccount(context, "admin");
  });

  it("shows the real counters, the next sessions' fill rate and the 10 latest audit entries, in both languages", async () => {
    await course(1, 150_000);
    const soon = await session(1, 3, { seats: 8 });
    for (let i = 0; i < 3; i++) await registration(1, soon);
    for (let i = 0; i < 12; i++)
      await database.db.transaction((tx) =>
        recordAudit(tx, {
          actor: { id: admin?.userId ?? "", email: admin?.email ?? "" },
          action: "registration_mark_paid",
          entityType: "registration",
          entityId: i,
          before: null,
          after: { i },
          at: new Date(Date.UTC(2026, 2, 10, 9, i)),
        }),
      );
    const users = (await database.db.select().from(user)).length;

    const open = (path: string) =>
      callRoute<Awaited<ReturnType<typeof dashboardLoader>>>(
        dashboardLoader as never,
        new Request(`https://site.example${path}`, { headers: { Cookie: admin?.cookie ?? "" } }),
        context,
      );
    const en = await open("/en/admin");
    expect(en.status).toBe(200);
    expect(en.body?.counters).toEqual({
      users: String(users),
      courses: "1",
      upcomingSessions: "1",
      pendingRegistrations: "3",
      contactMessages: "0",
      refundRequests: "0",
    });
    expect(en.body?.unpaid).toEqual([{ currency: "EUR", amount: "€4,500.00" }]);
    expect(en.body?.sessions).toEqual([
      expect.objectContaining({ id: soon, course: "Course 1 (en)", taken: "3", total: "8", fill: "38%" }),
    ]);
    expect(en.body?.audit.map((row) => row.entityId)).toEqual([
      "11",
      "10",
      "9",
      "8",
      "7",
      "6",
      "5",
      "4",
      "3",
      "2",
    ]);

    const fr = await open("/admin");
    expect(fr.body?.unpaid).toEqual([{ currency: "EUR", amount: "4\u00a0500,00\u00a0€" }]);
    expect(fr.body?.sessions[0]).toMatchObject({ course: "Course 1 (fr)", fill: "38\u00a0%" });
  });
});
