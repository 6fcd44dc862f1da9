import { and, eq, sql } from "drizzle-orm";
import { data, redirect } from "react-router";
import { courses, registrations, trainingSessions } from "../../../db/schema";
import { requireStaff, requireUser } from "~/features/accounts/guards.server";
import { qrCodeDataUrl } from "~/features/accounts/two-factor/qr-code.server";
import { halfDaysOf, localDayAndMinutes } from "~/features/attendance/half-days";
import { localize } from "~/features/catalog/localize";
import { readForm } from "~/features/security/form-data.server";
import { consumeLimit, minutesLeft, type LimitRule } from "~/features/security/rate-limit.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { rowId } from "~/lib/route-params";
import { readRoomCode, signRoomCode } from "./room-code.server";
import { surveyPath } from "./survey-links.server";
import { ensureInvitation } from "./surveys.server";

/**
 * Tries per client address on the room's page: a room of 20 with a few typing mistakes fits;
 * someone trying addresses to find who attended does not get far.
 */
export const surveyRoomRule: LimitRule = { name: "survey-room", points: 30, durationSeconds: 10 * 60 };

const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" } as const;

type SessionRow = {
  id: number;
  status: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  trainerUserId: string | null;
  courseId: number;
  courseTitle: { fr: string; en: string };
};

async function sessionOf(context: AppContext, sessionId: number): Promise<SessionRow | undefined> {
  const [session] = await context.db
    .select({
      id: trainingSessions.id,
      status: trainingSessions.status,
      startsAt: trainingSessions.startsAt,
      endsAt: trainingSessions.endsAt,
      timeZone: trainingSessions.timeZone,
      trainerUserId: trainingSessions.trainerUserId,
      courseId: trainingSessions.courseId,
      courseTitle: courses.title,
    })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(eq(trainingSessions.id, sessionId));
  return session;
}

/** The session's last day (its local date), when its QR code may be shown and used. */
export function lastDayOf(session: { startsAt: Date; endsAt: Date; timeZone: string }): string | null {
  return halfDaysOf(session).at(-1)?.day ?? null;
}

/** The trainer's page that shows the end-of-training QR code, in `lang`. */
export function surveyQrPath(sessionId: number, lang: Lang): string {
  return localizePath(`/trainer/sessions/${sessionId}/survey`, lang);
}

/**
 * GET /trainer/sessions/{id}/survey: the QR code of the end-of-training survey, for the room, on
 * the session's last day. The session's trainer or staff (moderator and above) only, as the
 * attendance code.
 */
export async function surveyQrLoader({
  request,
  context,
  params,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  params: { sessionId?: string };
  now?: Date;
}) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const viewer = await requireUser(request, context);
  const sessionId = rowId(params.sessionId);
  const session = sessionId === null ? undefined : await sessionOf(context, sessionId);
  if (!session || session.trainerUserId !== viewer.user.id) await requireStaff(request, context, "moderator");
  const seo = { title: t("surveys.qr.seoTitle"), description: "", lang };
  const refuse = (status: number, message: string, course = "") =>
    data({ seo, course, refusal: message, qr: null, link: null }, { status, headers: PRIVATE });
  if (!session) return refuse(404, t("surveys.qr.notFound"));
  const course = localize(session.courseTitle, lang);
  if (session.status === "cancelled") return refuse(410, t("surveys.qr.cancelled"), course);
  const today = localDayAndMinutes(now, session.timeZone).day;
  if (today !== lastDayOf(session)) return refuse(409, t("surveys.qr.notLastDay"), course);
  const link = `${context.env.SITE_URL}${localizePath(`/survey/session/${signRoomCode(context.secrets, session.id, today)}`, lang)}`;
  return data({ seo, course, refusal: null, qr: await qrCodeDataUrl(link), link }, { headers: PRIVATE });
}

export type RoomView =
  | { state: "ask"; course: string; email: string; error: string | null }
  | { state: "refused"; title: string; message: string };

type RoomArgs = { request: Request; context: AppContext; params: { code?: string }; now?: Date };

async function resolveRoom({ request, context, params, now = new Date() }: RoomArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const code = readRoomCode(context.secrets, params.code);
  const session = code ? await sessionOf(context, code.sessionId) : undefined;
  const refused = (status: number, message: string) => ({
    ok: false as const,
    lang,
    status,
    view: { state: "refused", title: t("surveys.room.refusedTitle"), message } as RoomView,
  });
  if (!code || !session) return refused(404, t("surveys.room.invalid"));
  if (session.status === "cancelled" || localDayAndMinutes(now, session.timeZone).day !== code.day)
    return refused(410, t("surveys.room.expired"));
  return { ok: true as const, lang, session, course: localize(session.courseTitle, lang) };
}

function roomAnswer(lang: Lang, view: RoomView, status = 200, headers: Record<string, string> = {}) {
  const t = getT(lang);
  return data(
    { view, seo: { title: t("surveys.room.seoTitle"), description: "", lang } },
    { status, headers: { ...PRIVATE, ...headers } },
  );
}

/**
 * GET /survey/session/{code}: what the trainee's phone opens from the room's QR code: a form
 * asking the e-mail address they registered with. Nothing is written.
 */
export async function surveyRoomLoader(args: RoomArgs) {
  const resolved = await resolveRoom(args);
  if (!resolved.ok) return roomAnswer(resolved.lang, resolved.view, resolved.status);
  return roomAnswer(resolved.lang, { state: "ask", course: resolved.course, email: "", error: null });
}

/**
 * POST: the address of a confirmed registration of the session leads to that person's own
 * end-of-training link (made now if the e-mail has not gone yet), in the language they registered
 * in; the same link the e-mail gives, so it is answered once whichever way it is opened.
 */
export async function surveyRoomAction(args: RoomArgs) {
  const { request, context, now = new Date() } = args;
  const resolved = await resolveRoom(args);
  if (!resolved.ok) return roomAnswer(resolved.lang, resolved.view, resolved.status);
  const t = getT(resolved.lang);
  const limit = await consumeLimit(context.db, surveyRoomRule, `ip:${context.clientIp}`);
  if (!limit.allowed)
    return roomAnswer(
      resolved.lang,
      {
        state: "refused",
        title: t("surveys.room.refusedTitle"),
        message: t("surveys.room.tooMany", { minutes: minutesLeft(limit.retryAfterSeconds) }),
      },
      429,
      { "Retry-After": String(limit.retryAfterSeconds) },
    );
  const read = await readForm(request);
  const raw = read.ok ? read.formData.get("email") : null;
  const email = typeof raw === "string" ? raw.trim().slice(0, 254) : "";
  const ask = (error: string) =>
    roomAnswer(resolved.lang, { state: "ask", course: resolved.course, email, error }, 400);
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) return ask("surveys.room.badEmail");
  const [registration] = await context.db
    .select()
    .from(registrations)
    .where(
      and(
        eq(registrations.sessionId, resolved.session.id),
        eq(registrations.status, "confirmed"),
        sql`lower(${registrations.email}) = lower(${email})`,
      ),
    )
    .limit(1);
  if (!registration) return ask("surveys.room.notFound");
  const [secret = ""] = context.secrets;
  const ensured = await ensureInvitation(
    context.db,
    secret,
    {
      kind: "end",
      respondent: "trainee",
      registrationId: registration.id,
      courseId: registration.courseId,
      sessionId: resolved.session.id,
      email: registration.email,
      lang: registration.lang,
    },
    now,
  );
  if (!ensured) return ask("surveys.room.none");
  return redirect(surveyPath(ensured.token, registration.lang), { headers: PRIVATE });
}
