import { eq } from "drizzle-orm";
import { APIError, isAPIError } from "better-auth/api";
import { verifyJWT } from "better-auth/crypto";
import { user } from "../../../../db/schema";
import { isLang } from "~/lib/language";
import { enqueueEmail } from "../../mail/outbox.server";
import { recordSecurityEvent } from "../../security/security-events.server";
import type { AuthHook } from "../auth-hook";
import { CLIENT_IP_HEADER } from "../client-ip";
import {
  pendingEmailChange,
  rememberPendingEmailChange,
  takePendingEmailChange,
} from "./email-change.server";
import { emailChangedNotice } from "./profile-emails.server";

/** The code of the refusal of a link that is not the latest, or was already used. */
export const EMAIL_CHANGE_LINK_OUTDATED = "EMAIL_CHANGE_LINK_OUTDATED";

interface ChangeEmailToken {
  /** The address when the change was asked for. */
  email: string;
  updateTo: string;
  userId: string;
}

/** The claims of a change-email link (better-auth's "change-email-verification" token), else null. */
async function changeEmailToken(token: unknown, secret: string): Promise<ChangeEmailToken | null> {
  if (typeof token !== "string" || token.length > 4096) return null;
  const claims = await verifyJWT(token, secret);
  if (claims?.requestType !== "change-email-verification") return null;
  const { email, updateTo, userId } = claims;
  if (typeof email !== "string" || typeof updateTo !== "string" || typeof userId !== "string") return null;
  return { email, updateTo: updateTo.toLowerCase(), userId };
}

/** How long better-auth's verification links live (its `emailVerification.expiresIn`, an hour by default). */
function linkLifetimeSeconds(options: { emailVerification?: { expiresIn?: number } }): number {
  return options.emailVerification?.expiresIn ?? 60 * 60;
}

/** After /change-email: the address a link went to is remembered, for the profile and the check below. */
export const rememberRequestedEmail: AuthHook = async (ctx, { db }) => {
  const returned = ctx.context.returned;
  const session = ctx.context.session;
  const newEmail = (ctx.body as { newEmail?: unknown } | undefined)?.newEmail;
  if (!session || returned === undefined || isAPIError(returned) || typeof newEmail !== "string") return;
  await rememberPendingEmailChange(db, {
    userId: session.user.id,
    email: newEmail.toLowerCase(),
    expiresAt: new Date(Date.now() + linkLifetimeSeconds(ctx.context.options) * 1000),
  });
};

/**
 * Before /verify-email: a change-email link works only for the address last asked for, and
 * only once. better-auth's links are signed tokens it would accept again and again for a day.
 */
export const refuseOutdatedEmailLink: AuthHook = async (ctx, { db }) => {
  const claims = await changeEmailToken(ctx.query?.token, ctx.context.secret);
  if (!claims) return;
  const pending = await pendingEmailChange(db, claims.userId);
  if (pending?.email !== claims.updateTo) {
    throw new APIError("BAD_REQUEST", {
      code: EMAIL_CHANGE_LINK_OUTDATED,
      message: "This link is not the latest one, or was already used",
    });
  }
};

/**
 * After /verify-email: when a change-email link took effect, the pending change is consumed
 * (once), an `email_changed` event recorded, and the old address told.
 */
export const recordEmailChange: AuthHook = async (ctx, { db, env, logger }) => {
  const claims = await changeEmailToken(ctx.query?.token, ctx.context.secret);
  if (!claims) return;
  const [account] = await db.select().from(user).where(eq(user.id, claims.userId));
  if (account?.email !== claims.updateTo) return;
  await db.transaction(async (tx) => {
    if (!(await takePendingEmailChange(tx, claims.userId, claims.updateTo))) return;
    await recordSecurityEvent(tx, logger, {
      type: "email_changed",
      userId: claims.userId,
      ipAddress: ctx.headers?.get(CLIENT_IP_HEADER) ?? null,
      userAgent: ctx.headers?.get("user-agent") ?? null,
    });
    await enqueueEmail(tx, {
      kind: "account-email-changed",
      to: claims.email,
      ...emailChangedNotice({
        lang: isLang(account.lang) ? account.lang : "fr",
        newEmail: claims.updateTo,
        siteUrl: env.SITE_URL,
      }),
    });
  });
};
