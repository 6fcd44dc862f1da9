import { redirect } from "react-router";
import { getViewer } from "~/features/accounts/viewer.server";
import { readForm } from "~/features/security/form-data.server";
import { recordSecurityEvent } from "~/features/security/security-events.server";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import type { Route } from "./+types/auth.sign-out";

/** Only the header's form posts here; a visit by link goes home. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", langFromPath(new URL(request.url).pathname)));
}

/**
 * Signing out ends every session of the account, on every device (global
 * scope), clears the cookie, and goes home with 'Déconnexion réussie' (or to the form's own
 * `redirectTo`, a path on this site: a page for one account, opened while signed in with another,
 * sends the visitor to sign in again and come back).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const read = await readForm(request);
  const home = safeLocalPath(read.ok ? read.formData.get("redirectTo") : null, localizePath("/", lang));
  const viewer = await getViewer(request, context);
  if (!viewer) return redirect(home);
  try {
    await context.auth.api.revokeSessions({ headers: request.headers });
    const { headers: cleared } = await context.auth.api.signOut({
      headers: request.headers,
      returnHeaders: true,
    });
    const headers = new Headers();
    for (const cookie of cleared.getSetCookie()) headers.append("Set-Cookie", cookie);
    await recordSecurityEvent(context.db, context.logger, {
      type: "signed_out_everywhere",
      userId: viewer.user.id,
      ipAddress: context.clientIp,
      userAgent: request.headers.get("User-Agent"),
    });
    return redirectWithFlash(
      home,
      { kind: "success", title: t("account.signOut.successTitle"), message: t("account.signOut.success") },
      context,
      { headers },
    );
  } catch (error) {
    context.logger.error({ err: error, event: "security.sign_out_failed" }, "sign-out failed");
    return redirectWithFlash(
      home,
      { kind: "error", title: t("account.signOut.errorTitle"), message: t("account.signOut.error") },
      context,
    );
  }
}
