import { z } from "zod";
import { fullNameProblem, normaliseLine, refineText } from "~/lib/text-rules";
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from "../sign-in-rules/password-policy";
import { authErrors, authLimits } from "./auth-limits";

// Our CSP forbids eval: Zod's compiled parsers would be refused (see contact-schema.ts).
z.config({ jitless: true });

/**
 * The account forms' schemas, run by Conform in the browser and by the actions on the server
 * (with the password policy of docs/decisions/0802-password-policy.md; the
 * list of common passwords is checked on the server only, by the better-auth hook).
 * Messages are translation keys of the `auth` page namespace.
 */
const e = authErrors;

const email = z
  .string({ error: e.emailInvalid })
  .trim()
  .max(authLimits.email, e.emailInvalid)
  .pipe(z.email({ error: e.emailInvalid }))
  .transform((value) => value.toLowerCase());

/** A password being chosen: the policy's lengths. */
export const newPassword = z
  .string({ error: e.passwordTooShort })
  .min(MIN_PASSWORD_LENGTH, e.passwordTooShort)
  .max(MAX_PASSWORD_LENGTH, e.passwordTooLong);

/** Where to go after signing in; checked again with safeLocalPath before any redirect. */
const redirectTo = z.string().max(2_000).optional().catch(undefined);

export const signInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  // Signing in checks the password itself; only its presence and the maximum apply here.
  password: z
    .string({ error: e.passwordRequired })
    .min(1, e.passwordRequired)
    .max(MAX_PASSWORD_LENGTH, e.passwordTooLong),
  redirectTo,
});

export const signUpSchema = z.object({
  intent: z.literal("sign-up"),
  // The full name: the names' rules of every form (app/lib/text-rules.ts), first and last together.
  name: z
    .string({ error: e.nameInvalid })
    .superRefine(
      refineText(fullNameProblem, {
        lineBreak: e.singleLine,
        letters: e.nameLetters,
        tooShort: e.nameInvalid,
        tooLong: e.nameTooLong,
      }),
    )
    .transform(normaliseLine),
  email,
  password: newPassword,
  redirectTo,
});

export type SignInInput = z.output<typeof signInSchema>;
export type SignUpInput = z.output<typeof signUpSchema>;

export const emailOnlySchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: z.string().min(1).max(200),
    password: newPassword,
    confirm: z.string({ error: e.passwordsDiffer }).max(MAX_PASSWORD_LENGTH, e.passwordsDiffer),
  })
  .refine((value) => value.password === value.confirm, { message: e.passwordsDiffer, path: ["confirm"] });

/** Spec section 3: the full name splits at the first space; the rest is the last name. */
export function splitFullName(name: string): { firstName: string; lastName: string } {
  const trimmed = name.trim().replace(/\s+/g, " ");
  const space = trimmed.indexOf(" ");
  if (space === -1) return { firstName: trimmed, lastName: "" };
  return { firstName: trimmed.slice(0, space), lastName: trimmed.slice(space + 1) };
}
