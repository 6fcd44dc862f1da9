import { createAuth, type AuthDependencies } from "./features/accounts/auth.server";
import { cancelAllRegistrationsOf } from "./features/registration/cancel.server";

/**
 * The site's better-auth: the accounts core with what other features do around an account.
 * Deleting an account first cancels its registrations in force, so that their seats go to the
 * waiting lists (the accounts feature knows nothing of registrations: the layers' rule).
 */
export function createSiteAuth(deps: Omit<AuthDependencies, "onDeleteAccount">) {
  return createAuth({
    ...deps,
    onDeleteAccount: async (userId) => {
      await cancelAllRegistrationsOf(
        deps.db,
        userId,
        { kind: "registrant", userId },
        {
          siteUrl: deps.env.SITE_URL,
          secrets: [deps.secret],
          now: new Date(),
          staffEmail: deps.env.STAFF_EMAIL,
        },
      );
    },
  });
}
