import { BookingPage } from "~/features/companies/booking-page";
import {
  bookingPageAction,
  bookingPageLoader,
  type BookingPageRefusal,
} from "~/features/companies/booking-page.server";
import type { I18nHandle } from "~/lib/i18n";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/company.booking";

export const handle = { i18n: ["companyBookings"] } satisfies I18nHandle;

/** /company/bookings/{id}: a booking of the viewer's company, and its participants. */
export const loader = ({ request, context, params }: Route.LoaderArgs) =>
  bookingPageLoader({ request, context, params });

/** POST: name, replace or remove a participant. */
export const action = ({ request, context, params }: Route.ActionArgs) =>
  bookingPageAction({ request, context, params });

export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

export default function CompanyBooking({ loaderData, actionData }: Route.ComponentProps) {
  return <BookingPage data={loaderData} refused={(actionData as BookingPageRefusal | undefined) ?? null} />;
}
