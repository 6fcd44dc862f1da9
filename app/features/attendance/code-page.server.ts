import { eq } from "drizzle-orm";
import { data } from "react-router";
import { z } from "zod";
import { courses, halfDayParts, trainingSessions } from "../../../db/schema";
import { requireStaff, requireUser } from "~/features/accounts/guards.server";
import { qrCodeDataUrl } from "~/features/accounts/two-factor/qr-code.server";
import { localize } from "~/features/catalog/localize";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { signAttendanceCode, windowEndAt, type CodeSubject } from "./attendance-code.server";
import { checkCodeHalfDay } from "./code-half-day";
import { halfDayLabel } from "./half-day-label.server";

/** A code on screen is for the room, not for caches, crawlers or the back button. */
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

const halfDayQuery = z.object({ day: z.iso.date(), part: z.enum(halfDayParts) });

/** The code shown now, as the page and its refresh route hand it to the browser. */
export interface ShownCode {
  /** The QR code of the link, an SVG as a data: URL (the CSP allows img-src data:). */
  qr: string;
  /** The link the QR code holds (for tests and for whoever reads it aloud). */
  link: string;
  /** Seconds until this code is replaced, from the server's clock. */
  secondsLeft: number;
}

interface Args {
  request: Request;
  context: AppContext;
  params: { sessionId?: string };
  now?: Date;
}

type Refusal = { status: number; message: string };

/** The participant's page for `token`, absolute, in the page's language (the QR code's content). */
export function attendLink(siteUrl: string, lang: Lang, token: string): string {
  return `${siteUrl}${localizePath(`/attend/${token}`, lang)}`;
}

async function shownCode(context: AppContext, lang: Lang, subject: CodeSubject, now: Date): Promise<ShownCode> {
  const token = signAttendanceCode(context.secrets, subject, now);
  const link = attendLink(context.env.SITE_URL, lang, token);
  return {
    qr: await qrCodeDataUrl(link),
    link,
    secondsLeft: Math.max(1, Math.ceil((windowEndAt(now).getTime() - now.getTime()) / 1000)),
  };
}

/**
 * Who may show a session's code, and for which half-day: the session's trainer account or
 * staff (a moderator or above; an admin only after the second factor, as in the back-office),
 * for a half-day of the session, today, unless the session is cancelled. The refusals are
 * the page's, in its language.
 */
async function resolve({ request, context, params, now = new Date() }: Args) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const viewer = await requireUser(request, context);
  const sessionId = rowId(params.sessionId);
  const [session] =
    sessionId === null
      ? []
      : await context.db
          .select({
            id: trainingSessions.id,
            status: trainingSessions.status,
            startsAt: trainingSessions.startsAt,
            endsAt: trainingSessions.endsAt,
            timeZone: trainingSessions.timeZone,
            trainerUserId: trainingSessions.trainerUserId,
            courseTitle: courses.title,
          })
          .from(trainingSessions)
          .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
          .where(eq(trainingSessions.id, sessionId));
  // Someone who is not this session's trainer must be staff, before learning whether it exists.
  if (!session || session.trainerUserId !== viewer.user.id) await requireStaff(request, context, "moderator");
  const refuse = (status: number, message: string) => ({ ok: false as const, lang, refusal: { status, message } });
  if (!session) return refuse(404, t("attendanceCode.display.notFound"));
  const course = localize(session.courseTitle, lang);
  const query = halfDayQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) return { ...refuse(400, t("attendanceCode.display.badHalfDay")), course };
  const { day, part } = query.data;
  const halfDay = checkCodeHalfDay(session, day, part, now);
  if (!halfDay.ok) {
    const status = { session_cancelled: 410, not_a_half_day: 400, not_today: 409 }[halfDay.reason];
    return { ...refuse(status, t(`attendanceCode.refusals.${halfDay.reason}`)), course };
  }
  return {
    ok: true as const,
    lang,
    course,
    halfDay: halfDayLabel(day, part, lang),
    subject: { sessionId: session.id, day, part },
    now,
  };
}

/** GET /trainer/sessions/{id}/code?day=…&part=…: the page the trainer shows the room. */
export async function codePageLoader(args: Args) {
  const resolved = await resolve(args);
  const t = getT(resolved.lang);
  const course = "course" in resolved ? resolved.course : "";
  const seo = {
    title: t("attendanceCode.display.seoTitle", { course }),
    description: t("attendanceCode.display.seoDescription"),
    lang: resolved.lang,
  };
  if (!resolved.ok)
    return data(
      { seo, course, halfDay: null, code: null, refusal: resolved.refusal as Refusal | null, refreshPath: null },
      { status: resolved.refusal.status, headers: PRIVATE },
    );
  const url = new URL(args.request.url);
  return data(
    {
      seo,
      course,
      halfDay: resolved.halfDay,
      code: await shownCode(args.context, resolved.lang, resolved.subject, resolved.now),
      refusal: null,
      refreshPath: `${url.pathname.replace(/\/$/, "")}/current${url.search}`,
    },
    { headers: PRIVATE },
  );
}

/**
 * GET /trainer/sessions/{id}/code/current?day=…&part=…: the code of the window now, as JSON,
 * for the page's script to swap in every 30 seconds; the same guards and refusals.
 */
export async function currentCodeLoader(args: Args) {
  const resolved = await resolve(args);
  if (!resolved.ok) return Response.json({ error: resolved.refusal.message }, { status: resolved.refusal.status, headers: PRIVATE });
  return Response.json(await shownCode(args.context, resolved.lang, resolved.subject, resolved.now), {
    headers: PRIVATE,
  });
}
