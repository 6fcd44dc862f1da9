import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { readForm } from "../security/form-data.server";
import { clientKey, consumeLimit, contactRule, minutesLeft } from "../security/rate-limit.server";
import { contactSchema } from "./contact-schema";
import { HONEYPOT_FIELD } from "./honeypot";
import { saveContactMessage } from "./contact.server";

export interface ContactActionData {
  /** Conform's view of the submission: field errors are translation keys. */
  result: SubmissionResult<string[]>;
  /** A message about the whole form, already translated (rate limit, unreadable form). */
  notice?: string;
}

/**
 * The contact form's POST: 400 with field errors and nothing written for bad input; 429 past
 * the limit; otherwise the message and its two e-mails are stored together, and a redirect
 * with a flash gives a thank-you and an empty form, with or without JavaScript.
 */
export async function contactAction({ request, context }: { request: Request; context: AppContext }) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);

  const read = await readForm(request);
  if (!read.ok) {
    const result: SubmissionResult<string[]> = { status: "error", error: { "": [] } };
    return data<ContactActionData>(
      { result, notice: t("contact.errors.unreadable") },
      { status: read.status },
    );
  }
  const { formData } = read;
  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data<ContactActionData>({ result: submission.reply() }, { status: 400 });
  }

  const limit = await consumeLimit(context.db, contactRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    const notice = t("contact.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) });
    return data<ContactActionData>(
      { result: submission.reply(), notice },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const back = localizePath("/contact", lang);
  const thanks = { kind: "success" as const, message: t("contact.success") };
  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A robot: it sees the usual answer, and nothing is stored or sent.
    context.logger.warn({ event: "contact.honeypot", ip: context.clientIp }, "contact form honeypot filled");
    return redirectWithFlash(back, thanks, context);
  }

  const id = await saveContactMessage(
    context.db,
    { ...submission.value, lang },
    { staffEmail: context.env.STAFF_EMAIL, siteUrl: context.env.SITE_URL },
  );
  context.logger.info({ event: "contact.message", id }, "contact message stored");
  return redirectWithFlash(back, thanks, context);
}
