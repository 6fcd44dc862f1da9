import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { attendanceMarks, auditLog, certificates, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, HALF_DAYS, makeStaff, makeTrainedSession, mark } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { expandOffline, first, verifyWithPublishedKeys } from "../../../tests/helpers/credentials";
import { signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { recordMarks } from "~/features/attendance/attendance.server";
import { credentialLoader } from "./certificate-downloads.server";
import { issueCertificatesForSession, revokeCertificate } from "./certificates.server";
import { VC_JWT_MEDIA_TYPE, type OpenBadgeCredential } from "./open-badge.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [auditLog, attendanceMarks, certificates, registrations, trainingSessions],
});

const OB = "https://purl.imsglobal.org/spec/vc/ob/vocab.html#";

describe("a certificate as an Open Badges 3.0 credential", () => {
  const context = () => testAppContext(database.db);
  let holder: Awaited<ReturnType<typeof signedInAccount>>;
  let certificateId: number;

  beforeEach(async () => {
    const { db } = database;
    const fixture = await makeTrainedSession(db, { participants: 1 });
    const [registrationId = 0] = fixture.registrationIds;
    holder = await signedInAccount(context(), { firstName: "Mariama", lastName: "Condé" });
    await db
      .update(registrations)
      .set({ userId: holder.userId, firstName: "Mariama", lastName: "Condé", email: holder.email })
      .where(eq(registrations.id, registrationId));
    await recordMarks(
      db,
      fixture.trainer,
      HALF_DAYS.map(([day, part]) => mark(fixture.sessionId, registrationId, day, part)),
      { audit },
    );
    const [issued] = await issueCertificatesForSession(
      db,
      fixture.sessionId,
      new Date("2027-03-12T09:00:00Z"),
    );
    if (!issued) throw new Error("no certificate issued");
    certificateId = issued.id;
  });

  const download = (
    cookie: string | null,
    id: number | string = certificateId,
    path = "/profile/certificates",
  ) =>
    credentialLoader({
      request: new Request(`https://site.example${path}/${id}/credential.jwt`, {
        headers: cookie ? { Cookie: cookie } : {},
      }),
      params: { certificateId: String(id) },
      context: context(),
    });

  /** Checked against the keys the site publishes (/.well-known/jwks.json serves the same set). */
  async function verified(token: string) {
    const { keys } = await context().auth.api.getJwks();
    const { header, payload } = await verifyWithPublishedKeys(token, keys);
    return { header, payload: payload as unknown as OpenBadgeCredential };
  }

  it("is signed with the key the site publishes, and carries the required Open Badges fields", async () => {
    const answer = await download(holder.cookie);
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Content-Type")).toBe(VC_JWT_MEDIA_TYPE);
    expect(answer.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="certificate-2027-\d{6}\.jwt"$/,
    );
    const { header, payload } = await verified(await answer.text());
    expect(header).toMatchObject({ alg: "EdDSA", typ: "vc+jwt", cty: "vc" });

    const [row] = await database.db.select().from(certificates).where(eq(certificates.id, certificateId));
    expect(payload).toMatchObject({
      id: `https://site.example/verify/${row!.code}`,
      type: ["VerifiableCredential", "OpenBadgeCredential"],
      issuer: { id: "https://site.example/", type: ["Profile"] },
      validFrom: "2027-03-12T09:00:00.000Z",
      credentialSubject: {
        type: ["AchievementSubject"],
        achievement: {
          id: "https://site.example/courses/101",
          type: ["Achievement"],
          achievementType: "CertificateOfCompletion",
          criteria: { narrative: expect.stringContaining("16 h") },
        },
      },
    });
    expect(payload.validUntil).toBeUndefined();

    // Expanded with the Open Badges 3.0 and VC 2.0 contexts (safe mode: an unknown term is an
    // error), the terms are Open Badges' own.
    const expanded = await expandOffline(payload);
    expect(expanded["@type"]).toEqual([
      "https://www.w3.org/2018/credentials#VerifiableCredential",
      `${OB}OpenBadgeCredential`,
    ]);
    const subject = first(expanded, "https://www.w3.org/2018/credentials#credentialSubject");
    expect(subject["@type"]).toEqual([`${OB}AchievementSubject`]);
    const achievement = first(subject, `${OB}achievement`);
    expect(achievement["@type"]).toEqual([`${OB}Achievement`]);
    expect(first(achievement, `${OB}achievementType`)["@value"]).toBe("CertificateOfCompletion");
    // The Open Badges 3.0.3 context maps `criteria` to the term Criteria.
    expect(first(first(achievement, `${OB}Criteria`), `${OB}narrative`)["@value"]).toContain("16 h");

    // The holder's name is readable; the e-mail only checkable, with the salt given.
    const [name, email] = payload.credentialSubject.identifier;
    if (!email) throw new Error("no e-mail identifier");
    expect(name).toMatchObject({ identityType: "name", hashed: false, identityHash: "Mariama Condé" });
    expect(email).toMatchObject({ identityType: "emailAddress", hashed: true });
    expect(JSON.stringify(payload)).not.toContain(holder.email);
    const expected = createHash("sha256")
      .update(holder.email + (email.salt ?? ""))
      .digest("hex");
    expect(email.identityHash).toBe(`sha256$${expected}`);
  });

  it("fails verification when a field is changed", async () => {
    const token = await (await download(holder.cookie)).text();
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(
      Buffer.from(payload ?? "", "base64url").toString("utf8"),
    ) as OpenBadgeCredential;
    claims.credentialSubject.identifier[0]!.identityHash = "Quelqu'un d'autre";
    const forged = [header, Buffer.from(JSON.stringify(claims)).toString("base64url"), signature].join(".");
    await expect(verified(forged)).rejects.toThrow(/signature/i);
    await expect(verified(token)).resolves.toBeTruthy();
  });

  it("is in English for an English certificate, under /en", async () => {
    await database.db.update(certificates).set({ lang: "en" }).where(eq(certificates.id, certificateId));
    const { payload } = await verified(
      await (await download(holder.cookie, certificateId, "/en/profile/certificates")).text(),
    );
    expect(payload.id).toMatch(/^https:\/\/site\.example\/en\/verify\/[0-9A-Z]{20}$/);
    expect(payload.name).toMatch(/^Training certificate/);
    expect(payload.credentialSubject.achievement.id).toBe("https://site.example/en/courses/101");
  });

  it("is only for its holder: others, revoked and unknown certificates get the same 404; signed out goes to sign in", async () => {
    const other = await signedInAccount(context());
    expect((await download(other.cookie)).status).toBe(404);
    expect((await download(holder.cookie, "abc")).status).toBe(404);
    expect((await download(holder.cookie, certificateId + 1000)).status).toBe(404);

    const signedOut = await download(null).catch((thrown: unknown) => thrown);
    expect(signedOut).toBeInstanceOf(Response);
    expect((signedOut as Response).headers.get("Location")).toBe(
      `/auth?redirectTo=${encodeURIComponent(`/profile/certificates/${certificateId}/credential.jwt`)}`,
    );

    const staff = await makeStaff(database.db);
    await revokeCertificate(database.db, staff, certificateId, "Erreur de saisie", { audit });
    expect((await download(holder.cookie)).status).toBe(404);
  });
});
