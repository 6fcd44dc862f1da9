import { createHash, randomBytes } from "node:crypto";
import { and, count, eq, gt, isNull, sql } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { companies, companyContacts, companyInvitations, user } from "../../../db/schema";
import { enqueueEmail } from "~/features/mail/outbox.server";
import { localizePath } from "~/lib/language";
import { companyInvitationEmail } from "./invitation-email.server";

/** How long an invitation's link works. */
export const INVITATION_DAYS = 14;
/** Invitations one company may send in 24 hours: enough for a team, not for a mailing. */
export const INVITATIONS_PER_DAY = 20;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The link's token: 32 random bytes, base64url (43 characters). */
export function newInvitationToken(): string {
  return randomBytes(32).toString("base64url");
}

/** What the database keeps of a token: its SHA-256, so a read of the table opens no door. */
export function invitationTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A token as a link carries it; anything else names no invitation (and is not hashed). */
export function isTokenShaped(token: string | undefined): token is string {
  return token !== undefined && /^[A-Za-z0-9_-]{43}$/.test(token);
}

export function invitationPath(token: string): string {
  return `/company/invitations/${token}`;
}

export type InvitationSent =
  | { kind: "sent"; email: string }
  | { kind: "already-contact" }
  | { kind: "too-many" }
  | { kind: "not-found" };

/**
 * A contact invites a colleague: the invitation row and its e-mail (in the company's
 * language) in one transaction, so the e-mail goes out if and only if the invitation exists.
 * The caller has checked that `inviter` is a contact of the company.
 */
export async function inviteColleague(
  db: Database,
  {
    companyId,
    email,
    inviter,
    siteUrl,
    now = new Date(),
    token = newInvitationToken(),
  }: {
    companyId: number;
    email: string;
    inviter: { id: string; name: string };
    siteUrl: string;
    now?: Date;
    token?: string;
  },
): Promise<InvitationSent> {
  const address = email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    // The company's row locked: two invitations at once count each other against the day's limit.
    const [company] = await tx
      .select({
        id: companies.id,
        legalName: companies.legalName,
        lang: companies.lang,
        mergedIntoId: companies.mergedIntoId,
      })
      .from(companies)
      .where(eq(companies.id, companyId))
      .for("update");
    if (!company || company.mergedIntoId !== null) return { kind: "not-found" };
    const [contact] = await tx
      .select({ userId: companyContacts.userId })
      .from(companyContacts)
      .innerJoin(user, eq(user.id, companyContacts.userId))
      .where(and(eq(companyContacts.companyId, companyId), eq(sql`lower(${user.email})`, address)))
      .limit(1);
    if (contact) return { kind: "already-contact" };
    const [sent] = await tx
      .select({ n: count() })
      .from(companyInvitations)
      .where(
        and(
          eq(companyInvitations.companyId, companyId),
          gt(companyInvitations.createdAt, new Date(now.getTime() - DAY_MS)),
        ),
      );
    if ((sent?.n ?? 0) >= INVITATIONS_PER_DAY) return { kind: "too-many" };
    const expiresAt = new Date(now.getTime() + INVITATION_DAYS * DAY_MS);
    await tx.insert(companyInvitations).values({
      companyId,
      email: address,
      tokenHash: invitationTokenHash(token),
      invitedBy: inviter.id,
      createdAt: now,
      expiresAt,
    });
    const link = `${siteUrl.replace(/\/+$/, "")}${localizePath(invitationPath(token), company.lang)}`;
    await enqueueEmail(
      tx,
      companyInvitationEmail({
        to: address,
        lang: company.lang,
        company: company.legalName,
        inviter: inviter.name,
        link,
        expiresAt,
        siteUrl,
      }),
      now,
    );
    return { kind: "sent", email: address };
  });
}

/** What an invitation's link leads to, for who opens it. */
export type InvitationState =
  | { kind: "unknown" }
  | { kind: "expired"; company: string }
  | { kind: "used"; company: string }
  | { kind: "open"; company: string; companyId: number; email: string };

/** The invitation a token names, as its page shows it (no change). */
export async function invitationByToken(
  db: Database,
  token: string,
  now = new Date(),
): Promise<InvitationState> {
  if (!isTokenShaped(token)) return { kind: "unknown" };
  const [row] = await db
    .select({
      companyId: companyInvitations.companyId,
      email: companyInvitations.email,
      expiresAt: companyInvitations.expiresAt,
      acceptedAt: companyInvitations.acceptedAt,
      company: companies.legalName,
    })
    .from(companyInvitations)
    .innerJoin(companies, eq(companies.id, companyInvitations.companyId))
    .where(eq(companyInvitations.tokenHash, invitationTokenHash(token)))
    .limit(1);
  if (!row) return { kind: "unknown" };
  if (row.acceptedAt) return { kind: "used", company: row.company };
  if (row.expiresAt <= now) return { kind: "expired", company: row.company };
  return { kind: "open", company: row.company, companyId: row.companyId, email: row.email };
}

export type InvitationAccepted =
  | { kind: "joined"; companyId: number; company: string }
  | { kind: "unknown" }
  | { kind: "expired" }
  | { kind: "used" }
  | { kind: "other-address" };

/**
 * The account signed in with the invited address becomes a contact, once: the invitation's
 * row is locked, so two clicks (or two tabs) accept it once. An account already a contact
 * (staff added it meanwhile) uses the invitation up all the same.
 */
export async function acceptInvitation(
  db: Database,
  { token, account, now = new Date() }: { token: string; account: { id: string; email: string }; now?: Date },
): Promise<InvitationAccepted> {
  if (!isTokenShaped(token)) return { kind: "unknown" };
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(companyInvitations)
      .where(eq(companyInvitations.tokenHash, invitationTokenHash(token)))
      .for("update");
    if (!row) return { kind: "unknown" };
    if (row.acceptedAt) return { kind: "used" };
    if (row.expiresAt <= now) return { kind: "expired" };
    if (row.email.toLowerCase() !== account.email.toLowerCase()) return { kind: "other-address" };
    // An invitation moved with a merge names the kept company; one merged since points on.
    const [company] = await tx
      .select({ id: companies.id, legalName: companies.legalName, mergedIntoId: companies.mergedIntoId })
      .from(companies)
      .where(eq(companies.id, row.companyId));
    if (!company) return { kind: "unknown" };
    const companyId = company.mergedIntoId ?? company.id;
    const [target] =
      companyId === company.id
        ? [company]
        : await tx
            .select({ id: companies.id, legalName: companies.legalName })
            .from(companies)
            .where(eq(companies.id, companyId));
    await tx
      .insert(companyContacts)
      .values({ companyId, userId: account.id, addedBy: row.invitedBy, addedAt: now })
      .onConflictDoNothing();
    await tx
      .update(companyInvitations)
      .set({ acceptedAt: now, acceptedBy: account.id })
      .where(and(eq(companyInvitations.id, row.id), isNull(companyInvitations.acceptedAt)));
    return { kind: "joined", companyId, company: target?.legalName ?? company.legalName };
  });
}
