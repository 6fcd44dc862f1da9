import { parseWithZod } from "@conform-to/zod/v4";
import { authRefusal, refuse, refuseLimited, succeed, type ActionScope } from "./action-results.server";
import { EMAIL_CHANGES_LIMITED, PASSWORD_CHECKS_LIMITED } from "./password-checks.server";
import { changeEmailSchema, profileErrors } from "./profile-schema";
import { authHeaders } from "../sign-in/auth-request.server";

/**
 * "Change e-mail": better-auth sends a link to the new address (the core's verification
 * e-mail); the address changes only when it is opened. Until then the profile says where the
 * link went (email-change.server.ts). The answer is the same whether or not the new address
 * already has an account, so the form cannot be used to find out.
 */
export async function changeEmailIntent(scope: ActionScope) {
  const submission = parseWithZod(scope.formData, { schema: changeEmailSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return refuse("change-email", 400, { result: submission.reply({ hideFields }) });
  }
  const { newEmail, password } = submission.value;
  if (newEmail === scope.viewer.user.email.toLowerCase()) {
    return refuse("change-email", 400, {
      result: submission.reply({ fieldErrors: { newEmail: ["profile.errors.emailSame"] }, hideFields }),
    });
  }
  try {
    await scope.context.auth.api.changeEmail({
      headers: authHeaders(scope.request, scope.context),
      // `password` is checked by our hook (password-checks.server.ts), not by better-auth.
      body: { newEmail, password } as { newEmail: string },
    });
    return succeed(scope, "email", scope.t("profile.email.sent", { email: newEmail }));
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    const reply = (fieldErrors: Record<string, string[]> = {}) =>
      submission.reply({ fieldErrors, hideFields });
    if (refusal.code === PASSWORD_CHECKS_LIMITED)
      return refuseLimited(scope, "change-email", refusal, "profile.errors.tooManyPasswordChecks", reply());
    if (refusal.code === EMAIL_CHANGES_LIMITED)
      return refuseLimited(scope, "change-email", refusal, "profile.errors.tooManyEmailChanges", reply());
    if (refusal.code === "INVALID_PASSWORD")
      return refuse("change-email", 400, { result: reply({ password: ["profile.errors.passwordWrong"] }) });
    if (refusal.code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
      return refuse("change-email", 400, { result: reply(), notice: scope.t("profile.errors.noPassword") });
    if (refusal.code === "INVALID_EMAIL" || refusal.code === "VALIDATION_ERROR")
      return refuse("change-email", 400, { result: reply({ newEmail: [profileErrors.emailInvalid] }) });
    scope.context.logger.warn(
      { event: "profile.change_email_refused", code: refusal.code },
      "e-mail change refused",
    );
    return refuse("change-email", refusal.status, {
      result: reply(),
      notice: scope.t("profile.errors.failed"),
    });
  }
}
