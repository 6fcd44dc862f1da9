import type { I18nHandle } from "~/lib/i18n";
import { data } from "react-router";
import { requireUser } from "~/features/accounts/guards.server";
import { profileAction } from "~/features/accounts/profile/profile-action.server";
import { loadProfileView } from "~/features/accounts/profile/profile-data.server";
import { ProfilePage } from "~/features/accounts/profile/profile-page";
import { PayDialogHost } from "~/features/payments/pay-dialog-host";
import { MyCertificatesLink } from "~/features/certificates/my-certificates-page";
import { CompanySpaceLink } from "~/features/companies/company-space-link";
import { companiesOfContact } from "~/features/companies/company-space.server";
import { MyRegistrationsSection } from "~/features/registration/my-registrations-section";
import { listRegistrationsOf } from "~/features/registration/registration-views.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import type { Route } from "./+types/profile";

export const handle = {
  i18n: ["profile", "registration", "certificates", "companySpace"],
} satisfies I18nHandle;

/** Signed out: 401 and the guard message (root error boundary). Signed in: the profile, never cached. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const [view, registrations, companies] = await Promise.all([
    loadProfileView(context.db, viewer, { lang, t }),
    listRegistrationsOf(context.db, viewer.user.id, {
      lang,
      secrets: context.secrets,
      holdHours: context.env.PAYMENT_HOLD_HOURS,
    }),
    companiesOfContact(context.db, viewer.user.id),
  ]);
  return data(
    { title: t("profile.seo.title"), view, registrations, companyContact: companies.length > 0 },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export const action = ({ request, context }: Route.ActionArgs) => profileAction({ request, context });

/** Keeps Cache-Control, and a 429's Retry-After. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? [{ title: loaderData.title }, { name: "robots", content: "noindex" }] : [];

export default function Profile({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <ProfilePage
        view={loaderData.view}
        actionData={actionData}
        registrations={
          <>
            <MyRegistrationsSection registrations={loaderData.registrations} />
            <MyCertificatesLink />
            {loaderData.companyContact ? <CompanySpaceLink /> : null}
          </>
        }
      />
      <PayDialogHost />
    </>
  );
}
