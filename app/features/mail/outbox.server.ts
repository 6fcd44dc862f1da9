import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { emailOutbox } from "../../../db/schema";

/** A transaction handed out by db.transaction(), or the database itself. */
export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];
export type Executor = Database | Tx;

export type OutboxRow = typeof emailOutbox.$inferSelect;

/** A rendered message, ready to queue. */
export interface OutgoingEmail {
  /** The template that produced it (contact-staff, newsletter-confirm...). */
  kind: string;
  to: string;
  replyTo?: string;
  subject: string;
  text: string;
  html: string;
  /** Server-made headers only (List-Unsubscribe...). */
  headers?: Record<string, string>;
}

export class InvalidEmailError extends Error {}

const address = /^[^\s@<>",;:()[\]\\]+@[^\s@<>",;:()[\]\\]+\.[^\s@<>",;:()[\]\\]+$/;
const lineBreak = /[\r\n]/;

/** Refuses what could split a header or address a message to several people. */
function assertSafe(message: OutgoingEmail) {
  // The kind names the .eml file: keep it a plain slug.
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(message.kind))
    throw new InvalidEmailError(`invalid kind ${message.kind}`);
  if (!address.test(message.to)) throw new InvalidEmailError(`invalid recipient for ${message.kind}`);
  if (message.replyTo !== undefined && !address.test(message.replyTo)) {
    throw new InvalidEmailError(`invalid reply-to for ${message.kind}`);
  }
  if (lineBreak.test(message.subject))
    throw new InvalidEmailError(`line break in the subject of ${message.kind}`);
  for (const [name, value] of Object.entries(message.headers ?? {})) {
    if (!/^[A-Za-z][A-Za-z0-9-]*$/.test(name) || lineBreak.test(value)) {
      throw new InvalidEmailError(`invalid header ${name} in ${message.kind}`);
    }
  }
}

/**
 * Queues a message. Call it with the transaction that makes the change the message is
 * about: the mail exists if and only if the change was committed.
 */
export async function enqueueEmail(tx: Executor, message: OutgoingEmail, now = new Date()): Promise<number> {
  assertSafe(message);
  const [row] = await tx
    .insert(emailOutbox)
    .values({
      kind: message.kind,
      toAddress: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      headers: message.headers ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: emailOutbox.id });
  if (!row) throw new Error("outbox insert returned no row");
  return row.id;
}

export interface RetryPolicy {
  /** Delay before the second attempt; doubled after each failure. */
  baseDelayMs: number;
  maxDelayMs: number;
  /** After this many failed attempts the message is marked failed and left alone. */
  maxAttempts: number;
  /** How long a claim keeps other workers away; longer than any send can take. */
  leaseMs: number;
}

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
  leaseMs: 5 * 60_000,
};

/** Delay after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base... capped. */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs">,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

export interface Claim {
  row: OutboxRow;
  token: string;
}

/**
 * Takes up to `limit` due messages for this worker, atomically: one UPDATE whose sub-select
 * locks the rows FOR UPDATE SKIP LOCKED, so two workers (or processes) never take the same
 * row, and a row claimed by a worker stays away from others until its lease ends.
 */
export async function claimDueEmails(
  db: Database,
  { limit, leaseMs, now = new Date() }: { limit: number; leaseMs: number; now?: Date },
): Promise<Claim[]> {
  const token = randomUUID();
  const due = db
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.status, "pending"),
        lte(emailOutbox.nextAttemptAt, now),
        or(isNull(emailOutbox.lockedUntil), lte(emailOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(emailOutbox.nextAttemptAt), asc(emailOutbox.id))
    .limit(limit)
    .for("update", { skipLocked: true });
  const rows = await db
    .update(emailOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      claimToken: token,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return rows.sort((a, b) => a.id - b.id).map((row) => ({ row, token }));
}

/** Records a delivery; false when the claim was lost (the row is someone else's now). */
export async function markSent(db: Database, claim: Claim, now = new Date()): Promise<boolean> {
  const updated = await db
    .update(emailOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, claimToken: null, lastError: null })
    .where(and(eq(emailOutbox.id, claim.row.id), eq(emailOutbox.claimToken, claim.token)))
    .returning({ id: emailOutbox.id });
  return updated.length === 1;
}

/** Records a failed attempt: retry later with backoff, or give up after the last attempt. */
export async function markFailed(
  db: Database,
  claim: Claim,
  error: string,
  policy: RetryPolicy,
  now = new Date(),
): Promise<"retry" | "failed" | "lost"> {
  const attempts = claim.row.attempts;
  const final = attempts >= policy.maxAttempts;
  const updated = await db
    .update(emailOutbox)
    .set({
      status: final ? "failed" : "pending",
      nextAttemptAt: new Date(now.getTime() + backoffDelay(attempts, policy)),
      lockedUntil: null,
      claimToken: null,
      lastError: error.slice(0, 2000),
    })
    .where(and(eq(emailOutbox.id, claim.row.id), eq(emailOutbox.claimToken, claim.token)))
    .returning({ id: emailOutbox.id });
  if (updated.length !== 1) return "lost";
  return final ? "failed" : "retry";
}

/** Gives back a claimed row that was not tried (the worker is stopping): due again at once. */
export async function releaseClaim(db: Database, claim: Claim): Promise<void> {
  await db
    .update(emailOutbox)
    .set({ lockedUntil: null, claimToken: null, attempts: sql`${emailOutbox.attempts} - 1` })
    .where(and(eq(emailOutbox.id, claim.row.id), eq(emailOutbox.claimToken, claim.token)));
}
