import type { ReactNode } from "react";
import { useRootData } from "~/lib/root-data";
import { useSiteContact } from "~/lib/site-contact";
import { useTranslation } from "~/lib/use-translation";
import { Link } from "react-router";
import { NewsletterForm } from "~/features/newsletter/newsletter-form";
import { configuredSocialLinks, siteConfig, type SocialNetwork } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import { ThemeToggle } from "./theme-toggle";

const quickLinks = [
  { to: "/", key: "common.nav.home" },
  { to: "/about", key: "common.nav.about" },
  { to: "/services", key: "common.nav.services" },
  { to: "/courses", key: "common.nav.training" },
  { to: "/contact", key: "common.nav.contact" },
] as const;

const trainingCategories = [
  { category: "sst", key: "common.footer.categories.sst" },
  { category: "qhse", key: "common.footer.categories.qhse" },
  { category: "first-aid", key: "common.footer.categories.firstAid" },
  { category: "driving", key: "common.footer.categories.driving" },
  { category: "fire", key: "common.footer.categories.fire" },
] as const;

const socialIcons: Record<SocialNetwork, string> = {
  facebook: "M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5c0-.3.2-.5.5-.5z",
  linkedin:
    "M4 9h4v12H4zM6 3a2 2 0 1 1 0 4 2 2 0 0 1 0-4zM10 9h4v2c.6-1.1 2-2.2 4-2.2 4 0 4.6 2.6 4.6 6V21h-4v-5.5c0-1.4 0-3.1-2-3.1s-2.3 1.5-2.3 3V21H10z",
};

/** Unset profiles (site-config) are not shown: no link to a network's home page. */
const socialLinks = configuredSocialLinks();

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-base font-semibold text-white">{title}</h2>
      <div className="mt-4">{children}</div>
    </div>
  );
}

const linkClass =
  "inline-flex min-h-11 items-center text-slate-300 hover:text-white hover:underline sm:min-h-8";

/** The dark four-column footer of the product's shared layout, with the newsletter form on every page. */
export function SiteFooter() {
  const { t } = useTranslation();
  const contact = useSiteContact();
  const { lang, href } = useLang();
  // Only the root error boundary renders without the root's data.
  const year = useRootData()?.year ?? new Date().getFullYear();

  return (
    <footer className="mt-16 bg-slate-950 text-slate-300">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <FooterColumn title={siteConfig.name}>
          <p className="text-sm leading-relaxed">{t("common.footer.about")}</p>
          {socialLinks.length ? (
            <>
              <h3 className="sr-only">{t("common.footer.social")}</h3>
              <ul className="mt-4 flex gap-3">
                {socialLinks.map((link) => (
                  <li key={link.network}>
                    <SocialLink href={link.href} label={link.label} newTab={t("common.footer.opensInNewTab")}>
                      <path d={socialIcons[link.network]} />
                    </SocialLink>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </FooterColumn>

        <FooterColumn title={t("common.footer.quickLinks")}>
          <ul className="space-y-1 text-sm">
            {quickLinks.map((link) => (
              <li key={link.to}>
                <Link to={href(link.to)} className={linkClass}>
                  {t(link.key)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title={t("common.footer.trainingCategories")}>
          <ul className="space-y-1 text-sm">
            {trainingCategories.map((item) => (
              <li key={item.category}>
                <Link to={href(`/courses?category=${item.category}`)} className={linkClass}>
                  {t(item.key)}
                </Link>
              </li>
            ))}
          </ul>
        </FooterColumn>

        <FooterColumn title={t("common.footer.contactTitle")}>
          <dl className="space-y-3 text-sm">
            <div>
              <dt className="sr-only">{t("common.footer.address")}</dt>
              <dd>
                {siteConfig.address.city}, {siteConfig.address.country[lang]}
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("common.footer.phone")}</dt>
              <dd>
                <a href={contact.phoneHref} className={linkClass}>
                  {contact.phone}
                </a>
              </dd>
            </div>
            <div>
              <dt className="sr-only">{t("common.footer.email")}</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className={linkClass}>
                  {contact.email}
                </a>
              </dd>
            </div>
          </dl>
          <div className="mt-6">
            <NewsletterForm variant="footer" />
          </div>
        </FooterColumn>
      </div>
      <div className="border-t border-slate-800">
        <div className="container-page flex flex-col gap-2 py-6 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {year} {siteConfig.name}. {t("common.footer.rights")}
          </p>
          <ThemeToggle placement="footer" />
          <ul className="flex gap-4">
            <li>
              <Link to={href("/privacy")} className={linkClass}>
                {t("common.footer.privacy")}
              </Link>
            </li>
            <li>
              <Link to={href("/terms")} className={linkClass}>
                {t("common.footer.terms")}
              </Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  );
}

function SocialLink({
  href,
  label,
  newTab,
  children,
}: {
  href: string;
  label: string;
  newTab: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex size-11 items-center justify-center rounded-full bg-slate-800 text-white hover:bg-slate-700"
    >
      <span className="sr-only">
        {label} {newTab}
      </span>
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
        {children}
      </svg>
    </a>
  );
}
