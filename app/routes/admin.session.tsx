import { rowId } from "~/lib/route-params";
import type { I18nHandle } from "~/lib/i18n";
import { data } from "react-router";
import { localize } from "~/features/catalog/localize";
import {
  formToken,
  sessionFormChoices,
  sessionFormValues,
  sessionPageAction,
  sessionPriceNote,
} from "~/features/admin/sessions/session-pages.server";
import { SessionDetailPage } from "~/features/admin/sessions/session-detail";
import { sessionDetail } from "~/features/admin/sessions/session-detail.server";
import { fillRate } from "~/features/admin/sessions/session-list.server";
import { exportAccess, requireStaff } from "~/features/admin/shared/staff-access.server";
import { sessionPlace, sessionWhen } from "~/features/sessions/session-queries.server";
import { formatDate, formatMoney } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.session";
import { shownPaymentStatus } from "~/features/admin/shared/shown-payment-status";
import { shownSessionStatus } from "~/features/admin/sessions/shown-session-status";

export const handle = { i18n: ["admin", "adminSessions"] } satisfies I18nHandle;

/** /admin/sessions/:id: the session, its registrations and waiting list; edit and cancel for admins. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const viewer = await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = rowId(params.sessionId);
  const found = id === null ? null : await sessionDetail(context.db, id);
  if (!found || id === null) {
    return data(
      {
        found: false as const,
        seo: {
          title: t("adminSessions.detail.notFound"),
          description: t("adminSessions.detail.notFound"),
          lang,
        },
      },
      { status: 404 },
    );
  }
  const { session } = found;
  const when = sessionWhen(session, lang);
  const place = sessionPlace(session, lang);
  const money = (cents: number, currency: string) => formatMoney(cents, currency as "EUR" | "GNF", lang);
  const price =
    session.priceCents !== null
      ? money(session.priceCents, session.currency)
      : found.coursePriceCents !== null
        ? t("adminSessions.detail.coursePrice", {
            price: money(found.coursePriceCents, found.courseCurrency),
          })
        : t("adminSessions.detail.onRequest");
  const person = (row: (typeof found.registrations)[number]) => ({
    id: row.id,
    name: `${row.firstName} ${row.lastName}`,
    email: row.email,
    status: row.status,
    paymentStatus: shownPaymentStatus(row),
    registered: formatDate(row.createdAt, lang, "medium"),
  });
  const editable = viewer.may.change && session.status === "scheduled";
  const inForce = found.registrations.filter((row) => ["confirmed", "offered"].includes(row.status)).length;
  return {
    found: true as const,
    seo: {
      title: t("adminSessions.detail.seoTitle", { id }),
      description: t("adminSessions.detail.seoTitle", { id }),
      lang,
    },
    id,
    course: localize(found.courseTitle, lang),
    dates: when.endDate ? `${when.startDate} – ${when.endDate}` : when.startDate,
    time: `${when.time} (${t("adminSessions.detail.zone", { city: when.zone.city, offset: when.zone.offset })})`,
    format: session.format,
    place: place ? [place.venue, place.street, place.city, place.country].filter(Boolean).join(", ") : null,
    trainer: found.trainerName,
    price,
    status: shownSessionStatus(session),
    taken: found.taken,
    totalSeats: session.totalSeats,
    fill: fillRate(found.taken, session.totalSeats),
    registrations: found.registrations.map(person),
    waitlist: found.waitlist.map(person),
    started: session.startsAt.getTime() <= Date.now(),
    /** Admins only, while scheduled: the edit form and the cancel button. */
    edit: editable
      ? {
          antiForgery: formToken(viewer, context),
          values: sessionFormValues(session, found.trainerAccountEmail),
          ...(await sessionFormChoices(context, lang)),
          toTell: inForce + found.waitlist.length,
          priceNote: await sessionPriceNote(
            context,
            id,
            session.priceCents !== null
              ? { cents: session.priceCents, currency: session.currency }
              : { cents: found.coursePriceCents, currency: found.courseCurrency },
            lang,
          ),
        }
      : null,
    mayChange: viewer.may.change,
    /** The attendance sheet names the participants: an export of personal data. */
    attendance: exportAccess(viewer, request),
  };
}

/** POST: "save" (edit) or "cancel"; both change the catalogue, so admins only. */
export async function action({ request, params, context }: Route.ActionArgs) {
  const viewer = await requireStaff(request, context, { need: "change" });
  const lang = langFromPath(new URL(request.url).pathname);
  const id = rowId(params.sessionId);
  if (id === null) throw data(null, { status: 404 });
  return sessionPageAction({ request, context, viewer, lang, id });
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminSession({ loaderData, actionData }: Route.ComponentProps) {
  return <SessionDetailPage data={loaderData} refused={actionData ?? null} />;
}
