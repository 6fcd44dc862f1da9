import { randomUUID } from "node:crypto";
import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../../../db/database";
import { verification } from "../../../../db/schema";
import type { Executor } from "../../mail/outbox.server";

/*
 * better-auth's change-email link is a signed token, stateless: nothing on the server says a
 * change is waiting, nor stops an older link (for another address) or a used one from working
 * again. We keep one row per account in better-auth's own `verification` table, under an
 * identifier of ours: the profile shows it ("a link was sent to …"), and only the link for
 * that address works, once (docs/decisions/0812-e-mail-change.md).
 */
const PREFIX = "profile-pending-email:";

export function pendingEmailIdentifier(userId: string): string {
  return `${PREFIX}${userId}`;
}

export interface PendingEmailChange {
  email: string;
  expiresAt: Date;
}

/** Remembers the address a link was just sent to; a newer request replaces an older one. */
export async function rememberPendingEmailChange(
  db: Database,
  { userId, email, expiresAt }: { userId: string; email: string; expiresAt: Date },
): Promise<void> {
  const identifier = pendingEmailIdentifier(userId);
  await db.transaction(async (tx) => {
    await tx.delete(verification).where(eq(verification.identifier, identifier));
    await tx.insert(verification).values({ id: randomUUID(), identifier, value: email, expiresAt });
  });
}

/** The change waiting for its link, if one was asked for and has not expired. */
export async function pendingEmailChange(
  db: Executor,
  userId: string,
  now = new Date(),
): Promise<PendingEmailChange | null> {
  const [row] = await db
    .select({ email: verification.value, expiresAt: verification.expiresAt })
    .from(verification)
    .where(and(eq(verification.identifier, pendingEmailIdentifier(userId)), gt(verification.expiresAt, now)))
    .limit(1);
  return row ?? null;
}

/**
 * Consumes the pending change for `email`: true for exactly one caller, so the event and the
 * notice are written once even when the same link is opened twice at the same moment.
 */
export async function takePendingEmailChange(db: Executor, userId: string, email: string): Promise<boolean> {
  const taken = await db
    .delete(verification)
    .where(and(eq(verification.identifier, pendingEmailIdentifier(userId)), eq(verification.value, email)))
    .returning({ id: verification.id });
  return taken.length > 0;
}
