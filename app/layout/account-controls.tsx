import { useTranslation } from "~/lib/use-translation";
import { Form, Link } from "react-router";
import { useRootData } from "~/lib/root-data";
import { useLang } from "~/lib/use-lang";
import { Badge } from "~/ui/badge";

/**
 * The header's account corner: 'Connexion' when signed out; the display name (to the profile),
 * an 'Admin' badge for admins, and 'Déconnexion' when signed in. Signing out is a form post,
 * so it works without JavaScript. `compact` is the mobile menu's stacked variant.
 */
export function AccountControls({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { href } = useLang();
  const viewer = useRootData()?.viewer ?? null;
  const itemClass = compact
    ? "flex min-h-11 w-full items-center gap-2 rounded-lg px-3 font-medium hover:bg-surface-muted"
    : "inline-flex min-h-11 items-center gap-2 rounded-lg px-3 text-sm font-medium hover:bg-surface-muted";

  if (!viewer) {
    return (
      <Link to={href("/auth")} className={compact ? itemClass : "btn-primary"}>
        {t("common.nav.signIn")}
      </Link>
    );
  }
  return (
    <div className={compact ? "flex flex-col" : "flex items-center gap-1"}>
      <Link to={href("/profile")} className={itemClass} title={t("common.nav.profile")}>
        <span className={compact ? "" : "max-w-40 truncate"}>{viewer.name}</span>
        {viewer.role === "admin" ? <Badge tone="brand">{t("common.nav.adminBadge")}</Badge> : null}
      </Link>
      <Form method="post" action={href("/auth/sign-out")} reloadDocument>
        <button
          type="submit"
          className={compact ? `${itemClass} text-left` : "btn-secondary min-h-11 text-sm"}
        >
          {t("common.nav.signOut")}
        </button>
      </Form>
    </div>
  );
}
