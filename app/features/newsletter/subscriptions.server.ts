import { and, eq, ne } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { newsletterSubscriptions } from "../../../db/schema";
import { localizePath, type Lang } from "~/lib/language";
import { enqueueEmail, type Tx } from "../mail/outbox.server";
import { newsletterConfirmationEmail } from "../mail/templates/newsletter.server";
import { CONFIRM_TOKEN_DAYS, signToken } from "./tokens.server";

export interface LinkContext {
  siteUrl: string;
  /** Signs the links (context.secrets[0]). */
  secret: string;
}

/** A confirmation is sent again for a pending address at most this often. */
export const RESEND_AFTER_MS = 10 * 60_000;

/** An absolute link to a page in `lang`, e.g. https://site/en/newsletter/confirm?token=... */
export function newsletterLink(siteUrl: string, lang: Lang, path: string, token: string): string {
  return `${siteUrl}${localizePath(path, lang)}?token=${encodeURIComponent(token)}`;
}

export function unsubscribeLink(links: LinkContext, lang: Lang, email: string): string {
  return newsletterLink(
    links.siteUrl,
    lang,
    "/newsletter/unsubscribe",
    signToken(links.secret, "unsubscribe", email),
  );
}

async function queueConfirmation(tx: Tx, email: string, lang: Lang, links: LinkContext, now: Date) {
  const token = signToken(links.secret, "confirm", email, { now, validDays: CONFIRM_TOKEN_DAYS });
  const confirmUrl = newsletterLink(links.siteUrl, lang, "/newsletter/confirm", token);
  const rendered = newsletterConfirmationEmail({
    lang,
    confirmUrl,
    validDays: CONFIRM_TOKEN_DAYS,
    siteUrl: links.siteUrl,
  });
  await enqueueEmail(tx, { kind: "newsletter-confirm", to: email, ...rendered }, now);
}

export type SubscribeOutcome = "created" | "resent" | "already-confirmed" | "recently-sent";

/**
 * Records a sign-up and queues the confirmation e-mail in the same transaction. The caller
 * shows the same answer whatever the outcome: nobody learns whether an address is known.
 */
export async function subscribe(
  db: Database,
  { email, lang, now = new Date() }: { email: string; lang: Lang; now?: Date },
  links: LinkContext,
): Promise<SubscribeOutcome> {
  return db.transaction(async (tx) => {
    const created = await tx
      .insert(newsletterSubscriptions)
      .values({ email, lang, status: "pending", confirmationSentAt: now, createdAt: now })
      .onConflictDoNothing()
      .returning({ id: newsletterSubscriptions.id });
    if (created.length > 0) {
      await queueConfirmation(tx, email, lang, links, now);
      return "created";
    }
    const [row] = await tx
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, email))
      .for("update");
    if (!row || row.status === "confirmed") return "already-confirmed";
    const sentAt = row.confirmationSentAt?.getTime() ?? 0;
    if (row.status === "pending" && now.getTime() - sentAt < RESEND_AFTER_MS) return "recently-sent";
    await tx
      .update(newsletterSubscriptions)
      .set({ status: "pending", lang, confirmationSentAt: now })
      .where(eq(newsletterSubscriptions.id, row.id));
    await queueConfirmation(tx, email, lang, links, now);
    return "resent";
  });
}

export type ConfirmOutcome = "confirmed" | "already-confirmed" | "gone";

/** Opens the subscription of a pending address; an unsubscribed or unknown one must sign up again. */
export async function confirmSubscription(
  db: Database,
  email: string,
  now = new Date(),
): Promise<ConfirmOutcome> {
  const confirmed = await db
    .update(newsletterSubscriptions)
    .set({ status: "confirmed", confirmedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), eq(newsletterSubscriptions.status, "pending")))
    .returning({ id: newsletterSubscriptions.id });
  if (confirmed.length > 0) return "confirmed";
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row?.status === "confirmed" ? "already-confirmed" : "gone";
}

/** Ends a subscription. Idempotent; an unknown address is not an error. */
export async function unsubscribe(db: Database, email: string, now = new Date()): Promise<void> {
  await db
    .update(newsletterSubscriptions)
    .set({ status: "unsubscribed", unsubscribedAt: now })
    .where(and(eq(newsletterSubscriptions.email, email), ne(newsletterSubscriptions.status, "unsubscribed")));
}

/** Whether mail can still go to `email` (a pending or confirmed subscription). */
export async function isSubscribed(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ status: newsletterSubscriptions.status })
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  return row !== undefined && row.status !== "unsubscribed";
}
