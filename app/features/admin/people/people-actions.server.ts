import { eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../../db/database";
import { session, user } from "../../../../db/schema";
import type { Role } from "~/features/accounts/roles";
import type { Tx } from "~/features/mail/outbox.server";
import { recordSecurityEvent } from "~/features/security/security-events.server";
import { recordAudit, type AuditActor } from "../audit/audit.server";

/** What a change of a person's account came to. */
export type PersonChange =
  | { kind: "changed" }
  | { kind: "unchanged" }
  | { kind: "not-found" }
  /** It would leave the back-office without an admin who can sign in. */
  | { kind: "last-admin" }
  /** An admin does not disable their own account (they would lock themself out). */
  | { kind: "self" };

type Log = Pick<Logger, "info" | "warn">;

/**
 * Locks every admin row, then the target's: two admins demoting each other at once are
 * serialised, and the second sees the first's change. Returns the target, or null.
 */
async function lockForChange(tx: Tx, userId: string) {
  await tx.select({ id: user.id }).from(user).where(eq(user.role, "admin")).for("update");
  const [found] = await tx
    .select({ id: user.id, email: user.email, role: user.role, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.id, userId))
    .for("update");
  return found ?? null;
}

async function otherAdmins(tx: Tx, userId: string) {
  const admins = await tx
    .select({ id: user.id, disabledAt: user.disabledAt })
    .from(user)
    .where(eq(user.role, "admin"));
  return admins.filter((row) => row.id !== userId && !row.disabledAt).length;
}

/**
 * Gives an account a new role (admins only: the route's guard), with a security event for its
 * owner and an audit entry, in one transaction. The last admin who can sign in keeps the role.
 */
export async function changePersonRole(
  db: Database,
  logger: Log,
  { actor, userId, to }: { actor: AuditActor; userId: string; to: Role },
): Promise<PersonChange> {
  return db.transaction(async (tx) => {
    const found = await lockForChange(tx, userId);
    if (!found) return { kind: "not-found" };
    if (found.role === to) return { kind: "unchanged" };
    if (found.role === "admin" && (await otherAdmins(tx, userId)) === 0) return { kind: "last-admin" };
    await tx.update(user).set({ role: to, updatedAt: new Date() }).where(eq(user.id, userId));
    await recordSecurityEvent(tx, logger, {
      type: "role_changed",
      userId,
      details: { from: found.role, to, by: actor.email },
    });
    await recordAudit(tx, {
      actor,
      action: "user_role_change",
      entityType: "user",
      entityId: userId,
      before: { email: found.email, role: found.role },
      after: { email: found.email, role: to },
    });
    return { kind: "changed" };
  });
}

/**
 * Disables an account (it cannot sign in; every session it has ends now) or enables it again,
 * with a security event and an audit entry, in one transaction (ADR 1103).
 */
export async function setPersonDisabled(
  db: Database,
  logger: Log,
  {
    actor,
    userId,
    disabled,
    now = new Date(),
  }: { actor: AuditActor; userId: string; disabled: boolean; now?: Date },
): Promise<PersonChange> {
  if (disabled && actor.id === userId) return { kind: "self" };
  return db.transaction(async (tx) => {
    const found = await lockForChange(tx, userId);
    if (!found) return { kind: "not-found" };
    if (Boolean(found.disabledAt) === disabled) return { kind: "unchanged" };
    if (disabled && found.role === "admin" && (await otherAdmins(tx, userId)) === 0)
      return { kind: "last-admin" };
    await tx
      .update(user)
      .set({ disabledAt: disabled ? now : null, updatedAt: now })
      .where(eq(user.id, userId));
    const ended = disabled
      ? (await tx.delete(session).where(eq(session.userId, userId)).returning({ id: session.id })).length
      : 0;
    await recordSecurityEvent(tx, logger, {
      type: disabled ? "account_disabled" : "account_enabled",
      userId,
      details: disabled ? { by: actor.email, sessionsEnded: ended } : { by: actor.email },
    });
    await recordAudit(tx, {
      actor,
      action: disabled ? "user_disable" : "user_enable",
      entityType: "user",
      entityId: userId,
      before: { email: found.email, disabledAt: found.disabledAt?.toISOString() ?? null },
      after: {
        email: found.email,
        disabledAt: disabled ? now.toISOString() : null,
        ...(disabled ? { sessionsEnded: ended } : {}),
      },
    });
    return { kind: "changed" };
  });
}
