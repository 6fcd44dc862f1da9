import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { smsOutbox } from "../../../db/schema";

/** What a delivery receipt says, in our terms: still on its way, on the phone, or lost. */
export type ReceiptStatus = "sent" | "delivered" | "failed";

/** Twilio's MessageStatus values. */
export function twilioReceiptStatus(status: string): ReceiptStatus | null {
  if (["delivered", "read"].includes(status)) return "delivered";
  if (["failed", "undelivered"].includes(status)) return "failed";
  if (["queued", "sending", "sent", "accepted", "scheduled"].includes(status)) return "sent";
  return null;
}

/** Orange's deliveryStatus values (GSMA OneAPI). */
export function orangeReceiptStatus(status: string): ReceiptStatus | null {
  if (status === "DeliveredToTerminal") return "delivered";
  if (["DeliveryImpossible", "DeliveryUncertain"].includes(status)) return "failed";
  if (["DeliveredToNetwork", "MessageWaiting"].includes(status)) return "sent";
  return null;
}

/**
 * Applies a receipt to the text the provider knows by this id. Idempotent: a receipt said twice,
 * or arriving after a later one, changes nothing (a delivered or failed text stays so).
 * Resolves to whether the text is known.
 */
export async function applyReceipt(
  db: Database,
  receipt: { provider: "orange" | "twilio" | "file"; providerMessageId: string; status: ReceiptStatus },
  now = new Date(),
): Promise<boolean> {
  const byId = and(
    eq(smsOutbox.provider, receipt.provider),
    eq(smsOutbox.providerMessageId, receipt.providerMessageId),
  );
  if (receipt.status !== "sent") {
    await db
      .update(smsOutbox)
      .set({ status: receipt.status, receiptAt: now })
      .where(and(byId, inArray(smsOutbox.status, ["sent"])));
  }
  const [known] = await db.select({ id: smsOutbox.id }).from(smsOutbox).where(byId);
  return known !== undefined;
}
