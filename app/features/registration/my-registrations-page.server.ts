import { rowId } from "~/lib/route-params";
import { data, redirect } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { getViewer } from "~/features/accounts/viewer.server";
import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { registrationCalendar } from "./calendar.server";
import { signInPath } from "./registration-action.server";
import { loadRegistrationDetails } from "./registration-details.server";
import { listRegistrationsOf } from "./registration-views.server";

export const PRIVATE_PAGE = { "Cache-Control": "private, no-store" } as const;

/** GET /profile/registrations: the signed-in user's registrations (guarded). */
export async function myRegistrationsLoader({ request, context }: { request: Request; context: AppContext }) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const registrations = await listRegistrationsOf(context.db, viewer.user.id, {
    lang,
    secrets: context.secrets,
    holdHours: context.env.PAYMENT_HOLD_HOURS,
  });
  return data(
    {
      seo: { title: t("registration.mine.seoTitle"), description: t("registration.mine.intro"), lang },
      registrations,
    },
    { headers: PRIVATE_PAGE },
  );
}

/**
 * GET /profile/registrations/{id}/calendar.ics: the calendar file of one of the signed-in
 * user's confirmed registrations. Signed out: to the sign-in page and back. Anyone else's
 * registration, or one without a seat, is a 404 (the same answer as a missing one).
 */
export async function calendarDownloadLoader({
  request,
  params,
  context,
}: {
  request: Request;
  params: { registrationId?: string };
  context: AppContext;
}) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const viewer = await getViewer(request, context);
  if (!viewer) throw redirect(signInPath(url.pathname, lang));
  const id = rowId(params.registrationId);
  const details = id === null ? null : await loadRegistrationDetails(context.db, id);
  const calendar =
    details && details.registration.userId === viewer.user.id && details.registration.status === "confirmed"
      ? registrationCalendar(details, {
          method: "PUBLISH",
          lang,
          siteUrl: context.env.SITE_URL,
          now: new Date(),
        })
      : null;
  if (!calendar) {
    return new Response("Not Found", {
      status: 404,
      headers: { "Content-Type": "text/plain; charset=utf-8", ...PRIVATE_PAGE },
    });
  }
  return new Response(calendar, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="formation-${id}.ics"`,
      ...PRIVATE_PAGE,
    },
  });
}
