import { and, desc, eq } from "drizzle-orm";
import { securityEvents, twoFactor, user } from "../../../../db/schema";
import type { AppContext } from "~/lib/app-context";
import { recordSecurityEvent } from "../../security/security-events.server";
import "../auth-context";
import type { Viewer } from "../viewer.server";
import { manualEntryKey, qrCodeDataUrl } from "./qr-code.server";
import type { Enrolment, TwoFactorState } from "./two-factor-types";

export type { Enrolment, TwoFactorState };

export interface TwoFactorStatus {
  state: TwoFactorState;
  /** When it was last turned on (its security event), if known. */
  enabledSince: Date | null;
  /** How many unused backup codes are left, when on. */
  remainingBackupCodes: number | null;
}

type Context = Pick<AppContext, "auth" | "db" | "logger">;

export async function twoFactorStatus(context: Context, viewer: Viewer): Promise<TwoFactorStatus> {
  const userId = viewer.user.id;
  const [factor] = await context.db
    .select({ verified: twoFactor.verified })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!viewer.user.twoFactorEnabled) {
    return {
      state: factor?.verified === false ? "pending" : "off",
      enabledSince: null,
      remainingBackupCodes: null,
    };
  }
  const [enabled] = await context.db
    .select({ at: securityEvents.createdAt })
    .from(securityEvents)
    .where(and(eq(securityEvents.userId, userId), eq(securityEvents.type, "two_factor_enabled")))
    .orderBy(desc(securityEvents.createdAt))
    .limit(1);
  // A server-only better-auth endpoint: it decrypts the codes; only their number leaves here.
  const codes = await context.auth.api.viewBackupCodes({ body: { userId } }).catch(() => null);
  return {
    state: "on",
    enabledSince: enabled?.at ?? null,
    remainingBackupCodes: codes?.backupCodes.length ?? null,
  };
}

/**
 * Starts setting up (or starts again): better-auth checks the password, stores a new secret
 * and 10 backup codes (encrypted) and leaves the factor unverified until a first code
 * confirms it. The backup codes are shown once the factor is confirmed, not now.
 */
export async function startEnrolment(
  context: Context,
  headers: Headers,
  password: string,
): Promise<Enrolment> {
  const enabled = await context.auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers });
  if (enabled.method !== "totp") throw new Error("better-auth set up another method than TOTP");
  const { totpURI } = enabled;
  const account = decodeURIComponent(new URL(totpURI).pathname.split(":").at(-1) ?? "");
  return { qrCode: await qrCodeDataUrl(totpURI), manualKey: manualEntryKey(totpURI), account };
}

/**
 * Confirms set-up with a first code (better-auth's verify-totp, with our replay rule): the
 * factor is on, and better-auth replaces the session with a new one (aal2, see
 * assurance-level.server.ts) whose cookie is in the headers returned.
 */
export async function confirmEnrolment(context: Context, headers: Headers, code: string): Promise<Headers> {
  const verified = await context.auth.api.verifyTOTP({ body: { code }, headers, returnHeaders: true });
  return verified.headers;
}

/** The unused backup codes (a server-only better-auth endpoint decrypts them). */
export async function backupCodesOf(context: Context, userId: string): Promise<string[]> {
  const { backupCodes } = await context.auth.api.viewBackupCodes({ body: { userId } });
  return backupCodes;
}

/** New backup codes (password required by better-auth); the old ones stop working. */
export async function regenerateBackupCodes(context: Context, headers: Headers, password: string) {
  const { backupCodes } = await context.auth.api.generateBackupCodes({ body: { password }, headers });
  return backupCodes;
}

/** Turns it off with the password, through better-auth (its hook records the event). */
export async function disableWithPassword(context: Context, headers: Headers, password: string) {
  const { headers: set } = await context.auth.api.disableTwoFactor({
    body: { password },
    headers,
    returnHeaders: true,
  });
  return set;
}

/**
 * Turns it off with a current code instead of the password (an account made with an OpenID
 * provider may have none). better-auth's /two-factor/disable only takes a password, so:
 * - the code is checked by better-auth's own /two-factor/verify-totp, called for the signed-in
 *   session: the same check as at sign-in, and our replay rule runs before it (a used code is
 *   refused), where a check of our own would duplicate both;
 * - then the two writes /two-factor/disable makes (the user's flag off, the factor deleted)
 *   are made here in one transaction with the security event, so a failure leaves no account
 *   half turned off (a flag on without a factor would lock its owner out).
 * The caller checks that two-factor is on first: for a factor still pending, verify-totp
 * would confirm it.
 */
export async function disableWithCode(
  context: Context,
  request: Request,
  userId: string,
  code: string,
  clientIp: string,
) {
  await context.auth.api.verifyTOTP({ body: { code }, headers: request.headers });
  await context.db.transaction(async (tx) => {
    await tx.update(user).set({ twoFactorEnabled: false }).where(eq(user.id, userId));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, userId));
    await recordSecurityEvent(tx, context.logger, {
      type: "two_factor_disabled",
      userId,
      ipAddress: clientIp,
      userAgent: request.headers.get("User-Agent"),
      details: { method: "code" },
    });
  });
}
