import { clientKey, type LimitRule } from "../security/rate-limit.server";

/** Registrations: 3 per 10 minutes, then blocked 20 minutes. */
export const registrationRule: LimitRule = {
  name: "registration",
  points: 3,
  durationSeconds: 10 * 60,
  blockSeconds: 20 * 60,
};

/**
 * "Per user and IP" (ADR 0902): the pair of the signed-in account and the client's address
 * (IPv4, or the IPv6 /64). Colleagues registering from one office network each have their own
 * count; one account counts apart on each network it uses. Cancelling does not give points back.
 */
export function registrationLimitKey(userId: string, clientIp: string): string {
  return `user:${userId}|ip:${clientKey(clientIp)}`;
}
