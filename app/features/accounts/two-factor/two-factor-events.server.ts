import { APIError, isAPIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import { twoFactor } from "../../../../db/schema";
import { recordSecurityEvent, type SecurityEventType } from "../../security/security-events.server";
import { CLIENT_IP_HEADER } from "../client-ip";
import { storedBackupCodes } from "./backup-codes.server";
import { TWO_FACTOR_PATHS } from "./two-factor-plugin";
import type { AuthHookContext, AuthHookDependencies } from "../auth-hook";
import { verifyingUser } from "./verifying-user.server";

/** The user and session a request was made with, as better-auth's endpoint read them. */
interface RequestSession {
  session?: { token?: string } | null;
  user?: { id: string; twoFactorEnabled?: boolean | null } | null;
}

/** How many one-time backup codes a user has left (better-auth stores them encrypted). */
export async function remainingBackupCodes(ctx: AuthHookContext, deps: AuthHookDependencies, userId: string) {
  return (await storedBackupCodes(ctx, deps, userId))?.length ?? null;
}

async function record(
  ctx: AuthHookContext,
  deps: AuthHookDependencies,
  type: SecurityEventType,
  userId: string,
  details?: Record<string, string | number | boolean | null>,
) {
  await recordSecurityEvent(deps.db, deps.logger, {
    type,
    userId,
    ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
    userAgent: ctx.headers?.get("user-agent") ?? null,
    details,
  });
}

/**
 * better-auth's lockout (10 wrong codes in a row lock the account's second factor for 15
 * minutes) answers "try again later": this adds when, as seconds in the error's body and a
 * Retry-After header, so our challenge page and HTTP clients can say how long to wait.
 */
async function explainLockout(
  ctx: AuthHookContext,
  { db }: AuthHookDependencies,
  error: APIError,
): Promise<void> {
  const verifying = await verifyingUser(ctx);
  if (!verifying) return;
  const [factor] = await db
    .select({ lockedUntil: twoFactor.lockedUntil })
    .from(twoFactor)
    .where(eq(twoFactor.userId, verifying.userId))
    .limit(1);
  if (!factor?.lockedUntil) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((factor.lockedUntil.getTime() - Date.now()) / 1000));
  throw new APIError(
    "TOO_MANY_REQUESTS",
    { ...(error.body ?? {}), retryAfterSeconds },
    { "Retry-After": String(retryAfterSeconds) },
  );
}

/**
 * The security events of two-factor sign-in, recorded after better-auth's endpoints succeed,
 * so they are recorded whether our pages or an HTTP client called them:
 * - two_factor_enabled: /two-factor/verify-totp confirmed a new factor (the request's session
 *   belonged to a user who did not have two-factor sign-in on yet);
 * - two_factor_disabled: /two-factor/disable (unenrolling with a code goes through our own
 *   code, which records it too: see enrolment.server.ts);
 * - backup_code_used: /two-factor/verify-backup-code, with how many codes are left.
 */
export async function recordTwoFactorEvents(ctx: AuthHookContext, deps: AuthHookDependencies): Promise<void> {
  const returned = ctx.context.returned;
  if (isAPIError(returned)) {
    const locked = (returned.body as { code?: unknown } | undefined)?.code === "ACCOUNT_TEMPORARILY_LOCKED";
    if (
      locked &&
      (ctx.path === TWO_FACTOR_PATHS.verifyTotp || ctx.path === TWO_FACTOR_PATHS.verifyBackupCode)
    )
      await explainLockout(ctx, deps, returned);
    return;
  }
  if (returned === undefined) return;
  const requestSession = ctx.context.session as RequestSession | null;
  const newSession = ctx.context.newSession as RequestSession | null;

  if (ctx.path === TWO_FACTOR_PATHS.verifyTotp) {
    const user = requestSession?.session ? requestSession.user : null;
    if (user && !user.twoFactorEnabled)
      await record(ctx, deps, "two_factor_enabled", user.id, { method: "totp" });
  } else if (ctx.path === TWO_FACTOR_PATHS.disable) {
    const user = requestSession?.user;
    if (user) await record(ctx, deps, "two_factor_disabled", user.id, { method: "password" });
  } else if (ctx.path === TWO_FACTOR_PATHS.verifyBackupCode) {
    const signIn = !requestSession?.session;
    const user = signIn ? newSession?.user : requestSession?.user;
    if (user) {
      const remaining = await remainingBackupCodes(ctx, deps, user.id);
      await record(ctx, deps, "backup_code_used", user.id, { signIn, remaining });
    }
  }
}
