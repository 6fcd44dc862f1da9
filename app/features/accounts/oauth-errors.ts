import type { oauth as frOAuth } from "~/locales/fr/oauth";

/** What went wrong, as the visitor is told it (`oauth.errors.<kind>`). */
export type OAuthErrorKind = Exclude<keyof typeof frOAuth.errors, "title">;

/**
 * The `?error=<code>` values /auth can receive after a provider sign-in, and the message for
 * each. A failed sign-in comes back to /auth (the errorCallbackURL set by /auth/social, and
 * better-auth's `onAPIError.errorURL` when the flow is lost) with one of:
 * - the provider's own codes (RFC 6749 section 4.1.2.1, OpenID Connect Core 3.1.2.6);
 * - better-auth's callback codes (OAUTH_CALLBACK_ERROR_CODES, state errors, linking errors);
 * - ours: `provider_unavailable` (the provider could not be reached or is not configured).
 * Show the message of the code, never `error_description`: anyone can craft a link carrying
 * any text there.
 */
export const OAUTH_ERROR_CODES: Record<string, OAuthErrorKind> = {
  // The visitor said no, or closed the provider's page before finishing.
  access_denied: "cancelled",
  consent_required: "cancelled",
  login_required: "cancelled",
  interaction_required: "cancelled",
  account_selection_required: "cancelled",
  // The flow outlived its 10 minutes, was replayed, or came back without its state cookie.
  state_not_found: "expired",
  state_mismatch: "expired",
  state_invalid: "expired",
  invalid_callback_request: "expired",
  no_code: "expired",
  nonce_binding_missing: "expired",
  please_restart_the_process: "expired",
  // An account of this address exists and the provider did not prove the address is theirs.
  account_not_linked: "accountNotLinked",
  unable_to_link_account: "accountNotLinked",
  email_does_not_match: "accountNotLinked",
  account_already_linked_to_different_user: "accountNotLinked",
  // A new account whose address the provider does not vouch for: a confirmation link was sent.
  email_not_verified: "emailNotVerified",
  email_not_found: "emailMissing",
  provider_unavailable: "providerUnavailable",
  temporarily_unavailable: "providerUnavailable",
  oauth_provider_not_found: "providerUnavailable",
  // Anything else that broke between the provider and us.
  server_error: "failed",
  invalid_request: "failed",
  invalid_scope: "failed",
  unauthorized_client: "failed",
  unsupported_response_type: "failed",
  invalid_code: "failed",
  issuer_missing: "failed",
  issuer_mismatch: "failed",
  unable_to_get_user_info: "failed",
  no_callback_url: "failed",
  unable_to_create_user: "failed",
  unable_to_create_session: "failed",
  signup_disabled: "failed",
  state_generation_error: "failed",
  internal_server_error: "failed",
};

/** The code our own /auth/social action sends back when the provider cannot be reached. */
export const PROVIDER_UNAVAILABLE = "provider_unavailable";

/**
 * The message key for `?error=<code>` on /auth, or null for a code that is not about a
 * provider sign-in (left to the page's other messages).
 */
export function oauthErrorMessageKey(
  code: string | null | undefined,
): `oauth.errors.${OAuthErrorKind}` | null {
  if (!code) return null;
  const kind = Object.hasOwn(OAUTH_ERROR_CODES, code.toLowerCase())
    ? OAUTH_ERROR_CODES[code.toLowerCase()]
    : undefined;
  return kind ? `oauth.errors.${kind}` : null;
}
