import { isAPIError } from "better-auth/api";
import { decodeJwt } from "jose";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import type { PageSeo } from "~/lib/seo";
import { getViewer } from "../viewer.server";
import { authHeaders, cookieHeaders } from "./auth-request.server";
import { emailRequestAction } from "./email-request-action.server";

/**
 * What the link did: confirmed the address of a new account; confirmed a change of address
 * (it is now the account's); confirmed the request to change it (a link went to the new
 * address); or nothing, because it expired (410) or is not a link of ours (400).
 */
export type VerifyOutcome = "verified" | "changed" | "confirm-new" | "expired" | "invalid";

export interface VerifyEmailData {
  seo: PageSeo;
  outcome: VerifyOutcome;
  signedIn: boolean;
  /** For a new link: the address the expired link was for (read, not trusted). */
  email: string;
}

const MAX_TOKEN_LENGTH = 4_000;

/** The claims of a token better-auth has just accepted, or those of one it refused, unchecked. */
function claims(token: string): { email?: unknown; updateTo?: unknown; requestType?: unknown } {
  try {
    return decodeJwt(token);
  } catch {
    return {};
  }
}

/*
 * better-auth's change of address: a link to the current address (confirm the request), then
 * one to the new address; without a confirmation step, the first link to the new address
 * switches the account to it and sends one more link to confirm it. Only the last step of
 * either way ("change-email-verification") leaves nothing more to do.
 */
function successOutcome(token: string): VerifyOutcome {
  const { updateTo, requestType } = claims(token);
  if (!updateTo) return "verified";
  return requestType === "change-email-verification" ? "changed" : "confirm-new";
}

/**
 * GET /auth/verify-email?token=…: the link of the verification e-mail (sign-up, and a change
 * of address), checked by better-auth's verifyEmail. Opening it again is harmless.
 */
export async function verifyEmailLoader({ request, context }: { request: Request; context: AppContext }) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const seo: PageSeo = { title: t("auth.verify.seoTitle"), description: t("auth.seo.description"), lang };
  const signedIn = Boolean(await getViewer(request, context));
  const token = url.searchParams.get("token") ?? "";
  const refused = (outcome: "expired" | "invalid") => {
    const email = claims(token).email;
    return data<VerifyEmailData>(
      { seo, outcome, signedIn, email: typeof email === "string" ? email.slice(0, 255) : "" },
      { status: outcome === "expired" ? 410 : 400 },
    );
  };
  if (!token || token.length > MAX_TOKEN_LENGTH) return refused("invalid");
  try {
    const { headers } = await context.auth.api.verifyEmail({
      query: { token },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    return data<VerifyEmailData>(
      { seo, outcome: successOutcome(token), signedIn, email: "" },
      { headers: cookieHeaders(headers) },
    );
  } catch (error) {
    // A token signed by us with other claims fails better-auth's own schema (a ZodError).
    if (error instanceof Error && error.name === "ZodError") return refused("invalid");
    if (!isAPIError(error)) throw error;
    const code = (error.body as { code?: unknown } | undefined)?.code;
    return refused(code === "TOKEN_EXPIRED" ? "expired" : "invalid");
  }
}

/** POST /auth/verify-email: a new confirmation link, the same answer for any address. */
export const resendVerificationAction = (args: { request: Request; context: AppContext }) =>
  emailRequestAction(args, (email, headers) =>
    args.context.auth.api.sendVerificationEmail({ body: { email }, headers }),
  );
