import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { registrations, user } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { audit, makeStaff, setCourseRules } from "../../../tests/helpers/attendance";
import { testAppContext } from "../../../tests/helpers/app-context";
import { readPdf } from "../../../tests/helpers/pdf";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { listRegistrationsOf } from "~/features/registration/registration-views.server";
import type { Database } from "../../../db/database";
import { issueCertificateManually, revokeCertificate } from "./certificates.server";
import { certificatePdfLoader } from "./certificate-downloads.server";
import { myCertificatesLoader, type MyCertificateView } from "./my-certificates-page.server";

// The accounts are made once per file (signing in is rate limited).
const database = useTestDatabase({ prepare: seedCatalog });

async function registrationOf(db: Database, userId: string, courseId: number, lang: "fr" | "en" = "fr") {
  const sessionId = await makeSession(db, { courseId, startsAt: new Date("2027-03-10T08:00:00Z") });
  const [row] = await db
    .insert(registrations)
    .values({
      userId,
      courseId,
      sessionId,
      firstName: "Mariama",
      lastName: "Condé",
      email: `${userId}@example.com`,
      phone: "+224 620 00 00 00",
      status: "confirmed",
      lang,
    })
    .returning({ id: registrations.id });
  if (!row) throw new Error("no registration");
  return row.id;
}

describe("/profile/certificates", () => {
  it("lists only the signed-in person's certificates, with status, PDF and share link; downloads are theirs and staff's only", async () => {
    const { db } = database;
    const context = testAppContext(db);
    const holder = await signedInAccount(context);
    const stranger = await signedInAccount(context);
    const moderator = await signedInAccount(context);
    await db.update(user).set({ role: "moderator" }).where(eq(user.id, moderator.userId));
    const staff = await makeStaff(db);
    await setCourseRules(db, 101, { validityMonths: 24 });
    await setCourseRules(db, 102, { validityMonths: null });
    const issuedAt = new Date("2027-03-12T09:00:00Z");
    const valid = await issueCertificateManually(
      db,
      staff,
      await registrationOf(db, holder.userId, 101),
      "Présent",
      {
        audit,
        now: issuedAt,
      },
    );
    const revoked = await issueCertificateManually(
      db,
      staff,
      await registrationOf(db, holder.userId, 102),
      "Présent",
      {
        audit,
        now: issuedAt,
      },
    );
    await revokeCertificate(db, staff, revoked.id, "Erreur de saisie", {
      audit,
      now: new Date("2027-04-01T10:00:00Z"),
    });
    const others = await issueCertificateManually(
      db,
      staff,
      await registrationOf(db, stranger.userId, 103),
      "Présent",
      { audit, now: issuedAt },
    );

    const page = async (cookie: string, lang = "", now = new Date("2027-06-01T00:00:00Z")) =>
      outcomeOf(() =>
        myCertificatesLoader({
          request: new Request(`https://site.example${lang}/profile/certificates`, {
            headers: { Cookie: cookie },
          }),
          context,
          now,
        }),
      );
    const listed = (outcome: Awaited<ReturnType<typeof page>>) =>
      (outcome.data as { certificates: MyCertificateView[] }).certificates;

    const mine = await page(holder.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const views = listed(mine);
    expect(views.map((view) => view.id).sort()).toEqual([valid.id, revoked.id].sort());
    expect(views.find((view) => view.id === others.id)).toBeUndefined();
    const validView = views.find((view) => view.id === valid.id);
    expect(validView).toMatchObject({
      number: valid.number,
      status: { kind: "valid", until: "lundi 12 mars 2029" },
      pdfHref: `/profile/certificates/${valid.id}/certificate.pdf`,
      credentialHref: `/profile/certificates/${valid.id}/credential.jwt`,
      shareUrl: `https://site.example/verify/${valid.code}`,
    });
    // A revoked certificate has no credential to download.
    expect(views.find((view) => view.id === revoked.id)).toMatchObject({
      status: { kind: "revoked", on: "jeudi 1 avril 2027" },
      credentialHref: null,
    });
    // In English, after the validity: expired on its date, English links.
    const later = listed(await page(holder.cookie, "/en", new Date("2029-04-01T00:00:00Z")));
    expect(later.find((view) => view.id === valid.id)).toMatchObject({
      status: { kind: "expired", on: "Monday, 12 March 2029" },
      pdfHref: `/en/profile/certificates/${valid.id}/certificate.pdf`,
      shareUrl: `https://site.example/en/verify/${valid.code}`,
    });
    // Someone without a certificate: the empty list (the page's empty state).
    const nobody = await signedInAccount(context);
    expect(listed(await page(nobody.cookie))).toEqual([]);
    // Signed out: the guard's 401.
    expect(
      (
        await outcomeOf(() =>
          myCertificatesLoader({
            request: new Request("https://site.example/profile/certificates"),
            context,
          }),
        )
      ).status,
    ).toBe(401);

    // Mes inscriptions links each registration to its certificate.
    const registrationViews = await listRegistrationsOf(db, holder.userId, {
      lang: "fr",
      secrets: context.secrets,
    });
    expect(registrationViews.map((view) => view.certificateId).sort()).toEqual([valid.id, revoked.id].sort());

    const download = (cookie: string | null, id: string, lang = "") =>
      outcomeOf(() =>
        certificatePdfLoader({
          request: new Request(`https://site.example${lang}/profile/certificates/${id}/certificate.pdf`, {
            headers: cookie ? { Cookie: cookie } : {},
          }),
          params: { certificateId: id },
          context,
        }),
      );
    const response = await certificatePdfLoader({
      request: new Request(`https://site.example/profile/certificates/${valid.id}/certificate.pdf`, {
        headers: { Cookie: holder.cookie },
      }),
      params: { certificateId: String(valid.id) },
      context,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/pdf");
    expect(response.headers.get("Content-Disposition")).toBe(
      `attachment; filename="certificat-${valid.number}.pdf"`,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const pdf = await readPdf(new Uint8Array(await response.arrayBuffer()));
    expect(pdf.pages[0]).toContain("Mariama Condé");
    expect(pdf.pages[0]).toContain(valid.number);

    expect((await download(stranger.cookie, String(valid.id))).status).toBe(404);
    expect((await download(holder.cookie, String(others.id))).status).toBe(404);
    expect((await download(holder.cookie, "999999")).status).toBe(404);
    expect((await download(holder.cookie, "abc")).status).toBe(404);
    expect((await download(moderator.cookie, String(valid.id))).status).toBe(200);
    const signedOut = await download(null, String(valid.id), "/en");
    expect(signedOut.status).toBe(302);
    expect(signedOut.location).toBe(
      `/en/auth?redirectTo=${encodeURIComponent(`/en/profile/certificates/${valid.id}/certificate.pdf`)}`,
    );
  });
});
