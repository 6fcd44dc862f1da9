import { rowId } from "~/lib/route-params";
import { data, redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import { catalogCacheHeaders } from "~/features/catalog/cache-control";
import { getCourseDetail } from "~/features/catalog/course-queries.server";
import { listUpcomingSessions, toSessionView } from "~/features/sessions/session-queries.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { antiForgeryToken } from "../security/anti-forgery.server";
import { signInPath } from "./registration-action.server";
import type { SessionView } from "~/features/sessions/session-view";
import type { RegistrationPageData } from "./registration-view";
import { registrationStatusFor } from "./registration-views.server";

function selectedSession(sessions: SessionView[], requested: string | null): number | null {
  const id = rowId(requested);
  if (id !== null && sessions.some((session) => session.id === id)) return id;
  return (sessions.find((session) => session.availability !== "full") ?? sessions[0])?.id ?? null;
}

/** GET /register/{courseId}: an unknown course goes to the catalogue. */
export async function registrationPageLoader({
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
  const now = new Date();
  const id = rowId(params.courseId);
  const course = id === null ? null : await getCourseDetail(context.db, id, lang, now);
  if (!course) throw redirect(localizePath("/courses", lang));

  const rows = await listUpcomingSessions(context.db, { courseId: course.id, now });
  const sessions = rows.map((row) => toSessionView(row, lang));
  const viewer = await getViewer(request, context);
  const user = viewer?.user as
    | (NonNullable<typeof viewer>["user"] & Partial<Record<"phone" | "company" | "position", string | null>>)
    | undefined;
  const pageData: RegistrationPageData = {
    seo: {
      title: t("registration.seo.title", { course: course.title }),
      description: t("registration.seo.description", { course: course.title }),
      lang,
    },
    course: {
      id: course.id,
      title: course.title,
      description: course.description,
      image: course.image,
      duration: course.detailedDuration ?? course.duration,
      audience: course.audience,
      price: course.price,
      isCertified: course.isCertified,
      isNew: course.isNew,
      isFeatured: course.isFeatured,
    },
    sessions,
    selectedSessionId: selectedSession(sessions, url.searchParams.get("session")),
    viewer:
      viewer && user
        ? {
            antiForgery: antiForgeryToken(viewer.session.id, context.secrets),
            prefill: {
              firstName: user.firstName ?? "",
              lastName: user.lastName ?? "",
              email: user.email,
              phone: user.phone ?? "",
              company: user.company ?? "",
              position: user.position ?? "",
            },
          }
        : null,
    existing: viewer
      ? await registrationStatusFor(context.db, viewer.user.id, course.id, {
          lang,
          secrets: context.secrets,
          holdHours: context.env.PAYMENT_HOLD_HOURS,
          now,
        })
      : null,
    signInHref: signInPath(url.pathname + url.search, lang),
    courseHref: localizePath(`/courses/${course.id}`, lang),
  };
  // A signed-in visitor's page holds their details and token: never stored by a cache.
  const headers = viewer
    ? new Headers({ "Cache-Control": "private, no-store", Vary: "Cookie" })
    : catalogCacheHeaders(request);
  return data(pageData, { headers });
}
