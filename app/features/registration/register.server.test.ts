import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailOutbox, registrationHistory, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { depsAt, makeSession, makeUsers, queuedMail, requestFor } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { registerForCourse } from "./register.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, trainingSessions, user],
});
const now = new Date("2027-03-01T10:00:00Z");
const deps = depsAt(now);

describe("registering: seats under concurrency", () => {
  it("100 concurrent registrations of one user for one course leave exactly 1 row", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    // Two sessions of the course: the requests lock different rows, and only the index stops the second.
    const first = await makeSession(db, { seats: 50 });
    const second = await makeSession(db, { seats: 50, startsAt: new Date("2027-04-10T08:00:00Z") });
    const outcomes = await Promise.all(
      Array.from({ length: 100 }, (_, index) =>
        registerForCourse(db, requestFor(userId!, { sessionId: index % 2 ? first : second }), deps),
      ),
    );
    const rows = await db.select().from(registrations);
    expect(rows).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(1);
    expect(outcomes.filter((outcome) => !outcome.ok && outcome.error === "already-registered")).toHaveLength(
      99,
    );
    // One history line and one e-mail: the refused requests wrote nothing.
    expect(await db.select().from(registrationHistory)).toHaveLength(1);
    expect((await queuedMail(db)).map((mail) => mail.kind)).toEqual(["registration-confirmed"]);
  });

  it("30 users for 10 seats: exactly 10 confirmed, then 20 waitlisted in order of arrival", async () => {
    const { db } = database;
    const people = await makeUsers(db, 30);
    const sessionId = await makeSession(db, { seats: 10 });
    const outcomes = await Promise.all(
      people.map((userId) => registerForCourse(db, requestFor(userId, { sessionId }), deps)),
    );
    const rows = await db
      .select({ id: registrations.id, userId: registrations.userId, status: registrations.status })
      .from(registrations)
      .orderBy(asc(registrations.id));
    expect(rows).toHaveLength(30);
    // The first ten to take the session's lock got the seats; everyone after waits, in that order.
    expect(rows.slice(0, 10).every((row) => row.status === "confirmed")).toBe(true);
    expect(rows.slice(10).every((row) => row.status === "waitlisted")).toBe(true);
    const positions = new Map(
      outcomes.flatMap((outcome) =>
        outcome.ok && outcome.status === "waitlisted" ? [[outcome.registrationId, outcome.position]] : [],
      ),
    );
    expect(rows.slice(10).map((row) => positions.get(row.id))).toEqual(
      Array.from({ length: 20 }, (_, index) => index + 1),
    );
    const mail = await queuedMail(db);
    expect(mail.filter((message) => message.kind === "registration-confirmed")).toHaveLength(10);
    expect(mail.filter((message) => message.kind === "registration-waitlisted")).toHaveLength(20);
    expect(mail.find((message) => message.kind === "registration-waitlisted")?.text).toContain(
      "en position 1.",
    );
  });
});

describe("registering: the rules", () => {
  it("confirms with 'pending' payment, history, and an e-mail with the calendar file", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    const sessionId = await makeSession(db, { seats: 3 });
    const outcome = await registerForCourse(db, requestFor(userId!, { sessionId }), deps);
    expect(outcome).toMatchObject({ ok: true, status: "confirmed" });
    const [row] = await db.select().from(registrations);
    expect(row).toMatchObject({
      userId,
      courseId: 101,
      sessionId,
      status: "confirmed",
      paymentStatus: "pending",
      payer: "self",
      confirmedAt: now,
    });
    const [history] = await db.select().from(registrationHistory);
    expect(history).toMatchObject({
      actor: "registrant",
      actorUserId: userId,
      fromStatus: null,
      toStatus: "confirmed",
      toPaymentStatus: "pending",
    });
    const [mail] = await queuedMail(db);
    expect(mail?.to).toBe(`${userId}@example.com`);
    expect(mail?.subject).toMatch(/^Inscription confirmée : Fondamentaux QHSE/);
    expect(mail?.text).toContain("Comment payer :");
    expect(mail?.attachments[0]?.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
  });

  it("refuses a past, cancelled or unknown session, or one of another course, writing nothing", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    const past = await makeSession(db, { startsAt: new Date("2027-02-01T08:00:00Z") });
    const cancelled = await makeSession(db, { status: "cancelled" });
    const otherCourse = await makeSession(db, { courseId: 102 });
    for (const sessionId of [past, cancelled, otherCourse, 999_999]) {
      expect(await registerForCourse(db, requestFor(userId!, { sessionId }), deps)).toEqual({
        ok: false,
        error: "session-unavailable",
      });
    }
    expect(await registerForCourse(db, requestFor(userId!, { courseId: 999_999 }), deps)).toEqual({
      ok: false,
      error: "course-not-found",
    });
    expect(await db.select().from(registrations)).toEqual([]);
    expect(await queuedMail(db)).toEqual([]);
  });

  it("takes a registration of interest only when the course has no session to choose", async () => {
    const { db } = database;
    const [userId, other] = await makeUsers(db, 2, "en");
    // Course 106 has no session here.
    const interest = await registerForCourse(db, requestFor(userId!, { courseId: 106, lang: "en" }), deps);
    expect(interest).toMatchObject({ ok: true, status: "interest" });
    const [row] = await db.select().from(registrations).where(eq(registrations.userId, userId!));
    expect(row).toMatchObject({ sessionId: null, status: "waitlisted", lang: "en" });
    const [mail] = await queuedMail(db);
    expect(mail?.subject).toBe("Registration request recorded: Defensive Driving and Road-Risk Prevention");
    expect(mail?.attachments).toEqual([]);
    // With a session scheduled, the session must be chosen.
    await makeSession(db, { courseId: 106 });
    expect(await registerForCourse(db, requestFor(other!, { courseId: 106 }), deps)).toEqual({
      ok: false,
      error: "session-required",
    });
  });

  it("lets a user register again once the previous registration is cancelled", async () => {
    const { db } = database;
    const [userId] = await makeUsers(db, 1);
    const sessionId = await makeSession(db);
    await registerForCourse(db, requestFor(userId!, { sessionId }), deps);
    expect(await registerForCourse(db, requestFor(userId!, { sessionId }), deps)).toEqual({
      ok: false,
      error: "already-registered",
    });
    await db.update(registrations).set({ status: "cancelled" });
    expect(await registerForCourse(db, requestFor(userId!, { sessionId }), deps)).toMatchObject({
      ok: true,
      status: "confirmed",
    });
  });
});
