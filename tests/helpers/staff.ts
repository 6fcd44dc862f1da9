import { eq } from "drizzle-orm";
import { session, user } from "../../db/schema";
import type { AppContext } from "../../app/lib/app-context";
import { signedInAccount } from "./signed-in";

/** Who asks, in the back-office's route × role matrix. */
export const staffCallers = ["visitor", "user", "moderator", "admin without two-factor", "admin"] as const;
export type StaffCaller = (typeof staffCallers)[number];

/**
 * A signed-in account for `caller` (null for a visitor): the role and two-factor state are set
 * in the database after signing in, as with two-factor on a password alone opens no session.
 */
export async function staffAccount(
  context: AppContext,
  caller: StaffCaller,
): Promise<{ userId: string; sessionId: string; cookie: string; email: string } | null> {
  if (caller === "visitor") return null;
  const account = await signedInAccount(context, { firstName: "Aïssatou", lastName: caller });
  const role = caller === "user" ? "user" : caller === "moderator" ? "moderator" : "admin";
  const secured = caller === "admin";
  await context.db.update(user).set({ role, twoFactorEnabled: secured }).where(eq(user.id, account.userId));
  if (secured)
    await context.db.update(session).set({ aal: "aal2" }).where(eq(session.userId, account.userId));
  return account;
}
