/**
 * The public verification page over HTTP, on the production build: a certificate's facts without
 * signing in, noindex in the page and the header, a 404 in the page's language for an unknown code,
 * a 429 once the client address has used its look-ups.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalog } from "../../db/seed";
import {
  issueCertificatesForSession,
  revokeCertificate,
} from "../../app/features/certificates/certificates.server";
import { modulesLoadedAfterPaint } from "../../app/lib/hydrate-after-paint.server";
import { newCertificateCode } from "../../app/features/certificates/certificate-code";
import { verifyRule } from "../../app/features/certificates/verify-page.server";
import { recordMarks } from "../../app/features/attendance/attendance.server";
import { audit, makeStaff, makeTrainedSession, mark } from "../helpers/attendance";
import { useTestDatabase } from "../helpers/test-database";
import { startTestServer, type TestServer } from "../helpers/test-server";

const database = useTestDatabase({ prepare: seedCatalog });
let server: TestServer;
let code = "";
let certificateId = 0;

beforeAll(async () => {
  const { db } = database;
  // One day, 08:00–12:00 in Conakry: one half-day.
  const fixture = await makeTrainedSession(db, {
    participants: 1,
    startsAt: new Date("2026-03-10T08:00:00Z"),
    endsAt: new Date("2026-03-10T12:00:00Z"),
  });
  await recordMarks(
    db,
    fixture.trainer,
    [mark(fixture.sessionId, fixture.registrationIds[0]!, "2026-03-10", "morning")],
    {
      audit,
    },
  );
  const [certificate] = await issueCertificatesForSession(
    db,
    fixture.sessionId,
    new Date("2026-03-10T13:00:00Z"),
  );
  code = certificate?.code ?? "";
  certificateId = certificate?.id ?? 0;
  server = await startTestServer(db);
});
afterAll(async () => {
  await server?.close();
});

// Every request comes from 127.0.0.1 and counts against its limit: the limit test runs last and
// uses up what the others left.
const page = (path: string) => fetch(`${server.base}${path}`);

describe("certificate verification page", () => {
  it("shows the holder, course, dates, hours and status, noindex, without signing in", async () => {
    const response = await page(`/verify/${code}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
    const html = await response.text();
    expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    expect(html).toContain("Awa Diallo 1");
    expect(html).toContain("mardi 10 mars 2026");
    expect(html).toMatch(/4\sheures sur 4\sheures/);
    expect(html).toContain("Valide");

    const english = await (await page(`/en/verify/${code.toLowerCase()}`)).text();
    expect(english).toContain("Certificate verification");
    expect(english).toMatch(/4\shours of 4\shours/);
    expect(english).toContain("Valid");
    // Nothing more than the five facts: not the registrant's e-mail (their account id is in it).
    expect(html).not.toMatch(/user-\d+-/);
  });

  it("ships no JavaScript: no module script, no preload, no hydration data, the facts in the HTML", async () => {
    for (const path of [`/verify/${code}`, `/en/verify/${code}`, `/verify/${newCertificateCode()}`]) {
      const html = await (await page(path)).text();
      expect(html, path).not.toMatch(/<script\b[^>]*type="module"/);
      expect(html, path).not.toMatch(/rel="modulepreload"/);
      expect(html, path).not.toContain("__reactRouterContext");
      // The stylesheet still makes the page.
      expect(html, path).toMatch(/<link\b[^>]*rel="stylesheet" href="\/assets\/[^"]+\.css"/);
    }
    expect(await (await page(`/verify/${code}`)).text()).toContain("Valide");
    // A page with something interactive still hydrates.
    expect(modulesLoadedAfterPaint(await (await page("/contact")).text())).not.toEqual([]);
  });

  it("shows a flash message as a banner, not in a <noscript> a scripting browser would hide", async () => {
    // The footer's newsletter form on this page, posted without JavaScript: back here with a flash.
    const posted = await fetch(`${server.base}/newsletter`, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: server.base },
      body: new URLSearchParams({ email: "lecteur@example.com", redirectTo: `/verify/${code}` }),
    });
    expect(posted.status).toBeGreaterThanOrEqual(300);
    expect(posted.headers.get("location")).toBe(`/verify/${code}`);
    const cookie = posted.headers
      .getSetCookie()
      .map((line) => line.split(";")[0])
      .join("; ");
    const html = await (await fetch(`${server.base}/verify/${code}`, { headers: { cookie } })).text();
    const banner = /<div role="status"[^>]*>[^<]*<\/div>/.exec(html)?.[0] ?? "";
    expect(banner).toMatch(/Merci/);
    expect(html).not.toMatch(/<noscript><div role="status"/);
  });

  it("answers 404 with a clear message for an unknown or malformed code, in the page's language", async () => {
    const unknown = await page(`/verify/${newCertificateCode()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-robots-tag")).toContain("noindex");
    expect(await unknown.text()).toContain("Certificat introuvable");
    const malformed = await page("/en/verify/not-a-code");
    expect(malformed.status).toBe(404);
    expect(await malformed.text()).toContain("Certificate not found");
  });

  it("says revoked as soon as staff revoke it", async () => {
    const staff = await makeStaff(database.db);
    await revokeCertificate(database.db, staff, certificateId, "Erreur de saisie", {
      audit,
      now: new Date("2026-04-02T09:00:00Z"),
    });
    const html = await (await page(`/verify/${code}`)).text();
    expect(html).toContain("Révoqué le jeudi 2 avril 2026");
  });

  it("answers 429 with Retry-After once the address has used its look-ups", async () => {
    let status = 200;
    let response: Response | undefined;
    // The earlier tests used some of this address's look-ups; at most the rule's count remain.
    for (let attempt = 0; attempt <= verifyRule.points && status !== 429; attempt++) {
      response = await page(`/verify/${newCertificateCode()}`);
      status = response.status;
      await response.body?.cancel();
    }
    expect(status).toBe(429);
    expect(Number(response?.headers.get("retry-after"))).toBeGreaterThan(0);
    const limited = await page(`/verify/${code}`);
    expect(limited.status).toBe(429);
    expect(await limited.text()).toContain("Trop de vérifications");
  });
});
