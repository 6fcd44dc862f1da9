import { asc, eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  auditLog,
  courses,
  emailOutbox,
  paymentEvents,
  payments,
  receiptCounters,
  receipts,
  refunds,
  registrationHistory,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { silentLogger, startedTestPayment, testNotification } from "../../../../tests/helpers/payments";
import { depsAt, makeSession, makeUsers, requestFor, SITE_URL } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { isFullyPaid, registrationPurchase } from "~/features/payments/amount.server";
import { handleNotification } from "~/features/payments/notifications.server";
import { amountOwed } from "~/features/payments/staff-payments.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { registerForCourse } from "~/features/registration/register.server";
import { registrationsForApi } from "~/features/registration/registrations-api.server";
import { listRegistrationsOf } from "~/features/registration/registration-views.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { action as courseAction, loader as courseLoader } from "~/routes/admin.course";
import { action as registrationAction, loader as registrationLoader } from "~/routes/admin.registration";
import { action as sessionAction, loader as sessionLoader } from "~/routes/admin.session";
import type { CourseFormDefaults } from "../catalog/course-edit-data";
import { unpaidAmounts } from "../dashboard/dashboard.server";

/*
 * Prices are frozen at registration (ADR 1010): a registration stores its price when it is made,
 * and a price changed afterwards in the back-office, through the real editors, reaches nothing
 * already made: not the amount due, the pay page's amount, the back-office's "Reste dû", the
 * dashboard's unpaid total, Mes inscriptions, the e-mails (a waiting-list offer), the receipt.
 * New registrations pay the new price; the editors say how many keep theirs, before and after.
 */

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

/** The clock of the registrations: a week before the sessions (2027-03-10, in Conakry). */
const NOW = new Date("2027-03-01T10:00:00Z");
const COURSE = 104;

let context: AppContext;
let admin: Account;
beforeAll(async () => {
  context = testAppContext(database.db);
  admin = (await staffAccount(context, "admin"))!;
});
beforeEach(async () => {
  // The catalogue's price of course 104, as built in: 550 €.
  await database.db
    .update(courses)
    .set({ priceCents: 55_000, currency: "EUR" })
    .where(eq(courses.id, COURSE));
});

const headers = () => ({ Cookie: admin.cookie });

async function flashOf(answer: { headers: Headers }) {
  const { flash } = await takeFlash(
    new Request("https://site.example/", {
      headers: { Cookie: (answer.headers.get("Set-Cookie") ?? "").split(";")[0]! },
    }),
    context,
  );
  return flash;
}

/** The course editor as an admin opens it. */
async function openCourse(lang: "fr" | "en" = "fr") {
  const prefix = lang === "en" ? "/en" : "";
  const answer = await callRoute<{ defaults: CourseFormDefaults; priceNote: string | null }>(
    (args) => courseLoader({ ...args, params: { courseId: String(COURSE) } } as never),
    new Request(`https://site.example${prefix}/admin/courses/${COURSE}`, { headers: headers() }),
    context,
  );
  expect(answer.status).toBe(200);
  return answer.body!;
}

/** The form's fields as the browser sends them: what the editor showed, with `changes`. */
function courseFields(defaults: CourseFormDefaults, changes: Record<string, string>): FormData {
  const body = new FormData();
  const add = (name: string, value: string) => {
    if (value !== "") body.append(name, value);
  };
  for (const [name, value] of Object.entries(defaults)) {
    if (name === "modules")
      (value as CourseFormDefaults["modules"]).forEach((module, index) => {
        for (const part of ["title", "duration", "topics"] as const)
          for (const lang of ["fr", "en"] as const)
            add(`modules[${index}].${part}.${lang}`, module[part][lang]);
      });
    else if (Array.isArray(value)) for (const item of value) add(name, String(item));
    else if (typeof value === "object") {
      add(`${name}.fr`, value.fr);
      add(`${name}.en`, value.en);
    } else if (!(name in changes)) add(name, value);
  }
  for (const [name, value] of Object.entries(changes)) body.set(name, value);
  body.set("csrf", antiForgeryToken(admin.sessionId, context.secrets));
  return body;
}

/** An admin changes course 104's price in its editor and saves. */
async function changeCoursePrice(price: string, lang: "fr" | "en" = "fr") {
  const prefix = lang === "en" ? "/en" : "";
  const opened = await openCourse(lang);
  const answer = await callRoute(
    (args) => courseAction({ ...args, params: { courseId: String(COURSE) } } as never),
    new Request(`https://site.example${prefix}/admin/courses/${COURSE}`, {
      method: "POST",
      headers: headers(),
      body: courseFields(opened.defaults, { price }),
    }),
    context,
  );
  expect(answer.status, JSON.stringify(answer.body)).toBe(302);
  return flashOf(answer);
}

async function register(userId: string, sessionId: number | null) {
  const outcome = await registerForCourse(
    database.db,
    requestFor(userId, { courseId: COURSE, sessionId }),
    depsAt(NOW),
  );
  if (!outcome.ok) throw new Error(outcome.error);
  return outcome;
}

const row = async (id: number) =>
  (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

async function due(registrationId: number, userId: string) {
  const bought = await registrationPurchase(database.db, { registrationId, userId, lang: "fr", now: NOW });
  if (!bought.ok) throw new Error(bought.error);
  return bought.purchase;
}

/** What the back-office's registration page says is still owed ("Reste dû"). */
async function owedOnRegistrationPage(id: number) {
  const answer = await callRoute<{ transfer: { owed: { amount: string } | null } }>(
    (args) => registrationLoader({ ...args, params: { registrationId: String(id) } } as never),
    new Request(`https://site.example/admin/registrations/${id}`, { headers: headers() }),
    context,
  );
  return answer.body?.transfer.owed?.amount ?? null;
}

/** Intl's narrow and no-break spaces ("550,00 €") as plain ones, to compare text. */
const plain = (text: string | null | undefined) => text?.replace(/[\u202f\u00a0]/g, " ") ?? null;

const mail = () => database.db.select().from(emailOutbox).orderBy(asc(emailOutbox.id));

describe("a course's price changed after people registered", () => {
  it("leaves what they owe, their pages, e-mails, receipt and the dashboard at the price they registered at", async () => {
    const { db } = database;
    const sessionId = await makeSession(db, { courseId: COURSE, seats: 2 });
    const [first, second, waiting, later] = await makeUsers(db, 4);
    const a = await register(first!, sessionId);
    const b = await register(second!, sessionId);
    const c = await register(waiting!, sessionId);
    expect([a.status, b.status, c.status]).toEqual(["confirmed", "confirmed", "waitlisted"]);
    for (const id of [a, b, c].map((outcome) => outcome.registrationId))
      expect(await row(id)).toMatchObject({
        priceCents: 55_000,
        priceCurrency: "EUR",
        priceSource: "course",
      });
    expect(await unpaidAmounts(db)).toEqual([{ currency: "EUR", cents: 110_000 }]);

    // Before saving, the editor says who keeps their price: the three registrations in force.
    expect(plain((await openCourse()).priceNote)).toBe(
      "Si vous changez le prix, 3 inscriptions existantes gardent leur prix actuel (550,00 €) ; le nouveau prix s'applique aux nouvelles inscriptions.",
    );
    expect(plain((await openCourse("en")).priceNote)).toBe(
      "If you change the price, 3 existing registrations keep their current price (€550.00); the new price applies to new registrations.",
    );

    // 550 € → 575 €, through the editor: the toast and the audit entry say who kept theirs.
    const flash = await changeCoursePrice("575");
    expect(plain(flash?.message)).toContain(
      "3 inscriptions existantes gardent leur prix (550,00 €) ; le nouveau prix (575,00 €) s'applique aux nouvelles inscriptions.",
    );
    const [course] = await db.select().from(courses).where(eq(courses.id, COURSE));
    expect(course?.priceCents).toBe(57_500);
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "course_update"));
    expect(entry?.after).toMatchObject({ priceCents: 57_500, registrationsKeepingTheirPrice: 3 });
    expect(entry?.before).toMatchObject({ priceCents: 55_000 });

    // Nothing already made moved.
    for (const id of [a, b, c].map((outcome) => outcome.registrationId))
      expect(await row(id)).toMatchObject({ priceCents: 55_000, priceCurrency: "EUR" });
    expect(await due(a.registrationId, first!)).toMatchObject({ amountMinor: 55_000, currency: "EUR" });
    expect(await amountOwed(db, a.registrationId)).toMatchObject({ ok: true, owedMinor: 55_000 });
    expect(plain(await owedOnRegistrationPage(a.registrationId))).toBe("550,00 €");
    expect(await unpaidAmounts(db)).toEqual([{ currency: "EUR", cents: 110_000 }]);
    const [mine] = await listRegistrationsOf(db, first!, { lang: "fr", secrets: context.secrets, now: NOW });
    expect(plain(mine?.price)).toBe("550,00 €");
    const [api] = await registrationsForApi(db, first!);
    expect(api?.price).toEqual({ amountCents: 55_000, currency: "EUR" });

    // A seat frees: the offer e-mail to the person waiting says the price they registered at.
    const cancelled = await cancelRegistration(
      db,
      { registrationId: b.registrationId, ownerId: second!, actor: { kind: "registrant", userId: second! } },
      depsAt(NOW),
    );
    expect(cancelled.ok).toBe(true);
    const offer = (await mail()).find((message) => message.kind === "registration-offer");
    expect(offer?.toAddress).toBe(`${waiting}@example.com`);
    expect(plain(offer?.textBody)).toContain("550,00 €");
    expect(offer?.textBody).not.toContain("575");

    // The first registrant pays what they owe: 550 €, one receipt for 550 €, fully paid.
    const started = await startedTestPayment(db, a.registrationId, first!);
    expect(started.purchase.amountMinor).toBe(55_000);
    await handleNotification(
      db,
      started.provider,
      await testNotification(started.reference, "approve", 55_000),
      { logger: silentLogger, siteUrl: SITE_URL, now: () => NOW },
    );
    expect((await row(a.registrationId)).paymentStatus).toBe("paid");
    expect(await isFullyPaid(db, a.registrationId)).toBe(true);
    const issued = await db.select().from(receipts);
    expect(issued).toHaveLength(1);
    expect(issued[0]).toMatchObject({ amountMinor: 55_000, currency: "EUR" });

    // Someone registering now pays the new price.
    const other = await makeSession(db, {
      courseId: COURSE,
      seats: 5,
      startsAt: new Date("2027-04-10T08:00:00Z"),
    });
    const d = await register(later!, other);
    expect(await row(d.registrationId)).toMatchObject({ priceCents: 57_500, priceSource: "course" });
    expect(await due(d.registrationId, later!)).toMatchObject({ amountMinor: 57_500 });
  });

  it("counts a partial payment against the price registered at, not the new one", async () => {
    const { db } = database;
    const sessionId = await makeSession(db, { courseId: COURSE });
    const [userId] = await makeUsers(db, 1);
    const { registrationId } = await register(userId!, sessionId);
    await db.insert(payments).values({
      reference: "GMS-PAIDX-00001",
      registrationId,
      userId,
      provider: "cash",
      amountMinor: 55_000,
      currency: "EUR",
      status: "succeeded",
      productName: "Course 104",
    });
    await changeCoursePrice("575");
    // 550 € received covers the 550 € registered at: nothing more is owed.
    expect(await isFullyPaid(db, registrationId)).toBe(true);
    await changeCoursePrice("500");
    // A lower price does not reach it either: nothing becomes over-paid.
    expect(await amountOwed(db, registrationId)).toMatchObject({
      ok: true,
      priceMinor: 55_000,
      owedMinor: 0,
    });
  });

  it("a course on request given a price later: its registrations stay on request", async () => {
    const { db } = database;
    await db.update(courses).set({ priceCents: null }).where(eq(courses.id, COURSE));
    const sessionId = await makeSession(db, { courseId: COURSE });
    const [userId] = await makeUsers(db, 1);
    const { registrationId } = await register(userId!, sessionId);
    expect(await row(registrationId)).toMatchObject({
      priceCents: null,
      priceCurrency: null,
      priceSource: null,
    });
    const flash = await changeCoursePrice("575");
    expect(plain(flash?.message)).toContain(
      "1 inscription existante garde son prix (sur demande) ; le nouveau prix (575,00 €) s'applique aux nouvelles inscriptions.",
    );
    const bought = await registrationPurchase(db, { registrationId, userId: userId!, lang: "fr", now: NOW });
    expect(bought).toEqual({ ok: false, error: "no-price" });
    expect(await unpaidAmounts(db)).toEqual([]);
  });

  it("says nothing when the price did not change, and only the new price when nobody is registered", async () => {
    expect(plain((await openCourse()).priceNote)).toBeNull();
    const unchanged = await changeCoursePrice("550");
    expect(plain(unchanged?.message)).not.toMatch(/prix/);
    const changed = await changeCoursePrice("600", "en");
    expect(plain(changed?.message)).toContain("The new price (€600.00) applies to new registrations.");
    const entries = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(
      entries.map((entry) => (entry.after as Record<string, unknown>).registrationsKeepingTheirPrice),
    ).toEqual([undefined, 0]);
  });

  it("counts only the registrations the course's price covers: not those on a session with its own", async () => {
    const { db } = database;
    const coursePriced = await makeSession(db, { courseId: COURSE });
    const ownPrice = await makeSession(db, { courseId: COURSE, priceCents: 40_000 });
    const [one, two, three] = await makeUsers(db, 3);
    await register(one!, coursePriced);
    const own = await register(two!, ownPrice);
    const gone = await register(three!, coursePriced);
    await cancelRegistration(
      db,
      { registrationId: gone.registrationId, ownerId: three!, actor: { kind: "registrant", userId: three! } },
      depsAt(NOW),
    );
    expect(await row(own.registrationId)).toMatchObject({ priceCents: 40_000, priceSource: "session" });
    expect(plain((await openCourse()).priceNote)).toContain(
      "1 inscription existante garde son prix actuel (550,00 €)",
    );
  });
});

describe("a session's own price changed after people registered", () => {
  async function openSession(id: number) {
    const answer = await callRoute<{ edit: { priceNote: string | null; values: Record<string, string> } }>(
      (args) => sessionLoader({ ...args, params: { sessionId: String(id) } } as never),
      new Request(`https://site.example/admin/sessions/${id}`, { headers: headers() }),
      context,
    );
    expect(answer.status).toBe(200);
    return answer.body!.edit;
  }
  async function changeSessionPrice(id: number, price: string) {
    const { values } = await openSession(id);
    const answer = await callRoute(
      (args) => sessionAction({ ...args, params: { sessionId: String(id) } } as never),
      new Request(`https://site.example/admin/sessions/${id}`, {
        method: "POST",
        headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          ...values,
          price,
          intent: "save",
          csrf: antiForgeryToken(admin.sessionId, context.secrets),
        }),
      }),
      context,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(302);
    return flashOf(answer);
  }

  it("keeps the registrations' price; new ones pay the new one; the editor says so before and after", async () => {
    const { db } = database;
    const sessionId = await makeSession(db, { courseId: COURSE, priceCents: 15_000 });
    const [first, later, last] = await makeUsers(db, 3);
    const a = await register(first!, sessionId);
    expect(await row(a.registrationId)).toMatchObject({ priceCents: 15_000, priceSource: "session" });
    expect(plain((await openSession(sessionId)).priceNote)).toBe(
      "Si vous changez le prix, 1 inscription existante garde son prix actuel (150,00 €) ; le nouveau prix s'applique aux nouvelles inscriptions.",
    );

    const flash = await changeSessionPrice(sessionId, "200");
    expect(plain(flash?.message)).toContain(
      "1 inscription existante garde son prix (150,00 €) ; le nouveau prix (200,00 €) s'applique aux nouvelles inscriptions.",
    );
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "session_update"));
    expect(entry?.after).toMatchObject({ registrationsKeepingTheirPrice: 1 });
    expect(await due(a.registrationId, first!)).toMatchObject({ amountMinor: 15_000 });
    expect(plain(await owedOnRegistrationPage(a.registrationId))).toBe("150,00 €");
    expect(await unpaidAmounts(db)).toEqual([{ currency: "EUR", cents: 15_000 }]);
    const b = await register(later!, sessionId);
    expect(await due(b.registrationId, later!)).toMatchObject({ amountMinor: 20_000 });

    // The session's own price removed: new registrations pay the course's; the others keep theirs.
    const removed = await changeSessionPrice(sessionId, "");
    expect(plain(removed?.message)).toContain(
      "2 inscriptions existantes gardent leur prix (200,00 €) ; le nouveau prix (550,00 €) s'applique aux nouvelles inscriptions.",
    );
    const c = await register(last!, sessionId);
    expect(await row(c.registrationId)).toMatchObject({ priceCents: 55_000, priceSource: "course" });
    expect([await due(a.registrationId, first!), await due(b.registrationId, later!)]).toMatchObject([
      { amountMinor: 15_000 },
      { amountMinor: 20_000 },
    ]);
    expect(await unpaidAmounts(db)).toEqual([{ currency: "EUR", cents: 15_000 + 20_000 + 55_000 }]);
  });
});

describe("staff moving a registration or placing a registration of interest", () => {
  const move = (registrationId: number, sessionId: number) =>
    callRoute(
      (args) => registrationAction({ ...args, params: { registrationId: String(registrationId) } } as never),
      new Request(`https://site.example/admin/registrations/${registrationId}`, {
        method: "POST",
        headers: { ...headers(), "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams({
          intent: "move",
          session: String(sessionId),
          csrf: antiForgeryToken(admin.sessionId, context.secrets),
        }),
      }),
      context,
    );

  it("a move keeps the price the registration was made at, even to a session with its own", async () => {
    const { db } = database;
    const from = await makeSession(db, { courseId: COURSE });
    const to = await makeSession(db, {
      courseId: COURSE,
      priceCents: 60_000,
      startsAt: new Date("2027-04-10T08:00:00Z"),
    });
    const [userId] = await makeUsers(db, 1);
    const { registrationId } = await register(userId!, from);
    expect((await move(registrationId, to)).status).toBe(302);
    expect(await row(registrationId)).toMatchObject({
      sessionId: to,
      priceCents: 55_000,
      priceSource: "course",
    });
    expect(await due(registrationId, userId!)).toMatchObject({ amountMinor: 55_000 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "registration_move"));
    expect(entry?.before).toMatchObject({ priceCents: 55_000 });
    expect(entry?.after).toMatchObject({ sessionId: to, priceCents: 55_000 });
  });

  it("a registration of interest keeps the course's price it was made at when placed", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    const interest = await register(userId!, null);
    expect(interest.status).toBe("interest");
    expect(await row(interest.registrationId)).toMatchObject({ priceCents: 55_000, priceSource: "course" });
    await changeCoursePrice("575");
    const sessionId = await makeSession(db, { courseId: COURSE, priceCents: 60_000 });
    expect((await move(interest.registrationId, sessionId)).status).toBe(302);
    expect(await row(interest.registrationId)).toMatchObject({ status: "confirmed", priceCents: 55_000 });
    expect(await due(interest.registrationId, userId!)).toMatchObject({ amountMinor: 55_000 });
  });

  it("one with no price yet (a course on request) takes the session's price when placed", async () => {
    const { db } = database;
    await db.update(courses).set({ priceCents: null }).where(eq(courses.id, COURSE));
    const [userId] = await makeUsers(db, 1);
    const interest = await register(userId!, null);
    expect(await row(interest.registrationId)).toMatchObject({ priceCents: null, priceSource: null });
    const sessionId = await makeSession(db, { courseId: COURSE, priceCents: 40_000 });
    expect((await move(interest.registrationId, sessionId)).status).toBe(302);
    expect(await row(interest.registrationId)).toMatchObject({
      priceCents: 40_000,
      priceCurrency: "EUR",
      priceSource: "session",
    });
    expect(await due(interest.registrationId, userId!)).toMatchObject({ amountMinor: 40_000 });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "registration_move"));
    expect(entry?.before).toMatchObject({ priceCents: null });
    expect(entry?.after).toMatchObject({ priceCents: 40_000, priceCurrency: "EUR" });
  });
});
