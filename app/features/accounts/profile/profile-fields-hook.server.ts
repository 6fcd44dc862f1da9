import { APIError, getSessionFromCtx } from "better-auth/api";
import type { AuthHook } from "../auth-hooks.server";
import { profileFields } from "./profile-schema";

/** The code of a refused profile field; the message names the field and the rule. */
export const PROFILE_FIELD_INVALID = "PROFILE_FIELD_INVALID";

const FIELDS = ["firstName", "lastName", "phone", "company", "position"] as const;

/**
 * Before /update-user: the profile form's rules and sanitisers hold for bodies sent to
 * /api/auth/update-user too, and `name` stays the first name and the last name. A `name`
 * sent alone is split at the first space (spec section 3). The hook runner ignores what a
 * hook returns, so the sanitised values are written into the endpoint's own body object.
 */
export const checkProfileFields: AuthHook = async (ctx) => {
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  if (typeof body.name === "string" && !("firstName" in body) && !("lastName" in body)) {
    const [first = "", ...rest] = body.name.trim().split(/\s+/);
    body.firstName = first;
    body.lastName = rest.join(" ");
  }
  for (const field of FIELDS) {
    if (!(field in body)) continue;
    const value = body[field];
    const parsed = profileFields[field].safeParse(value === "" || value === null ? undefined : value);
    if (!parsed.success) {
      throw new APIError("BAD_REQUEST", {
        code: PROFILE_FIELD_INVALID,
        message: `${field}: ${parsed.error.issues[0]?.message ?? "invalid"}`,
      });
    }
    body[field] = parsed.data;
  }
  if (!("firstName" in body) && !("lastName" in body)) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out: the endpoint answers 401.
  if (!session) return;
  const { firstName, lastName } = session.user as { firstName?: string | null; lastName?: string | null };
  const first = "firstName" in body ? body.firstName : firstName;
  const last = "lastName" in body ? body.lastName : lastName;
  body.name = [first, last].filter((part) => typeof part === "string" && part).join(" ");
};
