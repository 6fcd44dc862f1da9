import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { readForm } from "../../security/form-data.server";
import { consumeLimit, minutesLeft, type LimitRule } from "../../security/rate-limit.server";
import { requireUser } from "../guards.server";
import { MALFORMED_INPUT } from "../malformed-input-hook.server";
import { apiErrorCode, cookieFrom } from "./api-errors.server";
import {
  confirmEnrolment,
  disableWithCode,
  disableWithPassword,
  regenerateBackupCodes,
  startEnrolment,
  twoFactorStatus,
  type Enrolment,
} from "./enrolment.server";
import { revealBackupCodesOnce } from "./backup-codes-reveal.server";
import { continuePath, NO_STORE } from "./settings-loader.server";
import { isSettingsIntent, settingsSchema, twoFactorErrors, type SettingsIntent } from "./two-factor-schema";

/**
 * Each password or code given on the settings page counts: 10 per 15 minutes per account,
 * then 30 minutes blocked (the sign-in limit's block), so a stolen session cannot be used to
 * guess the password or the codes.
 */
export const settingsRule: LimitRule = {
  name: "two-factor-settings",
  points: 10,
  durationSeconds: 15 * 60,
  blockSeconds: 30 * 60,
};

export interface SettingsActionData {
  intent: SettingsIntent | null;
  /** Conform's view of the submission: field errors are translation keys. */
  result: SubmissionResult<string[]>;
  /** About the whole form, already translated. */
  notice?: string;
  /** After "enable": the QR code and key to set the app up with. */
  enrolment?: Enrolment;
}

type Answer = SettingsActionData;

/** Secrets are never sent back into the form. */
const hideFields = ["password", "code"];

function refused(
  intent: SettingsIntent | null,
  status: number,
  extra: Partial<Answer> & { fieldErrors?: Record<string, string[]> } = {},
  headers: HeadersInit = {},
) {
  const { fieldErrors, ...rest } = extra;
  const result: SubmissionResult<string[]> = {
    status: "error",
    error: fieldErrors ?? { "": [] },
  };
  return data<Answer>({ intent, result, ...rest }, { status, headers: { ...NO_STORE, ...headers } });
}

/**
 * The settings page's POST (/profile/two-factor): one hidden `intent` per form. Bad input is
 * a 400 that writes nothing; a wrong password or code a 400 under its field; too many
 * attempts a 429 with Retry-After; the rest is better-auth's work (enrolment.server.ts).
 */
export async function twoFactorSettingsAction({
  request,
  context,
}: {
  request: Request;
  context: AppContext;
}) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const viewer = await requireUser(request, context);

  const read = await readForm(request);
  if (!read.ok) return refused(null, read.status, { notice: t("twoFactor.errors.unreadable") });
  const intent = read.formData.get("intent");
  if (!isSettingsIntent(intent)) return refused(null, 400, { notice: t("twoFactor.errors.unreadable") });
  const submission = parseWithZod(read.formData, { schema: settingsSchema(intent) });
  if (submission.status !== "success") {
    return data<Answer>(
      { intent, result: submission.reply({ hideFields }) },
      { status: 400, headers: NO_STORE },
    );
  }
  const fields = submission.value as { password?: string; code?: string };
  const here = url.pathname + url.search;

  if (intent === "reauthenticate") {
    // Signing in again is how a session gets the second factor: end this one, go to /auth.
    const { headers } = await context.auth.api.signOut({ headers: request.headers, returnHeaders: true });
    const back = continuePath(url) ?? here;
    return redirectWithFlash(
      `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(back)}`,
      { kind: "info", message: t("twoFactor.done.reauth") },
      context,
      { headers: cookieFrom(headers) },
    );
  }

  const limit = await consumeLimit(context.db, settingsRule, viewer.user.id);
  if (!limit.allowed) {
    return refused(
      intent,
      429,
      { notice: t("twoFactor.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) }) },
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  }

  const { state } = await twoFactorStatus(context, viewer);
  const wrongState = (expected: typeof state) =>
    state !== expected
      ? refused(intent, 409, {
          notice: t(state === "on" ? "twoFactor.errors.alreadyOn" : "twoFactor.errors.notOn"),
        })
      : null;

  try {
    switch (intent) {
      case "enable": {
        if (state === "on") return wrongState("off");
        const enrolment = await startEnrolment(context, request.headers, fields.password ?? "");
        return data<Answer>(
          { intent, result: submission.reply({ resetForm: true }), enrolment },
          { headers: NO_STORE },
        );
      }
      case "confirm": {
        // Only a pending set-up: for a factor already on, the codes must never be shown again.
        const unexpected = wrongState("pending");
        if (unexpected) return unexpected;
        const sessionCookies = await confirmEnrolment(context, request.headers, fields.code ?? "");
        return showBackupCodes(
          here,
          sessionCookies,
          await revealBackupCodesOnce(context, viewer.user.id, "enabled"),
        );
      }
      case "regenerate": {
        const unexpected = wrongState("on");
        if (unexpected) return unexpected;
        await regenerateBackupCodes(context, request.headers, fields.password ?? "");
        return showBackupCodes(
          here,
          new Headers(),
          await revealBackupCodesOnce(context, viewer.user.id, "regenerated"),
        );
      }
      case "disable-password":
      case "disable-code": {
        const unexpected = wrongState("on");
        if (unexpected) return unexpected;
        let cookies = new Headers();
        if (intent === "disable-password")
          cookies = cookieFrom(await disableWithPassword(context, request.headers, fields.password ?? ""));
        else await disableWithCode(context, request, viewer.user.id, fields.code ?? "", context.clientIp);
        return redirectWithFlash(
          here,
          {
            kind: "success",
            title: t("twoFactor.done.disabledTitle"),
            message: t("twoFactor.done.disabled"),
          },
          context,
          { headers: cookies },
        );
      }
    }
  } catch (error) {
    const code = apiErrorCode(error);
    if (code === "INVALID_PASSWORD")
      return refused(intent, 400, { fieldErrors: { password: [twoFactorErrors.wrongPassword] } });
    if (code === "PASSWORD_TOO_LONG")
      return refused(intent, 400, { fieldErrors: { password: [twoFactorErrors.passwordTooLong] } });
    if (code === "INVALID_CODE")
      return refused(intent, 400, { fieldErrors: { code: [twoFactorErrors.wrongCode] } });
    if (code === "TOTP_ALREADY_ENABLED")
      return refused(intent, 409, { notice: t("twoFactor.errors.alreadyOn") });
    if (code === "TWO_FACTOR_NOT_ENABLED" || code === "TOTP_NOT_ENABLED")
      return refused(intent, 409, { notice: t("twoFactor.errors.notOn") });
    if (code === MALFORMED_INPUT) return refused(intent, 400, { notice: t("common.textRules.nul") });
    context.logger.error(
      { err: error, event: "two_factor.settings_failed", intent },
      "two-factor settings failed",
    );
    return refused(intent, 500, { notice: t("twoFactor.errors.server") });
  }
}

/**
 * After set-up or new codes: back to the page (a GET, so a reload does not post again), with
 * better-auth's new session cookie and the one-time permission to show the codes there.
 */
function showBackupCodes(page: string, sessionCookies: Headers, reveal: string) {
  const headers = cookieFrom(sessionCookies);
  headers.append("Set-Cookie", reveal);
  return redirect(page, { headers });
}
