import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  auditLog,
  certificates,
  companies,
  companyBookings,
  emailOutbox,
  registrations,
  trainingSessions,
} from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import {
  audit,
  HALF_DAYS,
  makeStaff,
  makeTrainedSession,
  mark,
  setCourseRules,
} from "../../../tests/helpers/attendance";
import { makeSession, queuedMail, SITE_URL } from "../../../tests/helpers/registration";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import {
  ISSUE_WINDOW_MS,
  RENEWAL_REMINDER_BEFORE_MS,
  runCertificateJobs,
  tellHolder,
} from "./certificate-jobs.server";
import { issueCertificateManually, revokeCertificate } from "./certificates.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [
    auditLog,
    emailOutbox,
    attendanceMarks,
    certificates,
    registrations,
    companyBookings,
    trainingSessions,
    companies,
  ],
});

// makeTrainedSession: two days, 08:00–17:00 in Conakry, ending 2027-03-11 17:00 UTC.
const ENDS = new Date("2027-03-11T17:00:00Z");
const after = (ms: number) => ({ siteUrl: SITE_URL, now: new Date(ENDS.getTime() + ms) });
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function certificateMail() {
  return (await queuedMail(database.db)).filter((mail) => mail.kind.startsWith("certificate-"));
}

/** A session whose first participant attended every half-day (French) and second none (English). */
async function endedSession() {
  const fixture = await makeTrainedSession(database.db, { participants: 2 });
  const [present = 0, absent = 0] = fixture.registrationIds;
  await recordMarks(
    database.db,
    fixture.trainer,
    [
      ...HALF_DAYS.map(([day, part]) => mark(fixture.sessionId, present, day, part)),
      ...HALF_DAYS.map(([day, part]) => mark(fixture.sessionId, absent, day, part, "absent")),
    ],
    { audit },
  );
  return { ...fixture, present, absent };
}

describe("issuing at the session's end", () => {
  beforeEach(() => setCourseRules(database.db, 101, { threshold: 100, validityMonths: null }));

  it("issues nothing before the end, then once to who attended, with one e-mail queued with it; a re-run does nothing", async () => {
    const { db } = database;
    const session = await endedSession();
    expect(await runCertificateJobs(db, after(-MINUTE))).toEqual({
      issued: 0,
      emailed: 0,
      renewalReminders: 0,
    });
    expect(await db.select().from(certificates)).toEqual([]);

    expect(await runCertificateJobs(db, after(MINUTE))).toEqual({
      issued: 1,
      emailed: 0,
      renewalReminders: 0,
    });
    const [certificate] = await db.select().from(certificates);
    expect(certificate).toMatchObject({ registrationId: session.present, emailedAt: after(MINUTE).now });
    const mail = await certificateMail();
    expect(mail).toHaveLength(1);
    expect(mail[0]).toMatchObject({
      kind: "certificate-issued",
      subject: expect.stringContaining("Votre certificat"),
    });
    expect(mail[0]?.to).toBe(
      (await db.select().from(registrations).where(eq(registrations.id, session.present)))[0]?.email,
    );
    expect(mail[0]?.text).toContain(`${SITE_URL}/verify/${certificate?.code}`);
    expect(mail[0]?.text).toContain(`${SITE_URL}/profile/certificates`);
    expect(mail[0]?.text).toContain(`${SITE_URL}/profile/certificates/${certificate?.id}/certificate.pdf`);

    expect(await runCertificateJobs(db, after(2 * MINUTE))).toEqual({
      issued: 0,
      emailed: 0,
      renewalReminders: 0,
    });
    expect(await db.select().from(certificates)).toHaveLength(1);
    expect(await certificateMail()).toHaveLength(1);
  });

  it("issues nothing for a cancelled session, nor for one that ended before the window", async () => {
    const { db } = database;
    const session = await endedSession();
    await db
      .update(trainingSessions)
      .set({ status: "cancelled" })
      .where(eq(trainingSessions.id, session.sessionId));
    expect((await runCertificateJobs(db, after(MINUTE))).issued).toBe(0);
    await db
      .update(trainingSessions)
      .set({ status: "scheduled" })
      .where(eq(trainingSessions.id, session.sessionId));
    expect((await runCertificateJobs(db, after(ISSUE_WINDOW_MS + MINUTE))).issued).toBe(0);
    expect(await db.select().from(certificates)).toEqual([]);
    expect(await certificateMail()).toEqual([]);
  });

  it("tells, on the next pass, the holder of a certificate staff issued by hand, in their language, once; never a revoked one", async () => {
    const { db } = database;
    const session = await endedSession();
    const staff = await makeStaff(db);
    await runCertificateJobs(db, after(MINUTE));
    await issueCertificateManually(db, staff, session.absent, "Présent sur la feuille papier", {
      audit,
      now: after(DAY).now,
    });
    const other = await makeTrainedSession(db, { participants: 1 });
    const revoked = await issueCertificateManually(db, staff, other.registrationIds[0] ?? 0, "Erreur", {
      audit,
      now: after(DAY).now,
    });
    await revokeCertificate(db, staff, revoked.id, "Délivré par erreur", { audit, now: after(DAY).now });

    expect((await runCertificateJobs(db, after(DAY + MINUTE))).emailed).toBe(1);
    const mail = await certificateMail();
    expect(mail).toHaveLength(2);
    expect(mail[1]?.subject).toContain("Your certificate");
    expect(mail[1]?.text).toContain(`${SITE_URL}/en/verify/`);
    expect((await runCertificateJobs(db, after(DAY + 2 * MINUTE))).emailed).toBe(0);
  });
});

describe("renewal reminders", () => {
  beforeEach(() => setCourseRules(database.db, 101, { threshold: 100, validityMonths: 24 }));

  it("go 60 days before the end of validity, once, with the course's next sessions", async () => {
    const { db } = database;
    await endedSession();
    await runCertificateJobs(db, after(MINUTE));
    const [certificate] = await db.select().from(certificates);
    const validUntil = certificate?.validUntil;
    if (!validUntil) throw new Error("the course's validity was not applied");
    expect(validUntil.toISOString()).toBe("2029-03-11T17:01:00.000Z");
    const refresher = await makeSession(db, { startsAt: new Date("2029-02-05T08:00:00Z") });
    await makeSession(db, { startsAt: new Date("2029-02-06T08:00:00Z"), status: "cancelled" });
    const run = (ms: number) =>
      runCertificateJobs(db, { siteUrl: SITE_URL, now: new Date(validUntil.getTime() - ms) });

    expect((await run(RENEWAL_REMINDER_BEFORE_MS + MINUTE)).renewalReminders).toBe(0);
    expect((await run(RENEWAL_REMINDER_BEFORE_MS - MINUTE)).renewalReminders).toBe(1);
    expect((await run(RENEWAL_REMINDER_BEFORE_MS - 2 * MINUTE)).renewalReminders).toBe(0);
    expect((await run(DAY)).renewalReminders).toBe(0);

    const reminders = (await certificateMail()).filter((mail) => mail.kind === "certificate-renewal");
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.subject).toContain("expire bientôt");
    expect(reminders[0]?.text).toContain("expire le dimanche 11 mars 2029");
    expect(reminders[0]?.text).toContain(`${SITE_URL}/register/101?session=${refresher}`);
    expect(reminders[0]?.text).toContain("lundi 5 février 2029, Conakry");
    expect(reminders[0]?.text).not.toContain("6 février");
    const [updated] = await db.select().from(certificates);
    expect(updated?.renewalReminderSentAt).not.toBeNull();
  });

  it("go to the employer too when the holder's company booked the seat, in the company's language", async () => {
    const { db } = database;
    const { sessionId, present } = await endedSession();
    const [company] = await db
      .insert(companies)
      .values({
        legalName: "Mine de Boké SA",
        country: "GN",
        billingAddress: "Boké",
        billingEmail: "rh@boke.example",
        lang: "en",
      })
      .returning();
    const [booking] = await db
      .insert(companyBookings)
      .values({
        companyId: company!.id,
        sessionId,
        seats: 1,
        status: "confirmed",
        namingDeadline: ENDS,
        currency: "EUR",
      })
      .returning();
    await db
      .update(registrations)
      .set({ companyBookingId: booking!.id })
      .where(eq(registrations.id, present));
    await runCertificateJobs(db, after(MINUTE));
    const [certificate] = await db.select().from(certificates);
    const validUntil = certificate!.validUntil!;
    expect(
      (await runCertificateJobs(db, { siteUrl: SITE_URL, now: new Date(validUntil.getTime() - 30 * DAY) }))
        .renewalReminders,
    ).toBe(1);
    const mail = await certificateMail();
    expect(mail.filter((message) => message.kind === "certificate-renewal")).toHaveLength(1);
    const [employer] = mail.filter((message) => message.kind === "certificate-renewal-employer");
    expect(employer?.to).toBe("rh@boke.example");
    expect(employer?.subject).toContain("certificate to renew");
    expect(employer?.text).toContain("registered by Mine de Boké SA");
    expect(employer?.text).toContain(`${SITE_URL}/en/courses/101/company-booking`);
  });

  it("point to the course's page when no session is scheduled, and never go for a revoked or expired certificate", async () => {
    const { db } = database;
    const session = await endedSession();
    await runCertificateJobs(db, after(MINUTE));
    const [certificate] = await db.select().from(certificates);
    const validUntil = certificate?.validUntil ?? new Date(0);
    // Expired already: nothing.
    expect(
      (await runCertificateJobs(db, { siteUrl: SITE_URL, now: new Date(validUntil.getTime() + MINUTE) }))
        .renewalReminders,
    ).toBe(0);
    const reminderAt = { siteUrl: SITE_URL, now: new Date(validUntil.getTime() - 30 * DAY) };
    expect((await runCertificateJobs(db, reminderAt)).renewalReminders).toBe(1);
    const [reminder] = (await certificateMail()).filter((mail) => mail.kind === "certificate-renewal");
    expect(reminder?.text).toContain(`${SITE_URL}/courses/101`);

    // A revoked one, due the same day: no reminder.
    const staff = await makeStaff(db);
    const other = await makeTrainedSession(db, { participants: 1 });
    const revoked = await issueCertificateManually(db, staff, other.registrationIds[0] ?? 0, "Rattrapage", {
      audit,
      now: certificate?.issuedAt,
    });
    await revokeCertificate(db, staff, revoked.id, "Erreur", { audit, now: certificate?.issuedAt });
    expect(
      (await runCertificateJobs(db, { ...reminderAt, now: new Date(reminderAt.now.getTime() + DAY) }))
        .renewalReminders,
    ).toBe(0);
    expect(session.present).toBe(certificate?.registrationId);
  });
});

describe("a certificate staff issue by hand", () => {
  it("queues its holder's e-mail in the issuing transaction when the screen passes tellHolder: the pass then sends none", async () => {
    const { db } = database;
    const session = await endedSession();
    const staff = await makeStaff(db);
    const issuedAt = after(DAY).now;
    await issueCertificateManually(db, staff, session.absent, "Présent sur la feuille papier", {
      audit,
      now: issuedAt,
      onIssued: (tx, certificate) => tellHolder(tx, certificate.id, { siteUrl: SITE_URL, now: issuedAt }),
    });
    const [holder] = await db.select().from(registrations).where(eq(registrations.id, session.absent));
    const toHolder = async () => (await certificateMail()).filter((mail) => mail.to === holder?.email);
    expect(await toHolder()).toHaveLength(1);
    expect((await runCertificateJobs(db, after(DAY + MINUTE))).emailed).toBe(0);
    expect(await toHolder()).toHaveLength(1);
  });
});
