import { redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { requireStaff as requireStaffRole, TWO_FACTOR_SETUP_PATH } from "~/features/accounts/guards.server";
import { hasRole, type Role } from "~/features/accounts/roles";
import type { Viewer } from "~/features/accounts/viewer.server";
import { langFromPath, localizePath } from "~/lib/language";
import { EXPORT_NOTICE_ID, type ExportAccess } from "./export-notice";

/**
 * What a back-office loader or action needs: to read anything, to handle registrations and
 * contact messages, to take personal data away in a file (a CSV or PDF export), or to change
 * the catalogue, prices, roles, refunds and settings.
 */
export type StaffNeed = "read" | "handle" | "export" | "change";

/** The one rule of the back-office: moderators read, handle and export, only admins change. */
const leastRole: Record<StaffNeed, Role> = {
  read: "moderator",
  handle: "moderator",
  export: "moderator",
  change: "admin",
};

export interface StaffViewer extends Viewer {
  /** What this person may do, for the page to show only the forms and links they may use. */
  may: Record<StaffNeed, boolean>;
}

/** Whether this session was opened with the second factor (an account with it turned on). */
export function signedInWithTwoFactor(viewer: Viewer): boolean {
  return viewer.user.twoFactorEnabled === true && viewer.session.aal === "aal2";
}

type Access = { need: Exclude<StaffNeed, "export"> } | { need: "export"; page: string };

/**
 * Every /admin loader and action calls this first. The role is read from the database by the
 * session (never from the request); a visitor gets 401 with the sign-in link, a user (or a
 * moderator asking to change) 403, and an admin who has not signed in with two factors is
 * sent to enrol (accounts guard). An export takes personal data out of the site, so it needs a
 * session opened with two factors whatever the role: a moderator without one is sent back to
 * `page` (the list the export comes from), whose notice says how to set it up.
 */
export async function requireStaff(
  request: Request,
  context: Pick<AppContext, "auth">,
  access: Access,
): Promise<StaffViewer> {
  const viewer = await requireStaffRole(request, context, leastRole[access.need]);
  const role = viewer.user.role;
  const may: StaffViewer["may"] = {
    read: hasRole(role, leastRole.read),
    handle: hasRole(role, leastRole.handle),
    export: hasRole(role, leastRole.export) && signedInWithTwoFactor(viewer),
    change: hasRole(role, leastRole.change),
  };
  if (access.need === "export" && !may.export) {
    const url = new URL(request.url);
    throw redirect(
      `${localizePath(access.page, langFromPath(url.pathname))}${url.search}#${EXPORT_NOTICE_ID}`,
    );
  }
  return { ...viewer, may };
}

/**
 * What a page with an export shows: its link, or for a session without the second factor the
 * way to one: set two-factor up (the profile's page), or sign in again with the code.
 */
export function exportAccess(viewer: StaffViewer, request: Request): ExportAccess {
  if (viewer.may.export) return { allowed: true };
  const url = new URL(request.url);
  const setUp = localizePath(TWO_FACTOR_SETUP_PATH, langFromPath(url.pathname));
  if (viewer.user.twoFactorEnabled !== true) return { allowed: false, reauth: false, href: setUp };
  const back = encodeURIComponent(url.pathname + url.search);
  return { allowed: false, reauth: true, href: `${setUp}?required=1&redirectTo=${back}` };
}

/**
 * Who acts in the back-office, the one identity its forms carry: the audit entry's author, the
 * registration rules' staff actor and the refund's author are all read from it.
 */
export interface StaffActor {
  userId: string;
  name: string;
  email: string;
  role: StaffViewer["user"]["role"];
}

export function staffActor(viewer: StaffViewer): StaffActor {
  return { userId: viewer.user.id, name: viewer.user.name, email: viewer.user.email, role: viewer.user.role };
}
