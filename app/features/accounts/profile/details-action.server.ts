import { parseWithZod } from "@conform-to/zod/v4";
import { eq } from "drizzle-orm";
import { user } from "../../../../db/schema";
import { authRefusal, refuse, succeed, type ActionScope } from "./action-results.server";
import { profileDetailsSchema } from "./profile-schema";

/**
 * "Modifier le profil": names, phone, company and position, validated and sanitised by the
 * schema, stored through better-auth's updateUser with `name` kept as first and last name.
 * Only the schema's fields reach better-auth: a role or a user id in the form is never read.
 */
export async function updateProfileIntent(scope: ActionScope) {
  const submission = parseWithZod(scope.formData, { schema: profileDetailsSchema });
  if (submission.status !== "success") return refuse("update-profile", 400, { result: submission.reply() });
  const { firstName, lastName, phone, company, position, sms, timeZone } = submission.value;
  try {
    await scope.context.auth.api.updateUser({
      headers: scope.request.headers,
      body: { name: `${firstName} ${lastName}`, firstName, lastName, phone, company, position },
    });
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    scope.context.logger.warn(
      { event: "profile.update_refused", code: refusal.code },
      "profile update refused",
    );
    return refuse("update-profile", refusal.status, {
      result: submission.reply(),
      notice: scope.t("profile.errors.failed"),
    });
  }
  // Not a better-auth field: only this form changes it (STOP and the operators' opt-outs withdraw it).
  await scope.context.db
    .update(user)
    .set({ smsConsent: sms, ...(timeZone ? { timeZone } : {}) })
    .where(eq(user.id, scope.viewer.user.id));
  return succeed(scope, "details", scope.t("profile.details.saved"));
}
