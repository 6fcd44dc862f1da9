import type { I18nHandle } from "~/lib/i18n";
import { useTranslation } from "~/lib/use-translation";
import { Link, useLocation } from "react-router";
import { contactAction } from "~/features/contact/contact-action.server";
import { ContactDetails } from "~/features/contact/contact-details";
import { ContactForm } from "~/features/contact/contact-form";
import { contactConstraint } from "~/features/contact/contact-schema";
import { isContactService } from "~/features/contact/services";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { loaderAndActionHeaders } from "~/lib/route-headers";
import { seoMeta } from "~/lib/seo";
import { readSettings } from "~/lib/settings.server";
import { siteContactOf } from "~/lib/site-contact";
import { useLang } from "~/lib/use-lang";
import type { Route } from "./+types/contact";

export const handle = { i18n: ["contact"] } satisfies I18nHandle;

export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const t = getT(lang);
  const requested = url.searchParams.get("service");
  return {
    seo: { title: t("contact.seo.title"), description: t("contact.seo.description"), lang },
    service: isContactService(requested) ? requested : "general",
    // The settings' phone and e-mail (staff change them in /admin/settings).
    contact: siteContactOf(await readSettings(context.db, context.env)),
    // The schema's limits as data: the browser renders the form without loading Zod.
    constraint: contactConstraint,
  };
}

export const action = ({ request, context }: Route.ActionArgs) => contactAction({ request, context });

/** A 429 keeps its Retry-After. */
export const headers: Route.HeadersFunction = loaderAndActionHeaders;

export const meta: Route.MetaFunction = ({ loaderData }) => seoMeta(loaderData?.seo);

export default function Contact({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation();
  const { href } = useLang();
  // A new location (the redirect after a message was sent) mounts an empty form.
  const { key } = useLocation();
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t("contact.heading")}</h1>
      <p className="mt-3 max-w-2xl text-lg text-ink-muted">{t("contact.intro")}</p>
      <div className="mt-10 grid gap-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,2fr)]">
        <div className="space-y-8">
          <ContactDetails contact={loaderData.contact} />
          <section aria-labelledby="complaint-title" className="rounded-xl border border-line p-5">
            <h2 id="complaint-title" className="text-lg font-bold">
              {t("contact.complaint.title")}
            </h2>
            <p className="mt-2 text-ink-muted">{t("contact.complaint.text")}</p>
            <p className="mt-4">
              <Link to={href("/complaint")} className="btn-secondary">
                {t("contact.complaint.link")}
              </Link>
            </p>
          </section>
        </div>
        <div className="rounded-xl border border-line bg-surface-raised p-6 shadow-sm sm:p-8">
          <ContactForm
            key={key}
            lastResult={actionData?.result}
            notice={actionData?.notice}
            defaultService={loaderData.service}
            constraint={loaderData.constraint}
          />
        </div>
      </div>
    </div>
  );
}
