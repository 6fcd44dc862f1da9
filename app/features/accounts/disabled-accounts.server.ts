import { APIError } from "better-auth/api";
import { eq } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { user } from "../../../db/schema";

/** The code of the refusal a disabled account gets when it tries to sign in (ADR 1103). */
export const ACCOUNT_DISABLED = "ACCOUNT_DISABLED";

/**
 * Refuses a new session for an account an admin disabled, whichever endpoint would create it
 * (password, second factor, OpenID provider): called from better-auth's session hook.
 */
export async function refuseDisabledAccount(db: Database, userId: string): Promise<void> {
  const [found] = await db.select({ disabledAt: user.disabledAt }).from(user).where(eq(user.id, userId));
  if (found?.disabledAt) {
    throw new APIError("FORBIDDEN", { code: ACCOUNT_DISABLED, message: "This account is disabled." });
  }
}

/** Whether a session's user is disabled (its sessions were ended, this is belt and braces). */
export function isDisabled(account: object): boolean {
  return Boolean((account as { disabledAt?: unknown }).disabledAt);
}
