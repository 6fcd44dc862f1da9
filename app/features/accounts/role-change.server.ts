import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { user } from "../../../db/schema";
import { recordSecurityEvent } from "../security/security-events.server";
import type { Role } from "./roles";

export type RoleChange = { email: string; from: Role; to: Role } | null;

/**
 * Gives the account of `email` the role `to`, with a security event saying who did it. The
 * only way roles change (this command, and later the back-office); null for an unknown
 * address. Sessions read the role from the database, so it applies at the next request.
 */
export async function changeRole(
  db: Database,
  logger: Pick<Logger, "info" | "warn">,
  { email, to, by }: { email: string; to: Role; by: string },
): Promise<RoleChange> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: user.id, role: user.role })
      .from(user)
      .where(eq(user.email, email.trim().toLowerCase()))
      .for("update");
    if (!found) return null;
    if (found.role !== to) {
      await tx.update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, found.id));
      await recordSecurityEvent(tx, logger, {
        type: "role_changed",
        userId: found.id,
        details: { from: found.role, to, by },
      });
    }
    return { email: email.trim().toLowerCase(), from: found.role, to };
  });
}
