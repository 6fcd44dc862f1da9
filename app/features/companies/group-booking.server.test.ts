import { and, asc, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  companies,
  companyBookings,
  emailOutbox,
  invoices,
  registrationHistory,
  registrations,
  trainingSessions,
  user,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { depsAt, makeSession, makeUsers, queuedMail, requestFor } from "../../../tests/helpers/registration";
import { invoiceTables as keptTables, useTestDatabase } from "../../../tests/helpers/test-database";
import { registerForCourse } from "~/features/registration/register.server";
import { runRegistrationJobs } from "~/features/registration/jobs.server";
import { cancelRegistration } from "~/features/registration/cancel.server";
import { listUpcomingSessions } from "~/features/sessions/session-queries.server";
import { bookSeatsForCompany, bookingsOfCompany, type CompanyBookingRequest } from "./group-booking.server";
import {
  confirmParticipation,
  nameParticipant,
  participationByToken,
  removeParticipant,
  replaceParticipant,
} from "./participants.server";

/*
 * A company's booking holds its seats as a whole (ADR 2705): seats taken count it once, whether
 * its participants are named or not; it waits as a whole when fewer remain; its participants
 * are named within its seats and until its deadline, and changed in one step; unpaid and
 * without a purchase order, it is released like an unpaid seat.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    emailOutbox,
    registrationHistory,
    ...keptTables,
    registrations,
    companyBookings,
    trainingSessions,
    companies,
    user,
  ],
});

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date("2027-02-01T09:00:00Z");
const startsAt = new Date("2027-03-10T08:00:00Z");

let companyId: number;
let contact: string;

beforeEach(async () => {
  const [company] = await database.db
    .insert(companies)
    .values({
      legalName: "Kindia Ciments SA",
      country: "GN",
      billingAddress: "Kindia",
      billingEmail: "compta@kc.example",
    })
    .returning();
  companyId = company!.id;
  contact = (await makeUsers(database.db, 1))[0]!;
});

const request = (
  sessionId: number,
  seats: number,
  extra: Partial<CompanyBookingRequest> = {},
): CompanyBookingRequest => ({
  companyId,
  sessionId,
  seats,
  purchaseOrder: null,
  bookedBy: contact,
  lang: "fr",
  ...extra,
});

const book = (sessionId: number, seats: number, extra: Partial<CompanyBookingRequest> = {}, now = t0) =>
  database.db.transaction((tx) => bookSeatsForCompany(tx, request(sessionId, seats, extra), depsAt(now)));

const person = (n: number) => ({
  firstName: `Prénom${n}`,
  lastName: `Nom${n}`,
  email: `participant${n}@kc.example`,
  phone: "+224 620 00 00 00",
});

async function seatsLeftInCatalogue(sessionId: number) {
  const rows = await listUpcomingSessions(database.db, { now: t0, courseId: 101 });
  const row = rows.find((candidate) => candidate.id === sessionId);
  return row ? row.totalSeats - row.taken : null;
}

describe("booking seats", () => {
  it("holds all its seats at once, freezing the seat's price in the currency's minor unit", async () => {
    const sessionId = await makeSession(database.db, { seats: 10, startsAt, priceCents: 350_000 });
    const outcome = await book(sessionId, 6);
    expect(outcome).toMatchObject({ ok: true, status: "confirmed" });
    expect(await seatsLeftInCatalogue(sessionId)).toBe(4);
    const [booking] = await database.db.select().from(companyBookings);
    expect(booking).toMatchObject({ seats: 6, unitPriceMinor: 350_000, currency: "EUR", confirmedAt: t0 });
    // Confirmed, it is invoiced in the same transaction: 6 seats at the frozen price.
    const [invoice] = await database.db.select().from(invoices).where(eq(invoices.bookingId, booking!.id));
    expect(invoice).toMatchObject({ totalNetMinor: 6 * 350_000, currency: "EUR", companyId });
    // Named participants do not take seats again.
    await nameParticipant(
      database.db,
      { companyId, bookingId: booking!.id, actorUserId: contact, person: person(1) },
      depsAt(t0),
    );
    expect(await seatsLeftInCatalogue(sessionId)).toBe(4);
  });

  it("waits as a whole when fewer seats remain, and is confirmed when enough free up", async () => {
    const sessionId = await makeSession(database.db, { seats: 5, startsAt });
    const users = await makeUsers(database.db, 3);
    const individual = [];
    for (const id of users)
      individual.push(await registerForCourse(database.db, requestFor(id, { sessionId }), depsAt(t0)));
    const outcome = await book(sessionId, 4);
    expect(outcome).toMatchObject({ ok: true, status: "waitlisted" });
    expect(await seatsLeftInCatalogue(sessionId)).toBe(2);
    // One individual leaves: 3 seats, still fewer than 4.
    const first = individual[0]!;
    if (!first.ok) throw new Error("not registered");
    await cancelRegistration(
      database.db,
      {
        registrationId: first.registrationId,
        ownerId: users[0],
        actor: { kind: "registrant", userId: users[0]! },
      },
      depsAt(t0),
    );
    expect((await database.db.select().from(companyBookings))[0]!.status).toBe("waitlisted");
    const second = individual[1]!;
    if (!second.ok) throw new Error("not registered");
    await cancelRegistration(
      database.db,
      {
        registrationId: second.registrationId,
        ownerId: users[1],
        actor: { kind: "registrant", userId: users[1]! },
      },
      depsAt(t0),
    );
    const [booking] = await database.db.select().from(companyBookings);
    expect(booking).toMatchObject({ status: "confirmed" });
    expect(await seatsLeftInCatalogue(sessionId)).toBe(0);
    // Leaving the waiting list, it is invoiced as a booking confirmed at once.
    expect(await database.db.select().from(invoices).where(eq(invoices.bookingId, booking!.id))).toHaveLength(
      1,
    );
  });

  it("never gives more seats than the session has, under concurrent bookings", async () => {
    const sessionId = await makeSession(database.db, { seats: 10, startsAt });
    const outcomes = await Promise.all(Array.from({ length: 5 }, () => book(sessionId, 3)));
    const confirmed = outcomes.filter((outcome) => outcome.ok && outcome.status === "confirmed");
    expect(confirmed).toHaveLength(3);
    expect(await seatsLeftInCatalogue(sessionId)).toBe(1);
  });

  it("refuses a number of seats out of range, a merged company, another company's intra session", async () => {
    const sessionId = await makeSession(database.db, { seats: 10, startsAt });
    expect(await book(sessionId, 0)).toEqual({ ok: false, error: "seats-out-of-range" });
    expect(await book(sessionId, 101)).toEqual({ ok: false, error: "seats-out-of-range" });
    const [other] = await database.db
      .insert(companies)
      .values({
        legalName: "Autre SA",
        country: "FR",
        billingAddress: "Paris",
        billingEmail: "a@example.com",
      })
      .returning();
    const intra = await makeSession(database.db, { seats: 12, startsAt });
    await database.db
      .update(trainingSessions)
      .set({ companyId: other!.id })
      .where(eq(trainingSessions.id, intra));
    expect(await book(intra, 2)).toEqual({ ok: false, error: "session-unavailable" });
    await database.db.update(companies).set({ mergedIntoId: other!.id }).where(eq(companies.id, companyId));
    expect(await book(sessionId, 2)).toEqual({ ok: false, error: "company-not-found" });
    expect(await database.db.select().from(companyBookings)).toHaveLength(0);
  });
});

describe("intra-company sessions", () => {
  it("are not in the public lists and take no individual registration, but their company books them", async () => {
    const intra = await makeSession(database.db, { seats: 12, startsAt });
    await database.db.update(trainingSessions).set({ companyId }).where(eq(trainingSessions.id, intra));
    expect(await seatsLeftInCatalogue(intra)).toBeNull();
    const [someone] = await makeUsers(database.db, 1);
    expect(
      await registerForCourse(database.db, requestFor(someone!, { sessionId: intra }), depsAt(t0)),
    ).toEqual({
      ok: false,
      error: "session-unavailable",
    });
    expect(await book(intra, 12)).toMatchObject({ ok: true, status: "confirmed" });
  });
});

describe("naming participants", () => {
  async function confirmedBooking(seats = 2) {
    const sessionId = await makeSession(database.db, { seats: 10, startsAt });
    const outcome = await book(sessionId, seats);
    if (!outcome.ok) throw new Error("not booked");
    return { sessionId, bookingId: outcome.bookingId };
  }

  it("names within the seats, e-mails each participant a link that confirms without an account", async () => {
    const { bookingId, sessionId } = await confirmedBooking(2);
    const name = (n: number) =>
      nameParticipant(
        database.db,
        { companyId, bookingId, actorUserId: contact, person: person(n) },
        depsAt(t0),
      );
    expect(await name(1)).toMatchObject({ ok: true });
    expect(await name(1)).toEqual({ ok: false, error: "already-named" });
    expect(await name(2)).toMatchObject({ ok: true });
    expect(await name(3)).toEqual({ ok: false, error: "no-seat-left" });
    const mail = (await queuedMail(database.db)).filter((message) => message.kind === "company-participant");
    expect(mail.map((message) => message.to)).toEqual(["participant1@kc.example", "participant2@kc.example"]);
    const token = /\/participation\/([A-Za-z0-9_-]{43})/.exec(mail[0]!.text)?.[1];
    expect(token).toBeDefined();
    expect(await participationByToken(database.db, token!)).toMatchObject({
      kind: "on-the-list",
      confirmedAt: null,
    });
    const confirmed = await confirmParticipation(database.db, token!, t0);
    expect(confirmed).toMatchObject({ kind: "on-the-list", confirmedAt: t0 });
    // The registration is the session's like any other: the trainer's list has it.
    const rows = await database.db
      .select({ status: registrations.status, payer: registrations.payer, company: registrations.company })
      .from(registrations)
      .where(eq(registrations.sessionId, sessionId));
    expect(rows).toEqual([
      { status: "confirmed", payer: "company", company: "Kindia Ciments SA" },
      { status: "confirmed", payer: "company", company: "Kindia Ciments SA" },
    ]);
    expect(await participationByToken(database.db, "x".repeat(43))).toEqual({ kind: "unknown" });
  });

  it("never names more than the seats when two contacts name at once", async () => {
    const { bookingId } = await confirmedBooking(3);
    const outcomes = await Promise.all(
      Array.from({ length: 8 }, (_, n) =>
        nameParticipant(
          database.db,
          { companyId, bookingId, actorUserId: contact, person: person(n) },
          depsAt(t0),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    const [company] = await bookingsOfCompany(database.db, companyId);
    expect(company!.participants).toHaveLength(3);
  });

  it("replaces a participant in one step, the old link stops working; nothing changes after the deadline", async () => {
    const { bookingId } = await confirmedBooking(1);
    const named = await nameParticipant(
      database.db,
      { companyId, bookingId, actorUserId: contact, person: person(1) },
      depsAt(t0),
    );
    if (!named.ok) throw new Error("not named");
    const oldToken = /\/participation\/([A-Za-z0-9_-]{43})/.exec(
      (await queuedMail(database.db)).find((message) => message.kind === "company-participant")!.text,
    )![1]!;
    const replaced = await replaceParticipant(
      database.db,
      { companyId, bookingId, registrationId: named.registrationId, actorUserId: contact, person: person(2) },
      depsAt(t0),
    );
    expect(replaced).toMatchObject({ ok: true });
    expect(await participationByToken(database.db, oldToken)).toEqual({ kind: "unknown" });
    const [booking] = await bookingsOfCompany(database.db, companyId);
    expect(booking!.participants.map((p) => p.email)).toEqual(["participant2@kc.example"]);
    const late = new Date(booking!.namingDeadline.getTime());
    expect(
      await nameParticipant(
        database.db,
        { companyId, bookingId, actorUserId: contact, person: person(3) },
        depsAt(late),
      ),
    ).toEqual({ ok: false, error: "deadline-passed" });
    expect(
      await removeParticipant(
        database.db,
        { companyId, bookingId, registrationId: booking!.participants[0]!.id, actorUserId: contact },
        depsAt(late),
      ),
    ).toEqual({ ok: false, error: "deadline-passed" });
    // The naming deadline is when unpaid seats are released: three days before the session.
    expect(booking!.namingDeadline).toEqual(new Date(startsAt.getTime() - 3 * DAY));
  });

  it("refuses another company's booking", async () => {
    const { bookingId } = await confirmedBooking(1);
    expect(
      await nameParticipant(
        database.db,
        { companyId: companyId + 1000, bookingId, actorUserId: contact, person: person(1) },
        depsAt(t0),
      ),
    ).toEqual({ ok: false, error: "booking-not-found" });
  });

  it("links the registration to the account of that address, and the course's one-registration rule holds", async () => {
    const { bookingId, sessionId } = await confirmedBooking(2);
    const [holder] = await makeUsers(database.db, 1);
    const [account] = await database.db.select().from(user).where(eq(user.id, holder!));
    await registerForCourse(database.db, requestFor(holder!, { sessionId }), depsAt(t0));
    expect(
      await nameParticipant(
        database.db,
        {
          companyId,
          bookingId,
          actorUserId: contact,
          person: { ...person(1), email: account!.email.toUpperCase() },
        },
        depsAt(t0),
      ),
    ).toEqual({ ok: false, error: "already-registered" });
  });
});

describe("the hold of an unpaid booking", () => {
  const jobs = (now: Date) => runRegistrationJobs(database.db, { ...depsAt(now), holdHours: 72 });

  it("releases a booking without purchase order at the hold's deadline, with its participants; the waiting list moves up", async () => {
    const sessionId = await makeSession(database.db, { seats: 3, startsAt, priceCents: 100_000 });
    const outcome = await book(sessionId, 3);
    if (!outcome.ok) throw new Error("not booked");
    await nameParticipant(
      database.db,
      { companyId, bookingId: outcome.bookingId, actorUserId: contact, person: person(1) },
      depsAt(t0),
    );
    const [waiting] = await makeUsers(database.db, 1);
    expect(
      await registerForCourse(database.db, requestFor(waiting!, { sessionId }), depsAt(t0)),
    ).toMatchObject({
      status: "waitlisted",
    });
    expect(await jobs(new Date(t0.getTime() + 72 * HOUR - 60_000))).toMatchObject({ bookingHoldsExpired: 0 });
    expect(await jobs(new Date(t0.getTime() + 72 * HOUR))).toMatchObject({ bookingHoldsExpired: 1 });
    const [booking] = await database.db.select().from(companyBookings);
    expect(booking!.status).toBe("expired");
    const people = await database.db
      .select({ status: registrations.status, booking: registrations.companyBookingId })
      .from(registrations)
      .orderBy(asc(registrations.id));
    expect(people).toEqual([
      { status: "expired", booking: outcome.bookingId },
      { status: "offered", booking: null },
    ]);
  });

  it("keeps a booking with a purchase order", async () => {
    const sessionId = await makeSession(database.db, { seats: 3, startsAt, priceCents: 100_000 });
    await book(sessionId, 2, { purchaseOrder: "BC-2027-118" });
    expect(await jobs(new Date(t0.getTime() + 30 * DAY))).toMatchObject({ bookingHoldsExpired: 0 });
    const rows = await database.db
      .select({ status: companyBookings.status })
      .from(companyBookings)
      .where(and(eq(companyBookings.companyId, companyId)));
    expect(rows).toEqual([{ status: "confirmed" }]);
  });
});
