import { CompanyBookingPage, type CompanyBookingRefusal } from "~/features/companies/company-booking-page";
import { companyBookingAction, companyBookingLoader } from "~/features/companies/company-booking-page.server";
import { drawUpAgreement } from "~/features/agreements/agreements.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/course.company-booking";

export const handle = { i18n: ["companyBookings", "catalog"] } satisfies I18nHandle;

/** /courses/{id}/company-booking: a company's contact books seats (signed out: the guard's 401). */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  companyBookingLoader({ request, context, params });

/** POST: books the seats, and draws up the booking's training agreement in the same transaction. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  companyBookingAction({ request, context, params, drawUpAgreement });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CourseCompanyBooking({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <CompanyBookingPage
      data={loaderData}
      refused={(actionData as CompanyBookingRefusal | undefined) ?? null}
    />
  );
}
