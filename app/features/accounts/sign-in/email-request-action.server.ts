import { parseWithZod } from "@conform-to/zod/v4";
import { isAPIError } from "better-auth/api";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { readForm } from "../../security/form-data.server";
import { ACCOUNT_MAIL_LIMITED } from "../sign-in-rules/account-mail-hooks.server";
import { redact } from "../sign-in-rules/redact";
import { emailOnlySchema } from "./auth-schemas";
import { atLeast, authHeaders } from "./auth-request.server";
import type { EmailRequestData } from "./email-request-form";

/** Every answer takes at least this long, so its timing does not tell whether an account exists. */
export const EMAIL_REQUEST_FLOOR_MS = 500;

/**
 * The POST of a form that asks for an e-mail to an address (a reset link, a new confirmation
 * link): the same answer, in about the same time, whether or not an account exists. Only
 * bad input (400) and the per-address and per-client limits (429) answer otherwise.
 */
export async function emailRequestAction(
  { request, context }: { request: Request; context: AppContext },
  send: (email: string, headers: Headers) => Promise<unknown>,
) {
  const started = Date.now();
  const t = getT(langFromPath(new URL(request.url).pathname));
  const read = await readForm(request);
  if (!read.ok) {
    return data<EmailRequestData>(
      {
        status: "error",
        result: { status: "error", error: { "": [] } },
        notice: t("auth.errors.unreadable"),
      },
      { status: read.status },
    );
  }
  const submission = parseWithZod(read.formData, { schema: emailOnlySchema });
  if (submission.status !== "success") {
    return data<EmailRequestData>({ status: "error", result: submission.reply() }, { status: 400 });
  }
  try {
    // Cookies left out: a signed-in visitor asking for another address gets the same answer.
    await send(submission.value.email, authHeaders(request, context, { withCookies: false }));
  } catch (error) {
    if (!isAPIError(error)) throw error;
    const body = (error.body ?? {}) as { code?: unknown; minutes?: unknown; retryAfterSeconds?: unknown };
    if (body.code === ACCOUNT_MAIL_LIMITED) {
      const seconds = typeof body.retryAfterSeconds === "number" ? body.retryAfterSeconds : 60;
      const notice = t("auth.errors.tooManyEmails", {
        count: typeof body.minutes === "number" ? body.minutes : 1,
      });
      return data<EmailRequestData>(
        { status: "error", result: submission.reply(), notice },
        { status: 429, headers: { "Retry-After": String(seconds) } },
      );
    }
    // Any other refusal must not tell the address apart: logged, and the usual answer.
    context.logger.warn(
      { event: "auth.email_request_refused", code: redact(body.code) },
      "account e-mail request refused",
    );
  }
  await atLeast(started, EMAIL_REQUEST_FLOOR_MS);
  return data<EmailRequestData>({ status: "sent" });
}
