import type { I18nHandle } from "~/lib/i18n";
import { PayDialogHost } from "~/features/payments/pay-dialog-host";
import { MyRegistrationsSection } from "~/features/registration/my-registrations-section";
import { myRegistrationsLoader } from "~/features/registration/my-registrations-page.server";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import type { Route } from "./+types/profile.registrations";

export const handle = { i18n: ["registration", "certificates"] } satisfies I18nHandle;

export const loader = ({ request, context }: Route.LoaderArgs) => myRegistrationsLoader({ request, context });
export const headers: Route.HeadersFunction = loaderAndActionHeaders;
export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seoMeta(loaderData?.seo),
  { name: "robots", content: "noindex" },
];

/** 'Mes Inscriptions' on its own URL (the /profile page includes the same section). */
export default function MyRegistrations({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page py-8 sm:py-12">
      <MyRegistrationsSection registrations={loaderData.registrations} headingLevel="h1" />
      <PayDialogHost />
    </div>
  );
}
