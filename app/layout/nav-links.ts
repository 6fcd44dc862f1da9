import { stripLangPrefix } from "~/lib/language";
import { hasRole, type Role } from "~/features/accounts/roles";

/** The header's destinations (French paths; the layout localises them). */
export const primaryLinks = [
  { to: "/", key: "home" },
  { to: "/about", key: "about" },
] as const;

export const serviceLinks = [
  { to: "/real-estate", key: "realEstate", hint: "realEstateHint" },
  { to: "/consulting", key: "consulting", hint: "consultingHint" },
  { to: "/courses", key: "training", hint: "trainingHint" },
] as const;

export const secondaryLinks = [
  { to: "/partners", key: "partners" },
  { to: "/news", key: "news" },
  { to: "/contact", key: "contact" },
] as const;

/** Pages that belong to the Services drop-down without being one of its links. */
const servicesOverview = "/services";

function isWithin(pathname: string, section: string): boolean {
  return pathname === section || pathname.startsWith(`${section}/`);
}

/**
 * Whether the page lives under the Services drop-down (its links, their sub-pages such as a
 * course, and /services itself), in either language: the closed drop-down's button then shows
 * the active state its hidden link cannot.
 */
export function isInServicesSection(pathname: string): boolean {
  const bare = stripLangPrefix(pathname).replace(/\/+$/, "") || "/";
  return [servicesOverview, ...serviceLinks.map((link) => link.to)].some((section) =>
    isWithin(bare, section),
  );
}

/**
 * The signed-in visitor's own pages, in the header's account menu and the phone menu: the
 * profile, their registrations and, for staff (moderators and admins), the back-office.
 */
export function accountLinks(role: Role) {
  return [
    { to: "/profile", key: "profile" },
    { to: "/profile/registrations", key: "myRegistrations" },
    ...(hasRole(role, "moderator") ? [{ to: "/admin", key: "backOffice" } as const] : []),
  ] as const;
}
