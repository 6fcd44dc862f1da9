import { desc, eq } from "drizzle-orm";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import { securityEvents, type SecurityEventType } from "../../../db/schema";
import type { Executor } from "../mail/outbox.server";

export type { SecurityEventType };

/** How many events the profile shows ("latest 10"). */
export const SECURITY_EVENTS_SHOWN = 10;

export interface SecurityEventInput {
  type: SecurityEventType;
  /** Null when no account is known (a failed sign-in for an unknown address). */
  userId: string | null;
  ipAddress?: string | null;
  userAgent?: string | null;
  /** Facts only: never a password, a token, a code or a secret. */
  details?: Record<string, string | number | boolean | null>;
}

const SECRET_KEYS = /password|token|secret|code|key/i;

/**
 * Stores an event and writes its log line. Details whose name sounds like a credential are
 * refused outright rather than trusted to the caller's care.
 */
export async function recordSecurityEvent(
  db: Executor,
  logger: Pick<Logger, "info" | "warn">,
  event: SecurityEventInput,
): Promise<void> {
  const details = event.details ?? null;
  if (details && Object.keys(details).some((key) => SECRET_KEYS.test(key))) {
    throw new Error(`security event ${event.type}: details must not hold credentials`);
  }
  await db.insert(securityEvents).values({
    type: event.type,
    userId: event.userId,
    ipAddress: event.ipAddress ?? null,
    userAgent: event.userAgent?.slice(0, 300) ?? null,
    details,
  });
  const level =
    event.type === "sign_in_failure" ||
    event.type === "sign_in_blocked" ||
    event.type === "suspicious_activity"
      ? "warn"
      : "info";
  logger[level](
    { event: `security.${event.type}`, userId: event.userId, ip: event.ipAddress ?? null, ...details },
    "security event",
  );
}

/** A user's latest events, newest first. */
export function latestSecurityEvents(db: Database, userId: string, limit = SECURITY_EVENTS_SHOWN) {
  return db
    .select({
      id: securityEvents.id,
      type: securityEvents.type,
      ipAddress: securityEvents.ipAddress,
      userAgent: securityEvents.userAgent,
      details: securityEvents.details,
      createdAt: securityEvents.createdAt,
    })
    .from(securityEvents)
    .where(eq(securityEvents.userId, userId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
}
