import { APIError, getSessionFromCtx } from "better-auth/api";
import { getT } from "~/lib/i18n.server";
import { isLang } from "~/lib/language";
import { fullNameProblem, problemMessage } from "~/lib/text-rules";
import type { AuthHook } from "../auth-hook";
import { requestLang } from "../request-lang.server";
import { authErrors } from "../sign-in/auth-limits";
import { splitFullName } from "../sign-in/auth-schemas";
import { profileFields } from "./profile-schema";

/** The code of a refused profile field; `field` names it, `message` says why in the request's language. */
export const PROFILE_FIELD_INVALID = "PROFILE_FIELD_INVALID";

const FIELDS = ["firstName", "lastName", "phone", "company", "position"] as const;
type Field = (typeof FIELDS)[number] | "name" | "lang";

/** The profile page's labels, which name the field in a refusal. */
const LABEL_KEYS: Record<Field, string> = {
  name: "auth.form.name",
  firstName: "profile.details.firstName",
  lastName: "profile.details.lastName",
  phone: "profile.details.phone",
  company: "profile.details.company",
  position: "profile.details.position",
  lang: "profile.errors.langLabel",
};

type HookContext = Parameters<AuthHook>[0];

function refusal(ctx: HookContext, siteUrl: string, field: Field, messageKey: string): APIError {
  // The keys come from the field schemas' messages, known only when they refuse.
  const t = getT(requestLang(ctx.headers ?? ctx.request?.headers, siteUrl)) as (
    key: string,
    options?: Record<string, string>,
  ) => string;
  return new APIError("BAD_REQUEST", {
    code: PROFILE_FIELD_INVALID,
    field,
    message: t("common.textRules.fieldMessage", { field: t(LABEL_KEYS[field]), message: t(messageKey) }),
  });
}

/**
 * Before /sign-up/email and /update-user: the rules of the site's forms (app/lib/text-rules.ts,
 * through the profile's field schemas) hold for bodies sent to /api/auth too, with their
 * sanitisers, and `name` stays the first name and the last name. A `name` sent alone is split
 * at the first space. The hook runner ignores what a hook returns, so the
 * sanitised values are written into the endpoint's own body object.
 */
export const checkProfileFields: AuthHook = async (ctx, deps) => {
  const signUp = ctx.path === "/sign-up/email";
  const body = ctx.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== "object" || Array.isArray(body)) return;
  const refuse = (field: Field, key: string) => refusal(ctx, deps.env.SITE_URL, field, key);

  if ("lang" in body && body.lang !== undefined && !isLang(body.lang))
    throw refuse("lang", "profile.errors.langInvalid");
  if ("name" in body && body.name !== undefined) {
    if (typeof body.name !== "string") throw refuse("name", authErrors.nameInvalid);
    const problem = fullNameProblem(body.name);
    if (problem) {
      throw refuse(
        "name",
        problemMessage(problem, {
          letters: authErrors.nameLetters,
          tooShort: authErrors.nameInvalid,
          tooLong: authErrors.nameTooLong,
          lineBreak: authErrors.singleLine,
        }),
      );
    }
    if (!("firstName" in body) && !("lastName" in body)) Object.assign(body, splitFullName(body.name));
  }
  for (const field of FIELDS) {
    if (!(field in body)) continue;
    const value = body[field];
    // A one-word name signs up with no last name; a profile keeps one.
    if (signUp && field === "lastName" && (value === "" || value === null)) {
      body.lastName = null;
      continue;
    }
    const parsed = profileFields[field].safeParse(value === "" || value === null ? undefined : value);
    if (!parsed.success) throw refuse(field, parsed.error.issues[0]?.message ?? authErrors.nameInvalid);
    body[field] = parsed.data;
  }
  if (signUp || (!("firstName" in body) && !("lastName" in body))) return;
  const session = await getSessionFromCtx(ctx);
  // Signed out: the endpoint answers 401.
  if (!session) return;
  const { firstName, lastName } = session.user as { firstName?: string | null; lastName?: string | null };
  const first = "firstName" in body ? body.firstName : firstName;
  const last = "lastName" in body ? body.lastName : lastName;
  body.name = [first, last].filter((part) => typeof part === "string" && part).join(" ");
};
