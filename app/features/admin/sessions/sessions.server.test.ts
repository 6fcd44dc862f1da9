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
  renderCacheVersion,
  siteSettings,
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
import { readPdf } from "../../../../tests/helpers/pdf";
import {
  depsAt,
  makeSession,
  makeUsers,
  queuedMail,
  requestFor,
  SITE_URL,
} from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { invoiceTables, useTestDatabase } from "../../../../tests/helpers/test-database";
import { decideLiveAccess } from "~/features/live/live-access.server";
import { handleNotification } from "~/features/payments/notifications.server";
import { registerForCourse } from "~/features/registration/register.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { onPageDataChanged } from "~/lib/page-data-changed.server";
import { loader as homeLoader } from "~/routes/home";
import { loader as courseLoader } from "~/routes/course";
import { action as sessionAction, loader as sessionLoader } from "~/routes/admin.session";
import { loader as attendanceLoader } from "~/routes/admin.session.attendance";
import { loader as listLoader } from "~/routes/admin.sessions";
import { action as newAction } from "~/routes/admin.sessions.new";

/*
 * The back-office's sessions, through the routes' loaders and actions: schedule in
 * the place's time zone, edit under the seat rules, cancel (everyone told, refunds through the
 * test provider), the audit entries, the list's fill rates and the attendance sheet.
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

const form = {
  courseId: "101",
  startsAt: "2027-07-01T09:00",
  endsAt: "2027-07-03T17:00",
  timeZone: "",
  format: "presentiel",
  venueName: "Centre d'affaires Part-Dieu",
  streetAddress: "129 rue Servient",
  city: "Lyon",
  country: "FR",
  totalSeats: "12",
  price: "1 500,50",
  currency: "EUR",
  trainerId: "",
};

describe("the back-office's sessions", () => {
  let context: AppContext;
  let admin: Account;
  let moderator: Account;
  beforeAll(async () => {
    // The test provider refunds in this process, as on a machine in TEST MODE.
    context = testAppContext(database.db, { env: { PAYMENTS_TEST_MODE: "true" } });
    admin = (await staffAccount(context, "admin"))!;
    moderator = (await staffAccount(context, "moderator"))!;
  });

  const post = (
    run: typeof newAction | typeof sessionAction,
    path: string,
    who: Account,
    fields: Record<string, string>,
    params: Record<string, string> = {},
  ) =>
    callRoute<{
      notice: { title: string; message: string };
      lastResult: { error?: Record<string, string[]> };
    }>(
      (args) => run({ ...args, params } as never),
      new Request(`https://site.example${path}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: who.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(who.sessionId, context.secrets), ...fields }),
      }),
      context,
    );
  const get = <T>(
    run: (args: never) => unknown,
    path: string,
    who: Account,
    params: Record<string, string> = {},
  ) =>
    callRoute<T>(
      (args) => run({ ...args, params } as never) as Promise<unknown>,
      new Request(`https://site.example${path}`, { headers: { Cookie: who.cookie } }),
      context,
    );

  const sessions = () => database.db.select().from(trainingSessions).orderBy(trainingSessions.id);
  const audit = () => database.db.select().from(auditLog).orderBy(auditLog.id);
  const version = async () =>
    (await database.db.select().from(renderCacheVersion).where(eq(renderCacheVersion.id, 1)))[0]?.version ??
    0;

  it("schedules a session in the place's zone, ignores forged fields, writes the audit entry, and the public pages show it at once", async () => {
    const before = await version();
    let signalled = 0;
    const stop = onPageDataChanged(() => signalled++);
    const done = await post(newAction, "/admin/sessions/new", admin, {
      ...form,
      trainerId: "1",
      // Forged: none of these is a field of the form.
      status: "cancelled",
      id: "4242",
      priceCents: "1",
      createdAt: "2000-01-01",
      userId: moderator.userId,
    });
    expect(done.status).toBe(302);
    const [created] = await sessions();
    expect(done.location).toBe(`/admin/sessions/${created!.id}`);
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);
    expect(created).toMatchObject({
      courseId: 101,
      status: "scheduled",
      timeZone: "Europe/Paris",
      city: "Lyon",
      country: "FR",
      totalSeats: 12,
      priceCents: 150_050,
      currency: "EUR",
      trainerId: 1,
    });
    expect(created!.id).not.toBe(4242);
    // 09:00 and 17:00 in Lyon, in summer: 07:00 and 15:00 UTC.
    expect(created!.startsAt.toISOString()).toBe("2027-07-01T07:00:00.000Z");
    expect(created!.endsAt.toISOString()).toBe("2027-07-03T15:00:00.000Z");

    const [entry, ...others] = await audit();
    expect(others).toHaveLength(0);
    expect(entry).toMatchObject({
      actorId: admin.userId,
      action: "session_create",
      entityType: "session",
      entityId: String(created!.id),
      before: null,
    });
    expect(entry!.after).toMatchObject({
      startsAt: "2027-07-01T07:00:00.000Z",
      priceCents: 150_050,
      trainerId: 1,
    });

    // This process's render cache is told at once, and the trigger moves the version for all.
    stop();
    expect(signalled).toBeGreaterThan(0);
    expect(await version()).toBeGreaterThan(before);
    const home = await callRoute<{ upcomingSessions: Promise<{ sessions: { id: number }[] }> }>(
      (args) => homeLoader({ ...args, params: {} } as never),
      new Request("https://site.example/"),
      context,
    );
    expect((await home.body!.upcomingSessions).sessions.map((row) => row.id)).toContain(created!.id);
    const course = await callRoute<{ sessions: { id: number; price: string }[] }>(
      (args) => courseLoader({ ...args, params: { courseId: "101" } } as never),
      new Request("https://site.example/en/courses/101"),
      context,
    );
    expect(course.body!.sessions.find((row) => row.id === created!.id)?.price).toBe("€1,500.50");
  });

  it("takes a GNF price in francs and a Conakry session's hours as they are", async () => {
    const done = await post(newAction, "/en/admin/sessions/new", admin, {
      ...form,
      country: "GN",
      city: "Conakry",
      price: "2500000",
      currency: "GNF",
    });
    expect(done.status).toBe(302);
    expect(done.location).toMatch(/^\/en\/admin\/sessions\/\d+$/);
    const [created] = await sessions();
    expect(created).toMatchObject({ timeZone: "Africa/Conakry", priceCents: 250_000_000, currency: "GNF" });
    expect(created!.startsAt.toISOString()).toBe("2027-07-01T09:00:00.000Z");
  });

  it.each([
    ["/admin/sessions/new", "endsAt", { endsAt: "2027-06-30T09:00" }, "Corrigez les champs signalés."],
    ["/en/admin/sessions/new", "city", { city: "" }, "Correct the fields marked."],
    ["/en/admin/sessions/new", "price", { price: "15.999" }, "Correct the fields marked."],
    ["/admin/sessions/new", "courseId", { courseId: "999999" }, "Corrigez les champs signalés."],
    ["/admin/sessions/new", "trainerId", { trainerId: "999999" }, "Corrigez les champs signalés."],
  ])(
    "refuses %s with a field error on %s, in the page's language, and stores nothing",
    async (path, field, change, notice) => {
      const refused = await post(newAction, path, admin, { ...form, ...change });
      expect(refused.status).toBe(400);
      expect(refused.body!.notice.message).toBe(notice);
      expect(
        Object.keys(refused.body!.lastResult.error ?? {}).filter(
          (key) => refused.body!.lastResult.error?.[key]?.length,
        ),
      ).toEqual([field]);
      expect(refused.body!.lastResult.error?.[field]?.[0]).toMatch(/^adminSessions\.errors\./);
      expect(await sessions()).toHaveLength(0);
      expect(await audit()).toHaveLength(0);
    },
  );

  it("refuses a form without its anti-forgery token", async () => {
    const refused = await callRoute<{ notice: { message: string } }>(
      (args) => newAction({ ...args, params: {} } as never),
      new Request("https://site.example/admin/sessions/new", {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams(form),
      }),
      context,
    );
    expect(refused.status).toBe(403);
    expect(await sessions()).toHaveLength(0);
  });

  it("lets a moderator read but not schedule, edit (a forged price included) or cancel", async () => {
    const id = await makeSession(database.db, { seats: 10 });
    expect((await post(newAction, "/admin/sessions/new", moderator, form)).status).toBe(403);
    const edit = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      moderator,
      { ...form, intent: "save", price: "1", priceCents: "1" },
      { sessionId: String(id) },
    );
    expect(edit.status).toBe(403);
    const cancel = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      moderator,
      { intent: "cancel" },
      { sessionId: String(id) },
    );
    expect(cancel.status).toBe(403);
    const [row] = await sessions();
    expect(row).toMatchObject({ status: "scheduled", priceCents: null, totalSeats: 10 });
    expect(await audit()).toHaveLength(0);
    const page = await get<{ found: boolean; edit: unknown; mayChange: boolean }>(
      sessionLoader as never,
      `/admin/sessions/${id}`,
      moderator,
      {
        sessionId: String(id),
      },
    );
    expect(page.status).toBe(200);
    expect(page.body).toMatchObject({ found: true, edit: null, mayChange: false });
  });

  /** A session of course 101 with two confirmed registrations and one waiting. */
  async function filledSession(now = new Date("2027-03-01T10:00:00Z")) {
    const id = await makeSession(database.db, { seats: 2 });
    const users = await makeUsers(database.db, 3);
    const ids: number[] = [];
    for (const [index, userId] of users.entries()) {
      const outcome = await registerForCourse(
        database.db,
        requestFor(userId, { sessionId: id, lang: index === 1 ? "en" : "fr" }),
        depsAt(now),
      );
      if (!outcome.ok) throw new Error(outcome.error);
      ids.push(outcome.registrationId);
    }
    return { id, registrationIds: ids };
  }

  it("edits under the seat rules: never under the seats taken, the course kept once people registered, added seats offered to the waiting list", async () => {
    const { id, registrationIds } = await filledSession();
    const statuses = async () =>
      (await database.db.select().from(registrations).orderBy(registrations.id)).map((row) => row.status);
    expect(await statuses()).toEqual(["confirmed", "confirmed", "waitlisted"]);
    const params = { sessionId: String(id) };
    const edit = { ...form, intent: "save", city: "Conakry", country: "GN", price: "" };

    const under = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      admin,
      { ...edit, totalSeats: "1" },
      params,
    );
    expect(under.status).toBe(400);
    expect(under.body!.notice.message).toBe(
      "2 places sont déjà prises : le nombre de places ne peut pas descendre en dessous.",
    );
    expect(under.body!.lastResult.error?.totalSeats).toEqual(["adminSessions.errors.seatsBelowTaken"]);

    const otherCourse = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      admin,
      { ...edit, courseId: "103" },
      params,
    );
    expect(otherCourse.status).toBe(400);
    expect(otherCourse.body!.lastResult.error?.courseId).toEqual(["adminSessions.errors.courseLocked"]);
    expect(await audit()).toHaveLength(0);

    const more = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      admin,
      { ...edit, totalSeats: "3" },
      params,
    );
    expect(more.status).toBe(302);
    expect(more.location).toBe(`/admin/sessions/${id}`);
    expect(await statuses()).toEqual(["confirmed", "confirmed", "offered"]);
    const offer = (await queuedMail(database.db)).filter((mail) => mail.kind === "registration-offer");
    expect(offer.map((mail) => mail.to)).toEqual([
      `${await registrationOwner(registrationIds[2]!)}@example.com`,
    ]);
    const [entry] = await audit();
    expect(entry).toMatchObject({ action: "session_update", entityId: String(id) });
    expect(entry!.before).toMatchObject({ totalSeats: 2, startsAt: "2027-03-10T08:00:00.000Z" });
    expect(entry!.after).toMatchObject({
      totalSeats: 3,
      startsAt: "2027-07-01T09:00:00.000Z",
      timeZone: "Africa/Conakry",
    });
    // The dates moved: calendars pick the change up.
    const [first] = await database.db
      .select()
      .from(registrations)
      .where(eq(registrations.id, registrationIds[0]!));
    expect(first!.calendarSequence).toBeGreaterThan(0);
  });

  async function registrationOwner(id: number) {
    const [row] = await database.db
      .select({ userId: registrations.userId })
      .from(registrations)
      .where(eq(registrations.id, id));
    return row!.userId;
  }

  it("cancels a session: every registrant and waiting person told in their language, the paid one refunded through the provider, one audit entry", async () => {
    const { db } = database;
    // A registration paid 450 € through the test provider...
    const { userId, registrationId: paidId } = await confirmedRegistration(db);
    const [paidRow] = await db.select().from(registrations).where(eq(registrations.id, paidId));
    const id = paidRow!.sessionId!;
    const { provider, reference } = await startedTestPayment(db, paidId, userId);
    await handleNotification(db, provider, testNotification(reference, "approve", 45000), {
      logger: silentLogger,
      siteUrl: SITE_URL,
      now: () => new Date("2027-03-01T10:10:00Z"),
    });
    // ...one unpaid in English, one waiting.
    await db.update(trainingSessions).set({ totalSeats: 2 }).where(eq(trainingSessions.id, id));
    const others = await makeUsers(db, 2);
    const registered: number[] = [];
    for (const [index, other] of others.entries()) {
      const outcome = await registerForCourse(
        db,
        requestFor(other, { sessionId: id, lang: index === 0 ? "en" : "fr" }),
        depsAt(new Date("2027-03-01T11:00:00Z")),
      );
      if (!outcome.ok) throw new Error(outcome.error);
      registered.push(outcome.registrationId);
    }
    await db.delete(emailOutbox);
    const versionBefore = await version();

    const params = { sessionId: String(id) };
    const page = await get<{ edit: { toTell: number } }>(
      sessionLoader as never,
      `/admin/sessions/${id}`,
      admin,
      params,
    );
    expect(page.body!.edit.toTell).toBe(3);
    const done = await post(
      sessionAction,
      `/admin/sessions/${id}`,
      admin,
      { intent: "cancel", status: "scheduled" },
      params,
    );
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/sessions/${id}`);
    expect(done.headers.get("Set-Cookie")).toMatch(/^flash=/);

    const [session] = await db.select().from(trainingSessions).where(eq(trainingSessions.id, id));
    expect(session!.status).toBe("cancelled");
    expect(await version()).toBeGreaterThan(versionBefore);
    const rows = await db.select().from(registrations).orderBy(registrations.id);
    expect(rows.map((row) => [row.id, row.status, row.paymentStatus])).toEqual([
      [paidId, "cancelled", "refunded"],
      [registered[0], "cancelled", "pending"],
      [registered[1], "cancelled", "pending"],
    ]);

    const mail = await queuedMail(db);
    const told = mail.filter((message) => message.kind === "registration-cancelled");
    expect(told).toHaveLength(3);
    const french = told.find((message) => message.to === `${userId}@example.com`)!;
    expect(french.text).toContain("est annulée par notre centre");
    expect(french.text).toContain("nous vous remboursons intégralement");
    const english = told.find((message) => message.to === `${others[0]}@example.com`)!;
    expect(english.subject).toMatch(/^Registration cancelled: /);
    expect(english.text).toContain("has been cancelled by our centre");
    expect(english.text).not.toContain("refund");
    const waiting = told.find((message) => message.to === `${others[1]}@example.com`)!;
    expect(waiting.text).toContain("est annulée par notre centre");
    // Nobody was offered the freed seats of a cancelled session.
    expect(mail.filter((message) => message.kind === "registration-offer")).toHaveLength(0);
    expect(
      mail.filter((message) => message.kind === "payment-refunded").map((message) => message.to),
    ).toEqual([`${userId}@example.com`]);

    const [refund] = await db.select().from(refunds);
    expect(refund).toMatchObject({ amountMinor: 45000, status: "succeeded", requestedBy: admin.email });
    const [payment] = await db.select().from(payments).where(eq(payments.reference, reference));
    expect(payment).toMatchObject({ status: "refunded", refundedMinor: 45000 });

    const entries = await audit();
    expect(entries.map((entry) => entry.action)).toEqual(["session_cancel"]);
    expect(entries[0]!.before).toMatchObject({ status: "scheduled" });
    expect(entries[0]!.after).toMatchObject({
      status: "cancelled",
      registrationsCancelled: [paidId, ...registered],
      refundsRequested: [paidId],
    });

    // Again: nothing to do, said so; and the public pages no longer list it.
    const again = await post(sessionAction, `/admin/sessions/${id}`, admin, { intent: "cancel" }, params);
    expect(again.status).toBe(409);
    expect(again.body!.notice.message).toBe("Cette session est annulée.");
    const course = await callRoute<{ sessions: { id: number }[] }>(
      (args) => courseLoader({ ...args, params: { courseId: "101" } } as never),
      new Request("https://site.example/courses/101"),
      context,
    );
    expect(course.body!.sessions.map((row) => row.id)).not.toContain(id);
  });

  it("leaves a bank transfer's refund to staff, and the toast says how many are left", async () => {
    const { db } = database;
    const { id, registrationIds } = await filledSession();
    await db
      .update(registrations)
      .set({ paymentStatus: "paid" })
      .where(eq(registrations.id, registrationIds[0]!));
    await db.insert(payments).values({
      reference: "GMS-TRANS-FER01",
      registrationId: registrationIds[0]!,
      provider: "bank-transfer",
      amountMinor: 150_000,
      currency: "EUR",
      status: "succeeded",
      productName: "Course",
    });
    const done = await post(
      sessionAction,
      `/en/admin/sessions/${id}`,
      admin,
      { intent: "cancel" },
      {
        sessionId: String(id),
      },
    );
    expect(done.status).toBe(302);
    const { flash } = await takeFlash(
      new Request("https://site.example/", {
        headers: { Cookie: (done.headers.get("Set-Cookie") ?? "").split(";")[0]! },
      }),
      context,
    );
    expect(flash).toEqual({
      kind: "info",
      title: "Session cancelled",
      message:
        "3 registrations cancelled and told. Refunds to make by hand (bank transfer, or a provider without refunds): 1, from each registration.",
    });
    const [row] = await db.select().from(registrations).where(eq(registrations.id, registrationIds[0]!));
    expect(row).toMatchObject({ status: "cancelled", paymentStatus: "paid" });
    expect(row!.refundRequestedAt).not.toBeNull();
    expect(await db.select().from(refunds)).toHaveLength(0);
    const [payment] = await db.select().from(payments);
    expect(payment).toMatchObject({ status: "succeeded", refundedMinor: 0 });
    // The registrant is told the centre cancelled and a refund is coming.
    const told = (await queuedMail(db)).filter((mail) => mail.kind === "registration-cancelled");
    expect(told).toHaveLength(3);
    expect(told.filter((mail) => mail.text.includes("nous vous remboursons intégralement"))).toHaveLength(1);
  });

  it("does not cancel a session that has started", async () => {
    const id = await makeSession(database.db, {
      startsAt: new Date(Date.now() - 3600_000),
      endsAt: new Date(Date.now() + 3600_000),
    });
    const refused = await post(
      sessionAction,
      `/en/admin/sessions/${id}`,
      admin,
      { intent: "cancel" },
      { sessionId: String(id) },
    );
    expect(refused.status).toBe(409);
    expect(refused.body!.notice.message).toBe("The session has started: it can no longer be cancelled.");
    expect((await sessions())[0]!.status).toBe("scheduled");
  });

  it("lists sessions with seats taken, fill rate and waiting list, filtered and sorted from the URL", async () => {
    const { id: full } = await filledSession();
    const empty = await makeSession(database.db, {
      courseId: 103,
      seats: 20,
      startsAt: new Date("2027-04-01T08:00:00Z"),
    });
    const past = await makeSession(database.db, {
      courseId: 103,
      startsAt: new Date("2025-01-10T08:00:00Z"),
    });
    const cancelled = await makeSession(database.db, {
      status: "cancelled",
      startsAt: new Date("2027-05-01T08:00:00Z"),
    });
    type List = {
      rows: {
        id: number;
        taken: number;
        totalSeats: number;
        fill: number;
        waiting: number;
        status: string;
        trainer: string | null;
      }[];
      total: number;
    };
    const list = async (query: string) =>
      (await get<List>(listLoader as never, `/admin/sessions${query}`, moderator)).body!;

    const all = await list("");
    expect(all.rows.map((row) => row.id)).toEqual([past, full, empty, cancelled]);
    expect(all.rows.find((row) => row.id === full)).toMatchObject({
      taken: 2,
      totalSeats: 2,
      fill: 100,
      waiting: 1,
    });
    // A scheduled session past its end shows as completed; one to come as scheduled.
    expect(all.rows.map((row) => row.status)).toEqual(["completed", "scheduled", "scheduled", "cancelled"]);
    // No trainer of its own: its course's, from the catalogue.
    expect(all.rows.find((row) => row.id === empty)?.trainer).toBe("Sophie Marchand");
    const page = async (id: number) =>
      (
        await get<{ status: string; trainer: string | null }>(
          sessionLoader as never,
          `/admin/sessions/${id}`,
          moderator,
          { sessionId: String(id) },
        )
      ).body!;
    expect(await page(past)).toMatchObject({ status: "completed", trainer: "Sophie Marchand" });
    expect((await page(empty)).status).toBe("scheduled");
    expect((await list("?when=upcoming")).rows.map((row) => row.id)).toEqual([full, empty, cancelled]);
    expect((await list("?when=past")).rows.map((row) => row.id)).toEqual([past]);
    expect((await list("?status=cancelled")).rows.map((row) => row.id)).toEqual([cancelled]);
    expect((await list("?course=103&when=upcoming")).rows.map((row) => row.id)).toEqual([empty]);
    expect((await list("?sort=fill&dir=desc")).rows[0]!.id).toBe(full);
    expect((await list("?sort=start&dir=desc")).rows.map((row) => row.id)).toEqual([
      cancelled,
      empty,
      full,
      past,
    ]);
    // Malformed state is no filter.
    expect((await list("?when=soon&status=x&course=abc&sort=drop&page=-3")).total).toBe(4);
  });

  it("prints the attendance sheet: course, dates, place, trainer, the confirmed participants only, a box per half-day, in the page's language", async () => {
    const { db } = database;
    const { id } = await filledSession();
    await db
      .update(trainingSessions)
      .set({
        trainerId: 1,
        timeZone: "Europe/Paris",
        city: "Lyon",
        country: "FR",
        startsAt: new Date("2027-07-01T07:00:00Z"),
        endsAt: new Date("2027-07-02T15:00:00Z"),
      })
      .where(eq(trainingSessions.id, id));
    const rows = await db.select().from(registrations).orderBy(registrations.id);
    await db
      .update(registrations)
      .set({ lastName: "Camara", firstName: "Mamadou" })
      .where(eq(registrations.id, rows[0]!.id));
    await db
      .update(registrations)
      .set({ lastName: "Bah", firstName: "Nguyễn" })
      .where(eq(registrations.id, rows[1]!.id));
    await db
      .update(registrations)
      .set({ lastName: "Sow", firstName: "Waiting" })
      .where(eq(registrations.id, rows[2]!.id));
    // The footer gives the contact staff set in the settings.
    await db.insert(siteSettings).values([
      { key: "contactPhone", value: { value: "+224 633 21 21 21" } },
      { key: "contactEmail", value: { value: "emargement@example.org" } },
    ]);

    const french = await attendanceLoader({
      request: new Request(`https://site.example/admin/sessions/${id}/attendance.pdf`, {
        // Names and companies: an export of personal data, for a session with two factors.
        headers: { Cookie: admin.cookie },
      }),
      context,
      params: { sessionId: String(id) },
    } as never);
    expect(french.status).toBe(200);
    expect(french.headers.get("Content-Type")).toBe("application/pdf");
    expect(french.headers.get("Cache-Control")).toBe("private, no-store");
    expect(french.headers.get("Content-Disposition")).toContain(`emargement-session-${id}.pdf`);
    const pdf = await readPdf(new Uint8Array(await french.arrayBuffer()));
    const text = pdf.pages.join(" ");
    expect(text).toContain("Feuille d'émargement");
    expect(text).toContain("jeudi 1 juillet 2027 - vendredi 2 juillet 2027");
    expect(text).toContain("09:00 – 17:00");
    expect(text).toContain("Lyon");
    expect(text).toContain("Formateur Mamadou Lamine Diallo");
    expect(text).toContain("2 participants confirmés");
    expect(text).toContain("+224 633 21 21 21 · emargement@example.org");
    // By last name, every accent kept.
    expect(text.indexOf("BAH Nguyễn")).toBeGreaterThan(-1);
    expect(text.indexOf("BAH Nguyễn")).toBeLessThan(text.indexOf("CAMARA Mamadou"));
    expect(text).not.toContain("SOW");
    expect(text.match(/Matin/g)).toHaveLength(2);
    expect(text.match(/Après-\s?midi/g)).toHaveLength(2);

    const english = await attendanceLoader({
      request: new Request(`https://site.example/en/admin/sessions/${id}/attendance.pdf`, {
        // Names and companies: an export of personal data, for a session with two factors.
        headers: { Cookie: admin.cookie },
      }),
      context,
      params: { sessionId: String(id) },
    } as never);
    const englishText = (await readPdf(new Uint8Array(await english.arrayBuffer()))).pages.join(" ");
    expect(englishText).toContain("Attendance sheet");
    expect(englishText).toContain("2 confirmed participants");
    expect(englishText.match(/Morning/g)).toHaveLength(2);
    expect(englishText.match(/After-?\s?noon/g)).toHaveLength(2);
    await db.delete(siteSettings);
  });

  it("prints last names in capitals with their accents, tells namesakes apart by e-mail, and names the course's trainer when the session has none of its own", async () => {
    const { db } = database;
    const { id } = await filledSession();
    const rows = await db.select().from(registrations).orderBy(registrations.id);
    // Three confirmed: two namesakes typed differently, and a name beyond Latin-1.
    const people = [
      { firstName: "Fanta", lastName: "Condé", email: "fanta.conde@example.com" },
      { firstName: "fanta ", lastName: "CONDE", email: "f.conde@example.org" },
      { firstName: "Thị", lastName: "Nguyễn", email: "nguyen@example.com" },
    ];
    for (const [index, person] of people.entries())
      await db
        .update(registrations)
        .set({ ...person, status: "confirmed" })
        .where(eq(registrations.id, rows[index]!.id));

    const sheet = async (lang: "fr" | "en") => {
      const response = await attendanceLoader({
        request: new Request(
          `https://site.example${lang === "en" ? "/en" : ""}/admin/sessions/${id}/attendance.pdf`,
          // Exports of personal data need a session opened with two factors: the admin's.
          { headers: { Cookie: admin.cookie } },
        ),
        context,
        params: { sessionId: String(id) },
      } as never);
      const bytes = new Uint8Array(await response.arrayBuffer());
      return { text: (await readPdf(bytes)).pages.join(" "), raw: Buffer.from(bytes).toString("latin1") };
    };
    const french = await sheet("fr");
    expect(french.text).toContain("3 participants confirmés");
    expect(french.text).toContain("CONDÉ Fanta fanta.conde@example.com");
    expect(french.text).toContain("CONDE fanta f.conde@example.org");
    // Only namesakes carry their e-mail: the sheet goes round the room.
    expect(french.text).toContain("NGUYỄN Thị");
    expect(french.text).not.toContain("nguyen@example.com");
    // Course 101's trainer in the catalogue.
    expect(french.text).toContain("Formateur Mamadou Lamine Diallo");
    expect(french.text).not.toContain("Non renseigné");
    // The font that has the glyphs travels in the file.
    expect(french.raw).toMatch(/\/BaseFont \/[A-Z]{6}\+DejaVuSans/);
    expect(french.raw).toContain("/FontFile2");
    const english = await sheet("en");
    expect(english.text).toContain("Trainer Mamadou Lamine Diallo");
    expect(english.text).toContain("CONDÉ Fanta fanta.conde@example.com");

    // The session's own trainer wins over the course's.
    await db.update(trainingSessions).set({ trainerId: 4 }).where(eq(trainingSessions.id, id));
    expect((await sheet("fr")).text).toContain("Formateur Olivier Lefèvre");
  });

  describe("the trainer's account (the live room's moderator)", () => {
    /** A remote session as the form posts it: 09:00 in Paris on 1 July 2027 is 07:00 UTC. */
    const remote = { ...form, format: "distanciel", city: "", venueName: "", streetAddress: "" };
    const opening = new Date("2027-07-01T07:00:00Z");
    /** What the live page decides for `userId`, a plain account, when the room is open. */
    const live = async (sessionId: number, userId: string) => {
      const access = await decideLiveAccess({
        db: database.db,
        sessionId,
        viewer: { id: userId, role: "user" },
        now: opening,
        configured: true,
      });
      return access.kind === "allowed"
        ? { kind: access.kind, moderator: access.moderator }
        : { kind: access.kind };
    };
    const emailOf = async (id: string) =>
      (await database.db.select({ email: user.email }).from(user).where(eq(user.id, id)))[0]!.email;

    it("sets it by e-mail in any case, changes and clears it, audited, the edit form showing it, and the live room's moderator follows", async () => {
      const [first, second] = await makeUsers(database.db, 2);
      const firstEmail = await emailOf(first!);
      const secondEmail = await emailOf(second!);

      const created = await post(newAction, "/admin/sessions/new", admin, {
        ...remote,
        trainerEmail: `  ${firstEmail.toUpperCase()} `,
      });
      expect(created.status).toBe(302);
      const [row] = await sessions();
      const id = row!.id;
      expect(row).toMatchObject({ format: "distanciel", trainerUserId: first });
      const [createdEntry] = await audit();
      expect(createdEntry!.after).toMatchObject({ trainerUserId: first, trainerEmail: firstEmail });
      expect(await live(id, first!)).toEqual({ kind: "allowed", moderator: true });
      expect(await live(id, second!)).toEqual({ kind: "not-registered" });

      const params = { sessionId: String(id) };
      const page = await get<{ edit: { values: { trainerEmail: string } } }>(
        sessionLoader as never,
        `/admin/sessions/${id}`,
        admin,
        params,
      );
      expect(page.body!.edit.values.trainerEmail).toBe(firstEmail);

      const changed = await post(
        sessionAction,
        `/en/admin/sessions/${id}`,
        admin,
        { ...remote, intent: "save", trainerEmail: secondEmail },
        params,
      );
      expect(changed.status).toBe(302);
      expect((await sessions())[0]).toMatchObject({ trainerUserId: second });
      const changedEntry = (await audit())[1]!;
      expect(changedEntry).toMatchObject({ action: "session_update" });
      expect(changedEntry.before).toMatchObject({ trainerUserId: first, trainerEmail: firstEmail });
      expect(changedEntry.after).toMatchObject({ trainerUserId: second, trainerEmail: secondEmail });
      expect(await live(id, first!)).toEqual({ kind: "not-registered" });
      expect(await live(id, second!)).toEqual({ kind: "allowed", moderator: true });

      const cleared = await post(
        sessionAction,
        `/admin/sessions/${id}`,
        admin,
        { ...remote, intent: "save", trainerEmail: "" },
        params,
      );
      expect(cleared.status).toBe(302);
      expect((await sessions())[0]).toMatchObject({ trainerUserId: null });
      const clearedEntry = (await audit())[2]!;
      expect(clearedEntry.before).toMatchObject({ trainerUserId: second });
      expect(clearedEntry.after).toMatchObject({ trainerUserId: null, trainerEmail: null });
      expect(await live(id, second!)).toEqual({ kind: "not-registered" });
      const blank = await get<{ edit: { values: { trainerEmail: string } } }>(
        sessionLoader as never,
        `/admin/sessions/${id}`,
        admin,
        params,
      );
      expect(blank.body!.edit.values.trainerEmail).toBe("");
    });

    it.each([
      [
        "/admin/sessions/new",
        "unknown",
        "adminSessions.errors.trainerAccount",
        "Corrigez les champs signalés.",
      ],
      [
        "/en/admin/sessions/new",
        "unknown",
        "adminSessions.errors.trainerAccount",
        "Correct the fields marked.",
      ],
      [
        "/admin/sessions/new",
        "disabled",
        "adminSessions.errors.trainerAccountDisabled",
        "Corrigez les champs signalés.",
      ],
    ])(
      "%s refuses a trainer's account that is %s with a field error and stores nothing",
      async (path, which, key, notice) => {
        const [account] = await makeUsers(database.db, 1);
        if (which === "disabled")
          await database.db.update(user).set({ disabledAt: new Date() }).where(eq(user.id, account!));
        const email = which === "disabled" ? await emailOf(account!) : "nobody-here@example.com";
        const refused = await post(newAction, path, admin, { ...remote, trainerEmail: email });
        expect(refused.status).toBe(400);
        expect(refused.body!.notice.message).toBe(notice);
        expect(refused.body!.lastResult.error?.trainerEmail).toEqual([key]);
        expect(await sessions()).toHaveLength(0);
        expect(await audit()).toHaveLength(0);
      },
    );

    it("an edit naming an unknown account keeps the session's trainer account, and a moderator may not set it", async () => {
      const [trainer] = await makeUsers(database.db, 1);
      const id = await makeSession(database.db, { seats: 10 });
      await database.db
        .update(trainingSessions)
        .set({ trainerUserId: trainer! })
        .where(eq(trainingSessions.id, id));
      const params = { sessionId: String(id) };
      const unknown = await post(
        sessionAction,
        `/en/admin/sessions/${id}`,
        admin,
        { ...form, intent: "save", trainerEmail: "Nobody@Example.com" },
        params,
      );
      expect(unknown.status).toBe(400);
      expect(unknown.body!.lastResult.error?.trainerEmail).toEqual(["adminSessions.errors.trainerAccount"]);

      const [other] = await makeUsers(database.db, 1);
      const byModerator = await post(
        sessionAction,
        `/admin/sessions/${id}`,
        moderator,
        { ...form, intent: "save", trainerEmail: await emailOf(other!) },
        params,
      );
      expect(byModerator.status).toBe(403);
      const asNew = await post(newAction, "/admin/sessions/new", moderator, {
        ...remote,
        trainerEmail: await emailOf(other!),
      });
      expect(asNew.status).toBe(403);
      const rows = await sessions();
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ trainerUserId: trainer, city: "Conakry", totalSeats: 10 });
      expect(await audit()).toHaveLength(0);
    });
  });
});
