import { eq } from "drizzle-orm";
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
import { cancelRegistration } from "~/features/registration/cancel.server";
import { registerForCourse } from "~/features/registration/register.server";
import { antiForgeryToken } from "~/features/security/anti-forgery.server";
import type { AppContext } from "~/lib/app-context";
import { takeFlash } from "~/lib/flash.server";
import { action as sessionAction } from "~/routes/admin.session";

/*
 * Staff change a session's dates, hours or place in the back-office: everyone registered or
 * waiting is told by e-mail in their language, with a calendar file that replaces theirs;
 * a change that leaves the moment and the place alone tells nobody.
 */

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, emailOutbox, registrationHistory, registrations, trainingSessions],
});

type Account = NonNullable<Awaited<ReturnType<typeof staffAccount>>>;

/** The form as the session of makeSession() fills it: 08:00–17:00 in Conakry, two seats. */
const unchanged = {
  intent: "save",
  courseId: "101",
  startsAt: "2027-03-10T08:00",
  endsAt: "2027-03-10T17:00",
  timeZone: "",
  format: "presentiel",
  venueName: "Centre de formation",
  streetAddress: "Avenue de la République",
  city: "Conakry",
  country: "GN",
  totalSeats: "2",
  price: "",
  currency: "EUR",
  trainerId: "",
};

describe("a session's changed dates or place", () => {
  let context: AppContext;
  let admin: Account;
  beforeAll(async () => {
    context = testAppContext(database.db);
    admin = (await staffAccount(context, "admin"))!;
  });

  const save = (id: number, fields: Record<string, string>) =>
    callRoute(
      (args) => sessionAction({ ...args, params: { sessionId: String(id) } } as never),
      new Request(`https://site.example/admin/sessions/${id}`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Cookie: admin.cookie },
        body: new URLSearchParams({ csrf: antiForgeryToken(admin.sessionId, context.secrets), ...fields }),
      }),
      context,
    );

  const flashOf = async (response: { headers: Headers }) =>
    (
      await takeFlash(
        new Request("https://site.example/", {
          headers: { Cookie: (response.headers.get("Set-Cookie") ?? "").split(";")[0]! },
        }),
        context,
      )
    ).flash;

  /** Two seats taken (French, English) and one person waiting (French); the outbox emptied. */
  async function filledSession() {
    const id = await makeSession(database.db, { seats: 2 });
    const users = await makeUsers(database.db, 3);
    const ids: number[] = [];
    for (const [index, userId] of users.entries()) {
      const outcome = await registerForCourse(
        database.db,
        requestFor(userId, { sessionId: id, lang: index === 1 ? "en" : "fr" }),
        depsAt(new Date("2027-03-01T10:00:00Z")),
      );
      if (!outcome.ok) throw new Error(outcome.error);
      ids.push(outcome.registrationId);
    }
    await database.db.delete(emailOutbox);
    return { id, registrationIds: ids, users };
  }

  const changeMails = async () =>
    (await queuedMail(database.db)).filter((mail) => mail.kind === "registration-session-changed");

  it("new dates: each person told in their language, the seat holders with an updated calendar file, the audit naming them", async () => {
    const { id, registrationIds, users } = await filledSession();
    const done = await save(id, { ...unchanged, startsAt: "2027-03-17T09:00", endsAt: "2027-03-18T16:00" });
    expect(done.status).toBe(302);
    expect((await flashOf(done))?.message).toBe(
      "Les modifications de la session du mercredi 17 mars 2027 sont enregistrées ; 3 personnes (inscrites ou en attente) en sont prévenues par e-mail.",
    );

    const mails = await changeMails();
    expect(mails.map((mail) => mail.to)).toEqual(users.map((userId) => `${userId}@example.com`));
    const [french, english, waiting] = mails;
    expect(french!.subject).toMatch(/^Session modifiée : Fondamentaux QHSE/);
    expect(french!.text).toMatch(
      /Notre centre a modifié la session de votre formation «\u00a0Fondamentaux QHSE[^»]*»\./,
    );
    expect(french!.text).toContain("du mercredi 17 mars 2027 au jeudi 18 mars 2027");
    expect(english!.subject).toMatch(/^Session changed: QHSE Fundamentals/);
    expect(english!.text).toContain("Our centre has changed the session of your training");
    expect(waiting!.text).toContain("pour laquelle vous êtes sur la liste d'attente");

    // The seat holders had a calendar invitation: this one replaces it (same UID, higher SEQUENCE).
    for (const mail of [french!, english!]) {
      expect(mail.attachments).toHaveLength(1);
      const [file] = mail.attachments;
      expect(file!.contentType).toBe("text/calendar; charset=utf-8; method=REQUEST");
      expect(file!.content).toContain("SEQUENCE:1");
      expect(file!.content).toContain("DTSTART;TZID=Africa/Conakry:20270317T090000");
    }
    expect(waiting!.attachments).toEqual([]);

    const [entry] = await database.db.select().from(auditLog).where(eq(auditLog.action, "session_update"));
    expect(entry!.after).toMatchObject({ registrantsNotified: registrationIds });
  });

  it("a new place tells them too; seats and price alone tell nobody", async () => {
    const { id } = await filledSession();
    const seats = await save(id, { ...unchanged, totalSeats: "5", price: "300" });
    expect(seats.status).toBe(302);
    // Told nobody; the new price is for new registrations only (the others keep theirs).
    expect((await flashOf(seats))?.message).toMatch(
      /^Les modifications de la session du mercredi 10 mars 2027 sont enregistrées\. \d+ inscriptions? existantes? garden?t? (leur|son) prix .* s'applique aux nouvelles inscriptions\.$/,
    );
    // The added seats went to the waiting person (an offer), but nobody was told of a change.
    expect(await changeMails()).toEqual([]);
    const [row] = await database.db.select().from(registrations).orderBy(registrations.id).limit(1);
    expect(row!.calendarSequence).toBe(0);

    const venue = await save(id, { ...unchanged, totalSeats: "5", price: "300", venueName: "Hôtel Kaloum" });
    expect(venue.status).toBe(302);
    const mails = await changeMails();
    expect(mails).toHaveLength(3);
    expect(mails[0]!.text).toContain("Hôtel Kaloum");
  });

  it("leaves out a registration that was cancelled", async () => {
    const { id, registrationIds, users } = await filledSession();
    const cancelled = await cancelRegistration(
      database.db,
      { registrationId: registrationIds[0]!, actor: { kind: "registrant", userId: users[0]! } },
      depsAt(new Date("2027-03-02T10:00:00Z")),
    );
    expect(cancelled.ok).toBe(true);
    await database.db.delete(emailOutbox);

    const done = await save(id, { ...unchanged, city: "Kindia" });
    expect(done.status).toBe(302);
    const told = (await changeMails()).map((mail) => mail.to);
    expect(told).not.toContain(`${users[0]}@example.com`);
    // The waiting person took the freed seat; both holders are told.
    expect(told).toHaveLength(2);
  });
});
