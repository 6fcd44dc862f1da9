import { apiMe } from "~/features/accounts/api-me.server";
import { registrationsForApi } from "~/features/registration/registrations-api.server";
import type { Route } from "./+types/api.me";

/**
 * GET /api/me with `Authorization: Bearer <jwt>`: the account the token is for, with its
 * registrations, as JSON (README "Tokens for other clients"). A resource route: no page, no
 * cookies.
 */
export const loader = ({ request, context }: Route.LoaderArgs) =>
  apiMe({
    request,
    context,
    more: async (userId) => ({ registrations: await registrationsForApi(context.db, userId) }),
  });
