import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { paymentEvents, registrationHistory } from "../../../db/schema";
import { seedCatalog } from "../../../db/seed";
import { testAppContext } from "../../../tests/helpers/app-context";
import {
  confirmedRegistration,
  PAYMENT_SECRETS,
  registrationPaymentStatus,
  startedTestPayment,
  testNotification,
  paymentTables,
} from "../../../tests/helpers/payments";
import { useTestDatabase } from "../../../tests/helpers/test-database";
import { paymentWebhook } from "./webhook.server";

const database = useTestDatabase({
  prepare: seedCatalog,
  emptyBeforeEach: paymentTables,
});

function webhookPost(provider: string, notification: { rawBody: Buffer; headers: Headers }) {
  const request = new Request(`https://site.example/api/payments/${provider}/webhook`, {
    method: "POST",
    headers: notification.headers,
    body: new Uint8Array(notification.rawBody),
  });
  const context = testAppContext(database.db, {
    env: { PAYMENTS_TEST_MODE: "true" },
    secret: PAYMENT_SECRETS[0],
  });
  return paymentWebhook({ request, params: { provider }, context });
}

describe("POST /api/payments/{provider}/webhook", () => {
  it("a genuine notification: 200 and one change; replayed 10 times: 200 each, still one change", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference } = await startedTestPayment(db, registrationId, userId);
    const notification = testNotification(reference, "approve", 45000);
    const answers = [];
    for (let index = 0; index < 11; index++) answers.push((await webhookPost("test", notification)).status);
    expect(answers.every((status) => status === 200)).toBe(true);
    expect(await registrationPaymentStatus(db, registrationId)).toBe("paid");
    const lines = await db
      .select()
      .from(registrationHistory)
      .where(eq(registrationHistory.registrationId, registrationId));
    expect(lines.filter((line) => line.toPaymentStatus === "paid")).toHaveLength(1);
  });

  it("a forged notification: 400 and nothing changes; an unknown provider: 404; bank transfers have none: 400", async () => {
    const { db } = database;
    const { userId, registrationId } = await confirmedRegistration(db);
    const { reference } = await startedTestPayment(db, registrationId, userId);
    const forged = testNotification(reference, "approve", 45000, { secret: "x".repeat(32) });
    expect((await webhookPost("test", forged)).status).toBe(400);
    expect((await webhookPost("paypal", forged)).status).toBe(404);
    expect((await webhookPost("bank-transfer", testNotification(reference, "approve", 45000))).status).toBe(
      400,
    );
    expect(await db.select().from(paymentEvents)).toHaveLength(0);
    expect(await registrationPaymentStatus(db, registrationId)).toBe("pending");
  });
});
