import { data, redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import { localize } from "~/features/catalog/localize";
import { antiForgeryToken, ANTI_FORGERY_FIELD, isValidAntiForgeryToken } from "~/features/security/anti-forgery.server";
import { readForm } from "~/features/security/form-data.server";
import { consumeLimit, minutesLeft, type LimitRule } from "~/features/security/rate-limit.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { halfDayLabel } from "./half-day-label.server";
import {
  checkAttendanceCode,
  markPresentByCode,
  type CodeRefusal,
  type CodeTarget,
  type MarkByCodeOutcome,
} from "./mark-by-code.server";

/**
 * Confirmations per account: a whole week of half-days scanned twice over fits many times;
 * a script trying codes does not get far (and each try needs a code the trainer's screen made).
 */
export const attendCodeRule: LimitRule = { name: "attendance-code", points: 20, durationSeconds: 10 * 60 };

/** A participant's page: never cached, never indexed (the link is a short-lived code). */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const refusalStatus: Record<CodeRefusal, number> = {
  invalid: 400,
  expired: 410,
  session_not_found: 404,
  session_cancelled: 410,
  not_a_half_day: 400,
  not_today: 410,
  not_registered: 403,
  not_confirmed: 403,
};

/** What the page says, formatted in its language. */
export type AttendView =
  | { state: "ready"; course: string; halfDay: string; antiForgery: string }
  | { state: "marked" | "already"; title: string; message: string }
  | { state: "refused"; title: string; message: string };

interface Args {
  request: Request;
  context: AppContext;
  params: { token?: string };
  now?: Date;
}

function describe(target: CodeTarget, lang: Lang) {
  return {
    course: localize(target.courseTitle, lang),
    halfDay: halfDayLabel(target.subject.day, target.subject.part, lang),
  };
}

function viewOf(outcome: MarkByCodeOutcome, lang: Lang): { status: number; view: AttendView } {
  const t = getT(lang);
  switch (outcome.kind) {
    case "marked":
      return {
        status: 200,
        view: {
          state: "marked",
          title: t("attendanceCode.attend.markedTitle"),
          message: t("attendanceCode.attend.marked", {
            halfDay: halfDayLabel(outcome.target.subject.day, outcome.target.subject.part, lang, { inline: true }),
          }),
        },
      };
    case "already":
      return {
        status: 200,
        view: {
          state: "already",
          title: t("attendanceCode.attend.alreadyTitle"),
          message:
            outcome.state === "present" || outcome.state === "late"
              ? t("attendanceCode.attend.alreadyPresent")
              : t("attendanceCode.attend.alreadyRecorded", { state: t(`attendanceCode.states.${outcome.state}`) }),
        },
      };
    case "refused":
      return {
        status: refusalStatus[outcome.reason],
        view: {
          state: "refused",
          title: t("attendanceCode.attend.refusedTitle"),
          message: t(`attendanceCode.refusals.${outcome.reason}`),
        },
      };
  }
}

/** Signed out: to the sign-in page, which comes back here (the code may still be valid then). */
function signInFirst(request: Request, lang: Lang) {
  const back = new URL(request.url).pathname;
  return redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(back)}`, {
    headers: PRIVATE,
  });
}

function seoOf(lang: Lang) {
  const t = getT(lang);
  return { title: t("attendanceCode.attend.seoTitle"), description: t("attendanceCode.attend.seoDescription"), lang };
}

/**
 * GET /attend/{code}: what confirming would do, with the button that does it. Opening the link
 * writes nothing: link previews, scanners and prefetchers open URLs too.
 */
export async function attendPageLoader({ request, context, params, now = new Date() }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const viewer = await getViewer(request, context);
  if (!viewer) throw signInFirst(request, lang);
  const seo = seoOf(lang);
  const outcome = await checkAttendanceCode(context.db, viewer.user.id, params.token, {
    secrets: context.secrets,
    now,
  });
  if (outcome.kind === "ready")
    return data(
      {
        seo,
        view: {
          state: "ready",
          ...describe(outcome.target, lang),
          antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
        } as AttendView,
      },
      { headers: PRIVATE },
    );
  const { status, view } = viewOf(outcome, lang);
  return data({ seo, view }, { status, headers: PRIVATE });
}

/** POST /attend/{code}: marks the signed-in participant present, once. */
export async function attendPageAction({ request, context, params, now = new Date() }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const viewer = await getViewer(request, context);
  if (!viewer) throw signInFirst(request, lang);
  const refuse = (status: number, title: string, message: string, headers: Record<string, string> = {}) =>
    data({ view: { state: "refused", title, message } as AttendView }, { status, headers: { ...PRIVATE, ...headers } });
  const limit = await consumeLimit(context.db, attendCodeRule, `user:${viewer.user.id}`);
  if (!limit.allowed)
    return refuse(
      429,
      t("attendanceCode.attend.tooManyTitle"),
      t("attendanceCode.attend.tooMany", { minutes: minutesLeft(limit.retryAfterSeconds) }),
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  const read = await readForm(request);
  if (!read.ok || !isValidAntiForgeryToken(read.formData.get(ANTI_FORGERY_FIELD), viewer.session.id, context.secrets))
    return refuse(read.ok ? 403 : read.status, t("attendanceCode.attend.refusedTitle"), t("attendanceCode.attend.formExpired"));
  const outcome = await markPresentByCode(context.db, { id: viewer.user.id }, params.token, {
    secrets: context.secrets,
    now,
  });
  if (outcome.kind === "marked")
    context.logger.info(
      { event: "attendance.marked_by_code", sessionId: outcome.target.subject.sessionId, userId: viewer.user.id },
      "attendance marked by code",
    );
  const { status, view } = viewOf(outcome, lang);
  return data({ view }, { status, headers: PRIVATE });
}
