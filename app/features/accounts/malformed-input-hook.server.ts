import { APIError } from "better-auth/api";
import { getT } from "~/lib/i18n.server";
import type { AuthHook } from "./auth-hook";
import { requestLang } from "./request-lang.server";

export const MALFORMED_INPUT = "MALFORMED_INPUT";

/** How deep a body is searched: better-auth's bodies are flat objects, two levels is plenty. */
const MAX_DEPTH = 6;

/** Whether a string anywhere in `value` holds a NUL character. */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (depth > MAX_DEPTH || value === null || typeof value !== "object") return false;
  const items: unknown[] = Array.isArray(value) ? value : [...Object.keys(value), ...Object.values(value)];
  return items.some((item) => holdsNul(item, depth + 1));
}

/**
 * Before every better-auth endpoint: a NUL character anywhere in the body, the query or the
 * path's parameters is a 400. PostgreSQL refuses NUL in text, so such a value reached the
 * database as a 500 (a session token to revoke, a profile field, a name); no form can send one.
 */
export const refuseMalformedInput: AuthHook = async (ctx, deps) => {
  if (!holdsNul(ctx.body) && !holdsNul(ctx.query) && !holdsNul(ctx.params)) return;
  const t = getT(requestLang(ctx.headers ?? ctx.request?.headers, deps.env.SITE_URL));
  throw new APIError("BAD_REQUEST", { code: MALFORMED_INPUT, message: t("common.textRules.nul") });
};
