import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { emailOutbox, type OutboxAttachment } from "../../../db/schema";
import { readContactSettings } from "~/lib/settings.server";
import { phoneHref } from "~/lib/site-contact";
import { siteConfig } from "~/lib/site-config";

export type { OutboxAttachment };

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
  /** Server-made files (a calendar invitation...); kept in the row, sent with every attempt. */
  attachments?: OutboxAttachment[];
}

/** Attachments are small server-made files: a row stays well below this. */
export const MAX_ATTACHMENT_BYTES = 512 * 1024;

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
  let bytes = 0;
  for (const file of message.attachments ?? []) {
    // Names and types end up in MIME headers: plain, short, one line.
    if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(file.filename)) {
      throw new InvalidEmailError(`invalid attachment name in ${message.kind}`);
    }
    if (!/^[a-z]+\/[a-z0-9.+-]+(; *[a-z-]+=[A-Za-z0-9._-]+)*$/i.test(file.contentType)) {
      throw new InvalidEmailError(`invalid attachment type in ${message.kind}`);
    }
    bytes += Buffer.byteLength(file.content, file.encoding === "base64" ? "base64" : "utf8");
  }
  if (bytes > MAX_ATTACHMENT_BYTES) throw new InvalidEmailError(`attachments too large in ${message.kind}`);
}

/**
 * The message with the settings' phone and e-mail where the templates wrote the defaults
 * (lib/site-config.ts: signatures, the layout's footer, contact sentences), "tel:" links included.
 */
export function withSettingsContact(
  message: OutgoingEmail,
  contact: { phone: string; email: string },
): OutgoingEmail {
  if (contact.phone === siteConfig.phone && contact.email === siteConfig.email) return message;
  const swap = (text: string) =>
    text
      .replaceAll(siteConfig.phoneHref, phoneHref(contact.phone))
      .replaceAll(siteConfig.phone, contact.phone)
      .replaceAll(siteConfig.email, contact.email);
  // Text attachments too: a calendar invitation names its organizer by e-mail.
  const attachments = message.attachments?.map((file) =>
    file.encoding === "base64" ? file : { ...file, content: swap(file.content) },
  );
  return {
    ...message,
    subject: swap(message.subject),
    text: swap(message.text),
    html: swap(message.html),
    ...(attachments ? { attachments } : {}),
  };
}

/**
 * Queues a message. Call it with the transaction that makes the change the message is
 * about: the mail exists if and only if the change was committed.
 */
export async function enqueueEmail(tx: Executor, given: OutgoingEmail, now = new Date()): Promise<number> {
  assertSafe(given);
  const message = withSettingsContact(given, await readContactSettings(tx));
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
      attachments: message.attachments?.length ? message.attachments : null,
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
}

export const defaultRetryPolicy: RetryPolicy = {
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  maxAttempts: 10,
};

/** Delay after the n-th failed attempt (n >= 1): base, 2 x base, 4 x base... capped. */
export function backoffDelay(
  attempt: number,
  policy: Pick<RetryPolicy, "baseDelayMs" | "maxDelayMs">,
): number {
  const exponent = Math.max(0, Math.min(attempt - 1, 30));
  return Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** exponent);
}

/**
 * How long a claim keeps other workers away from a message, given the longest its send may
 * take (MailTransport.maxSendMs, which the transport enforces). Twice the send: the other
 * half covers recording the outcome on a slow database and clocks that differ between
 * servers. A message is claimed just before its send, so a lease can only run out on a
 * worker that died: the message goes out again after it, and the others never wait for it.
 */
export function leaseForSend(maxSendMs: number): number {
  if (!(maxSendMs > 0 && Number.isFinite(maxSendMs))) {
    throw new RangeError(`a send needs a finite time limit to be leased (got ${maxSendMs})`);
  }
  return 2 * maxSendMs;
}

export interface Claim {
  row: OutboxRow;
  token: string;
}

/**
 * Takes the next due message for this worker, atomically: one UPDATE whose sub-select locks
 * the row FOR UPDATE SKIP LOCKED, so two workers (or processes) never take the same row, and
 * a claimed row stays away from others until its lease ends. One message at a time, claimed
 * right before it is sent: a lease never has to cover messages waiting their turn.
 */
export async function claimNextEmail(
  db: Database,
  { leaseMs, now = new Date() }: { leaseMs: number; now?: Date },
): Promise<Claim | undefined> {
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
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(emailOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      claimToken: token,
      attempts: sql`${emailOutbox.attempts} + 1`,
    })
    .where(inArray(emailOutbox.id, due))
    .returning();
  return row && { row, token };
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
