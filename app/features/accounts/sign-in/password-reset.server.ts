import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import type { PageSeo } from "~/lib/seo";
import { readForm } from "../../security/form-data.server";
import { RESET_TOKEN_SHAPE } from "../sign-in-rules/account-mail-hooks.server";
import { describeAuthError } from "./auth-errors.server";
import { authHeaders } from "./auth-request.server";
import { resetPasswordSchema } from "./auth-schemas";
import { emailRequestAction } from "./email-request-action.server";

/** GET /auth/forgot-password. */
export function forgotPasswordLoader({ request }: { request: Request }) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  return {
    seo: { title: t("auth.forgot.seoTitle"), description: t("auth.forgot.intro"), lang } satisfies PageSeo,
  };
}

/** POST /auth/forgot-password: the reset e-mail (sent by the core), the same answer for any address. */
export const forgotPasswordAction = (args: { request: Request; context: AppContext }) =>
  emailRequestAction(args, (email, headers) =>
    args.context.auth.api.requestPasswordReset({ body: { email }, headers }),
  );

export interface ResetPageData {
  seo: PageSeo;
  /** Null when the link is unusable (the page says so, with a 4xx). */
  token: string | null;
}

export type ResetActionData =
  { status: "error"; result: SubmissionResult<string[]>; notice?: string } | { status: "invalid-link" };

async function usableToken(context: AppContext, token: string): Promise<boolean> {
  if (!RESET_TOKEN_SHAPE.test(token)) return false;
  const { internalAdapter } = await context.auth.$context;
  const found = await internalAdapter.findVerificationValue(`reset-password:${token}`);
  return Boolean(found && found.expiresAt > new Date());
}

/**
 * GET /auth/reset-password?token=…: the form, or, for a link that expired or was used (a
 * reset consumes it), 410 with a way to ask for a new one; no token at all is a 400.
 */
export async function resetPasswordLoader({ request, context }: { request: Request; context: AppContext }) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const seo: PageSeo = { title: t("auth.reset.seoTitle"), description: t("auth.reset.intro"), lang };
  const token = url.searchParams.get("token") ?? "";
  if (await usableToken(context, token)) return data<ResetPageData>({ seo, token });
  return data<ResetPageData>({ seo, token: null }, { status: token ? 410 : 400 });
}

/**
 * POST /auth/reset-password: the new password twice, under the password policy. Success ends
 * every session (better-auth), lifts a suspicious-activity block (our hook) and lands on
 * /auth with a success message.
 */
export async function resetPasswordAction({ request, context }: { request: Request; context: AppContext }) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const read = await readForm(request);
  if (!read.ok) {
    return data<ResetActionData>(
      {
        status: "error",
        result: { status: "error", error: { "": [] } },
        notice: t("auth.errors.unreadable"),
      },
      { status: read.status },
    );
  }
  const hidden = { hideFields: ["password", "confirm"] };
  const submission = parseWithZod(read.formData, { schema: resetPasswordSchema });
  if (submission.status !== "success") {
    return data<ResetActionData>({ status: "error", result: submission.reply(hidden) }, { status: 400 });
  }
  const { token, password } = submission.value;
  try {
    await context.auth.api.resetPassword({
      body: { token, newPassword: password },
      headers: authHeaders(request, context, { withCookies: false }),
    });
  } catch (error) {
    const code = (error as { body?: { code?: unknown } }).body?.code;
    if (code === "INVALID_TOKEN" || code === "USER_NOT_FOUND") {
      return data<ResetActionData>({ status: "invalid-link" }, { status: 410 });
    }
    const failure = describeAuthError(error, { t, logger: context.logger, context: "reset" });
    const result = submission.reply({
      ...hidden,
      ...(failure.field ? { fieldErrors: { [failure.field.name]: [failure.field.key] } } : {}),
    });
    return data<ResetActionData>(
      { status: "error", result, notice: failure.message },
      { status: failure.status },
    );
  }
  return redirectWithFlash(
    `${localizePath("/auth", lang)}?mode=login`,
    { kind: "success", title: t("auth.reset.doneTitle"), message: t("auth.reset.done") },
    context,
  );
}
