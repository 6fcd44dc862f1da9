import { APIError } from "better-auth/api";
import { TWO_FACTOR_ERROR_CODES } from "better-auth/plugins";
import { eq } from "drizzle-orm";
import { twoFactor } from "../../../../db/schema";
import type { AuthHookContext, AuthHookDependencies } from "../auth-hook";
import { claimTimeStep, decryptTotpSecret, matchingTimeStep } from "./totp-steps.server";
import { verifyingUser } from "./verifying-user.server";

/** Longer than any code: not worth decrypting a secret for, and better-auth refuses it anyway. */
const MAX_CODE_LENGTH = 16;

/**
 * No TOTP code is accepted twice (better-auth accepts a code again within
 * its 90-second window, upstream issue 10387). Before /two-factor/verify-totp runs, whatever
 * calls it (the sign-in challenge, enrolment, unenrolment, or anyone over HTTP), this finds the
 * time step the code belongs to and claims it in totp_steps. A code whose step is not after the
 * last one accepted for the user is refused exactly as a wrong code is (same status, same
 * better-auth error code), so a replay tells an onlooker nothing about the code.
 *
 * A wrong code is left to better-auth, which refuses it and counts it towards its own lockout.
 */
export async function refuseReplayedCode(ctx: AuthHookContext, { db }: AuthHookDependencies): Promise<void> {
  const code = (ctx.body as { code?: unknown } | undefined)?.code;
  if (typeof code !== "string" || code.length === 0 || code.length > MAX_CODE_LENGTH) return;
  const verifying = await verifyingUser(ctx);
  if (!verifying) return;
  const [factor] = await db
    .select({ secret: twoFactor.secret })
    .from(twoFactor)
    .where(eq(twoFactor.userId, verifying.userId))
    .limit(1);
  if (!factor) return;
  const secret = await decryptTotpSecret(ctx.context.secretConfig, factor.secret).catch(() => null);
  if (secret === null) return;
  const step = await matchingTimeStep(secret, code);
  if (step === null) return;
  if (!(await claimTimeStep(db, verifying.userId, step))) {
    throw APIError.from("UNAUTHORIZED", TWO_FACTOR_ERROR_CODES.INVALID_CODE);
  }
}
