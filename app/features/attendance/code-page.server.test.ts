import { eq } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { rateLimits, registrations, trainingSessions } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import { decodeQr } from "../../../tests/helpers/qr";
import { makeSession } from "../../../tests/helpers/registration";
import { outcomeOf, signedInAccount } from "../../../tests/helpers/signed-in";
import { staffAccount } from "../../../tests/helpers/staff";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import type { AppContext } from "~/lib/app-context";
import { verifyAttendanceCode } from "./attendance-code.server";
import { codePageLoader, currentCodeLoader, type ShownCode } from "./code-page.server";
import { attendanceCodePath } from "./code-paths";

const database = useTestDatabase({ prepare: seedCatalog, emptyBeforeEach: [rateLimits, registrations, trainingSessions] });

type Account = Awaited<ReturnType<typeof signedInAccount>>;
let context: AppContext;
let trainer: Account;
let someone: Account;
let moderator: Account;
let adminWithoutTwoFactor: Account;
let sessionId: number;

/** 10 March 2027, 10 s into a window: 09:00:10 in Conakry (UTC), the session's first morning. */
const now = new Date("2027-03-10T09:00:10Z");

beforeAll(async () => {
  context = testAppContext(database.db);
  trainer = await signedInAccount(context, { firstName: "Mamadou", lastName: "Formateur" });
  someone = await signedInAccount(context, { firstName: "Fatou", lastName: "Autre" });
  moderator = (await staffAccount(context, "moderator"))!;
  adminWithoutTwoFactor = (await staffAccount(context, "admin without two-factor"))!;
});

beforeEach(async () => {
  sessionId = await makeSession(database.db, {
    startsAt: new Date("2027-03-10T08:00:00Z"),
    endsAt: new Date("2027-03-11T17:00:00Z"),
  });
  await database.db.update(trainingSessions).set({ trainerUserId: trainer.userId }).where(eq(trainingSessions.id, sessionId));
});

const pagePath = (query = "day=2027-03-10&part=morning", lang: "fr" | "en" = "fr", id = sessionId) =>
  `${lang === "en" ? "/en" : ""}/trainer/sessions/${id}/code${query ? `?${query}` : ""}`;

function open(account: Account | null, path = pagePath(), at = now) {
  const request = new Request(`https://site.example${path}`, { headers: account ? { Cookie: account.cookie } : {} });
  const params = { sessionId: path.split("/")[path.startsWith("/en") ? 4 : 3] };
  return outcomeOf(() => codePageLoader({ request, context, params, now: at }));
}

interface PageData {
  course: string;
  halfDay: string | null;
  code: ShownCode | null;
  refusal: { status: number; message: string } | null;
  refreshPath: string | null;
}

describe("the trainer's attendance code page", () => {
  it("shows the session's trainer a QR code of the participant's link, renewed with the window", async () => {
    const page = await open(trainer);
    expect(page.status).toBe(200);
    expect(page.headers.get("Cache-Control")).toBe("private, no-store");
    expect(page.headers.get("X-Robots-Tag")).toContain("noindex");
    const body = page.data as PageData;
    expect(body.halfDay).toBe("Matin du mercredi 10 mars 2027");
    expect(body.course).toBeTruthy();
    expect(body.refreshPath).toBe(`/trainer/sessions/${sessionId}/code/current?day=2027-03-10&part=morning`);
    expect(body.code?.secondsLeft).toBe(20);
    // The QR code, read by an independent decoder, is the absolute link to the participant's page.
    const link = await decodeQr(body.code!.qr);
    expect(link).toBe(body.code?.link);
    const match = /^https:\/\/site\.example\/attend\/([A-Za-z0-9_-]{38})$/.exec(link ?? "");
    expect(match).not.toBeNull();
    expect(verifyAttendanceCode(context.secrets, match![1], now)).toMatchObject({
      ok: true,
      subject: { sessionId, day: "2027-03-10", part: "morning" },
    });

    // Its refresh route gives the next window's code once the window has turned.
    const later = new Date("2027-03-10T09:00:31Z");
    const request = new Request(`https://site.example${body.refreshPath}`, { headers: { Cookie: trainer.cookie } });
    const response = (await currentCodeLoader({ request, context, params: { sessionId: String(sessionId) }, now: later })) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    const next = (await response.json()) as ShownCode;
    expect(next.link).not.toBe(body.code?.link);
    expect(next.secondsLeft).toBe(29);
    expect(await decodeQr(next.qr)).toBe(next.link);
  });

  it("links to the English page from the English page", async () => {
    expect(attendanceCodePath(sessionId, "2027-03-10", "afternoon", "en")).toBe(
      pagePath("day=2027-03-10&part=afternoon", "en"),
    );
    const page = await open(trainer, attendanceCodePath(sessionId, "2027-03-10", "afternoon", "en"));
    const body = page.data as PageData;
    expect(body.halfDay).toBe("Afternoon of Wednesday, 10 March 2027");
    expect(body.code?.link).toMatch(/^https:\/\/site\.example\/en\/attend\/[A-Za-z0-9_-]{38}$/);
    expect(body.refreshPath).toBe(`/en/trainer/sessions/${sessionId}/code/current?day=2027-03-10&part=afternoon`);
  });

  it("is for the session's trainer and staff only", async () => {
    expect((await open(null)).status).toBe(401);
    expect((await open(someone)).status).toBe(403);
    // Not even whether another session exists is told to someone who is not staff.
    expect((await open(someone, pagePath(undefined, "fr", 999_999))).status).toBe(403);
    expect((await open(moderator)).status).toBe(200);
    const admin = await open(adminWithoutTwoFactor);
    expect(admin.status).toBe(302);
    expect(admin.location).toContain("/profile/two-factor?required=1");
    expect((await open(moderator, pagePath(undefined, "fr", 999_999))).status).toBe(404);
    // The refresh route has the same guards.
    const request = new Request(`https://site.example${pagePath()}/current`, { headers: { Cookie: someone.cookie } });
    const refused = await outcomeOf(() => currentCodeLoader({ request, context, params: { sessionId: String(sessionId) }, now }));
    expect(refused.status).toBe(403);
  });

  it("refuses a half-day that is not the session's, another day's, a cancelled session, a malformed one", async () => {
    const refusal = async (query: string, lang: "fr" | "en" = "fr") => {
      const page = await open(trainer, pagePath(query, lang));
      const body = page.data as PageData;
      expect(body.code).toBeNull();
      return { status: page.status, message: body.refusal?.message };
    };
    expect(await refusal("day=2027-03-12&part=morning")).toEqual({
      status: 400,
      message: "Cette demi-journée ne fait pas partie de la session.",
    });
    expect(await refusal("day=2027-03-11&part=morning")).toMatchObject({ status: 409, message: expect.stringContaining("aujourd'hui") });
    expect(await refusal("day=2027-03-10&part=evening")).toMatchObject({ status: 400, message: expect.stringContaining("matin ou après-midi") });
    expect(await refusal("")).toMatchObject({ status: 400 });
    expect(await refusal("day=2027-13-10&part=morning", "en")).toMatchObject({ status: 400, message: expect.stringContaining("morning or afternoon") });
    await database.db.update(trainingSessions).set({ status: "cancelled" }).where(eq(trainingSessions.id, sessionId));
    expect(await refusal("day=2027-03-10&part=morning", "en")).toEqual({
      status: 410,
      message: "This session was cancelled: it takes no attendance.",
    });
  });
});
