import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  emailOutbox,
  registrationHistory,
  registrations,
  trainingSessions,
} from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { depsAt, makeSession, makeUsers, queuedMail, requestFor } from "../../../../tests/helpers/registration";
import { callRoute } from "../../../../tests/helpers/route-calls";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { registerForCourse } from "~/features/registration/register.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { action, loader } from "~/routes/admin.registration";
import { dateToWallClock } from "../sessions/session-values.server";

/*
 * Staff extend one unpaid seat's payment hold from its back-office page: a date and time on the
 * session's wall clock, the anti-forgery token, an audit entry with the deadline before and
 * after, the registrant told; refused in the past or from the session's start, in the page's
 * language, changing nothing.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, emailOutbox, registrationHistory, registrations, trainingSessions],
});
const HOUR = 3600_000;
const DAY = 24 * HOUR;
const PARIS = "Europe/Paris";

describe("extending a payment hold in the back-office", () => {
  let context: AppContext;
  let moderator: NonNullable<Awaited<ReturnType<typeof staffAccount>>>;
  beforeAll(async () => {
    context = testAppContext(database.db);
    moderator = (await staffAccount(context, "moderator"))!;
  });

  async function registered(lang: "fr" | "en" = "fr") {
    const [userId] = await makeUsers(database.db, 1, lang);
    const sessionId = await makeSession(database.db, {
      priceCents: 45000,
      startsAt: new Date(Date.now() + 20 * DAY),
      city: "Paris",
      country: "SN",
      timeZone: PARIS,
    });
    const outcome = await registerForCourse(database.db, requestFor(userId!, { sessionId, lang }), {
      ...depsAt(new Date()),
      holdHours: 72,
    });
    if (!outcome.ok) throw new Error(outcome.error);
    return outcome.registrationId;
  }

  const post = (id: number, fields: Record<string, string>, { lang = "", csrf = true } = {}) =>
    callRoute<{
      intent: string;
      notice: { message: string };
      lastResult: { error?: Record<string, string[]> };
    }>(
      (args) => action({ ...args, params: { registrationId: String(id) } } as never),
      new Request(`https://site.example${lang}/admin/registrations/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: moderator.cookie },
        body: new URLSearchParams({
          ...(csrf ? { csrf: antiForgeryToken(moderator.sessionId, context.secrets) } : {}),
          intent: "hold",
          ...fields,
        }),
      }),
      context,
    );
  const row = async (id: number) =>
    (await database.db.select().from(registrations).where(eq(registrations.id, id)))[0]!;

  it("sets the new deadline read on the session's wall clock, audits it, tells the registrant in their language", async () => {
    const id = await registered("en");
    const before = await row(id);
    const page = await callRoute<{ reference: string; hold: { value: string } | null }>(
      (args) => loader({ ...args, params: { registrationId: String(id) } } as never),
      new Request(`https://site.example/admin/registrations/${id}`, {
        headers: { Cookie: moderator.cookie },
      }),
      context,
    );
    expect(page.body?.reference).toBe(before.paymentReference);
    const computed = new Date(before.confirmedAt!.getTime() + 72 * HOUR);
    expect(page.body?.hold?.value).toBe(dateToWallClock(computed, PARIS));

    const until = new Date(Date.now() + 10 * DAY);
    until.setUTCSeconds(0, 0);
    const done = await post(id, { until: dateToWallClock(until, PARIS) });
    expect(done.status).toBe(302);
    expect(done.location).toBe(`/admin/registrations/${id}`);
    expect((await row(id)).holdExtendedUntil).toEqual(until);
    const [entry] = await database.db.select().from(auditLog).orderBy(asc(auditLog.id));
    expect(entry).toMatchObject({
      actorId: moderator.userId,
      action: "registration_hold_extend",
      entityType: "registration",
      entityId: String(id),
      before: { holdUntil: computed.toISOString() },
      after: { holdUntil: until.toISOString() },
    });
    const told = (await queuedMail(database.db)).find((mail) => mail.kind === "registration-hold-extended");
    expect(told?.subject).toMatch(/^Payment deadline extended/);
    expect(told?.text).toContain("Paris time");
  });

  it("refuses a moment past, one from the session's start, a bad date, a missing token: a message in the page's language, nothing changed", async () => {
    const id = await registered();
    const [session] = await database.db.select().from(trainingSessions);
    const past = await post(id, { until: dateToWallClock(new Date(Date.now() - HOUR), PARIS) });
    expect(past.status).toBe(409);
    expect(past.body?.notice.message).toBe("Cette échéance est déjà passée : choisissez une date à venir.");
    const late = await post(
      id,
      { until: dateToWallClock(new Date(session!.startsAt.getTime() + 60_000), PARIS) },
      { lang: "/en" },
    );
    expect(late.status).toBe(409);
    expect(late.body?.notice.message).toBe("The deadline must come before the session starts.");
    const bad = await post(id, { until: "2027-02-30T25:00" });
    expect(bad.status).toBe(400);
    expect(bad.body?.notice.message).toBe("Indiquez une date et une heure valides.");
    const forged = await post(
      id,
      { until: dateToWallClock(new Date(Date.now() + 5 * DAY), PARIS) },
      { csrf: false },
    );
    expect(forged.status).toBe(403);
    expect((await row(id)).holdExtendedUntil).toBeNull();
    expect(await database.db.select().from(auditLog)).toEqual([]);
    expect((await queuedMail(database.db)).map((mail) => mail.kind)).toEqual(["registration-confirmed"]);
    // A paid registration has no hold to extend.
    await database.db.update(registrations).set({ paymentStatus: "paid" }).where(eq(registrations.id, id));
    const paid = await post(id, { until: dateToWallClock(new Date(Date.now() + 5 * DAY), PARIS) });
    expect(paid.status).toBe(409);
    expect(paid.body?.notice.message).toMatch(/pas de place réservée en attente de paiement/);
  });
});
