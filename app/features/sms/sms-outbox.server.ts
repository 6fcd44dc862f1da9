import { randomUUID } from "node:crypto";
import { and, asc, eq, inArray, isNull, lte, or, sql } from "drizzle-orm";
import { isValidPhoneNumber } from "libphonenumber-js/min";
import type { Database } from "../../../db/database";
import { smsOutbox, user } from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";
import type { Lang } from "~/lib/language";
import { localTime, nextSendableTime } from "./quiet-hours";
import { fitSms } from "./sms-text";

export type SmsRow = typeof smsOutbox.$inferSelect;

/** A text to someone with an account, in each language: it goes out in theirs. */
export interface OutgoingSms {
  /** Which message (reminder-24h, offer...): a plain slug, it names the file in development. */
  kind: string;
  userId: string;
  /** The registration it is about: staff see the text's status there. */
  registrationId?: number;
  text: Record<Lang, string>;
}

/**
 * Queues a text in the transaction of the change it is about, like enqueueEmail: it exists if
 * and only if the change was committed. Only to a person who agreed to texts and whose stored
 * number is a valid one; a text queued during their quiet hours waits for 08:00 in their time
 * zone. Resolves to the row's id, or null when nothing was queued.
 */
export async function enqueueSms(
  tx: Executor,
  message: OutgoingSms,
  now = new Date(),
): Promise<number | null> {
  if (!/^[a-z][a-z0-9-]{0,40}$/.test(message.kind)) throw new Error(`invalid SMS kind ${message.kind}`);
  const [person] = await tx
    .select({ phone: user.phone, consent: user.smsConsent, timeZone: user.timeZone, lang: user.lang })
    .from(user)
    .where(eq(user.id, message.userId));
  if (!person?.consent || !person.phone || !isValidPhoneNumber(person.phone)) return null;
  const text = fitSms(message.text[person.lang]);
  const [row] = await tx
    .insert(smsOutbox)
    .values({
      kind: message.kind,
      userId: message.userId,
      registrationId: message.registrationId ?? null,
      toNumber: person.phone,
      body: text.body,
      parts: text.parts,
      nextAttemptAt: nextSendableTime(now, person.timeZone),
      createdAt: now,
    })
    .returning({ id: smsOutbox.id });
  return row?.id ?? null;
}

export interface SmsClaim {
  row: SmsRow;
  token: string;
  /** The person's consent and time zone as the claim found them (null: the account is gone). */
  person: { consent: boolean; timeZone: string } | null;
}

/**
 * Marks a claimed row as being handed to a provider. A claim that finds it still there was
 * interrupted mid-send (a crash, a kill -9): the provider may have the text already.
 */
export const IN_FLIGHT = "interrupted while being handed to the provider";

/** Takes the next due text, atomically, as claimNextEmail does for e-mail. */
export async function claimNextSms(
  db: Database,
  { leaseMs, now = new Date() }: { leaseMs: number; now?: Date },
): Promise<SmsClaim | undefined> {
  const token = randomUUID();
  const due = db
    .select({ id: smsOutbox.id })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.status, "pending"),
        lte(smsOutbox.nextAttemptAt, now),
        or(isNull(smsOutbox.lockedUntil), lte(smsOutbox.lockedUntil, now)),
      ),
    )
    .orderBy(asc(smsOutbox.nextAttemptAt), asc(smsOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  const [row] = await db
    .update(smsOutbox)
    .set({
      lockedUntil: new Date(now.getTime() + leaseMs),
      claimToken: token,
      attempts: sql`${smsOutbox.attempts} + 1`,
    })
    .where(inArray(smsOutbox.id, due))
    .returning();
  if (!row) return undefined;
  const [person] = row.userId
    ? await db
        .select({ consent: user.smsConsent, timeZone: user.timeZone })
        .from(user)
        .where(eq(user.id, row.userId))
    : [];
  return { row, token, person: person ?? null };
}

const ours = (claim: SmsClaim) => and(eq(smsOutbox.id, claim.row.id), eq(smsOutbox.claimToken, claim.token));

/** Records that the text is about to be handed over (see IN_FLIGHT); false when the claim was lost. */
export async function markInFlight(db: Database, claim: SmsClaim): Promise<boolean> {
  const updated = await db
    .update(smsOutbox)
    .set({ lastError: IN_FLIGHT })
    .where(ours(claim))
    .returning({ id: smsOutbox.id });
  return updated.length === 1;
}

/** Puts a claimed text back for later without counting the attempt (quiet hours began meanwhile). */
export async function deferSms(db: Database, claim: SmsClaim, until: Date): Promise<void> {
  await db
    .update(smsOutbox)
    .set({
      nextAttemptAt: until,
      lockedUntil: null,
      claimToken: null,
      attempts: sql`${smsOutbox.attempts} - 1`,
    })
    .where(ours(claim));
}

/** A text that will not be sent: no consent any more, the daily cap, an interrupted send. */
export async function suppressSms(
  db: Database,
  claim: SmsClaim,
  reason: string,
  status: "suppressed" | "failed" = "suppressed",
): Promise<void> {
  await db
    .update(smsOutbox)
    .set({ status, lockedUntil: null, claimToken: null, lastError: reason })
    .where(ours(claim));
}

export async function markSmsSent(
  db: Database,
  claim: SmsClaim,
  sent: { provider: string; providerMessageId: string },
  now = new Date(),
): Promise<boolean> {
  const updated = await db
    .update(smsOutbox)
    .set({ status: "sent", sentAt: now, lockedUntil: null, claimToken: null, lastError: null, ...sent })
    .where(ours(claim))
    .returning({ id: smsOutbox.id });
  return updated.length === 1;
}

/** Texts sent to this person on the local day of `now`, and those other workers are sending. */
export async function textsToday(
  db: Database,
  claim: SmsClaim & { person: { timeZone: string } },
  now: Date,
): Promise<number> {
  if (!claim.row.userId) return 0;
  const { day } = localTime(now, claim.person.timeZone);
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.userId, claim.row.userId),
        sql`${smsOutbox.id} <> ${claim.row.id}`,
        or(
          and(
            sql`${smsOutbox.sentAt} IS NOT NULL`,
            sql`(${smsOutbox.sentAt} AT TIME ZONE ${claim.person.timeZone})::date = ${day}::date`,
          ),
          and(
            eq(smsOutbox.status, "pending"),
            sql`${smsOutbox.lockedUntil} > ${now.toISOString()}::timestamptz`,
          ),
        ),
      ),
    );
  return row?.count ?? 0;
}

/** The texts about a registration, oldest first, for staff: what was sent and what became of it. */
export async function textsOfRegistration(db: Executor, registrationId: number) {
  return db
    .select({
      id: smsOutbox.id,
      kind: smsOutbox.kind,
      status: smsOutbox.status,
      parts: smsOutbox.parts,
      toNumber: smsOutbox.toNumber,
      body: smsOutbox.body,
      createdAt: smsOutbox.createdAt,
      sentAt: smsOutbox.sentAt,
      receiptAt: smsOutbox.receiptAt,
      lastError: smsOutbox.lastError,
    })
    .from(smsOutbox)
    .where(eq(smsOutbox.registrationId, registrationId))
    .orderBy(asc(smsOutbox.id));
}
