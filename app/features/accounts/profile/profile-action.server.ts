import type { AppContext } from "~/lib/app-context";
import { getT } from "~/lib/i18n.server";
import { langFromPath } from "~/lib/language";
import { readForm } from "../../security/form-data.server";
import { requireUser } from "../guards.server";
import { isProfileIntent, refuse, type ActionScope, type ProfileIntent } from "./action-results.server";
import { updateProfileIntent } from "./details-action.server";
import { changeEmailIntent } from "./email-action.server";
import { changePasswordIntent, sendPasswordLinkIntent } from "./password-action.server";
import { revokeOtherSessionsIntent, revokeSessionIntent } from "./sessions-action.server";

const handlers: Record<ProfileIntent, (scope: ActionScope) => Promise<Response | ReturnType<typeof refuse>>> =
  {
    "update-profile": updateProfileIntent,
    "change-password": changePasswordIntent,
    "change-email": changeEmailIntent,
    "revoke-session": revokeSessionIntent,
    "revoke-other-sessions": revokeOtherSessionsIntent,
    "send-password-link": sendPasswordLinkIntent,
  };

/**
 * Every form of /profile posts here with its `intent`. Signed out: 401 and the guard
 * message. Unreadable or unknown: 4xx, nothing done. Otherwise the intent's handler, which
 * answers 4xx with errors for its form, or redirects back with a message.
 */
export async function profileAction({ request, context }: { request: Request; context: AppContext }) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const read = await readForm(request);
  if (!read.ok) return refuse(null, read.status, { notice: t("profile.errors.unreadable") });
  const intent = read.formData.get("intent");
  if (!isProfileIntent(intent)) return refuse(null, 400, { notice: t("profile.errors.unknownAction") });
  return handlers[intent]({ request, context, viewer, lang, t, formData: read.formData });
}
