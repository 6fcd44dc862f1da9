import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";

/** The 30-second time step of `now`, as authenticator apps and better-auth count them. */
export function currentStep(now = Date.now()): number {
  return Math.floor(now / 30_000);
}

/**
 * The code an authenticator app shows for `secret` (raw bytes, or the Base32 key shown on the
 * page, spaces allowed) during time step `step`: tests drive the clock by choosing the step.
 */
export function codeAt(secret: Uint8Array | string, step: number): Promise<string> {
  return createOTP(typeof secret === "string" ? base32.decode(secret.replace(/\s+/g, "")) : secret).hotp(
    step,
  );
}
