import { data } from "react-router";
import { localize } from "~/features/catalog/localize";
import { parseCourseId as parseId } from "~/features/catalog/course-queries.server";
import { RegistrationDetailPage } from "~/features/admin/registration-detail";
import { registrationDetail } from "~/features/admin/registrations.server";
import { requireStaff } from "~/features/admin/staff-access.server";
import { formatDate, formatMoney, formatTime } from "~/lib/format";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/admin.registration";

/** /admin/registrations/:id: one registration with its payments and history, for staff. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await requireStaff(request, context, { need: "read" });
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const id = parseId(params.registrationId);
  const found = id === null ? null : await registrationDetail(context.db, id);
  if (!found || id === null) {
    return data(
      {
        found: false as const,
        seo: { title: t("admin.registration.notFound"), description: t("admin.registration.notFound"), lang },
      },
      { status: 404 },
    );
  }
  const { registration } = found;
  const when = (date: Date, zone?: string | null) =>
    `${formatDate(date, lang, "medium", zone ?? undefined)} ${formatTime(date, lang, zone ?? undefined)}`;
  return {
    found: true as const,
    seo: {
      title: t("admin.registration.seoTitle", { id }),
      description: t("admin.registration.seoTitle", { id }),
      lang,
    },
    id,
    name: `${registration.firstName} ${registration.lastName}`,
    email: registration.email,
    phone: registration.phone,
    company: registration.company,
    course: localize(found.courseTitle, lang),
    session: found.startsAt ? when(found.startsAt, found.timeZone) : null,
    status: registration.status,
    paymentStatus: registration.paymentStatus,
    payments: found.payments.map((payment) => ({
      id: payment.id,
      reference: payment.reference,
      provider: payment.provider,
      // Minor units: cents for EUR, francs for GNF (formatMoney takes hundredths).
      amount: formatMoney(
        payment.currency === "GNF" ? payment.amountMinor * 100 : payment.amountMinor,
        payment.currency === "GNF" ? "GNF" : "EUR",
        lang,
      ),
      status: payment.status,
      when: when(payment.createdAt),
    })),
    history: found.history.map((line) => ({
      id: line.id,
      at: line.at.toISOString(),
      when: when(line.at),
      actor: line.actor,
      fromStatus: line.fromStatus,
      toStatus: line.toStatus,
      fromPaymentStatus: line.fromPaymentStatus,
      toPaymentStatus: line.toPaymentStatus,
      note: line.note,
    })),
  };
}

/** Personal data: never stored by a cache. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "private, no-store" });

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function AdminRegistration({ loaderData }: Route.ComponentProps) {
  return <RegistrationDetailPage data={loaderData} />;
}
