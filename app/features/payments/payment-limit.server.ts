import { clientKey, type LimitRule } from "../security/rate-limit.server";

/** Payment starts: 3 per 5 minutes, then blocked 15 minutes. */
export const paymentRule: LimitRule = {
  name: "payment",
  points: 3,
  durationSeconds: 5 * 60,
  blockSeconds: 15 * 60,
};

/** Per user and IP, like registrations (ADR 0902): the account and the client's address (or /64). */
export function paymentLimitKey(userId: string, clientIp: string): string {
  return `user:${userId}|ip:${clientKey(clientIp)}`;
}
