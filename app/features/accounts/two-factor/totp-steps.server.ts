import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt, type SecretConfig } from "better-auth/crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { totpSteps } from "../../../../db/schema";

/** better-auth's TOTP settings (its defaults, which auth.server.ts keeps): 6 digits every 30 s. */
export const TOTP_DIGITS = 6;
export const TOTP_PERIOD_SECONDS = 30;
/** better-auth accepts the code of the previous, the current and the next time step. */
const TOTP_WINDOW = 1;

/** The 30-second time step `now` falls in (the "counter" of RFC 6238). */
export function timeStep(now = Date.now()): number {
  return Math.floor(now / (TOTP_PERIOD_SECONDS * 1000));
}

/**
 * A user's TOTP secret, decrypted as better-auth's totp plugin does it: with its own
 * symmetric cipher and its secret (or secret versions), and secrets imported from elsewhere
 * stored as `base32:<secret>`.
 */
export async function decryptTotpSecret(
  key: string | SecretConfig,
  encrypted: string,
): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key, data: encrypted });
  return secret.startsWith("base32:") ? base32.decode(secret.slice("base32:".length).toUpperCase()) : secret;
}

/** Compares without an early exit, as better-auth's own check does. */
function sameCode(given: string, expected: string): boolean {
  let difference = given.length ^ expected.length;
  for (let i = 0; i < expected.length; i++) difference |= given.charCodeAt(i) ^ expected.charCodeAt(i);
  return difference === 0;
}

/**
 * The time step whose code `code` is, among those better-auth accepts at `now`, or null when
 * it is none of them (a wrong code). Were two steps to share a code, the latest one counts.
 */
export async function matchingTimeStep(
  secret: string | Uint8Array,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  const otp = createOTP(secret, { digits: TOTP_DIGITS, period: TOTP_PERIOD_SECONDS });
  const current = timeStep(now);
  let matched: number | null = null;
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    if (sameCode(code, await otp.hotp(step))) matched = step;
  }
  return matched;
}

/**
 * Claims time step `step` for `userId`: true when it is after the last step accepted for this
 * user (and is now the last one), false when it is not, which makes it a replay. One
 * statement, so of two concurrent claims of one step exactly one wins: PostgreSQL locks the
 * row for the first and re-checks the condition for the second once the first has committed.
 */
export async function claimTimeStep(db: Database, userId: string, step: number): Promise<boolean> {
  const claimed = await db
    .insert(totpSteps)
    .values({ userId, step })
    .onConflictDoUpdate({
      target: totpSteps.userId,
      set: { step: sql`excluded.step` },
      setWhere: sql`${totpSteps.step} < excluded.step`,
    })
    .returning({ step: totpSteps.step });
  return claimed.length === 1;
}
