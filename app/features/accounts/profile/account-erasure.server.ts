import { and, eq, inArray, like, or } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../../db/database";
import { emailOutbox, rateLimits, verification } from "../../../../db/schema";
import { pendingEmailChange, pendingEmailIdentifier } from "./email-change.server";

/**
 * What better-auth's deletion leaves behind in our tables, removed once the account is gone
 * (docs/decisions/0810-account-deletion.md). The user row's own cascade takes sessions,
 * provider accounts, two-factor settings, TOTP steps and security events; left are rows that
 * name the person without a foreign key:
 * - `verification` rows holding the user's id (reset and deletion tokens) and our pending
 *   e-mail change (which holds the new address);
 * - the account e-mails in the outbox (verification, reset, notices), sent or not, to the
 *   account's address or the pending one: their bodies carry the address and dead links;
 * - our per-account limit counters, keyed by the user's id.
 * Newsletter subscriptions and contact messages are not account data and stay (see the ADR).
 */
export async function eraseAccountTraces(
  db: Database,
  logger: Pick<Logger, "info">,
  { userId, email }: { userId: string; email: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const pending = await pendingEmailChange(tx, userId, new Date(0));
    const addresses = [email, ...(pending ? [pending.email] : [])];
    await tx
      .delete(verification)
      .where(or(eq(verification.value, userId), eq(verification.identifier, pendingEmailIdentifier(userId))));
    await tx
      .delete(emailOutbox)
      .where(and(like(emailOutbox.kind, "account-%"), inArray(emailOutbox.toAddress, addresses)));
    await tx.delete(rateLimits).where(like(rateLimits.key, `%:${userId}`));
  });
  // The security events went with the account (cascade): one log line is what remains.
  logger.info({ event: "account.deleted", userId }, "account deleted by its owner");
}
