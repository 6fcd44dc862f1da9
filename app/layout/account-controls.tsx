import { useTranslation } from "~/lib/use-translation";
import { Form, Link, NavLink } from "react-router";
import { useRootData, type RootViewer } from "~/lib/root-data";
import { useLang } from "~/lib/use-lang";
import { Badge } from "~/ui/badge";
import { accountLinks } from "./nav-links";
import { useDisclosure } from "./use-disclosure";

const menuItemClass =
  "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 text-left text-sm font-medium hover:bg-surface-muted";

/** The visible name, and the 'Admin' badge of admins. */
function ViewerName({ viewer, truncate }: { viewer: RootViewer; truncate: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      <span className={truncate ? "max-w-36 truncate" : ""}>{viewer.name}</span>
      {viewer.role === "admin" ? <Badge tone="brand">{t("common.nav.adminBadge")}</Badge> : null}
    </>
  );
}

/** 'Déconnexion': a form post, so it works without JavaScript. */
function SignOut({ className }: { className: string }) {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <Form method="post" action={href("/auth/sign-out")} reloadDocument>
      <button type="submit" className={className}>
        {t("common.nav.signOut")}
      </button>
    </Form>
  );
}

/**
 * The header's account menu: the name (with the 'Admin' badge) opens the visitor's own pages and
 * 'Déconnexion'. One button in the header's row, which has no room to spare beside the
 * navigation, the language and the theme.
 */
function AccountMenu({ viewer }: { viewer: RootViewer }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const menu = useDisclosure();
  return (
    <details ref={menu} className="relative">
      <summary className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-line px-3 text-sm font-medium hover:bg-surface-muted">
        {/* The visible name stays in the accessible name, so "click Awa Diallo" still works. */}
        <span className="sr-only">{t("common.nav.accountMenu")}</span>
        {/* Between 768 and 1279 px the navigation leaves room for the initials only. */}
        <span
          aria-hidden="true"
          className="hidden size-7 items-center justify-center rounded-full bg-brand text-xs font-bold text-white md:max-xl:inline-flex"
        >
          {viewer.initials}
        </span>
        <span className="inline-flex items-center gap-2 md:max-xl:sr-only">
          <ViewerName viewer={viewer} truncate />
        </span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
          <path d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4z" />
        </svg>
      </summary>
      <ul className="absolute right-0 mt-2 w-64 rounded-xl border border-line bg-surface-raised p-2 shadow-lg">
        <li aria-hidden="true" className="hidden items-center gap-2 px-3 py-2 text-sm font-semibold md:max-xl:flex">
          <ViewerName viewer={viewer} truncate={false} />
        </li>
        {accountLinks(viewer.role).map((link) => (
          <li key={link.to}>
            <NavLink
              to={href(link.to)}
              end
              className={({ isActive }) => `${menuItemClass} ${isActive ? "text-brand-ink underline" : ""}`}
            >
              {t(`common.nav.${link.key}`)}
            </NavLink>
          </li>
        ))}
        <li className="mt-1 border-t border-line pt-1">
          <SignOut className={menuItemClass} />
        </li>
      </ul>
    </details>
  );
}

/**
 * The header's account corner: 'Connexion' when signed out; when signed in, the account menu
 * (the display name, an 'Admin' badge for admins; the profile, the registrations, the
 * back-office for staff, and 'Déconnexion'). `compact` is the phone menu's variant, its items
 * listed in full.
 */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const viewer = useRootData()?.viewer ?? null;
  const itemClass = "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 font-medium hover:bg-surface-muted";

  if (!viewer) {
    return (
      <Link to={href("/auth")} className={compact ? itemClass : "btn-primary"}>
        {t("common.nav.signIn")}
      </Link>
    );
  }
  if (!compact) return <AccountMenu viewer={viewer} />;
  const [profile, ...others] = accountLinks(viewer.role);
  return (
    <ul className="flex flex-col border-t border-line pt-2">
      <li>
        <Link to={href(profile.to)} className={itemClass} title={t("common.nav.profile")}>
          <ViewerName viewer={viewer} truncate={false} />
        </Link>
      </li>
      {others.map((link) => (
        <li key={link.to}>
          <Link to={href(link.to)} className={itemClass}>
            {t(`common.nav.${link.key}`)}
          </Link>
        </li>
      ))}
      <li>
        <SignOut className={`${itemClass} text-left`} />
      </li>
    </ul>
  );
}
