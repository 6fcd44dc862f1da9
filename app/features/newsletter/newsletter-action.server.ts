import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { readForm } from "../security/form-data.server";
import { clientKey, consumeLimit, minutesLeft, newsletterRule } from "../security/rate-limit.server";
import { newsletterSchema, type NewsletterActionData, type NewsletterErrorKey } from "./newsletter-schema";
import { subscribe } from "./subscriptions.server";

/** Set by the footer form once JavaScript runs: the answer is then data, not a redirect. */
export const VIA_FIELD = "via";

/**
 * Newsletter sign-up. With JavaScript (a fetcher) it answers with data; without, success
 * redirects back to the page the form was on with a flash message, and an error renders the
 * newsletter page with the message under the field (400) or the limit (429).
 */
export async function newsletterAction({ request, context }: { request: Request; context: AppContext }) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const fail = (error: string, email: string, status: number, headers?: HeadersInit) =>
    data<NewsletterActionData>({ status: "error", error, email }, { status, headers });

  const read = await readForm(request);
  if (!read.ok) return fail(t("newsletter.errors.invalid"), "", read.status);
  const { formData } = read;
  const typed = formData.get("email");
  const echo = typeof typed === "string" ? typed.slice(0, 254) : "";

  const submission = parseWithZod(formData, { schema: newsletterSchema });
  if (submission.status !== "success") {
    const key = (submission.error?.email?.[0] ?? "newsletter.errors.invalid") as NewsletterErrorKey;
    return fail(t(key), echo, 400);
  }

  const limit = await consumeLimit(context.db, newsletterRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    const message = t("newsletter.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) });
    return fail(message, echo, 429, { "Retry-After": String(limit.retryAfterSeconds) });
  }

  const outcome = await subscribe(
    context.db,
    { email: submission.value.email, lang },
    { siteUrl: context.env.SITE_URL, secret: requireSecret(context.secrets) },
  );
  // The outcome is logged, never shown: every visitor gets the same answer.
  context.logger.info({ event: "newsletter.subscribe", outcome }, "newsletter sign-up");

  if (formData.get(VIA_FIELD) === "fetch") return data<NewsletterActionData>({ status: "subscribed" });
  const back = safeLocalPath(formData.get("redirectTo"), localizePath("/", lang));
  return redirectWithFlash(back, { kind: "success", message: t("newsletter.thanks") }, context);
}

export function requireSecret(secrets: readonly string[]): string {
  const [secret] = secrets;
  if (!secret) throw new Error("no signing secret configured");
  return secret;
}
