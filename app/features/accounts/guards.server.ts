import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { langFromPath, localizePath } from "~/lib/language";
import type { GuardRefusal } from "./guard-refusal";
import { hasRole, type Role } from "./roles";
import { getViewer, type Viewer } from "./viewer.server";

/** The page to come back to after signing in: this one, with its query. */
function returnPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * The signed-in visitor, or a 401 with 'Vous devez être connecté pour accéder à cette page.'
 * and a sign-in link back here. Every loader and action that needs an account calls it.
 */
export async function requireUser(request: Request, context: Pick<AppContext, "auth">): Promise<Viewer> {
  const viewer = await getViewer(request, context);
  if (!viewer)
    throw data<GuardRefusal>({ guard: "signed-out", redirectTo: returnPath(request) }, { status: 401 });
  return viewer;
}

/**
 * The signed-in visitor if their role is `role` or above (admins pass every check), else 403
 * with the role required. The role is always read from the database, never from the request.
 */
export async function requireRole(
  request: Request,
  context: Pick<AppContext, "auth">,
  role: Role,
): Promise<Viewer> {
  const viewer = await requireUser(request, context);
  if (!hasRole(viewer.user.role, role))
    throw data<GuardRefusal>({ guard: "forbidden", requiredRole: role }, { status: 403 });
  return viewer;
}

/** Where an admin without two-factor sign-in is sent to set it up. */
export const TWO_FACTOR_SETUP_PATH = "/profile/two-factor";

/**
 * For the back-office: `requireRole`, and an admin must have signed in with two factors
 *. An admin who has not enrolled yet is sent to enrol, and comes back here after.
 * A session that did not go through the second factor (aal1) is not enough either.
 */
export async function requireStaff(
  request: Request,
  context: Pick<AppContext, "auth">,
  role: Role,
): Promise<Viewer> {
  const viewer = await requireRole(request, context, role);
  if (viewer.user.role === "admin" && !(viewer.user.twoFactorEnabled && viewer.session.aal === "aal2")) {
    const lang = langFromPath(new URL(request.url).pathname);
    const back = encodeURIComponent(returnPath(request));
    throw redirect(`${localizePath(TWO_FACTOR_SETUP_PATH, lang)}?required=1&redirectTo=${back}`);
  }
  return viewer;
}
