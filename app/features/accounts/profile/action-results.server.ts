import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "~/lib/translator";
import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { localizePath, type Lang } from "~/lib/language";
import { minutesLeft } from "../../security/rate-limit.server";
import type { Viewer } from "../viewer.server";
import type { ProfileActionData } from "./profile-action-data";

export {
  isProfileIntent,
  profileIntents,
  type ProfileActionData,
  type ProfileIntent,
} from "./profile-action-data";

/** Everything an intent's handler needs about the request. */
export interface ActionScope {
  request: Request;
  context: AppContext;
  viewer: Viewer;
  lang: Lang;
  t: TFunction;
  formData: FormData;
}

const noResult: SubmissionResult<string[]> = { status: "error", error: { "": [] } };

/** A 4xx answer (never a redirect): the page shows it next to the form concerned. */
export function refuse(
  intent: ProfileActionData["intent"],
  status: number,
  {
    result = noResult,
    notice,
    sessionId,
    headers,
  }: Partial<ProfileActionData> & { headers?: HeadersInit } = {},
) {
  return data<ProfileActionData>({ intent, result, notice, sessionId }, { status, headers });
}

/**
 * Success: back to the profile at the section concerned (focused there), with a message in
 * the page's language, as a toast or, without JavaScript, a banner. Cookies better-auth set
 * (a replaced session) are forwarded.
 */
export function succeed(scope: ActionScope, section: string, message: string, authHeaders?: Headers) {
  const headers = new Headers();
  for (const cookie of authHeaders?.getSetCookie() ?? []) headers.append("Set-Cookie", cookie);
  return redirectWithFlash(
    `${localizePath("/profile", scope.lang)}#${section}`,
    { kind: "success", message },
    scope.context,
    { headers },
  );
}

/** An error better-auth (or one of its hooks) answered with, reduced to what the page needs. */
export interface AuthRefusal {
  status: number;
  code: string;
  retryAfterSeconds: number | null;
}

/** The refusal inside `error`, or null for anything that is not a 4xx from better-auth (a bug: rethrown). */
export function authRefusal(error: unknown): AuthRefusal | null {
  if (!isAPIError(error) || error.statusCode < 400 || error.statusCode >= 500) return null;
  const body = (error.body ?? {}) as { code?: unknown; retryAfterSeconds?: unknown };
  return {
    status: error.statusCode,
    code: typeof body.code === "string" ? body.code : "",
    retryAfterSeconds: typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : null,
  };
}

/** A 429 from one of our limits: the minutes left in the notice, and Retry-After. */
export function refuseLimited(
  scope: ActionScope,
  intent: ProfileActionData["intent"],
  refusal: AuthRefusal,
  messageKey: "profile.errors.tooManyPasswordChecks" | "profile.errors.tooManyEmailChanges",
  result?: SubmissionResult<string[]>,
) {
  const seconds = refusal.retryAfterSeconds ?? 60;
  return refuse(intent, 429, {
    result,
    notice: scope.t(messageKey, { count: minutesLeft(seconds) }),
    headers: { "Retry-After": String(seconds) },
  });
}
