import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import { data, redirect } from "react-router";
import { displayName, getViewer } from "~/features/accounts/viewer.server";
import { HONEYPOT_FIELD } from "~/features/contact/honeypot";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { readForm } from "../security/form-data.server";
import { clientKey, consumeLimit, contactRule, minutesLeft } from "../security/rate-limit.server";
import { complaintErrors, complaintSchema } from "./complaint-schema";
import { complaintChoicesOf, fileComplaint } from "./complaints.server";
import { confirmationQuery, confirmedReference } from "./confirmation.server";

export interface ComplaintActionData {
  /** Conform's view of the submission: field errors are translation keys. */
  result: SubmissionResult<string[]>;
  /** A message about the whole form, already translated (rate limit, unreadable form). */
  notice?: string;
}

type Args = { request: Request; context: AppContext };

/** Personal (a signed-in person's registrations) or a confirmation: never cached. */
const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

/**
 * GET /complaint: the form, with a signed-in person's name and fixed e-mail and the list of
 * their own registrations (`?registration=` picks one of them, any other id is ignored); or,
 * after a complaint was filed, its confirmation with the reference.
 */
export async function complaintLoader({ request, context }: Args) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const seo = { title: t("complaints.seo.title"), description: t("complaints.seo.description"), lang };
  const sent = confirmedReference(context.secrets, url.searchParams);
  if (sent)
    return data({ seo, sent, person: null, choices: [], registration: null }, { headers: PRIVATE_PAGE });
  const viewer = await getViewer(request, context);
  const choices = viewer ? await complaintChoicesOf(context.db, viewer.user.id, lang) : [];
  const asked = Number(url.searchParams.get("registration"));
  const registration = choices.some((choice) => choice.id === asked) ? String(asked) : null;
  return data(
    {
      seo,
      sent: null,
      person: viewer ? { name: displayName(viewer.user), email: viewer.user.email } : null,
      choices,
      registration,
    },
    { headers: PRIVATE_PAGE },
  );
}

/**
 * The complaint's POST: 400 with field errors and nothing written for bad input (a registration
 * that is not the signed-in person's included); 429 past the contact form's limit (the same
 * budget per address); otherwise the complaint and its two e-mails are stored together and the
 * page redirects to the confirmation. A signed-in person's e-mail is their account's, whatever
 * the form says.
 */
export async function complaintAction({ request, context }: Args) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);

  const read = await readForm(request);
  if (!read.ok) {
    return data<ComplaintActionData>(
      { result: { status: "error", error: { "": [] } }, notice: t("complaints.errors.unreadable") },
      { status: read.status },
    );
  }
  const { formData } = read;
  const viewer = await getViewer(request, context);
  if (viewer) formData.set("email", viewer.user.email);
  const submission = parseWithZod(formData, { schema: complaintSchema });
  if (submission.status !== "success") {
    return data<ComplaintActionData>({ result: submission.reply() }, { status: 400 });
  }

  const limit = await consumeLimit(context.db, contactRule, clientKey(context.clientIp));
  if (!limit.allowed) {
    const notice = t("complaints.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) });
    return data<ComplaintActionData>(
      { result: submission.reply(), notice },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const honeypot = formData.get(HONEYPOT_FIELD);
  if (typeof honeypot === "string" && honeypot.trim() !== "") {
    // A robot: it is sent back to the form, and nothing is stored or sent.
    context.logger.warn(
      { event: "complaint.honeypot", ip: context.clientIp },
      "complaint form honeypot filled",
    );
    return redirect(localizePath("/complaint", lang));
  }

  const filed = await fileComplaint(
    context.db,
    { ...submission.value, lang, userId: viewer?.user.id ?? null },
    { staffEmail: context.env.STAFF_EMAIL, siteUrl: context.env.SITE_URL },
  );
  if (filed.kind === "not-own-registration") {
    return data<ComplaintActionData>(
      { result: submission.reply({ fieldErrors: { registration: [complaintErrors.registrationInvalid] } }) },
      { status: 400 },
    );
  }
  context.logger.info({ event: "complaint.filed", id: filed.id }, "complaint filed");
  return redirect(
    `${localizePath("/complaint", lang)}?${confirmationQuery(context.secrets, filed.reference)}`,
  );
}
