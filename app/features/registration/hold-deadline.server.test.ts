import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import {
  emailOutbox,
  payments,
  receiptCounters,
  receipts,
  registrationHistory,
  registrations,
  siteSettings,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { depsAt, makeSession, makeUsers, queuedMail, requestFor } from "../../../tests/helpers/registration";
import { callRoute } from "../../../tests/helpers/route-calls";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { invoiceTables, useTestDatabase } from "../../../tests/helpers/test-database";
import { withdrawalPeriodEnd } from "~/features/sessions/withdrawal-period";
import type { PayPageData } from "~/features/payments/pay-page.server";
import { loader as payLoader } from "~/routes/pay";
import { extendHold } from "./extend-hold.server";
import { heldUntilSentence, holdDeadline, unpaidSeatHeldUntil } from "./hold-deadline.server";
import { runRegistrationJobs } from "./jobs.server";
import { momentIn } from "./moment.server";
import { registerForCourse } from "./register.server";
import { listRegistrationsOf } from "./registration-views.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    ...invoiceTables,
    receipts,
    receiptCounters,
    payments,
    emailOutbox,
    registrationHistory,
    registrations,
    trainingSessions,
    siteSettings,
    user,
  ],
});

const HOUR = 3600_000;
const DAY = 24 * HOUR;
const t0 = new Date("2027-03-01T10:00:00Z");
const CONAKRY = "Africa/Conakry";

async function row(id: number) {
  const [found] = await database.db.select().from(registrations).where(eq(registrations.id, id));
  return found!;
}

async function registeredAt(
  now: Date,
  { startsIn = 30 * DAY, lang = "fr" as "fr" | "en", userId = "" } = {},
): Promise<{ id: number; userId: string }> {
  const owner = userId || (await makeUsers(database.db, 1, lang))[0]!;
  const sessionId = await makeSession(database.db, {
    priceCents: 45000,
    startsAt: new Date(now.getTime() + startsIn),
  });
  const outcome = await registerForCourse(database.db, requestFor(owner, { sessionId, lang }), {
    ...depsAt(now),
    holdHours: 72,
  });
  if (!outcome.ok) throw new Error(outcome.error);
  return { id: outcome.registrationId, userId: owner };
}

describe("until when an unpaid seat is held", () => {
  const base = {
    confirmedAt: t0,
    createdAt: t0,
    payer: "self" as const,
    country: "GN",
    startsAt: new Date(t0.getTime() + 30 * DAY),
    holdExtendedUntil: null,
  };

  it("is the hold after confirmation, capped before the session; a staff extension replaces it", () => {
    expect(unpaidSeatHeldUntil(base, 72)).toEqual(new Date(t0.getTime() + 72 * HOUR));
    expect(unpaidSeatHeldUntil({ ...base, startsAt: new Date(t0.getTime() + 4 * DAY) }, 72)).toEqual(
      new Date(t0.getTime() + DAY),
    );
    const extended = new Date(t0.getTime() + 12 * DAY);
    expect(unpaidSeatHeldUntil({ ...base, holdExtendedUntil: extended }, 72)).toEqual(extended);
    expect(unpaidSeatHeldUntil({ ...base, confirmedAt: null }, 72)).toBeNull();
  });

  it("runs from the end of the French withdrawal period for someone paying their own session in France", () => {
    const french = { ...base, country: "FR" };
    const periodEnd = withdrawalPeriodEnd(t0);
    expect(periodEnd.getTime()).toBeGreaterThan(t0.getTime() + 10 * DAY);
    expect(unpaidSeatHeldUntil(french, 72)).toEqual(holdDeadline(periodEnd, french.startsAt, 72));
    // A company paying is not under the rule.
    expect(unpaidSeatHeldUntil({ ...french, payer: "company" }, 72)).toEqual(
      new Date(t0.getTime() + 72 * HOUR),
    );
  });
});

describe("the deadline and the reference, said the same in the e-mail, Mes inscriptions and the pay page", () => {
  for (const lang of ["fr", "en"] as const) {
    it(`(${lang}) one sentence with the date and time in the session's zone, one GMS reference`, async () => {
      const { db } = database;
      const context = testAppContext(db, { env: { PAYMENTS_TEST_MODE: "true" } });
      const account = await signedInAccount(context, { lang });
      const now = new Date();
      const { id } = await registeredAt(now, { lang, userId: account.userId });
      const registration = await row(id);
      expect(registration.paymentReference).toMatch(/^GMS-[0-9A-Z]{5}-[0-9A-Z]{5}$/);
      const deadline = new Date(registration.confirmedAt!.getTime() + 72 * HOUR);
      const sentence = heldUntilSentence(deadline, CONAKRY, lang);
      expect(sentence).toContain(momentIn(deadline, CONAKRY, lang));
      expect(sentence).toMatch(
        lang === "fr" ? /réservée jusqu'au .*heure de Conakry/ : /held until .*Conakry time/,
      );

      const [mail] = (await queuedMail(db)).filter((message) => message.kind === "registration-confirmed");
      expect(mail!.text).toContain(sentence);
      expect(mail!.text).toContain(registration.paymentReference);
      expect(mail!.text).not.toMatch(/REG-\d+/);
      // The bank-transfer instructions: the reference and the deadline.
      expect(mail!.text).toContain(
        lang === "fr"
          ? `en indiquant la référence ${registration.paymentReference} ; il doit nous parvenir avant le ${momentIn(deadline, CONAKRY, lang)}`
          : `quoting the reference ${registration.paymentReference}; it must reach us before ${momentIn(deadline, CONAKRY, lang)}`,
      );

      const [view] = await listRegistrationsOf(db, account.userId, {
        lang,
        secrets: context.secrets,
        holdHours: 72,
      });
      expect(view).toMatchObject({ holdNote: sentence, reference: registration.paymentReference });

      const prefix = lang === "en" ? "/en" : "";
      const page = await callRoute<PayPageData>(
        (args) => payLoader({ ...args, params: { registrationId: String(id) } } as never),
        new Request(`https://site.example${prefix}/pay/${id}`, { headers: { Cookie: account.cookie } }),
        context,
      );
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ holdNote: sentence, reference: registration.paymentReference });
    });
  }

  it("follows the hold staff set in the settings, as the hold job does", async () => {
    const { db } = database;
    await db.insert(siteSettings).values({ key: "paymentHoldHours", value: { value: 24 } });
    const { id, userId } = await registeredAt(t0);
    const deadline = new Date(t0.getTime() + 24 * HOUR);
    const [mail] = await queuedMail(db);
    expect(mail!.text).toContain(heldUntilSentence(deadline, CONAKRY, "fr"));
    const [view] = await listRegistrationsOf(db, userId, {
      lang: "fr",
      secrets: ["s".repeat(32)],
      now: t0,
      holdHours: 72,
    });
    expect(view?.holdNote).toBe(heldUntilSentence(deadline, CONAKRY, "fr"));
    expect(
      await runRegistrationJobs(db, { ...depsAt(new Date(deadline.getTime() - 60_000)), holdHours: 24 }),
    ).toMatchObject({
      holdsExpired: 0,
    });
    expect(await runRegistrationJobs(db, { ...depsAt(deadline), holdHours: 24 })).toMatchObject({
      holdsExpired: 1,
    });
    expect((await row(id)).status).toBe("expired");
  });
});

describe("the reminder before the hold ends, and a staff extension", () => {
  const jobsAt = (ms: number) =>
    runRegistrationJobs(database.db, { ...depsAt(new Date(t0.getTime() + ms)), holdHours: 72 });
  const kinds = async () => (await queuedMail(database.db)).map((message) => message.kind);

  it("goes 24 hours before the deadline, once; again after an extension, for the new deadline", async () => {
    const { id } = await registeredAt(t0);
    const deadline = new Date(t0.getTime() + 72 * HOUR);
    expect(await jobsAt(48 * HOUR - 60_000)).toMatchObject({ holdReminders: 0 });
    expect(await jobsAt(48 * HOUR)).toMatchObject({ holdReminders: 1 });
    expect(await jobsAt(49 * HOUR)).toMatchObject({ holdReminders: 0 });
    const reminders = (await queuedMail(database.db)).filter(
      (mail) => mail.kind === "registration-hold-reminder",
    );
    expect(reminders).toHaveLength(1);
    expect(reminders[0]!.text).toContain(momentIn(deadline, CONAKRY, "fr"));
    expect(reminders[0]!.text).toContain((await row(id)).paymentReference);

    const until = new Date(t0.getTime() + 10 * DAY);
    const extended = await extendHold(
      database.db,
      { registrationId: id, until },
      { ...depsAt(new Date(t0.getTime() + 70 * HOUR)), holdHours: 72 },
    );
    expect(extended).toEqual({ ok: true, change: { from: deadline, to: until } });
    expect(await row(id)).toMatchObject({ holdExtendedUntil: until, holdReminderSentAt: null });
    const [told] = (await queuedMail(database.db)).filter(
      (mail) => mail.kind === "registration-hold-extended",
    );
    expect(told!.text).toContain(momentIn(until, CONAKRY, "fr"));

    // The old deadline passes: the seat stays.
    expect(await jobsAt(73 * HOUR)).toMatchObject({ holdsExpired: 0, holdReminders: 0 });
    expect(await jobsAt(9 * DAY)).toMatchObject({ holdReminders: 1 });
    expect(await jobsAt(9 * DAY + HOUR)).toMatchObject({ holdReminders: 0 });
    expect(await jobsAt(10 * DAY - 60_000)).toMatchObject({ holdsExpired: 0 });
    expect(await jobsAt(10 * DAY)).toMatchObject({ holdsExpired: 1 });
    expect((await row(id)).status).toBe("expired");
    expect((await kinds()).filter((kind) => kind === "registration-hold-reminder")).toHaveLength(2);
  });

  it("is not sent to someone confirmed within the last 24 hours of the hold (the confirmation said it)", async () => {
    // Three days and an hour before the session: a 2-hour hold.
    await registeredAt(t0, { startsIn: 3 * DAY + HOUR });
    expect(await jobsAt(HOUR)).toMatchObject({ holdReminders: 0 });
    expect(await kinds()).not.toContain("registration-hold-reminder");
  });

  it("refuses an extension in the past, at or after the session's start, or for a seat not held", async () => {
    const { id } = await registeredAt(t0);
    const deps = { ...depsAt(new Date(t0.getTime() + HOUR)), holdHours: 72 };
    const startsAt = new Date(t0.getTime() + 30 * DAY);
    expect(await extendHold(database.db, { registrationId: id, until: t0 }, deps)).toEqual({
      ok: false,
      error: "in-past",
    });
    expect(await extendHold(database.db, { registrationId: id, until: startsAt }, deps)).toEqual({
      ok: false,
      error: "after-start",
    });
    expect(await extendHold(database.db, { registrationId: 999_999, until: t0 }, deps)).toEqual({
      ok: false,
      error: "not-found",
    });
    await database.db.update(registrations).set({ status: "cancelled" }).where(eq(registrations.id, id));
    expect(
      await extendHold(database.db, { registrationId: id, until: new Date(t0.getTime() + 5 * DAY) }, deps),
    ).toEqual({ ok: false, error: "not-held" });
    expect((await row(id)).holdExtendedUntil).toBeNull();
  });
});
