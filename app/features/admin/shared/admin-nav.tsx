import { NavLink } from "react-router";
import { useTranslation } from "~/lib/use-translation";
import { useLang } from "~/lib/use-lang";

const screens = [
  { key: "dashboard", path: "/admin" },
  { key: "courses", path: "/admin/courses" },
  { key: "trainers", path: "/admin/trainers" },
  { key: "sessions", path: "/admin/sessions" },
  { key: "registrations", path: "/admin/registrations" },
  { key: "invoices", path: "/admin/invoices" },
  { key: "quotes", path: "/admin/quotes" },
  { key: "people", path: "/admin/people" },
  { key: "companies", path: "/admin/companies" },
  { key: "messages", path: "/admin/messages" },
  { key: "complaints", path: "/admin/complaints" },
  { key: "newsletter", path: "/admin/newsletter" },
  { key: "news", path: "/admin/news" },
  { key: "quality", path: "/admin/quality" },
  { key: "settings", path: "/admin/settings" },
  { key: "audit", path: "/admin/audit" },
] as const;

/** The back-office's screens, the current one marked for screen readers (aria-current). */
export function AdminNav() {
  const { t } = useTranslation();
  const { href } = useLang();
  return (
    <nav aria-label={t("admin.nav.label")} className="mb-8">
      <ul className="flex flex-wrap gap-2">
        {screens.map((screen) => (
          <li key={screen.key}>
            <NavLink
              to={href(screen.path)}
              // A screen stays marked on its own pages (a course, a session...).
              end={screen.path === "/admin"}
              className={({ isActive }) => (isActive ? "btn-primary" : "btn-secondary")}
            >
              {t(`admin.nav.${screen.key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
