import { and, asc, eq, gte, inArray, lte, ne } from "drizzle-orm";
import { data, redirect } from "react-router";
import type { Database } from "../../../db/database";
import { attendanceMarks, courses, registrations, trainingSessions } from "../../../db/schema";
import { halfDaysOf, localDayAndMinutes } from "~/features/attendance/half-days";
import { halfDayKey, onlineMinutes } from "~/features/attendance/online-minutes.server";
import { signedHalfDays } from "~/features/attendance/sheets.server";
import { hasRole } from "~/features/accounts/roles";
import { displayName, getViewer } from "~/features/accounts/viewer.server";
import { localize } from "~/features/catalog/localize";
import type { AppContext } from "~/lib/app-context";
import { formatDate } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { attendanceCodePath } from "~/features/attendance/code-paths";
import { knowledgeScores } from "~/features/surveys/knowledge-scores.server";
import { positioningAnswers } from "~/features/surveys/positioning.server";
import { lastDayOf, surveyQrPath } from "~/features/surveys/survey-room.server";
import { trainerPaths } from "./paths";
import type { TrainerDay, TrainerSession } from "./trainer-data";

const PRIVATE = { "Cache-Control": "private, no-store" } as const;
const DAY_MS = 24 * 3600_000;

/** "08:00" from minutes since local midnight, in the page's language. */
function clock(minutes: number, lang: Lang): string {
  return new Intl.DateTimeFormat(lang, { hour: "2-digit", minute: "2-digit", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, 0, minutes)),
  );
}

/**
 * Today's sessions the viewer trains (staff: every session of today), not cancelled, each with
 * its half-days of today in its own time zone, its confirmed participants and their marks.
 */
export async function trainerDay(
  db: Database,
  viewer: { id: string; role: string },
  lang: Lang,
  now: Date,
): Promise<TrainerDay> {
  const staff = hasRole(viewer.role, "moderator");
  // A session whose local "today" includes now starts before tomorrow and ends after yesterday
  // in every time zone: the half-days decide exactly.
  const candidates = await db
    .select({ session: trainingSessions, courseTitle: courses.title })
    .from(trainingSessions)
    .innerJoin(courses, eq(courses.id, trainingSessions.courseId))
    .where(
      and(
        ne(trainingSessions.status, "cancelled"),
        lte(trainingSessions.startsAt, new Date(now.getTime() + 2 * DAY_MS)),
        gte(trainingSessions.endsAt, new Date(now.getTime() - 2 * DAY_MS)),
        staff ? undefined : eq(trainingSessions.trainerUserId, viewer.id),
      ),
    )
    .orderBy(asc(trainingSessions.startsAt), asc(trainingSessions.id));

  const sessions: TrainerSession[] = [];
  for (const { session, courseTitle } of candidates) {
    const today = localDayAndMinutes(now, session.timeZone).day;
    const halfDays = halfDaysOf(session).filter((h) => h.day === today);
    if (halfDays.length === 0) continue;
    const people = await db
      .select({ id: registrations.id, firstName: registrations.firstName, lastName: registrations.lastName })
      .from(registrations)
      .where(and(eq(registrations.sessionId, session.id), eq(registrations.status, "confirmed")))
      .orderBy(asc(registrations.lastName), asc(registrations.firstName), asc(registrations.id));
    const marks = people.length
      ? await db
          .select({
            registrationId: attendanceMarks.registrationId,
            part: attendanceMarks.part,
            state: attendanceMarks.state,
            arrivedAt: attendanceMarks.arrivedAt,
            method: attendanceMarks.method,
          })
          .from(attendanceMarks)
          .where(
            and(
              eq(attendanceMarks.sessionId, session.id),
              eq(attendanceMarks.day, today),
              inArray(
                attendanceMarks.registrationId,
                people.map((person) => person.id),
              ),
            ),
          )
      : [];
    const positioning = await positioningAnswers(
      db,
      people.map((person) => person.id),
      lang,
    );
    const knowledge = await knowledgeScores(
      db,
      people.map((person) => person.id),
    );
    const signed = await signedHalfDays(db, session.id);
    const remote = session.format === "distanciel";
    const online = remote ? await onlineMinutes(db, session, now) : new Map<number, Map<string, number>>();
    sessions.push({
      id: session.id,
      course: localize(courseTitle, lang),
      timeZone: session.timeZone,
      place: [session.venueName, session.city].filter(Boolean).join(", ") || null,
      day: today,
      dayLabel: formatDate(now, lang, "long", session.timeZone),
      halfDays: halfDays.map((h) => ({
        part: h.part,
        hours: `${clock(h.from, lang)}–${clock(h.to, lang)}`,
        minutes: h.minutes,
        signed: signed.has(`${h.day}/${h.part}`),
        codeHref: attendanceCodePath(session.id, h.day, h.part, lang),
      })),
      surveyHref: lastDayOf(session) === today ? surveyQrPath(session.id, lang) : null,
      remote,
      participants: people.map((person) => ({
        registrationId: person.id,
        name: `${person.firstName} ${person.lastName}`.trim(),
        positioning: positioning.get(person.id) ?? [],
        knowledge: knowledge.get(person.id) ?? null,
      })),
      online: people.flatMap((person) =>
        halfDays.map((h) => ({
          registrationId: person.id,
          part: h.part,
          minutes: online.get(person.id)?.get(halfDayKey(h)) ?? 0,
        })),
      ),
      marks: marks.map((mark) => ({
        registrationId: mark.registrationId,
        part: mark.part,
        state: mark.state,
        arrivedAt: mark.arrivedAt?.toISOString() ?? null,
        method: mark.method,
      })),
    });
  }
  return { sessions, staff, generatedAt: now.toISOString() };
}

/** GET /trainer: today's attendance, for a session's trainer and staff. */
export async function trainerPageLoader({
  request,
  context,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  now?: Date;
}) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const viewer = await getViewer(request, context);
  if (!viewer)
    throw redirect(`${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`, {
      headers: PRIVATE,
    });
  const role = String(viewer.user.role);
  const seo = { title: t("trainer.seoTitle"), description: t("trainer.seoDescription"), lang };
  const staff = hasRole(role, "moderator");
  const trainsAny =
    staff ||
    (
      await context.db
        .select({ id: trainingSessions.id })
        .from(trainingSessions)
        .where(eq(trainingSessions.trainerUserId, viewer.user.id))
        .limit(1)
    ).length > 0;
  if (!trainsAny) return data({ kind: "forbidden" as const, seo }, { status: 403, headers: PRIVATE });
  return data(
    {
      kind: "page" as const,
      seo,
      viewer: { id: viewer.user.id, name: displayName(viewer.user) },
      paths: trainerPaths(lang),
      day: await trainerDay(context.db, { id: viewer.user.id, role }, lang, now),
    },
    { headers: PRIVATE },
  );
}
