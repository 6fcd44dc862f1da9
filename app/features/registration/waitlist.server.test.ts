import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, registrationHistory, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  depsAt,
  makeSession,
  makeUsers,
  queuedMail,
  requestFor,
  SECRETS,
} from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { cancelRegistration, lapseRegistration } from "./cancel.server";
import { runRegistrationJobs } from "./jobs.server";
import { acceptOffer } from "./offer.server";
import { verifyOfferToken } from "./offer-link.server";
import { registerForCourse } from "./register.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, trainingSessions, user],
});

const HOUR = 3600_000;
/** A clock the test moves by hand: nothing here waits. */
function clock(start: string) {
  let time = new Date(start).getTime();
  return {
    deps: () => depsAt(new Date(time)),
    advance: (ms: number) => {
      time += ms;
    },
    now: () => new Date(time),
  };
}

async function statuses(sessionId: number) {
  const { db } = database;
  return db
    .select({ id: registrations.id, userId: registrations.userId, status: registrations.status })
    .from(registrations)
    .where(eq(registrations.sessionId, sessionId))
    .orderBy(asc(registrations.id));
}

/** A full session of 2 seats with three people waiting: [seat1, seat2, wait1, wait2, wait3]. */
async function fullSession(time: ReturnType<typeof clock>) {
  const { db } = database;
  const people = await makeUsers(db, 5);
  const sessionId = await makeSession(db, { seats: 2, startsAt: new Date("2027-03-20T08:00:00Z") });
  const ids: number[] = [];
  for (const userId of people) {
    const outcome = await registerForCourse(db, requestFor(userId, { sessionId }), time.deps());
    if (!outcome.ok) throw new Error(outcome.error);
    ids.push(outcome.registrationId);
  }
  return { people, sessionId, ids };
}

function offerTokenIn(text: string): string {
  const token = /register\/confirm\?token=([^\s]+)/.exec(text)?.[1];
  if (!token) throw new Error("no offer link");
  return decodeURIComponent(token);
}

describe("the waiting list", () => {
  it("moves up when a seat frees: the first waiting is offered it by e-mail, holds it, and confirms", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, sessionId, ids } = await fullSession(time);
    expect((await statuses(sessionId)).map((row) => row.status)).toEqual([
      "confirmed",
      "confirmed",
      "waitlisted",
      "waitlisted",
      "waitlisted",
    ]);

    time.advance(HOUR);
    const cancelled = await cancelRegistration(
      db,
      { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
      time.deps(),
    );
    expect(cancelled).toEqual({ ok: true, courseId: 101, refundRequested: false });
    // In the same transaction: the seat went to the first person waiting, held for 24 hours.
    const after = await statuses(sessionId);
    expect(after.map((row) => row.status)).toEqual([
      "cancelled",
      "confirmed",
      "offered",
      "waitlisted",
      "waitlisted",
    ]);
    const [offered] = await db.select().from(registrations).where(eq(registrations.id, ids[2]!));
    expect(offered?.offerExpiresAt?.toISOString()).toBe("2027-03-02T11:00:00.000Z");

    const mail = await queuedMail(db);
    const offer = mail.find((message) => message.kind === "registration-offer");
    expect(offer?.to).toBe(`${people[2]}@example.com`);
    expect(offer?.text).toContain("jusqu'au mardi 2 mars 2027 à 11:00 (heure de Conakry, GMT)");
    expect(
      mail.find((message) => message.kind === "registration-cancelled")?.attachments[0]?.contentType,
    ).toBe("text/calendar; charset=utf-8; method=CANCEL");

    // The link is signed for this registration and expires with the offer.
    const token = offerTokenIn(offer!.text);
    expect(verifyOfferToken(SECRETS, token, time.now())).toMatchObject({ ok: true, registrationId: ids[2] });
    expect(verifyOfferToken(SECRETS, `${token.slice(0, -1)}A`, time.now())).toEqual({
      ok: false,
      reason: "invalid",
    });
    // Another user cannot take it.
    expect(await acceptOffer(db, { registrationId: ids[2]!, userId: people[3]! }, time.deps())).toEqual({
      ok: false,
      error: "not-found",
    });

    time.advance(23 * HOUR);
    expect(await acceptOffer(db, { registrationId: ids[2]!, userId: people[2]! }, time.deps())).toEqual({
      ok: true,
      courseId: 101,
      already: false,
    });
    expect((await statuses(sessionId)).map((row) => row.status)).toEqual([
      "cancelled",
      "confirmed",
      "confirmed",
      "waitlisted",
      "waitlisted",
    ]);
    const confirmation = (await queuedMail(db)).filter(
      (message) => message.kind === "registration-confirmed" && message.to === `${people[2]}@example.com`,
    );
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]?.attachments).toHaveLength(1);
    // A second click changes nothing.
    expect(await acceptOffer(db, { registrationId: ids[2]!, userId: people[2]! }, time.deps())).toMatchObject(
      {
        ok: true,
        already: true,
      },
    );
    const history = await db
      .select({
        from: registrationHistory.fromStatus,
        to: registrationHistory.toStatus,
        actor: registrationHistory.actor,
      })
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, ids[2]!))
      .orderBy(asc(registrationHistory.id));
    expect(history).toEqual([
      { from: null, to: "waitlisted", actor: "registrant" },
      { from: "waitlisted", to: "offered", actor: "system" },
      { from: "offered", to: "confirmed", actor: "registrant" },
    ]);
  });

  it("passes an offer left unanswered for 24 hours to the next person, by the scheduled job", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, sessionId, ids } = await fullSession(time);
    await cancelRegistration(
      db,
      { registrationId: ids[1]!, actor: { kind: "staff", userId: people[0]! } },
      time.deps(),
    );
    expect((await statuses(sessionId))[2]?.status).toBe("offered");

    // Just before the end of the hold, the job leaves it alone.
    time.advance(24 * HOUR - 1000);
    expect(await runRegistrationJobs(db, time.deps())).toMatchObject({ offersExpired: 0 });
    time.advance(1000);
    expect(await runRegistrationJobs(db, time.deps())).toMatchObject({ offersExpired: 1 });
    expect((await statuses(sessionId)).map((row) => row.status)).toEqual([
      "confirmed",
      "cancelled",
      "expired",
      "offered",
      "waitlisted",
    ]);
    const mail = await queuedMail(db);
    expect(
      mail.filter((message) => message.kind === "registration-offer").map((message) => message.to),
    ).toEqual([`${people[2]}@example.com`, `${people[3]}@example.com`]);
    expect(
      mail.some(
        (message) =>
          message.kind === "registration-offer-expired" && message.to === `${people[2]}@example.com`,
      ),
    ).toBe(true);
    // The expired offer's link no longer works.
    expect(await acceptOffer(db, { registrationId: ids[2]!, userId: people[2]! }, time.deps())).toEqual({
      ok: false,
      error: "expired",
    });
    // The job runs again: nothing more to do.
    expect(await runRegistrationJobs(db, time.deps())).toMatchObject({ offersExpired: 0 });
  });

  it("expires an offer on the spot when its link is used too late, before the job has run", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, sessionId, ids } = await fullSession(time);
    await cancelRegistration(
      db,
      { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
      time.deps(),
    );
    time.advance(25 * HOUR);
    expect(await acceptOffer(db, { registrationId: ids[2]!, userId: people[2]! }, time.deps())).toEqual({
      ok: false,
      error: "expired",
    });
    expect((await statuses(sessionId)).map((row) => row.status).slice(2)).toEqual([
      "expired",
      "offered",
      "waitlisted",
    ]);
  });

  it("never holds an offer past the session's start, and closes the waiting list once it starts", async () => {
    const { db } = database;
    const time = clock("2027-03-19T20:00:00Z");
    const { people, sessionId, ids } = await fullSession(time);
    await cancelRegistration(
      db,
      { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
      time.deps(),
    );
    const [offered] = await db.select().from(registrations).where(eq(registrations.id, ids[2]!));
    expect(offered?.offerExpiresAt?.toISOString()).toBe("2027-03-20T08:00:00.000Z");
    time.advance(13 * HOUR);
    const report = await runRegistrationJobs(db, time.deps());
    expect(report.waitlistsClosed + report.offersExpired).toBe(3);
    expect((await statuses(sessionId)).map((row) => row.status)).toEqual([
      "cancelled",
      "confirmed",
      "expired",
      "expired",
      "expired",
    ]);
  });
});

describe("cancelling", () => {
  it("refuses another user's registration, a second cancel and a session that has started, changing nothing", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, ids } = await fullSession(time);
    const before = await db.select().from(registrations).orderBy(asc(registrations.id));
    expect(
      await cancelRegistration(
        db,
        { registrationId: ids[0]!, ownerId: people[1], actor: { kind: "registrant", userId: people[1]! } },
        time.deps(),
      ),
    ).toEqual({ ok: false, error: "not-found" });
    expect(
      await cancelRegistration(
        db,
        { registrationId: 999_999, ownerId: people[1], actor: { kind: "registrant", userId: people[1]! } },
        time.deps(),
      ),
    ).toEqual({ ok: false, error: "not-found" });
    time.advance(30 * 24 * HOUR);
    expect(
      await cancelRegistration(
        db,
        { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
        time.deps(),
      ),
    ).toEqual({ ok: false, error: "session-started" });
    expect(await db.select().from(registrations).orderBy(asc(registrations.id))).toEqual(before);
  });

  it("turns a paid registration's cancellation into a refund request for staff", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, ids } = await fullSession(time);
    await db.update(registrations).set({ paymentStatus: "paid" }).where(eq(registrations.id, ids[0]!));
    const outcome = await cancelRegistration(
      db,
      { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
      time.deps(),
    );
    expect(outcome).toEqual({ ok: true, courseId: 101, refundRequested: true });
    const [row] = await db.select().from(registrations).where(eq(registrations.id, ids[0]!));
    expect(row).toMatchObject({
      status: "cancelled",
      paymentStatus: "paid",
      refundRequestedAt: time.now(),
      calendarSequence: 1,
    });
    const [history] = await db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, ids[0]!))
      .orderBy(asc(registrationHistory.id))
      .offset(1);
    expect(history).toMatchObject({
      fromStatus: "confirmed",
      toStatus: "cancelled",
      note: "refund requested",
    });
    const mail = (await queuedMail(db)).find((message) => message.kind === "registration-cancelled");
    expect(mail?.text).toContain("votre demande de remboursement est transmise");
    expect(
      await cancelRegistration(
        db,
        { registrationId: ids[0]!, ownerId: people[0], actor: { kind: "registrant", userId: people[0]! } },
        time.deps(),
      ),
    ).toEqual({ ok: false, error: "not-cancellable" });
  });

  it("lets an unpaid registration lapse (the payment issue's deadline): the seat goes to the waiting list, no e-mail", async () => {
    const { db } = database;
    const time = clock("2027-03-01T10:00:00Z");
    const { people, sessionId, ids } = await fullSession(time);
    const before = (await queuedMail(db)).length;
    expect(
      await lapseRegistration(
        db,
        { registrationId: ids[1]!, actor: { kind: "system" }, note: "unpaid" },
        time.deps(),
      ),
    ).toEqual({ ok: true, courseId: 101, refundRequested: false });
    expect((await statuses(sessionId)).map((row) => row.status)).toEqual([
      "confirmed",
      "expired",
      "offered",
      "waitlisted",
      "waitlisted",
    ]);
    const mail = (await queuedMail(db)).slice(before);
    expect(mail.map((message) => `${message.kind} ${message.to}`)).toEqual([
      `registration-offer ${people[2]}@example.com`,
    ]);
  });
});
