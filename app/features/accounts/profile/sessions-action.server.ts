import { parseWithZod } from "@conform-to/zod/v4";
import { and, eq } from "drizzle-orm";
import { session } from "../../../../db/schema";
import { authRefusal, refuse, succeed, type ActionScope } from "./action-results.server";
import { revokeSessionSchema } from "./profile-schema";

/**
 * "Sign out this device": the form names a session by its id; its token (which better-auth
 * revokes by) is looked up among this account's sessions only, so another account's id, or
 * a made-up one, changes nothing and gets 404. The page never holds a token.
 */
export async function revokeSessionIntent(scope: ActionScope) {
  const submission = parseWithZod(scope.formData, { schema: revokeSessionSchema });
  if (submission.status !== "success")
    return refuse("revoke-session", 400, { notice: scope.t("profile.errors.sessionNotFound") });
  const { sessionId } = submission.value;
  if (sessionId === scope.viewer.session.id) {
    return refuse("revoke-session", 400, { sessionId, notice: scope.t("profile.errors.sessionIsCurrent") });
  }
  const [found] = await scope.context.db
    .select({ token: session.token })
    .from(session)
    .where(and(eq(session.id, sessionId), eq(session.userId, scope.viewer.user.id)));
  if (!found)
    return refuse("revoke-session", 404, { sessionId, notice: scope.t("profile.errors.sessionNotFound") });
  try {
    await scope.context.auth.api.revokeSession({
      headers: scope.request.headers,
      body: { token: found.token },
    });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    return refuse("revoke-session", refusal.status, { sessionId, notice: scope.t("profile.errors.failed") });
  }
  return succeed(scope, "sessions", scope.t("profile.sessions.signedOut"));
}

/** "Sign out all other devices": this one stays signed in; a hook records the event. */
export async function revokeOtherSessionsIntent(scope: ActionScope) {
  try {
    await scope.context.auth.api.revokeOtherSessions({ headers: scope.request.headers });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    return refuse("revoke-other-sessions", refusal.status, { notice: scope.t("profile.errors.failed") });
  }
  return succeed(scope, "sessions", scope.t("profile.sessions.signedOutOthers"));
}
