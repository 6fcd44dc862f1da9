import { isIPv6 } from "node:net";
import { lt } from "drizzle-orm";
import { RateLimiterDrizzle, RateLimiterRes } from "rate-limiter-flexible";
import type { Database } from "../../../db/database";
import { rateLimits } from "../../../db/schema";

/** A limit: at most `points` actions per `durationSeconds`, then blocked for `blockSeconds` (default: the rest of the window). */
export interface LimitRule {
  name: string;
  points: number;
  durationSeconds: number;
  blockSeconds?: number;
}

/** Contact form: 5 messages per 10 minutes per client address. */
export const contactRule: LimitRule = { name: "contact", points: 5, durationSeconds: 10 * 60 };
/** Newsletter sign-up: each one can send a confirmation e-mail to any address, so it is limited too. */
export const newsletterRule: LimitRule = { name: "newsletter", points: 10, durationSeconds: 10 * 60 };

export type LimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/*
 * rate-limiter-flexible's Drizzle store (see docs/decisions/0201-rate-limits-in-the-database.md):
 * counters live in the rate_limits table, so a block survives a restart and holds for every
 * process on the same database. One limiter per database and rule.
 */
const limiters = new WeakMap<Database, Map<string, RateLimiterDrizzle>>();

function limiterFor(db: Database, rule: LimitRule): RateLimiterDrizzle {
  let byRule = limiters.get(db);
  if (!byRule) {
    byRule = new Map();
    limiters.set(db, byRule);
  }
  let limiter = byRule.get(rule.name);
  if (!limiter) {
    limiter = new RateLimiterDrizzle({
      storeClient: db,
      schema: rateLimits,
      keyPrefix: rule.name,
      points: rule.points,
      duration: rule.durationSeconds,
      blockDuration: rule.blockSeconds ?? 0,
      // Its own clean-up timer would outlive the database at shutdown (and run once per rule):
      // the server's background loop runs removeExpiredLimits instead, stopped before the close.
      clearExpiredByTimeout: false,
    });
    byRule.set(rule.name, limiter);
  }
  return limiter;
}

/**
 * The key of a client address: IPv4 as is (also when mapped into IPv6), IPv6 by its /64
 * network, since one subscriber usually holds a whole /64 and could rotate through it.
 */
export function clientKey(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const [head = "", tail = ""] = ip.toLowerCase().split("::");
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = ip.includes("::") ? 8 - headGroups.length - tailGroups.length : 0;
  const groups = [...headGroups, ...Array<string>(Math.max(missing, 0)).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** Counters are kept an hour past their window's end, as the library's own clean-up does. */
const EXPIRED_KEPT_MS = 60 * 60 * 1000;

/** Deletes the counters whose window ended more than an hour before `now`; returns how many. */
export async function removeExpiredLimits(db: Database, now: Date): Promise<number> {
  const removed = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, new Date(now.getTime() - EXPIRED_KEPT_MS)))
    .returning({ key: rateLimits.key });
  return removed.length;
}

/** Counts one action for `key`; refused when the rule's limit is reached. */
export async function consumeLimit(db: Database, rule: LimitRule, key: string): Promise<LimitResult> {
  try {
    await limiterFor(db, rule).consume(key);
    return { allowed: true };
  } catch (rejection) {
    // The library rejects with a RateLimiterRes when limited, with an Error when the store failed.
    if (rejection instanceof RateLimiterRes) {
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    }
    throw rejection;
  }
}

/** Gives back actions counted for `key` (one that turned out not to be what the limit is for). */
export async function rewardLimit(db: Database, rule: LimitRule, key: string, points = 1): Promise<void> {
  await limiterFor(db, rule).reward(key, points);
}

/** Whether `key` is over the rule's limit now (blocked), without counting an action. */
export async function peekLimit(db: Database, rule: LimitRule, key: string): Promise<LimitResult> {
  const state = await limiterFor(db, rule).get(key);
  if (!state || state.consumedPoints <= rule.points || state.msBeforeNext <= 0) return { allowed: true };
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(state.msBeforeNext / 1000)) };
}

/** Forgets `key`'s count and any block on it (a block lifted by a password reset, say). */
export async function clearLimit(db: Database, rule: LimitRule, key: string): Promise<void> {
  await limiterFor(db, rule).delete(key);
}

/** Minutes to tell a limited visitor (never 0). */
export function minutesLeft(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(retryAfterSeconds / 60));
}
