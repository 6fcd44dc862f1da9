import { parseWithZod } from "@conform-to/zod/v4";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { readForm } from "../../security/form-data.server";
import { requireUser } from "../guards.server";
import { authRefusal, refuse, refuseLimited, type ActionScope } from "./action-results.server";
import { PASSWORD_CHECKS_LIMITED } from "./password-checks.server";
import { deleteAccountSchema } from "./profile-schema";

/**
 * The confirmation step of /profile/delete: the password re-entered, then better-auth deletes
 * the user with its sessions and provider accounts (our tables cascade; a hook removes what
 * has no foreign key, see account-erasure.server.ts). The visitor is then signed out (the
 * cleared cookies are forwarded) and sent home with a message in the page's language.
 */
export async function deleteAccountAction({ request, context }: { request: Request; context: AppContext }) {
  const viewer = await requireUser(request, context);
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const read = await readForm(request);
  if (!read.ok) return refuse("delete-account", read.status, { notice: t("profile.errors.unreadable") });
  const submission = parseWithZod(read.formData, { schema: deleteAccountSchema });
  const hideFields = ["password"];
  if (submission.status !== "success") {
    return refuse("delete-account", 400, { result: submission.reply({ hideFields }) });
  }
  const scope: ActionScope = { request, context, viewer, lang, t, formData: read.formData };
  let cleared: Headers;
  try {
    ({ headers: cleared } = await context.auth.api.deleteUser({
      headers: request.headers,
      body: { password: submission.value.password },
      returnHeaders: true,
    }));
  } catch (error) {
    const refusal = authRefusal(error);
    if (!refusal) throw error;
    const reply = (fieldErrors: Record<string, string[]> = {}) =>
      submission.reply({ fieldErrors, hideFields });
    if (refusal.code === PASSWORD_CHECKS_LIMITED)
      return refuseLimited(scope, "delete-account", refusal, "profile.errors.tooManyPasswordChecks", reply());
    if (refusal.code === "INVALID_PASSWORD")
      return refuse("delete-account", 400, { result: reply({ password: ["profile.errors.passwordWrong"] }) });
    if (refusal.code === "CREDENTIAL_ACCOUNT_NOT_FOUND")
      return refuse("delete-account", 400, { result: reply(), notice: t("profile.delete.needsPassword") });
    context.logger.warn({ event: "profile.delete_refused", code: refusal.code }, "account deletion refused");
    return refuse("delete-account", refusal.status, { result: reply(), notice: t("profile.errors.failed") });
  }
  const headers = new Headers();
  for (const cookie of cleared.getSetCookie()) headers.append("Set-Cookie", cookie);
  return redirectWithFlash(
    localizePath("/", lang),
    { kind: "success", title: t("profile.delete.doneTitle"), message: t("profile.delete.done") },
    context,
    { headers },
  );
}
