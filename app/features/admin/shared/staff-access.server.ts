import type { AppContext } from "~/lib/app-context";
import { requireStaff as requireStaffRole } from "~/features/accounts/guards.server";
import { hasRole, type Role } from "~/features/accounts/roles";
import type { Viewer } from "~/features/accounts/viewer.server";

/**
 * What a back-office loader or action needs (issue 11, spec section 6): to read anything, to
 * handle registrations and contact messages, or to change the catalogue, prices, roles, refunds
 * and settings.
 */
export type StaffNeed = "read" | "handle" | "change";

/** The one rule of the back-office: moderators read and handle, only admins change. */
const leastRole: Record<StaffNeed, Role> = { read: "moderator", handle: "moderator", change: "admin" };

export interface StaffViewer extends Viewer {
  /** What this person may do, for the page to show only the forms they may send. */
  may: Record<StaffNeed, boolean>;
}

/**
 * Every /admin loader and action calls this first. The role is read from the database by the
 * session (never from the request); a visitor gets 401 with the sign-in link, a user (or a
 * moderator asking to change) 403, and an admin who has not signed in with two factors is
 * sent to enrol (accounts guard).
 */
export async function requireStaff(
  request: Request,
  context: Pick<AppContext, "auth">,
  { need }: { need: StaffNeed },
): Promise<StaffViewer> {
  const viewer = await requireStaffRole(request, context, leastRole[need]);
  const role = viewer.user.role;
  return {
    ...viewer,
    may: {
      read: hasRole(role, leastRole.read),
      handle: hasRole(role, leastRole.handle),
      change: hasRole(role, leastRole.change),
    },
  };
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
