import { getOAuthState } from "better-auth/api";
import type { GenericOAuthConfig } from "better-auth/plugins";
import type { Env } from "~/lib/env.server";
import { isLang } from "~/lib/language";

export interface OAuthProviderInfo {
  id: string;
  /** The name on the button: "Google", or OIDC_NAME. */
  name: string;
}

const OPENID_SCOPES = ["openid", "email", "profile"];
/** Names longer than this (a hostile or broken provider) are cut; the sign-up form allows 100. */
const MAX_NAME_LENGTH = 100;

type ProviderProfile = Parameters<NonNullable<GenericOAuthConfig["mapProfileToUser"]>>[0];

function cleanName(value: unknown): string | undefined {
  if (typeof value !== "string") return undefined;
  const clean = value
    .replace(/[\u0000-\u001f\u007f]/g, "")
    .trim()
    .slice(0, MAX_NAME_LENGTH);
  return clean || undefined;
}

/**
 * A new account from a provider gets our user fields: first and last name from the standard
 * claims, and the language of the page where the button was pressed (carried in the OAuth
 * state by /auth/social), for its e-mails. Applied when the account is created, never to an
 * existing one. The role is not mapped: it is not an input field (auth.server.ts).
 */
export async function profileToUser(profile: ProviderProfile) {
  const state = await getOAuthState();
  const lang = (state as { lang?: unknown } | null)?.lang;
  return {
    name: cleanName(profile.name) ?? cleanName(profile.email) ?? "",
    firstName: cleanName(profile.given_name),
    lastName: cleanName(profile.family_name),
    ...(isLang(lang) ? { lang } : {}),
  };
}

function openIdProvider(config: {
  providerId: string;
  name: string;
  discoveryUrl: string;
  clientId: string;
  clientSecret: string;
}): GenericOAuthConfig {
  return {
    ...config,
    scopes: OPENID_SCOPES,
    pkce: true,
    requireIdTokenVerification: true,
    // An address the provider does not vouch for must be confirmed by its owner (the same
    // link as after a sign-up) before it signs anyone in; see ADR 0830.
    requireEmailVerification: true,
    mapProfileToUser: profileToUser,
  };
}

/**
 * The OpenID providers set in the environment: Google (GOOGLE_CLIENT_ID and _SECRET) and one
 * other OpenID Connect provider (OIDC_ISSUER, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET, OIDC_NAME).
 * Both go through better-auth's generic OAuth plugin: discovery, PKCE, and a verified ID token.
 * Nothing set, no provider, and no button on /auth.
 */
export function oauthProviders(env: Env): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push(
      openIdProvider({
        providerId: "google",
        name: "Google",
        discoveryUrl: "https://accounts.google.com/.well-known/openid-configuration",
        clientId: env.GOOGLE_CLIENT_ID,
        clientSecret: env.GOOGLE_CLIENT_SECRET,
      }),
    );
  }
  if (env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET) {
    providers.push(
      openIdProvider({
        providerId: "oidc",
        name: env.OIDC_NAME,
        discoveryUrl: `${env.OIDC_ISSUER.replace(/\/+$/, "")}/.well-known/openid-configuration`,
        clientId: env.OIDC_CLIENT_ID,
        clientSecret: env.OIDC_CLIENT_SECRET,
      }),
    );
  }
  return providers;
}

/**
 * The origins a provider's button leads to: /auth/social answers with a redirect to the
 * provider's authorization page, and browsers hold a form's redirects to the CSP's form-action
 * too. Google's is accounts.google.com; another provider's is taken to be on its issuer's origin,
 * as its discovery document normally puts it.
 */
export function oauthFormActionOrigins(env: Env): string[] {
  return oauthProviders(env).flatMap((provider) =>
    provider.discoveryUrl ? [new URL(provider.discoveryUrl).origin] : [],
  );
}

/** What the sign-in page needs to draw the buttons. */
export function oauthButtons(env: Env): OAuthProviderInfo[] {
  return oauthProviders(env).map((provider) => ({
    id: provider.providerId,
    name: provider.name ?? provider.providerId,
  }));
}
