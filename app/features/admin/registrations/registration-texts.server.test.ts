import { eq } from "drizzle-orm";
import twilio from "twilio";
import { describe, expect, it } from "vitest";
import { emailOutbox, registrations, smsOutbox, trainingSessions, user } from "../../../../db/schema";
import { seedCatalog } from "../../../../db/seed";
import { startApiListener } from "../../../../tests/helpers/api-listener";
import { testAppContext } from "../../../../tests/helpers/app-context";
import { depsAt, makeSession, requestFor } from "../../../../tests/helpers/registration";
import { staffAccount } from "../../../../tests/helpers/staff";
import { useTestDatabase } from "../../../../tests/helpers/test-database";
import { defaultRetryPolicy } from "~/features/mail/outbox.server";
import { runRegistrationJobs } from "~/features/registration/jobs.server";
import { registerForCourse } from "~/features/registration/register.server";
import { configuredSmsProvider } from "~/features/sms/configured-provider.server";
import { deliverDueSms } from "~/features/sms/deliver.server";
import { orangeWebhook, twilioWebhook } from "~/features/sms/webhooks.server";
import { registrationPageLoader } from "./registration-page.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: [smsOutbox, emailOutbox, registrations, trainingSessions, user],
});

const DAY = 24 * 3600_000;
const start = new Date("2027-03-20T09:00:00Z");
const SID = `AC${"1".repeat(32)}`;
const TOKEN = "twilio-auth-token-0123456789";
const quiet = { info() {}, warn() {}, error() {} };

/** A callback as Twilio posts it: the form, signed with the auth token over the public URL. */
function twilioCallback(kind: "status" | "inbound", params: Record<string, string>, token = TOKEN) {
  const url = `https://site.example/api/sms/twilio/${kind}`;
  return new Request(url, {
    method: "POST",
    headers: {
      "content-type": "application/x-www-form-urlencoded",
      "x-twilio-signature": twilio.getExpectedTwilioSignature(token, url, params),
    },
    body: new URLSearchParams(params).toString(),
  });
}

describe("a text's way from the registration to the back-office", () => {
  it("registered with texts ticked: the day-before reminder goes through Twilio, its signed receipt marks it delivered for staff", async () => {
    const { db } = database;
    const api = await startApiListener(() => ({ status: 201, json: { sid: "SM0001", status: "queued" } }));
    try {
      const context = testAppContext(db, {
        env: {
          TWILIO_ACCOUNT_SID: SID,
          TWILIO_AUTH_TOKEN: TOKEN,
          TWILIO_FROM: "+15005550006",
          TWILIO_API_BASE_URL: api.url,
        },
      });
      const trainee = await staffAccount(context, "user");
      const sessionId = await makeSession(db, { seats: 5, startsAt: start });
      const request = { ...requestFor(trainee!.userId, { sessionId }), smsConsent: true };
      request.person = { ...request.person, phone: "+224620123456" };
      const outcome = await registerForCourse(db, request, depsAt(new Date(start.getTime() - 20 * DAY)));
      if (!outcome.ok) throw new Error("registration refused");

      // The day before, the jobs queue the reminder; the worker hands it to Twilio.
      const dayBefore = new Date(start.getTime() - DAY + 60_000);
      await runRegistrationJobs(db, depsAt(dayBefore));
      const report = await deliverDueSms(db, configuredSmsProvider(context.env), quiet, {
        policy: defaultRetryPolicy,
        dailyCap: 4,
        now: () => dayBefore,
      });
      expect(report.sent).toBe(1);
      expect(new URLSearchParams(api.requests[0]!.body).get("StatusCallback")).toBe(
        "https://site.example/api/sms/twilio/status",
      );

      // A forged receipt is refused; the signed one (twice) marks it delivered once.
      const receipt = { MessageSid: "SM0001", MessageStatus: "delivered", AccountSid: SID };
      expect(
        (await twilioWebhook(twilioCallback("status", receipt, "forged-token-0000000"), context, "status"))
          .status,
      ).toBe(403);
      expect((await twilioWebhook(twilioCallback("status", receipt), context, "status")).status).toBe(204);
      expect((await twilioWebhook(twilioCallback("status", receipt), context, "status")).status).toBe(204);

      const staff = await staffAccount(context, "moderator");
      const page = (await registrationPageLoader({
        request: new Request(`https://site.example/admin/registrations/${outcome.registrationId}`, {
          headers: { cookie: staff!.cookie },
        }),
        params: { registrationId: String(outcome.registrationId) },
        context,
      })) as { texts: { kind: string; status: string; parts: number }[] };
      expect(page.texts).toEqual([
        expect.objectContaining({ kind: "reminder-24h", status: "delivered", parts: 1 }),
      ]);

      // STOP from the phone withdraws the consent.
      const stop = twilioCallback("inbound", { From: "+224620123456", Body: "Stop", OptOutType: "STOP" });
      expect((await twilioWebhook(stop, context, "inbound")).status).toBe(204);
      const [person] = await db
        .select({ sms: user.smsConsent })
        .from(user)
        .where(eq(user.id, trainee!.userId));
      expect(person?.sms).toBe(false);
    } finally {
      await api.close();
    }
  });

  it("takes Orange's receipts only at the URL with the secret", async () => {
    const { db } = database;
    const secret = "orange-webhook-secret-0123456789";
    const context = testAppContext(db, {
      env: {
        ORANGE_SMS_CLIENT_ID: "id",
        ORANGE_SMS_CLIENT_SECRET: "secret",
        ORANGE_SMS_SENDER_NUMBER: "+224600000000",
        SMS_WEBHOOK_SECRET: secret,
      },
    });
    const body = JSON.stringify({
      deliveryInfoNotification: {
        callbackData: "abc1",
        deliveryInfo: { address: "tel:+224620123456", deliveryStatus: "DeliveredToTerminal" },
      },
    });
    const post = () => new Request("https://site.example/api/sms/orange/x", { method: "POST", body });
    expect((await orangeWebhook(post(), context, "wrong-secret-0123456789-abcdef00")).status).toBe(404);
    expect((await orangeWebhook(post(), context, secret)).status).toBe(204);
    expect(
      (
        await orangeWebhook(
          new Request("https://site.example/x", { method: "POST", body: "{" }),
          context,
          secret,
        )
      ).status,
    ).toBe(400);
  });
});
