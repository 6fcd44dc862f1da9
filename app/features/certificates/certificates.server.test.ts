import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import {
  attendanceMarks,
  auditLog,
  certificates,
  courses,
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
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import { CODE_BITS, newCertificateCode, normalizeCertificateCode } from "./certificate-code";
import {
  CertificateError,
  issueCertificateManually,
  issueCertificatesForSession,
  revokeCertificate,
  verifyCertificate,
} from "./certificates.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, certificates, registrations, trainingSessions],
});

// makeTrainedSession: two days, 08:00–17:00 in Conakry, four half-days of four hours (HALF_DAYS).
const AFTER_END = new Date("2027-03-12T09:00:00Z");

describe("certificates", () => {
  let fixture: Awaited<ReturnType<typeof makeTrainedSession>>;
  let full: number;
  let missedOne: number;
  let absent: number;
  beforeEach(async () => {
    await setCourseRules(database.db, 101, { threshold: 100, validityMonths: null });
    fixture = await makeTrainedSession(database.db, { participants: 3 });
    [full = 0, missedOne = 0, absent = 0] = fixture.registrationIds;
    const marks = [
      ...HALF_DAYS.map(([day, part]) => mark(fixture.sessionId, full, day, part)),
      ...HALF_DAYS.map(([day, part], index) =>
        mark(
          fixture.sessionId,
          missedOne,
          day,
          part,
          index === 3 ? "absent" : index === 1 ? "late" : "present",
        ),
      ),
      ...HALF_DAYS.map(([day, part]) => mark(fixture.sessionId, absent, day, part, "absent")),
    ];
    await recordMarks(database.db, fixture.trainer, marks, { audit });
  });

  const issuedTo = async () =>
    (await database.db.select().from(certificates).orderBy(certificates.registrationId)).map(
      (c) => c.registrationId,
    );

  it("issues one to whoever attended every half-day, none to who missed one, once, after the end", async () => {
    const { db } = database;
    expect(
      await issueCertificatesForSession(db, fixture.sessionId, new Date("2027-03-11T16:00:00Z")),
    ).toEqual([]);
    const issued = await issueCertificatesForSession(db, fixture.sessionId, AFTER_END);
    expect(issued.map((c) => c.registrationId)).toEqual([full]);
    expect(issued[0]).toMatchObject({
      minutesAttended: 960,
      minutesPlanned: 960,
      issuedBy: null,
      validUntil: null,
    });
    expect(issued[0]?.number).toMatch(/^2027-\d{6}$/);
    expect(await issueCertificatesForSession(db, fixture.sessionId, AFTER_END)).toEqual([]);
    expect(await issuedTo()).toEqual([full]);
  });

  it("follows the course's threshold: at 50 %, three half-days of four earn one, none earn none", async () => {
    await setCourseRules(database.db, 101, { threshold: 50 });
    await issueCertificatesForSession(database.db, fixture.sessionId, AFTER_END);
    expect(await issuedTo()).toEqual([full, missedOne]);
  });

  it("lets staff issue one by hand, with a reason in the audit log; refuses others and a second one", async () => {
    const { db } = database;
    const staff = await makeStaff(db);
    const refusedTrainer = await issueCertificateManually(db, fixture.trainer, absent, "Rattrapage", {
      audit,
    }).catch((error: unknown) => error);
    expect(refusedTrainer).toBeInstanceOf(CertificateError);
    expect((refusedTrainer as CertificateError).reason).toBe("not_allowed");
    const noReason = await issueCertificateManually(db, staff, absent, "  ", { audit }).catch(
      (error: unknown) => error,
    );
    expect((noReason as CertificateError).reason).toBe("reason_required");

    const row = await issueCertificateManually(db, staff, absent, "Rattrapage suivi le 15 mars", {
      audit,
      now: AFTER_END,
    });
    expect(row).toMatchObject({
      registrationId: absent,
      issuedBy: staff.id,
      issueReason: "Rattrapage suivi le 15 mars",
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "certificate_issue"));
    expect(entry).toMatchObject({
      actorId: staff.id,
      entityId: String(row.id),
      after: { number: row.number },
    });

    const again = await issueCertificateManually(db, staff, absent, "Encore", { audit }).catch(
      (e: unknown) => e,
    );
    expect((again as CertificateError).reason).toBe("already_issued");
    // The session's end does not issue a second one either.
    await issueCertificatesForSession(db, fixture.sessionId, AFTER_END);
    expect(await issuedTo()).toEqual([full, absent]);
  });

  it("verifies by code: valid, then revoked at once (audited), in the asked language", async () => {
    const { db } = database;
    const [certificate] = await issueCertificatesForSession(db, fixture.sessionId, AFTER_END);
    if (!certificate) throw new Error("no certificate");
    const [course] = await db.select().from(courses).where(eq(courses.id, 101));

    const fr = await verifyCertificate(db, certificate.code, "fr", AFTER_END);
    expect(fr).toMatchObject({
      holderName: "Awa Diallo 1",
      courseTitle: course?.title.fr,
      minutesAttended: 960,
      minutesPlanned: 960,
      status: { kind: "valid", validUntil: null },
    });
    expect((await verifyCertificate(db, certificate.code.toLowerCase(), "en", AFTER_END))?.courseTitle).toBe(
      course?.title.en || course?.title.fr,
    );

    const staff = await makeStaff(db);
    const revokedAt = new Date("2027-04-01T10:00:00Z");
    await revokeCertificate(db, staff, certificate.id, "Fraude constatée", { audit, now: revokedAt });
    expect((await verifyCertificate(db, certificate.code, "fr", revokedAt))?.status).toEqual({
      kind: "revoked",
      on: revokedAt,
    });
    const [entry] = await db.select().from(auditLog).where(eq(auditLog.action, "certificate_revoke"));
    expect(entry).toMatchObject({
      before: { revokedAt: null },
      after: { revokedReason: "Fraude constatée" },
    });
    const twice = await revokeCertificate(db, staff, certificate.id, "Encore", { audit }).catch(
      (e: unknown) => e,
    );
    expect((twice as CertificateError).reason).toBe("already_revoked");
  });

  it("says expired, with the date, once the course's validity has run", async () => {
    const { db } = database;
    await setCourseRules(db, 101, { validityMonths: 24 });
    const [certificate] = await issueCertificatesForSession(db, fixture.sessionId, AFTER_END);
    const end = new Date("2029-03-12T09:00:00Z");
    expect(certificate?.validUntil).toEqual(end);
    const code = certificate?.code ?? "";
    expect((await verifyCertificate(db, code, "fr", new Date("2029-03-12T08:59:59Z")))?.status).toEqual({
      kind: "valid",
      validUntil: end,
    });
    expect((await verifyCertificate(db, code, "fr", end))?.status).toEqual({ kind: "expired", on: end });
  });

  it("answers nothing for an unknown or malformed code", async () => {
    expect(await verifyCertificate(database.db, newCertificateCode(), "fr", AFTER_END)).toBeNull();
    expect(await verifyCertificate(database.db, "not-a-code", "fr", AFTER_END)).toBeNull();
    expect(await verifyCertificate(database.db, "U".repeat(20), "fr", AFTER_END)).toBeNull();
  });
});

describe("verification codes", () => {
  it("carry at least 80 random bits in 20 Crockford characters, and do not repeat", () => {
    expect(CODE_BITS).toBeGreaterThanOrEqual(80);
    const codes = Array.from({ length: 10_000 }, newCertificateCode);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes.slice(0, 100)) expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{20}$/);
    // Every character position takes many values: the bits are spread over the whole code.
    for (let position = 0; position < 20; position++)
      expect(new Set(codes.map((code) => code[position])).size).toBe(32);
  });

  it("are read back whatever the case, hyphens and the look-alike letters", () => {
    expect(normalizeCertificateCode("abcd-efgh-jkmn-pqrs-tvwx")).toBe("ABCDEFGHJKMNPQRSTVWX");
    expect(normalizeCertificateCode("OOOOOIIIIILLLLL00000")).toBe("00000111111111100000");
    expect(normalizeCertificateCode("ABC")).toBeNull();
  });
});
