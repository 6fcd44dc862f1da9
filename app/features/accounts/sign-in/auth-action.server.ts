import type { Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect } from "react-router";
import type { AppContext } from "~/lib/app-context";
import { redirectWithFlash } from "~/lib/flash.server";
import { getT } from "~/lib/i18n.server";
import { langFromPath, localizePath, type Lang } from "~/lib/language";
import { safeLocalPath } from "~/lib/safe-path";
import { readForm } from "../../security/form-data.server";
import { displayName, getViewer } from "../viewer.server";
import { ENHANCED_FIELD, type AuthActionData, type AuthIntent } from "./auth-action-data";
import { describeAuthError, type AuthFailure } from "./auth-errors.server";
import { authHeaders, cookieHeaders } from "./auth-request.server";
import { signInSchema, signUpSchema, splitFullName } from "./auth-schemas";

/** Where the second factor is asked for (the two-factor challenge page). */
export const TWO_FACTOR_PATH = "/auth/two-factor";

/** Passwords never travel back to the page, not even in a refused form. */
const SECRET_FIELDS = ["password"];

function refused(intent: AuthIntent, submission: Submission<unknown, string[]>, failure: AuthFailure) {
  const result = submission.reply({
    hideFields: SECRET_FIELDS,
    ...(failure.field ? { fieldErrors: { [failure.field.name]: [failure.field.key] } } : {}),
  });
  const headers: HeadersInit = failure.retryAfterSeconds
    ? { "Retry-After": String(failure.retryAfterSeconds) }
    : {};
  return data<AuthActionData>(
    {
      status: "error",
      intent,
      result,
      notice: failure.message,
      ...(failure.suspendedMinutes ? { suspended: { minutes: failure.suspendedMinutes } } : {}),
    },
    { status: failure.status, headers },
  );
}

/**
 * The /auth form's POST, for both sides of the toggle. Bad input is a 400 with field errors
 * and writes nothing; better-auth's refusals (and those of our hooks: limits, password
 * policy) come back as the product's messages with honest status codes.
 */
export async function authAction({ request, context }: { request: Request; context: AppContext }) {
  const lang = langFromPath(new URL(request.url).pathname);
  const t = getT(lang);
  const read = await readForm(request);
  if (!read.ok) {
    return data<AuthActionData>(
      {
        status: "error",
        intent: "sign-in",
        result: { status: "error", error: { "": [] } },
        notice: t("auth.errors.unreadable"),
      },
      { status: read.status },
    );
  }
  const { formData } = read;
  const intent: AuthIntent = formData.get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const home = localizePath("/", lang);
  const target = safeLocalPath(formData.get("redirectTo"), home);
  // Already signed in (another tab did it): nothing to do here.
  if (await getViewer(request, context)) return redirect(target);

  return intent === "sign-up"
    ? signUp(formData, { request, context, lang })
    : signIn(formData, { request, context, lang, target });
}

async function signIn(
  formData: FormData,
  { request, context, lang, target }: { request: Request; context: AppContext; lang: Lang; target: string },
) {
  const t = getT(lang);
  const submission = parseWithZod(formData, { schema: signInSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>(
      { status: "error", intent: "sign-in", result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  const { email, password } = submission.value;
  try {
    const { headers, response } = await context.auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers: authHeaders(request, context),
      returnHeaders: true,
    });
    const cookies = cookieHeaders(headers);
    if ("twoFactorRedirect" in response && response.twoFactorRedirect) {
      // The password was right; the second factor's page finishes the sign-in.
      const next = `${localizePath(TWO_FACTOR_PATH, lang)}?redirectTo=${encodeURIComponent(target)}`;
      return redirect(next, { headers: cookies });
    }
    const title = t("auth.signedIn.title");
    const message = t("auth.signedIn.message", {
      name: "user" in response ? displayName(response.user) : email,
    });
    if (formData.get(ENHANCED_FIELD) === "1") {
      // The page shows a toast and goes on after a second.
      return data<AuthActionData>(
        { status: "signed-in", intent: "sign-in", to: target, title, message },
        { headers: cookies },
      );
    }
    return redirectWithFlash(target, { kind: "success", title, message }, context, { headers: cookies });
  } catch (error) {
    return refused(
      "sign-in",
      submission,
      describeAuthError(error, { t, logger: context.logger, context: "sign-in" }),
    );
  }
}

async function signUp(
  formData: FormData,
  { request, context, lang }: { request: Request; context: AppContext; lang: Lang },
) {
  const t = getT(lang);
  const submission = parseWithZod(formData, { schema: signUpSchema });
  if (submission.status !== "success") {
    return data<AuthActionData>(
      { status: "error", intent: "sign-up", result: submission.reply({ hideFields: SECRET_FIELDS }) },
      { status: 400 },
    );
  }
  const { name, email, password } = submission.value;
  try {
    // The role is never read from a form: better-auth refuses it as input (auth.server.ts).
    await context.auth.api.signUpEmail({
      body: { name, email, password, lang, ...splitFullName(name) },
      headers: authHeaders(request, context),
    });
  } catch (error) {
    return refused(
      "sign-up",
      submission,
      describeAuthError(error, { t, logger: context.logger, context: "sign-up" }),
    );
  }
  // The same answer for a new address and one already taken: better-auth tells neither apart.
  return data<AuthActionData>({ status: "verification-sent", intent: "sign-up", email });
}
