import { createCookie } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { usesSecureCookies } from "~/lib/cookie-policy.server";

/** How long the next page load may show the codes: just the redirect that follows the form. */
const REVEAL_SECONDS = 60;

export type RevealKind = "enabled" | "regenerated";

function revealCookie(context: Pick<AppContext, "secrets" | "env">) {
  return createCookie("two_factor_codes", {
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(context.env),
    path: "/",
    maxAge: REVEAL_SECONDS,
    secrets: context.secrets,
  });
}

/**
 * The backup codes are shown once, on the page the form redirects to (so a reload does not
 * post again, and so the page is drawn with the new session better-auth made at set-up: a
 * page rendered in the same request as the form would still see the old, deleted one). This
 * signed cookie says "show this user's codes on the next load"; the codes themselves are never
 * in it, they are read from better-auth then.
 */
export async function revealBackupCodesOnce(
  context: Pick<AppContext, "secrets" | "env">,
  userId: string,
  kind: RevealKind,
): Promise<string> {
  return revealCookie(context).serialize({ userId, kind, at: Date.now() });
}

/** Whether this load is the one to show `userId`'s codes, and the header that ends it. */
export async function takeBackupCodesReveal(
  request: Request,
  context: Pick<AppContext, "secrets" | "env">,
  userId: string,
): Promise<{ kind: RevealKind | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("two_factor_codes=")) return { kind: null, headers };
  const cookie = revealCookie(context);
  const value = (await cookie.parse(cookieHeader)) as {
    userId?: unknown;
    kind?: unknown;
    at?: unknown;
  } | null;
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  const fresh = typeof value?.at === "number" && Date.now() - value.at <= REVEAL_SECONDS * 1000;
  const kind = value?.kind === "enabled" || value?.kind === "regenerated" ? value.kind : null;
  return { kind: fresh && value?.userId === userId ? kind : null, headers };
}
