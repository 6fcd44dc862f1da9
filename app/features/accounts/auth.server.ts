import { tryGetCurrentAuthEndpointContext } from "@better-auth/core/context";
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { genericOAuth, jwt, twoFactor, type JwtOptions } from "better-auth/plugins";
import type { Logger } from "pino";
import type { Database } from "../../../db/database";
import * as schema from "../../../db/schema";
import { usesSecureCookies } from "~/lib/cookie-policy.server";
import type { Env } from "~/lib/env.server";
import { isLang, localizePath, type Lang } from "~/lib/language";
import { siteConfig } from "~/lib/site-config";
import { enqueueEmail } from "../mail/outbox.server";
import { existingAccountEmail, resetPasswordEmail, verifyAddressEmail } from "./account-emails.server";
import { authHooks } from "./auth-hooks.server";
import { CLIENT_IP_HEADER } from "./client-ip";
import { oauthProviders } from "./oauth-providers.server";
import { pageLang } from "./request-lang.server";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "./sign-in-rules/password-policy";
import { redact } from "./sign-in-rules/redact";
import { roles } from "./roles";
import { refuseDisabledAccount } from "./disabled-accounts.server";
import { assuranceLevelDatabaseHooks } from "./two-factor/assurance-level.server";
import { generateBackupCodes } from "./two-factor/backup-codes.server";

export interface AuthDependencies {
  db: Database;
  env: Env;
  /** SESSION_SECRET (or the generated one): signs better-auth's cookies and tokens. */
  secret: string;
  logger: Pick<Logger, "error" | "warn" | "info" | "debug">;
  /**
   * Runs when an account is about to be deleted (its password checked), before its rows go:
   * other features let go of what it holds (app/site-auth.server.ts wires them).
   */
  onDeleteAccount?: (userId: string) => Promise<void>;
}

/** Sessions last a week and are extended at most once a day of use. */
const SESSION_DAYS = 7;
/** A reset link is valid for one hour; a verification link for one day. */
export const RESET_LINK_SECONDS = 60 * 60;
export const VERIFY_LINK_SECONDS = 24 * 60 * 60;
// One password policy for the forms, the hooks and better-auth's own checks.
export { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH };

/** The endpoints whose limits are ours (sign-in-rules/), not better-auth's. */
const OWN_LIMIT_PATHS = [
  "/sign-in/email",
  "/sign-up/email",
  "/request-password-reset",
  "/send-verification-email",
];

/** The language of a user's e-mails: the one they signed up in. */
export function userLang(user: object): Lang {
  const lang = (user as { lang?: unknown }).lang;
  return isLang(lang) ? lang : "fr";
}

/**
 * The site's accounts, on better-auth: e-mail and password with verification,
 * reset, TOTP two-factor, JWTs for other clients, and Google or any OpenID provider when set in
 * the environment. One instance per process (server/app.ts), on the app's database. Our pages
 * call its server API from their actions; /api/auth/* exposes the same endpoints over HTTP for
 * OAuth callbacks, the key set and token clients. The rules that must hold on both paths (limits,
 * replay, security events) live in its hooks (auth-hooks.server.ts).
 */
export function createAuth({ db, env, secret, logger, onDeleteAccount }: AuthDependencies) {
  const link = (lang: Lang, path: string, token: string) =>
    `${env.SITE_URL}${localizePath(path, lang)}?token=${encodeURIComponent(token)}`;
  // An account's e-mails come in the language of the page that asked for them (someone who
  // asks from /en reads English, whatever the account was made in), else the account's. Our
  // actions call better-auth without a Request: its endpoint context carries their headers.
  const askingPageLang = (request: Request | undefined) =>
    pageLang(request?.headers ?? tryGetCurrentAuthEndpointContext()?.headers, env.SITE_URL);

  return betterAuth({
    appName: siteConfig.name,
    baseURL: env.SITE_URL,
    basePath: "/api/auth",
    secret,
    trustedOrigins: [env.SITE_URL],
    telemetry: { enabled: false },
    database: drizzleAdapter(db, { provider: "pg", schema }),
    logger: {
      level: "warn",
      log: (level, message) => {
        const method =
          level === "error" ? "error" : level === "warn" ? "warn" : level === "info" ? "info" : "debug";
        // Its messages can quote what it was given: the product's redaction first (section 5).
        logger[method]({ source: "better-auth" }, redact(message));
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      autoSignIn: false,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      maxPasswordLength: MAX_PASSWORD_LENGTH,
      resetPasswordTokenExpiresIn: RESET_LINK_SECONDS,
      revokeSessionsOnPasswordReset: true,
      // Signing up again with an address that has an account: the page says an e-mail was sent
      // (the same answer for every address), and this is it: its owner hears of the attempt,
      // with the ways in. The account mail limits of sign-in-rules/ cap how often.
      onExistingUserSignUp: async ({ user }, request) => {
        const lang = askingPageLang(request) ?? userLang(user);
        await enqueueEmail(db, {
          kind: "account-existing-sign-up",
          to: user.email,
          ...existingAccountEmail({
            lang,
            signInUrl: `${env.SITE_URL}${localizePath("/auth", lang)}`,
            resetUrl: `${env.SITE_URL}${localizePath("/auth/forgot-password", lang)}`,
            siteUrl: env.SITE_URL,
          }),
        });
      },
      sendResetPassword: async ({ user, token }, request) => {
        const lang = askingPageLang(request) ?? userLang(user);
        await enqueueEmail(db, {
          kind: "account-reset",
          to: user.email,
          ...resetPasswordEmail({
            lang,
            url: link(lang, "/auth/reset-password", token),
            siteUrl: env.SITE_URL,
          }),
        });
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      sendOnSignIn: true,
      autoSignInAfterVerification: false,
      expiresIn: VERIFY_LINK_SECONDS,
      sendVerificationEmail: async ({ user, token }, request) => {
        const lang = askingPageLang(request) ?? userLang(user);
        await enqueueEmail(db, {
          kind: "account-verify",
          to: user.email,
          ...verifyAddressEmail({
            lang,
            url: link(lang, "/auth/verify-email", token),
            siteUrl: env.SITE_URL,
          }),
        });
      },
    },
    user: {
      additionalFields: {
        firstName: { type: "string", required: false },
        lastName: { type: "string", required: false },
        phone: { type: "string", required: false },
        company: { type: "string", required: false },
        position: { type: "string", required: false },
        lang: { type: ["fr", "en"], required: false, defaultValue: "fr" },
        // Never from a form or an API body: `npm run user:role` and the back-office set it.
        role: { type: [...roles], required: false, defaultValue: "user", input: false },
        // Set by the back-office only (ADR 1103): a disabled account gets no session.
        disabledAt: { type: "date", required: false, input: false },
      },
      changeEmail: { enabled: true },
      deleteUser: {
        enabled: true,
        beforeDelete: async (deleted) => {
          await onDeleteAccount?.(deleted.id);
        },
      },
    },
    session: {
      expiresIn: SESSION_DAYS * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
      // Every request reads the session row: a revoked session is refused at once.
      cookieCache: { enabled: false },
      additionalFields: {
        /** Assurance level: aal2 once the second factor was given in this session. */
        aal: { type: ["aal1", "aal2"], required: false, defaultValue: "aal1", input: false },
      },
    },
    account: {
      accountLinking: {
        enabled: true,
        // A provider account signs into the existing account of the same address only when the
        // provider vouches for the address (email_verified) and the account's own address was
        // verified. No provider is "trusted" past that: better-auth would then link on an
        // unverified address, and whoever controls it at the provider would take the account
        // (ADR 0830, tested in oauth-linking.server.test.ts).
        trustedProviders: [],
      },
    },
    // Provider errors that come back before the sign-in is known (no state) land on /auth too,
    // with ?error=<code> (oauth-errors.ts), instead of better-auth's own error page.
    onAPIError: { errorURL: "/auth" },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      // These endpoints have our own limits (sign-in-rules/), which hold for our pages and for
      // /api/auth alike; better-auth's (3 per 10 seconds, over HTTP only) would make the API
      // refuse what the page allows, and answer differently from it.
      customRules: Object.fromEntries(OWN_LIMIT_PATHS.map((path) => [path, false as const])),
    },
    advanced: {
      cookiePrefix: "gms",
      useSecureCookies: usesSecureCookies(env),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    hooks: authHooks({ db, env, logger }),
    // Each new session records its assurance level (aal2 after the second factor); a disabled
    // account gets none, whichever endpoint asks (ADR 1103).
    databaseHooks: {
      session: {
        create: {
          before: async (session, ctx) => {
            await refuseDisabledAccount(db, session.userId);
            return assuranceLevelDatabaseHooks.session.create.before(session, ctx);
          },
        },
      },
    },
    plugins: [
      twoFactor({
        issuer: siteConfig.shortName,
        // Codes without look-alike characters; any case is accepted (two-factor/backup-codes.server.ts).
        backupCodeOptions: { customBackupCodesGenerate: generateBackupCodes },
      }),
      jwt(jwtOptions(env)),
      genericOAuth({ config: oauthProviders(env) }),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;

/**
 * The JWT plugin's options. Its key set (published at /api/auth/jwks and
 * /.well-known/jwks.json) also signs the certificates' credentials (site-signing-key.server.ts).
 */
export function jwtOptions(env: Pick<Env, "SITE_URL">) {
  return {
    jwks: { jwksPath: "/jwks" },
    // Tokens are for other clients, on request (/api/auth/token): not signed on every
    // page view, as the plugin would do for each session read otherwise.
    disableSettingJwtHeader: true,
    jwt: {
      issuer: env.SITE_URL,
      audience: env.SITE_URL,
      expirationTime: "15m",
      definePayload: ({ user }: { user: { name: string; email: string; role?: string | null } }) => ({
        name: user.name,
        email: user.email,
        role: user.role,
      }),
    },
  } satisfies JwtOptions;
}
