import { createCookie, redirect } from "react-router";
import type { AppContext } from "./app-context";
import { usesSecureCookies } from "./cookie-policy.server";
import type { Flash } from "./flash";

export type { Flash };

function flashCookie(context: Pick<AppContext, "secrets" | "env">) {
  return createCookie("flash", {
    httpOnly: true,
    sameSite: "lax",
    secure: usesSecureCookies(context.env),
    path: "/",
    maxAge: 60,
    secrets: context.secrets,
  });
}

/**
 * Redirects and leaves a one-time message for the next page: a toast with JavaScript, a
 * banner without. The message is already translated by the action that sets it.
 */
export async function redirectWithFlash(
  url: string,
  flash: Flash,
  context: Pick<AppContext, "secrets" | "env">,
  init: ResponseInit = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await flashCookie(context).serialize(flash));
  return redirect(url, { ...init, headers });
}

/** Reads the pending flash message, if any, and the header that clears it. */
export async function takeFlash(
  request: Request,
  context: Pick<AppContext, "secrets" | "env">,
): Promise<{ flash: Flash | null; headers: Headers }> {
  const headers = new Headers();
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("flash=")) return { flash: null, headers };
  const cookie = flashCookie(context);
  const value: unknown = await cookie.parse(cookieHeader);
  headers.append("Set-Cookie", await cookie.serialize("", { maxAge: 0 }));
  return { flash: isFlash(value) ? value : null, headers };
}

function isFlash(value: unknown): value is Flash {
  if (typeof value !== "object" || value === null) return false;
  const { kind, message, title } = value as Record<string, unknown>;
  return (
    (kind === "success" || kind === "error" || kind === "info") &&
    typeof message === "string" &&
    (title === undefined || typeof title === "string")
  );
}
