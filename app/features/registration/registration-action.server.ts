import { rowId } from "~/lib/route-params";
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "../security/anti-forgery.server";
import { readForm } from "../security/form-data.server";
import { consumeLimit, minutesLeft } from "../security/rate-limit.server";
import { hasUpcomingSession, registerForCourse } from "./register.server";
import { registrationLimitKey, registrationRule } from "./registration-limit.server";
import { REGISTRATION_FIELDS, registrationSchema } from "./registration-schema";

/** What a refused POST hands back to the page: field errors (translation keys) and the toast. */
export interface RegistrationActionData {
  result: SubmissionResult<string[]>;
  /** The product's destructive toast 'Erreur d'inscription', already translated. */
  notice?: { title: string; message: string };
}

/** Every field a registration form may carry: anything else (a price, a user id...) is refused. */
const ALLOWED_FIELDS = new Set<string>([...REGISTRATION_FIELDS, ANTI_FORGERY_FIELD]);

/** The /auth page, coming back to `path` after signing in. */
export function signInPath(path: string, lang: "fr" | "en"): string {
  return `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(path)}`;
}

/**
 * POST /register/{courseId}. Signed out: to /auth (and back here after). Then, in this order,
 * each refusal writing nothing: an unreadable form (400/413), a wrong or missing anti-forgery
 * token (403), a field the form does not have (400: prices, seats and users come from the
 * server only), the schema (400 with a message per field), the limit (429), and the rules
 * (409: already registered, session unavailable). Success: the course page with the product's
 * toast. Works without JavaScript.
 */
export async function registrationAction({
  request,
  params,
  context,
}: {
  request: Request;
  params: { courseId?: string };
  context: AppContext;
}) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const title = t("registration.errors.title");
  const refuse = (status: number, message: string, result?: SubmissionResult<string[]>) =>
    data<RegistrationActionData>(
      { result: result ?? { status: "error", error: { "": [] } }, notice: { title, message } },
      { status },
    );

  const courseId = rowId(params.courseId);
  if (courseId === null) throw redirect(localizePath("/courses", lang));
  const here = localizePath(`/register/${courseId}`, lang);

  const viewer = await getViewer(request, context);
  if (!viewer) {
    return redirectWithFlash(
      signInPath(here, lang),
      { kind: "error", title, message: t("registration.errors.notSignedIn") },
      context,
    );
  }

  const read = await readForm(request);
  if (!read.ok) return refuse(read.status, t("registration.errors.unreadable"));
  const { formData } = read;
  if (!isValidAntiForgeryToken(formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets)) {
    context.logger.warn(
      { event: "registration.anti_forgery", courseId },
      "registration refused: anti-forgery token",
    );
    return refuse(403, t("registration.errors.antiForgery"));
  }
  const unexpected = [...new Set(formData.keys())].filter((key) => !ALLOWED_FIELDS.has(key));
  if (unexpected.length > 0) {
    context.logger.warn(
      { event: "registration.unexpected_fields", fields: unexpected.slice(0, 5) },
      "registration refused",
    );
    return refuse(400, t("registration.errors.generic"));
  }

  const submission = parseWithZod(formData, { schema: registrationSchema });
  if (submission.status !== "success") {
    return refuse(400, t("registration.errors.summary"), submission.reply());
  }

  // A course with sessions needs one chosen: a field error, before the limit counts the attempt.
  const { sessionId, payer, sms, ...person } = submission.value;
  if (sessionId === undefined && (await hasUpcomingSession(context.db, courseId))) {
    return refuse(
      400,
      t("registration.errors.sessionRequired"),
      submission.reply({ fieldErrors: { sessionId: ["registration.errors.sessionRequired"] } }),
    );
  }

  const limit = await consumeLimit(
    context.db,
    registrationRule,
    registrationLimitKey(viewer.user.id, context.clientIp),
  );
  if (!limit.allowed) {
    return data<RegistrationActionData>(
      {
        result: submission.reply(),
        notice: {
          title,
          message: t("registration.errors.tooMany", { count: minutesLeft(limit.retryAfterSeconds) }),
        },
      },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  }

  const outcome = await registerForCourse(
    context.db,
    { userId: viewer.user.id, courseId, sessionId: sessionId ?? null, person, payer, lang, smsConsent: sms },
    {
      siteUrl: context.env.SITE_URL,
      secrets: context.secrets,
      now: new Date(),
      holdHours: context.env.PAYMENT_HOLD_HOURS,
    },
  );
  if (!outcome.ok) {
    switch (outcome.error) {
      case "course-not-found":
        throw redirect(localizePath("/courses", lang));
      case "already-registered":
        return refuse(409, t("registration.errors.alreadyRegistered"), submission.reply());
      case "session-unavailable":
        return refuse(409, t("registration.errors.sessionUnavailable"), submission.reply());
      case "session-required":
        return refuse(
          400,
          t("registration.errors.sessionRequired"),
          submission.reply({ fieldErrors: { sessionId: ["registration.errors.sessionRequired"] } }),
        );
    }
  }
  context.logger.info(
    { event: "registration.created", registrationId: outcome.registrationId, status: outcome.status },
    "registration created",
  );
  // Only a seat taken is a success: a place on the waiting list or a request is news to read.
  const flash =
    outcome.status === "confirmed"
      ? {
          kind: "success" as const,
          title: t("registration.success.title"),
          message: t("registration.success.message"),
        }
      : outcome.status === "waitlisted"
        ? {
            kind: "info" as const,
            title: t("registration.success.waitlistedTitle"),
            message: t("registration.success.waitlisted", { position: outcome.position }),
          }
        : {
            kind: "info" as const,
            title: t("registration.success.interestTitle"),
            message: t("registration.success.interest"),
          };
  return redirectWithFlash(localizePath(`/courses/${courseId}`, lang), flash, context);
}
