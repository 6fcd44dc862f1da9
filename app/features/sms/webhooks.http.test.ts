import { eq } from "drizzle-orm";
import twilio from "twilio";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { smsOutbox, user } from "../../../db/schema";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { startTestServer, type TestServer } from "../../../tests/helpers/test-server";

/*
 * The providers' callbacks through the real server (server/app.ts and the production build):
 * posted from the providers' servers, so no same-origin check stands in their way, and
 * authenticated as each provider documents. Needs `npx react-router build` first.
 */

const database = useTestDatabase();
const TOKEN = "twilio-auth-token-0123456789";
const SECRET = "orange-webhook-secret-0123456789";
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer(database.db, {
    env: {
      TWILIO_ACCOUNT_SID: `AC${"3".repeat(32)}`,
      TWILIO_AUTH_TOKEN: TOKEN,
      TWILIO_FROM: "+15005550006",
      SMS_PROVIDER: "twilio",
      ORANGE_SMS_CLIENT_ID: "id",
      ORANGE_SMS_CLIENT_SECRET: "secret",
      ORANGE_SMS_SENDER_NUMBER: "+224600000000",
      SMS_WEBHOOK_SECRET: SECRET,
    },
  });
  await database.db
    .insert(user)
    .values({ id: "u-1", name: "Awa", email: "awa@example.com", phone: "+224620123456", smsConsent: true });
  await database.db.insert(smsOutbox).values([
    {
      kind: "offer",
      userId: "u-1",
      toNumber: "+224620123456",
      body: "a",
      parts: 1,
      status: "sent",
      provider: "twilio",
      providerMessageId: "SM9",
    },
    {
      kind: "offer",
      userId: "u-1",
      toNumber: "+224620123456",
      body: "b",
      parts: 1,
      status: "sent",
      provider: "orange",
      providerMessageId: "or-1",
    },
  ]);
}, 60_000);
afterAll(async () => {
  await server?.close();
});

const statusOf = async (providerMessageId: string) =>
  (
    await database.db
      .select({ status: smsOutbox.status })
      .from(smsOutbox)
      .where(eq(smsOutbox.providerMessageId, providerMessageId))
  )[0]?.status;

describe("the SMS providers' callbacks over HTTP", () => {
  it("Twilio's signed status callback, from Twilio's servers, marks the text delivered; an unsigned one is refused", async () => {
    const url = `${server.base}/api/sms/twilio/status`;
    const params = { MessageSid: "SM9", MessageStatus: "delivered" };
    const post = (signature: string) =>
      fetch(url, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", "x-twilio-signature": signature },
        body: new URLSearchParams(params).toString(),
      });
    expect((await post("bm90IGEgc2lnbmF0dXJl")).status).toBe(403);
    expect(await statusOf("SM9")).toBe("sent");
    expect((await post(twilio.getExpectedTwilioSignature(TOKEN, url, params))).status).toBe(204);
    expect(await statusOf("SM9")).toBe("delivered");
  });

  it("Orange's receipt is taken at the URL with the secret only", async () => {
    const body = JSON.stringify({
      deliveryInfoNotification: {
        callbackData: "or-1",
        deliveryInfo: { deliveryStatus: "DeliveryImpossible" },
      },
    });
    const post = (secret: string) =>
      fetch(`${server.base}/api/sms/orange/${secret}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body,
      });
    expect((await post("not-the-secret-0123456789abcdef")).status).toBe(404);
    expect((await post(SECRET)).status).toBe(204);
    expect(await statusOf("or-1")).toBe("failed");
  });

  it("the short link of texts leads to Mes inscriptions in each language", async () => {
    const fr = await fetch(`${server.base}/m`, { redirect: "manual" });
    expect(fr.headers.get("location")).toBe("/profile/registrations");
    const en = await fetch(`${server.base}/en/m`, { redirect: "manual" });
    expect(en.headers.get("location")).toBe("/en/profile/registrations");
  });
});
