import { base32 } from "@better-auth/utils/base32";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { rateLimits, user } from "../../../../db/schema";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { codeAt, CookieJar, signedInAccount, type TestAccount } from "../../../../tests/helpers/auth-session";
import { callRoute, formPost, pageGet } from "../../../../tests/helpers/route-calls";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { requireStaff } from "../guards.server";
import { twoFactorSettingsAction, type SettingsActionData } from "./settings-action.server";
import { twoFactorSettingsLoader, type SettingsLoaderData } from "./settings-loader.server";
import { timeStep } from "./totp-steps.server";

/*
 * requireStaff (guards.server.ts) and this page together. No page uses requireStaff in this
 * branch yet (/admin is built elsewhere), so the redirect is tested here, with a stand-in
 * back-office loader.
 */

const database = useTestDatabase({ emptyBeforeEach: [user, rateLimits] });
const context = () => testAppContext(database.db);

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Date.UTC(2026, 0, 12, 9, 0, 15));
});
afterEach(() => vi.useRealTimers());

/** A back-office loader, as /admin's will be. */
const backOffice = async ({
  request,
  context: ctx,
}: {
  request: Request;
  context: ReturnType<typeof context>;
}) => {
  const viewer = await requireStaff(request, ctx, "moderator");
  return { aal: viewer.session.aal };
};

const openBackOffice = (path: string, jar: CookieJar) =>
  callRoute<{ aal: string }>(backOffice, pageGet(path, jar), context());

async function enrolThroughPage(person: TestAccount, page: string) {
  const settings = (fields: Record<string, string>) =>
    callRoute<SettingsActionData>(twoFactorSettingsAction, formPost(page, fields, person.jar), context());
  const started = await settings({ intent: "enable", password: person.password });
  const secret = base32.decode((started.body?.enrolment?.manualKey ?? "").replace(/\s+/g, ""));
  const confirmed = await settings({ intent: "confirm", code: await codeAt(secret, timeStep()) });
  person.jar.apply(confirmed.headers);
  return confirmed;
}

describe("requireStaff and two-factor set-up", () => {
  it("sends an administrator without two-factor to set it up, then lets them in with an aal2 session", async () => {
    const admin = await signedInAccount(context(), { role: "admin" });
    const refused = await openBackOffice("/en/admin?tab=users", admin.jar);
    expect(refused.status).toBe(302);
    const setUp = `/en/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/en/admin?tab=users")}`;
    expect(refused.location).toBe(setUp);

    const page = await callRoute<SettingsLoaderData>(
      twoFactorSettingsLoader,
      pageGet(setUp, admin.jar),
      context(),
    );
    expect(page.body).toMatchObject({
      state: "off",
      required: true,
      continueTo: "/en/admin?tab=users",
      isAdmin: true,
    });

    const confirmed = await enrolThroughPage(admin, setUp);
    expect(confirmed.location).toBe(setUp);
    const shown = await callRoute<SettingsLoaderData>(
      twoFactorSettingsLoader,
      pageGet(setUp, admin.jar),
      context(),
    );
    expect(shown.body).toMatchObject({ revealed: "enabled", continueTo: "/en/admin?tab=users" });
    const admitted = await openBackOffice("/en/admin?tab=users", admin.jar);
    expect(admitted).toMatchObject({ status: 200, body: { aal: "aal2" } });
  });

  it("sends an administrator's session opened without the second factor to sign in again", async () => {
    const admin = await signedInAccount(context(), { role: "admin" });
    // A second device signed in before two-factor was set up: its session is aal1.
    const { headers } = await context().auth.api.signInEmail({
      body: { email: admin.email, password: admin.password },
      returnHeaders: true,
    });
    const older = new CookieJar().apply(headers);
    await enrolThroughPage(admin, "/profile/two-factor");

    const refused = await openBackOffice("/admin", older);
    expect(refused.location).toBe(
      `/profile/two-factor?required=1&redirectTo=${encodeURIComponent("/admin")}`,
    );
    const page = await callRoute<SettingsLoaderData>(
      twoFactorSettingsLoader,
      pageGet(refused.location ?? "", older),
      context(),
    );
    expect(page.body).toMatchObject({ state: "on", required: true, sessionAal: "aal1" });
    expect((await openBackOffice("/admin", admin.jar)).status).toBe(200);
  });

  it("does not ask it of moderators, and refuses users with 403", async () => {
    const moderator = await signedInAccount(context(), { role: "moderator" });
    expect((await openBackOffice("/admin", moderator.jar)).status).toBe(200);
    const person = await signedInAccount(context());
    expect((await openBackOffice("/admin", person.jar)).status).toBe(403);
  });
});
