/*
 * CinetPay's notification token (ADR 1003), exactly as docs.cinetpay.com/api/1.0-en/checkout/hmac
 * specifies: the form values of the notification concatenated in this order, with nothing between
 * them and an absent field as an empty string (PHP's `.` on an unset value), then
 * HMAC-SHA256 with the merchant's secret key, hex-encoded, sent in the `x-token` header.
 */
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

export const cinetPaySignedFields = [
  "cpm_site_id",
  "cpm_trans_id",
  "cpm_trans_date",
  "cpm_amount",
  "cpm_currency",
  "signature",
  "payment_method",
  "cel_phone_num",
  "cpm_phone_prefixe",
  "cpm_language",
  "cpm_version",
  "cpm_payment_config",
  "cpm_page_action",
  "cpm_custom",
  "cpm_designation",
  "cpm_error_message",
] as const;

type Fields = Readonly<Record<string, string | undefined>>;

/** The string the token signs: the documented fields, in the documented order. */
export function cinetPaySignedString(fields: Fields): string {
  return cinetPaySignedFields.map((name) => fields[name] ?? "").join("");
}

export function cinetPayToken(fields: Fields, secretKey: string): string {
  return createHmac("sha256", secretKey).update(cinetPaySignedString(fields), "utf8").digest("hex");
}

/** Whether `received` (the x-token header) is the token of these fields; compared in constant time. */
export function isCinetPayTokenValid(fields: Fields, received: string | null, secretKey: string): boolean {
  if (!received || !/^[0-9a-f]{64}$/i.test(received.trim())) return false;
  const expected = Buffer.from(cinetPayToken(fields, secretKey), "hex");
  return timingSafeEqual(expected, Buffer.from(received.trim(), "hex"));
}

/**
 * What makes a notification unique (the payment_events id, ADR 1003): CinetPay sends no event
 * id, and calls again on every change of the transaction (and retries the same call). The
 * transaction id plus a digest of everything it signed is the same for a retried notification
 * and different as soon as anything signed (status message, date, method) changes.
 */
export function cinetPayEventId(fields: Fields): string {
  const digest = createHash("sha256").update(cinetPaySignedString(fields), "utf8").digest("hex");
  return `${fields.cpm_trans_id ?? ""}:${digest}`;
}
