import twilio from "twilio";
import { readDemoAccounts } from "../../app/features/accounts/demo-accounts.server";
import { sessionRow } from "../../db/seed/demo";
import { seedSessions } from "../../db/seed/demo-sessions";
import { startApiListener, type ApiListener } from "../helpers/api-listener";
import { startServerProcess, type ServerProcess } from "../helpers/server-process";
import { signInThroughApi } from "./accounts";
import { expect, expectAccessible, test } from "./fixtures";

/*
 * A text's way, in a browser: a trainee registers with texts ticked and pays; the day before the
 * session the reminder goes to Twilio; Twilio's signed delivery receipt comes back; staff see
 * the text delivered on the registration's page. The day before is reached with a server of the
 * journey's own (the production build, tests/helpers/server-process.ts) whose clock is driven
 * (tests/helpers/driven-clock.ts): started on the day of the registration, stopped, started
 * again on the same data the day before the session, at 10:00 in Conakry, outside the quiet
 * hours whatever the hour the journey runs at. Twilio's API is a local listener that records
 * what the server sends. Demo session 7: course 106, 35 days after the seed day, 08:00 in
 * Conakry.
 */

const DAY = 24 * 3600_000;
const SID = `AC${"3".repeat(32)}`;
const TOKEN = "e2e-twilio-auth-token-0123456789";
const twilioEnv = {
  TWILIO_ACCOUNT_SID: SID,
  TWILIO_AUTH_TOKEN: TOKEN,
  TWILIO_FROM: "+15005550006",
};

/** Tomorrow at 10:00 UTC (10:00 in Conakry): later than the browser's clock, so no cookie it is given has expired. */
function tomorrowAtTen(): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() + 1, 10));
}

const sentTexts = (api: ApiListener) => api.requests.filter((request) => request.path.endsWith("/Messages.json"));

test.describe("a text reminder the day before, and its receipt", () => {
  let api: ApiListener;
  let server: ServerProcess | undefined;
  /** The message ids Twilio's stand-in gave, in order. */
  const sids: string[] = [];

  test.beforeEach(async () => {
    api = await startApiListener((request) => {
      if (request.path !== `/2010-04-01/Accounts/${SID}/Messages.json`) return undefined;
      sids.push(`SM${String(sids.length + 1).padStart(32, "0")}`);
      return { status: 201, json: { sid: sids.at(-1), status: "queued" } };
    });
  });

  test.afterEach(async () => {
    await server?.stop();
    await api.close();
  });

  test("registered with texts ticked: the reminder goes the day before, its receipt shows delivered to staff", async ({
    browser,
  }) => {
    test.setTimeout(420_000);
    const registeredAt = tomorrowAtTen();
    const env = { ...twilioEnv, TWILIO_API_BASE_URL: api.url };
    server = await startServerProcess({ clock: registeredAt, env });
    const { dataDir } = server;
    const accounts = readDemoAccounts(dataDir);
    const trainee = accounts.find((account) => account.role === "user")!;
    const moderator = accounts.find((account) => account.role === "moderator")!;

    // The day of the registration: register with texts ticked, then pay (an unpaid seat's hold
    // would end long before the session).
    const traineeContext = await browser.newContext({ baseURL: server.base, locale: "fr-FR" });
    await signInThroughApi(traineeContext, trainee);
    const page = await traineeContext.newPage();
    await page.goto("/register/106?session=7");
    const box = page.getByLabel(/Recevoir aussi par SMS/);
    await expect(box).not.toBeChecked();
    await page.getByLabel("Téléphone").fill("620 12 34 56");
    await box.check();
    await expectAccessible(page, "the registration form");
    await page.getByRole("button", { name: "S'inscrire à la formation" }).click();
    await expect(page).toHaveURL(/\/courses\/106$/);
    await page.getByRole("link", { name: "Payer maintenant", exact: true }).click();
    await page.getByRole("radio", { name: /TEST MODE/ }).check();
    await page.getByRole("button", { name: /^Payer / }).click();
    await expect(page).toHaveURL(/\/payments\/test\/GMS-/);
    await page.getByRole("button", { name: "Approuver" }).click();
    await expect(page.getByTestId("payment-status")).toHaveAttribute("data-status", "succeeded");
    await traineeContext.close();

    // Nothing is sent about the session's reminders yet.
    const before = sentTexts(api).length;
    expect(await server.stop()).toBe(0);

    // The day before the session, 10:00 in Conakry: the registration jobs' first pass queues
    // the reminder, the texts' worker hands it to Twilio.
    const seeded = seedSessions.find((session) => session.id === 7)!;
    const startsAt = sessionRow(seeded, registeredAt).startsAt;
    const dayBefore = new Date(startsAt.getTime() - DAY + 2 * 3600_000);
    server = await startServerProcess({ dataDir, clock: dayBefore, env });
    await expect.poll(() => sentTexts(api).length, { timeout: 90_000 }).toBe(before + 1);
    const reminder = new URLSearchParams(sentTexts(api).at(-1)!.body);
    expect(reminder.get("To")).toBe("+224620123456");
    const statusUrl = `${server.base}/api/sms/twilio/status`;
    expect(reminder.get("StatusCallback")).toBe(statusUrl);

    // Staff see it sent; then Twilio's signed receipt marks it delivered.
    const staffContext = await browser.newContext({ baseURL: server.base, locale: "fr-FR" });
    await signInThroughApi(staffContext, moderator);
    const staff = await staffContext.newPage();
    await staff.goto(`/admin/registrations?q=${encodeURIComponent(trainee.email)}`);
    await staff.locator('tbody a[href^="/admin/registrations/"]').first().click();
    await expect(staff).toHaveURL(/\/admin\/registrations\/\d+$/);
    const status = staff.locator('[data-text-kind="reminder-24h"] [data-text-status]');
    await expect(async () => {
      await staff.reload();
      await expect(status).toHaveAttribute("data-text-status", "sent", { timeout: 1_000 });
    }).toPass({ timeout: 60_000 });

    const receipt = { MessageSid: sids.at(-1)!, MessageStatus: "delivered", AccountSid: SID };
    const forged = await fetch(statusUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilio.getExpectedTwilioSignature("not-the-token-0123456789", statusUrl, receipt),
      },
      body: new URLSearchParams(receipt).toString(),
    });
    expect(forged.status).toBe(403);
    const signed = await fetch(statusUrl, {
      method: "POST",
      headers: {
        "content-type": "application/x-www-form-urlencoded",
        "x-twilio-signature": twilio.getExpectedTwilioSignature(TOKEN, statusUrl, receipt),
      },
      body: new URLSearchParams(receipt).toString(),
    });
    expect(signed.status).toBe(204);

    await staff.reload();
    await expect(status).toHaveAttribute("data-text-status", "delivered");
    await expect(status).toContainText("Remis");
    await expect(status).toContainText("Accusé de réception du");
    await expectAccessible(staff, "the registration's texts");
    await staffContext.close();
  });
});
