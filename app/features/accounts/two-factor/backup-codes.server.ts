import { randomInt } from "node:crypto";
import { symmetricDecrypt } from "better-auth/crypto";
import { eq } from "drizzle-orm";
import { twoFactor } from "../../../../db/schema";
import type { AuthHookContext, AuthHookDependencies } from "../auth-hook";
import { verifyingUser } from "./verifying-user.server";

/**
 * The characters of new backup codes: capitals and digits without those read or written alike
 * (0 and O, 1, I and l). Codes are typed back from paper, often on a phone; letter case is
 * ignored when one is entered, so capitals alone are enough.
 */
export const BACKUP_CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
const BACKUP_CODE_COUNT = 10;
const BACKUP_CODE_LENGTH = 10;

/** better-auth's `customBackupCodesGenerate`: 10 codes shown as "XXXXX-XXXXX" (about 49 bits each). */
export function generateBackupCodes(): string[] {
  return Array.from({ length: BACKUP_CODE_COUNT }, () => {
    const characters = Array.from(
      { length: BACKUP_CODE_LENGTH },
      () => BACKUP_CODE_ALPHABET[randomInt(BACKUP_CODE_ALPHABET.length)],
    ).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/**
 * A code as compared: no spaces or dashes, any case, and the look-alikes of older codes
 * (made by better-auth from mixed-case letters and every digit) read as one: O as 0, I and L as 1.
 */
export function foldBackupCode(value: string): string {
  return value.replace(/[\s-]/g, "").toUpperCase().replace(/O/g, "0").replace(/[IL]/g, "1");
}

/** A user's unused backup codes, as better-auth stores them (encrypted JSON), or null. */
export async function storedBackupCodes(
  ctx: AuthHookContext,
  { db }: Pick<AuthHookDependencies, "db">,
  userId: string,
): Promise<string[] | null> {
  const [factor] = await db
    .select({ backupCodes: twoFactor.backupCodes })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId))
    .limit(1);
  if (!factor) return null;
  try {
    const codes: unknown = JSON.parse(
      await symmetricDecrypt({ key: ctx.context.secretConfig, data: factor.backupCodes }),
    );
    return Array.isArray(codes) ? codes.filter((code): code is string => typeof code === "string") : null;
  } catch {
    return null;
  }
}

/**
 * Before /two-factor/verify-backup-code: better-auth compares codes exactly, so "ab3de-fg5hi"
 * typed for "aB3dE-fG5hI" would fail. The code typed is replaced with the stored code it
 * matches once folded (case, dashes, look-alikes); one that matches none goes on as typed, and
 * better-auth refuses (and counts) it as before.
 */
export async function matchTypedBackupCode(ctx: AuthHookContext, deps: AuthHookDependencies): Promise<void> {
  const body = ctx.body as { code?: unknown } | undefined;
  if (!body || typeof body.code !== "string" || body.code.length > 100) return;
  const user = await verifyingUser(ctx);
  if (!user) return;
  const typed = foldBackupCode(body.code);
  const stored = (await storedBackupCodes(ctx, deps, user.userId)) ?? [];
  const match = stored.find((code) => foldBackupCode(code) === typed);
  if (match) body.code = match;
}
