import { describe, expect, it } from "vitest";
import { emailOutbox, registrations, trainingSessions, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { depsAt, makeSession, makeUsers, queuedMail, requestFor } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { cancelRegistration } from "./cancel.server";
import { runRegistrationJobs } from "./jobs.server";
import { registerForCourse } from "./register.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [emailOutbox, registrations, trainingSessions, user],
});

const DAY = 24 * 3600_000;
const start = new Date("2027-03-20T08:00:00Z");
const at = (msBeforeStart: number) => depsAt(new Date(start.getTime() - msBeforeStart));

async function reminders() {
  return (await queuedMail(database.db))
    .filter((mail) => mail.kind.startsWith("registration-reminder"))
    .map((mail) => `${mail.kind} ${mail.to.split("@")[0]}`);
}

describe("reminders", () => {
  it("go 7 days and 24 hours before, once each, in the registrant's language, never to cancelled or waiting registrations", async () => {
    const { db } = database;
    const [early, english, cancelled, waiting] = await makeUsers(db, 4);
    const sessionId = await makeSession(db, { seats: 3, startsAt: start });
    const register = (userId: string, lang: "fr" | "en" = "fr") =>
      registerForCourse(db, requestFor(userId, { sessionId, lang }), at(20 * DAY));
    await register(early!);
    await register(english!, "en");
    const toCancel = await register(cancelled!);
    await register(waiting!);
    if (!toCancel.ok) throw new Error("registration refused");
    await cancelRegistration(
      db,
      { registrationId: toCancel.registrationId, actor: { kind: "system" } },
      at(19 * DAY),
    );
    // The seat freed went to the waiting registration (offered, not confirmed): no reminder for it either.

    expect(await runRegistrationJobs(db, at(8 * DAY))).toMatchObject({
      reminders: { "reminder-7d": 0, "reminder-24h": 0 },
    });
    const week = await runRegistrationJobs(db, at(7 * DAY - 1000));
    expect(week.reminders).toEqual({ "reminder-7d": 2, "reminder-24h": 0 });
    // Sent once: the next passes find nothing.
    expect((await runRegistrationJobs(db, at(6 * DAY))).reminders).toEqual({
      "reminder-7d": 0,
      "reminder-24h": 0,
    });
    const day = await runRegistrationJobs(db, at(DAY - 1000));
    expect(day.reminders).toEqual({ "reminder-7d": 0, "reminder-24h": 2 });
    expect((await runRegistrationJobs(db, at(3600_000))).reminders).toEqual({
      "reminder-7d": 0,
      "reminder-24h": 0,
    });

    expect((await reminders()).sort()).toEqual(
      [
        `registration-reminder-7d ${early}`,
        `registration-reminder-7d ${english}`,
        `registration-reminder-24h ${early}`,
        `registration-reminder-24h ${english}`,
      ].sort(),
    );
    const mail = await queuedMail(db);
    const subjects = mail
      .filter((message) => message.kind.startsWith("registration-reminder"))
      .map((m) => m.subject);
    expect(subjects.some((subject) => subject.startsWith("Rappel : « Fondamentaux QHSE"))).toBe(true);
    expect(subjects.some((subject) => subject.startsWith("Reminder: “QHSE Fundamentals"))).toBe(true);
  });

  it("skip the week's reminder for a seat confirmed inside that week, and are not sent twice by two processes", async () => {
    const { db } = database;
    const people = await makeUsers(db, 60);
    const sessionId = await makeSession(db, { seats: 60, startsAt: start });
    const [late] = people;
    await registerForCourse(db, requestFor(late!, { sessionId }), at(3 * DAY));
    for (const userId of people.slice(1))
      await registerForCourse(db, requestFor(userId, { sessionId }), at(10 * DAY));
    // Two processes run the same pass at the same time.
    const [one, two] = await Promise.all([
      runRegistrationJobs(db, at(6 * DAY)),
      runRegistrationJobs(db, at(6 * DAY)),
    ]);
    expect(one.reminders["reminder-7d"] + two.reminders["reminder-7d"]).toBe(59);
    const sent = await reminders();
    expect(sent).toHaveLength(59);
    expect(new Set(sent).size).toBe(59);
    expect(sent).not.toContain(`registration-reminder-7d ${late}`);
    // The day before, everyone gets the 24-hour reminder, the late registrant included.
    await runRegistrationJobs(db, at(DAY / 2));
    expect((await reminders()).filter((line) => line.startsWith("registration-reminder-24h"))).toHaveLength(
      60,
    );
  });
});
