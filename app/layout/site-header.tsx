import { useTranslation } from "~/lib/use-translation";
import { Link, NavLink, useLocation } from "react-router";
import { siteConfig } from "~/lib/site-config";
import { useLang } from "~/lib/use-lang";
import { AccountControls } from "./account-controls";
import { LanguageSwitch } from "./language-switch";
import { ThemeToggle } from "./theme-toggle";
import { useDisclosure } from "./use-disclosure";
import { isInServicesSection, primaryLinks, secondaryLinks, serviceLinks } from "./nav-links";

const activeDesktopClass = "text-brand-ink underline decoration-2 underline-offset-8";

// Tighter between 768 and 1023 px, where the whole navigation has to fit beside the logo; a
// little tight above too, where the theme switch and the account menu join the row.
const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center rounded-lg px-2 text-sm font-medium whitespace-nowrap hover:bg-surface-muted lg:px-2.5 ${
    isActive ? activeDesktopClass : ""
  }`;

/** On phones the current page gets more than a tint: a bar, a background and a bolder weight. */
const mobileLinkClass = ({ isActive }: { isActive: boolean }) =>
  `flex min-h-11 items-center rounded-lg border-l-4 px-3 hover:bg-surface-muted ${
    isActive ? "border-brand bg-surface-muted font-bold text-brand-ink" : "border-transparent font-medium"
  }`;

export function SiteHeader() {
  const { t } = useTranslation();
  const { href } = useLang();
  const { pathname } = useLocation();
  const inServices = isInServicesSection(pathname);
  const servicesMenu = useDisclosure();
  const mobileMenu = useDisclosure();
  const homePath = href("/");

  return (
    <header className="fixed inset-x-0 top-0 z-[60] border-b border-line bg-surface/95 backdrop-blur">
      <div className="container-page flex h-16 items-center justify-between gap-4">
        <Link to={homePath} className="flex min-h-11 items-center gap-2 font-bold" aria-label={t("common.logoAlt", { name: siteConfig.shortName })}>
          <img src="/logo.svg" alt="" width="36" height="36" className="size-9" />
          <span className="text-base sm:text-lg md:max-lg:sr-only">{siteConfig.shortName}</span>
        </Link>

        <nav aria-label={t("common.nav.label")} className="hidden items-center gap-0.5 md:flex lg:gap-1">
          {primaryLinks.map((link) => (
            <NavLink key={link.to} to={href(link.to)} end={link.to === "/"} className={navLinkClass}>
              {t(`common.nav.${link.key}`)}
            </NavLink>
          ))}
          <details ref={servicesMenu} className="relative">
            {/* The page's own link is hidden in the closed drop-down: its button says where we are. */}
            <summary
              aria-current={inServices ? "true" : undefined}
              className={`inline-flex min-h-11 cursor-pointer items-center gap-1 rounded-lg px-2 text-sm font-medium whitespace-nowrap hover:bg-surface-muted lg:px-2.5 ${
                inServices ? activeDesktopClass : ""
              }`}
            >
              {t("common.nav.services")}
              <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
                <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
              </svg>
            </summary>
            <ul className="absolute left-0 mt-2 w-72 rounded-xl border border-line bg-surface-raised p-2 shadow-lg">
              {serviceLinks.map((link) => (
                <li key={link.to}>
                  <NavLink
                    to={href(link.to)}
                    className={({ isActive }) =>
                      `block min-h-11 rounded-lg px-3 py-2 hover:bg-surface-muted ${isActive ? "text-brand-ink" : ""}`
                    }
                  >
                    <span className="block text-sm font-semibold">{t(`common.nav.${link.key}`)}</span>
                    <span className="block text-xs text-ink-muted">{t(`common.nav.${link.hint}`)}</span>
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
          {secondaryLinks.map((link) => (
            <NavLink key={link.to} to={href(link.to)} className={navLinkClass}>
              {t(`common.nav.${link.key}`)}
            </NavLink>
          ))}
        </nav>

        <div className="flex items-center gap-2">
          <ThemeToggle placement="header" />
          <LanguageSwitch />
          <div className="hidden sm:block">
            <AccountControls />
          </div>
          <details ref={mobileMenu} className="md:hidden">
            <summary
              className="inline-flex min-h-11 min-w-11 cursor-pointer items-center justify-center rounded-lg border border-line"
              aria-controls="mobile-menu"
            >
              <span className="sr-only">{t("common.nav.menu")}</span>
              <svg aria-hidden="true" viewBox="0 0 24 24" className="size-6" fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6h16M4 12h16M4 18h16" />
              </svg>
            </summary>
            <nav
              id="mobile-menu"
              aria-label={t("common.nav.menu")}
              className="absolute inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-surface-raised shadow-lg"
            >
              <ul className="container-page flex flex-col py-2">
                {[...primaryLinks, ...serviceLinks, ...secondaryLinks].map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={href(link.to)}
                      end={link.to === "/"}
                      className={mobileLinkClass}
                    >
                      {t(`common.nav.${link.key}`)}
                    </NavLink>
                  </li>
                ))}
                <li className="sm:hidden">
                  <AccountControls compact />
                </li>
              </ul>
            </nav>
          </details>
        </div>
      </div>
    </header>
  );
}
