import type { ReactNode } from "react";
import { useSiteContact, type SiteContact } from "~/lib/site-contact";
import { useTranslation } from "~/lib/use-translation";
import { configuredSocialLinks, siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";

/** An outbound map link instead of an embedded third-party map (nothing from another host in the page). */
const mapUrl = "https://www.openstreetmap.org/?mlat=9.5092&mlon=-13.7122#map=15/9.5092/-13.7122";

/** Unset profiles (site-config) are not shown. */
const socialLinks = configuredSocialLinks();

const termClass = "flex items-center gap-3 font-semibold";
const linkClass =
  "inline-flex min-h-11 items-center font-medium text-brand-ink underline-offset-4 hover:underline";

function Icon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-5 shrink-0 text-brand-ink"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** Address, phone, e-mail, map link and social links, from the site configuration. */
export function ContactDetails({ contact: given }: { contact?: SiteContact }) {
  const { t } = useTranslation();
  const fromRoot = useSiteContact();
  const contact = given ?? fromRoot;
  const { lang } = useLang();
  const newTab = t("contact.details.opensInNewTab");
  return (
    <section
      aria-labelledby="contact-details-title"
      className="rounded-xl bg-surface-muted p-6 sm:p-8 lg:self-start"
    >
      <h2 id="contact-details-title" className="text-xl font-bold">
        {t("contact.details.title")}
      </h2>
      <dl className="mt-6 space-y-5">
        <div>
          <dt className={termClass}>
            <Icon>
              <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11z" />
              <circle cx="12" cy="10" r="2.5" />
            </Icon>
            {t("contact.details.address")}
          </dt>
          <dd className="ps-8 text-ink-muted">
            {siteConfig.address.street}, {siteConfig.address.city}, {siteConfig.address.country[lang]}
          </dd>
          <dd className="ps-8">
            <a href={mapUrl} target="_blank" rel="noopener noreferrer" className={linkClass}>
              {t("contact.details.map")}
              <span className="sr-only"> {newTab}</span>
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Icon>
              <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
            </Icon>
            {t("contact.details.phone")}
          </dt>
          <dd className="ps-8">
            <a href={contact.phoneHref} className={linkClass}>
              {contact.phone}
            </a>
          </dd>
        </div>
        <div>
          <dt className={termClass}>
            <Icon>
              <rect x="3" y="5" width="18" height="14" rx="2" />
              <path d="m3 7 9 6 9-6" />
            </Icon>
            {t("contact.details.email")}
          </dt>
          <dd className="ps-8">
            <a href={`mailto:${contact.email}`} className={linkClass}>
              {contact.email}
            </a>
          </dd>
        </div>
      </dl>
      {socialLinks.length ? (
        <>
          <h3 className="mt-8 font-semibold">{t("contact.details.social")}</h3>
          <ul className="mt-2 flex flex-wrap gap-x-6">
            {socialLinks.map((link) => (
              <li key={link.network}>
                <a href={link.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {link.label}
                  <span className="sr-only"> {newTab}</span>
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}
