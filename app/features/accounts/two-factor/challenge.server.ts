import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { readForm } from "../../security/form-data.server";
import { clientKey, consumeLimit, minutesLeft, type LimitRule } from "../../security/rate-limit.server";
import { getViewer } from "../viewer.server";
import { apiErrorCode, apiErrorNumber, cookieFrom } from "./api-errors.server";
import { NO_STORE } from "./settings-loader.server";
import { challengeSchema, twoFactorErrors, type ChallengeMethod } from "./two-factor-schema";

/**
 * Codes tried from one address: 10 per 15 minutes, then 30 minutes blocked. better-auth
 * limits each pending sign-in (5 codes) and each account (10 wrong codes in a row lock it for
 * 15 minutes); this limits one client trying many accounts.
 */
export const challengeRule: LimitRule = {
  name: "two-factor-challenge",
  points: 10,
  durationSeconds: 15 * 60,
  blockSeconds: 30 * 60,
};

/** better-auth's pending sign-in cookie, plain on http and with the __Secure- prefix on https. */
const PENDING_SIGN_IN_COOKIE = /(?:^|;\s*)(?:__Secure-)?gms\.two_factor=/;

export function hasPendingSignIn(request: Request): boolean {
  return PENDING_SIGN_IN_COOKIE.test(request.headers.get("Cookie") ?? "");
}

export interface ChallengeLoaderData {
  seo: { title: string; description: string; lang: Lang };
  method: ChallengeMethod;
  /** Where the sign-in goes on to (already made safe). */
  redirectTo: string;
}

export interface ChallengeActionData {
  method: ChallengeMethod;
  result: SubmissionResult<string[]>;
  notice?: string;
}

function requestedMethod(value: unknown): ChallengeMethod {
  return value === "backup" ? "backup" : "totp";
}

function challengeContext(request: Request) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const back = safeLocalPath(url.searchParams.get("redirectTo"), localizePath("/", lang));
  const signInPage = `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(back)}`;
  return { url, lang, t: getT(lang), back, signInPage };
}

/**
 * /auth/two-factor: where /auth sends a sign-in that better-auth answered with
 * twoFactorRedirect (and an OpenID sign-in, see oauth-challenge.server.ts). Signed in
 * already: on to redirectTo. No pending sign-in (its cookie lasts 10 minutes): back to /auth.
 */
export async function challengeLoader({ request, context }: { request: Request; context: AppContext }) {
  const { url, lang, t, back, signInPage } = challengeContext(request);
  if (await getViewer(request, context)) throw redirect(back);
  if (!hasPendingSignIn(request)) {
    throw await redirectWithFlash(
      signInPage,
      { kind: "error", message: t("twoFactor.errors.challengeExpired") },
      context,
    );
  }
  return data<ChallengeLoaderData>(
    {
      seo: {
        title: t("twoFactor.challenge.seoTitle"),
        description: t("twoFactor.challenge.seoDescription"),
        lang,
      },
      method: requestedMethod(url.searchParams.get("method")),
      redirectTo: back,
    },
    { headers: NO_STORE },
  );
}

/**
 * The code's POST: better-auth's verify-totp or verify-backup-code (our hooks refuse a used
 * code and record the events), whose Set-Cookie (the new session, the pending sign-in's
 * cookie expired) is forwarded with the redirect.
 */
export async function challengeAction({ request, context }: { request: Request; context: AppContext }) {
  const { t, back, signInPage } = challengeContext(request);
  const expired = (headers?: Headers) =>
    redirectWithFlash(
      signInPage,
      { kind: "error", message: t("twoFactor.errors.challengeExpired") },
      context,
      {
        headers,
      },
    );
  if (await getViewer(request, context)) return redirect(back);
  if (!hasPendingSignIn(request)) return expired();

  const read = await readForm(request);
  const method = requestedMethod(read.ok ? read.formData.get("method") : null);
  const answer = (
    status: number,
    extra: Omit<ChallengeActionData, "method" | "result"> & { fieldErrors?: Record<string, string[]> },
    headers: HeadersInit = {},
  ) => {
    const { fieldErrors, ...rest } = extra;
    const result: SubmissionResult<string[]> = { status: "error", error: fieldErrors ?? { "": [] } };
    return data<ChallengeActionData>(
      { method, result, ...rest },
      { status, headers: { ...NO_STORE, ...headers } },
    );
  };
  if (!read.ok) return answer(read.status, { notice: t("twoFactor.errors.unreadable") });
  const submission = parseWithZod(read.formData, { schema: challengeSchema(method) });
  if (submission.status !== "success") {
    return data<ChallengeActionData>(
      { method, result: submission.reply({ hideFields: ["code"] }) },
      { status: 400, headers: NO_STORE },
    );
  }

  const limit = await consumeLimit(context.db, challengeRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    const minutes = minutesLeft(limit.retryAfterSeconds);
    return answer(
      429,
      { notice: t("twoFactor.errors.tooMany", { count: minutes }) },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const code = submission.value.code;
  try {
    const { headers } =
      method === "backup"
        ? await context.auth.api.verifyBackupCode({
            body: { code },
            headers: request.headers,
            returnHeaders: true,
          })
        : await context.auth.api.verifyTOTP({
            body: { code },
            headers: request.headers,
            returnHeaders: true,
          });
    return redirectWithFlash(
      back,
      { kind: "success", title: t("twoFactor.done.signedInTitle"), message: t("twoFactor.done.signedIn") },
      context,
      { headers: cookieFrom(headers) },
    );
  } catch (error) {
    const refusal = apiErrorCode(error);
    if (refusal === "INVALID_CODE")
      return answer(400, { fieldErrors: { code: [twoFactorErrors.wrongCode] } });
    if (refusal === "INVALID_BACKUP_CODE")
      return answer(400, { fieldErrors: { code: [twoFactorErrors.wrongBackupCode] } });
    if (refusal === "ACCOUNT_TEMPORARILY_LOCKED") {
      // Our hook adds the time left to better-auth's refusal (two-factor-events.server.ts).
      const seconds = apiErrorNumber(error, "retryAfterSeconds") ?? 15 * 60;
      return answer(
        429,
        { notice: t("twoFactor.errors.locked", { count: minutesLeft(seconds) }) },
        { "Retry-After": String(seconds) },
      );
    }
    if (refusal === "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE") {
      return redirectWithFlash(
        signInPage,
        { kind: "error", message: t("twoFactor.errors.challengeUsedUp") },
        context,
        {
          headers: cookieFrom(error),
        },
      );
    }
    // The pending sign-in is gone, or two-factor was turned off meanwhile: start again.
    if (
      refusal === "INVALID_TWO_FACTOR_COOKIE" ||
      refusal === "TOTP_NOT_ENABLED" ||
      refusal === "BACKUP_CODES_NOT_ENABLED"
    )
      return expired(cookieFrom(error));
    context.logger.error(
      { err: error, event: "two_factor.challenge_failed", method },
      "two-factor challenge failed",
    );
    return answer(500, { notice: t("twoFactor.errors.server") });
  }
}
