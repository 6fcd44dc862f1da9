import { rowId } from "~/lib/route-params";
import { data } from "react-router";
import { z } from "zod";
import { displayName, getViewer } from "~/features/accounts/viewer.server";
import { localize } from "~/features/catalog/localize";
import type { AppContext } from "~/lib/app-context";
import { formatDate, formatTime, formatUtcOffset, zoneCity } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { decideLiveAccess, isModerator, type LiveAccess } from "./live-access.server";
import { mediaServerFor } from "./live-config.server";
import { grantFor, moderate } from "./live-grant.server";
import { MediaServerError } from "./media-server";

export const NO_STORE = { "Cache-Control": "private, no-store" } as const;

/** What the live page shows: a refusal (with its status) or the room. */
export type LivePageView =
  | { kind: "signed-out"; signInHref: string }
  | { kind: "not-registered"; registerHref: string }
  | { kind: "unpaid"; payHref: string | null; contactHref: string }
  | {
      kind: "unavailable";
      /** not-installed: a try-out on this machine that lacks Janus, which the page says how to add. */
      reason: "cancelled" | "too-early" | "ended" | "not-configured" | "not-installed";
    }
  | { kind: "denied" }
  | { kind: "room"; name: string; moderator: boolean; tokenPath: string; moderatePath: string };

function viewOf(
  access: Exclude<LiveAccess, { kind: "missing" }>,
  request: Request,
  lang: Lang,
  name: string,
  embedded: boolean,
): LivePageView {
  const url = new URL(request.url);
  const session = access.session;
  switch (access.kind) {
    case "signed-out":
      return {
        kind: "signed-out",
        signInHref: `${localizePath("/auth", lang)}?redirectTo=${encodeURIComponent(url.pathname)}`,
      };
    case "not-registered":
      return { kind: "not-registered", registerHref: localizePath(`/register/${session.courseId}`, lang) };
    case "unpaid":
      return {
        kind: "unpaid",
        payHref: access.payer === "self" ? localizePath(`/pay/${access.registrationId}`, lang) : null,
        contactHref: localizePath("/contact", lang),
      };
    case "unavailable":
      return {
        kind: "unavailable",
        reason: access.reason === "not-configured" && embedded ? "not-installed" : access.reason,
      };
    case "denied":
      return { kind: "denied" };
    case "allowed":
      return {
        kind: "room",
        name,
        moderator: access.moderator,
        tokenPath: `/sessions/${session.id}/live/token`,
        moderatePath: `/sessions/${session.id}/live/moderate`,
      };
  }
}

/** GET /sessions/{id}/live: the room, or the refusal with its status code. */
export async function livePageLoader({
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
  const sessionId = rowId(params.sessionId);
  if (sessionId === null) throw data(null, { status: 404 });
  const viewer = await getViewer(request, context);
  const access = await decideLiveAccess({
    db: context.db,
    sessionId,
    viewer: viewer ? { id: viewer.user.id, role: String(viewer.user.role) } : null,
    now,
    configured: mediaServerFor(context.env) !== null,
  });
  if (access.kind === "missing") throw data(null, { status: 404 });
  const { session } = access;
  const course = localize(session.courseTitle, lang);
  return data(
    {
      seo: { title: t("live.seoTitle", { course }), description: t("live.seoDescription"), lang },
      course,
      startsAt: {
        date: formatDate(session.startsAt, lang, "long", session.timeZone),
        time: formatTime(session.startsAt, lang, session.timeZone),
        zone: `${zoneCity(session.timeZone)}, ${formatUtcOffset(session.startsAt, session.timeZone)}`,
        iso: session.startsAt.toISOString(),
      },
      view: viewOf(
        access,
        request,
        lang,
        viewer ? displayName(viewer.user) : "",
        context.env.MODE === "embedded",
      ),
    },
    { status: access.status, headers: NO_STORE },
  );
}

function json(body: unknown, status = 200) {
  return Response.json(body, { status, headers: NO_STORE });
}

async function allowedAccess(
  request: Request,
  context: AppContext,
  params: { sessionId?: string },
  now: Date,
) {
  const sessionId = rowId(params.sessionId);
  if (sessionId === null) return { refusal: json({ error: "missing" }, 404) };
  const viewer = await getViewer(request, context);
  const server = mediaServerFor(context.env);
  const access = await decideLiveAccess({
    db: context.db,
    sessionId,
    viewer: viewer ? { id: viewer.user.id, role: String(viewer.user.role) } : null,
    now,
    configured: server !== null,
  });
  if (access.kind !== "allowed" || !viewer || !server)
    return { refusal: json({ error: access.kind }, access.status === 200 ? 403 : access.status) };
  return { refusal: null, access, viewer, server };
}

/**
 * POST /sessions/{id}/live/token: a short-lived grant (the media server's token for this room
 * and this person, until the session's end), never stored by any cache. The same refusals as
 * the page, as JSON.
 */
export async function liveTokenAction({
  request,
  context,
  params,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  params: { sessionId?: string };
  now?: Date;
}): Promise<Response> {
  if (request.method !== "POST") return json({ error: "method" }, 405);
  const allowed = await allowedAccess(request, context, params, now);
  if (allowed.refusal) return allowed.refusal;
  const { access, viewer, server } = allowed;
  try {
    const grant = await grantFor({
      db: context.db,
      server,
      adminSecret: context.env.LIVE_VIDEO_ADMIN_SECRET ?? "",
      session: access.session,
      userId: viewer.user.id,
      display: displayName(viewer.user),
      moderator: access.moderator,
    });
    return json(grant);
  } catch (error) {
    if (!(error instanceof MediaServerError)) throw error;
    context.logger.warn({ err: error.message, code: error.code }, "live: media server refused a grant");
    return json({ error: "media-server" }, 502);
  }
}

const moderatorCommand = z.discriminatedUnion("action", [
  z.object({
    action: z.literal("mute"),
    feedId: z
      .number()
      .int()
      .positive()
      .max(2 ** 48),
    mid: z.string().regex(/^[\w-]{1,16}$/),
  }),
  z.object({
    action: z.literal("kick"),
    feedId: z
      .number()
      .int()
      .positive()
      .max(2 ** 48),
  }),
  z.object({ action: z.literal("close") }),
]);

/** POST /sessions/{id}/live/moderate: mute, remove, close; the trainer and staff only. */
export async function liveModerateAction({
  request,
  context,
  params,
  now = new Date(),
}: {
  request: Request;
  context: AppContext;
  params: { sessionId?: string };
  now?: Date;
}): Promise<Response> {
  if (request.method !== "POST") return json({ error: "method" }, 405);
  const allowed = await allowedAccess(request, context, params, now);
  if (allowed.refusal) return allowed.refusal;
  const { access, viewer, server } = allowed;
  if (!isModerator(access.session, { id: viewer.user.id, role: String(viewer.user.role) }))
    return json({ error: "forbidden" }, 403);
  const parsed = moderatorCommand.safeParse(await request.json().catch(() => null));
  if (!parsed.success) return json({ error: "invalid" }, 400);
  try {
    const outcome = await moderate({
      db: context.db,
      server,
      adminSecret: context.env.LIVE_VIDEO_ADMIN_SECRET ?? "",
      session: access.session,
      moderatorId: viewer.user.id,
      command: parsed.data,
    });
    if (outcome === "unknown-participant") return json({ error: "unknown-participant" }, 404);
    context.logger.info(
      { session: access.session.id, action: parsed.data.action, by: viewer.user.id },
      "live: moderator action",
    );
    return json({ ok: true });
  } catch (error) {
    if (!(error instanceof MediaServerError)) throw error;
    context.logger.warn(
      { err: error.message, code: error.code },
      "live: media server refused a moderator action",
    );
    return json({ error: "media-server" }, 502);
  }
}
