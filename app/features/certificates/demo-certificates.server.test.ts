import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { seedCatalog } from "../../../db/seed/catalog";
import { seedDemoData } from "../../../db/seed/demo";
import { attendanceMarks, certificates, registrations, trainingSessions, user } from "../../../db/schema";
import { audit } from "../../../tests/helpers/attendance";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { verifyCertificate } from "./certificates.server";
import { DEMO_PAST_SESSION_ID, issueDemoCertificate } from "./demo-certificates.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [attendanceMarks, certificates, registrations, trainingSessions, user],
});

describe("the demo certificate", () => {
  it("goes to the first demo user for the whole past demo session, once, valid on its verification page", async () => {
    const { db } = database;
    const now = new Date();
    await seedDemoData(db, now);
    await db.insert(user).values([
      {
        id: "demo-user",
        name: "Fatoumata Utilisatrice",
        email: "user@demo.example.com",
        firstName: "Fatoumata",
        lastName: "Utilisatrice",
      },
      {
        id: "demo-moderator",
        name: "Mamadou Modérateur",
        email: "moderator@demo.example.com",
        role: "moderator",
      },
    ]);
    const accounts = [
      { email: "user@demo.example.com", role: "user" },
      { email: "moderator@demo.example.com", role: "moderator" },
    ];
    await issueDemoCertificate(db, accounts, { audit, now });
    await issueDemoCertificate(db, accounts, { audit, now }); // idempotent

    const rows = await db
      .select({ certificate: certificates, userId: registrations.userId, sessionId: registrations.sessionId })
      .from(certificates)
      .innerJoin(registrations, eq(registrations.id, certificates.registrationId));
    expect(rows.map((row) => [row.userId, row.sessionId])).toEqual([["demo-user", DEMO_PAST_SESSION_ID]]);
    const [{ certificate } = rows[0]!] = rows;
    expect(certificate.minutesAttended).toBe(certificate.minutesPlanned);
    const [session] = await db
      .select()
      .from(trainingSessions)
      .where(eq(trainingSessions.id, DEMO_PAST_SESSION_ID));
    expect(session?.trainerUserId).toBe("demo-moderator");
    // Three days, mornings and afternoons: six marks, not twelve.
    expect(await db.select().from(attendanceMarks)).toHaveLength(6);
    const verified = await verifyCertificate(db, certificate.code, "fr", now);
    expect(verified).toMatchObject({ holderName: "Fatoumata Utilisatrice", status: { kind: "valid" } });
  });

  it("does nothing without the past demo session (no demo data)", async () => {
    const { db } = database;
    await issueDemoCertificate(db, [{ email: "user@demo.example.com", role: "user" }], { audit });
    expect(await db.select().from(certificates)).toEqual([]);
  });
});
