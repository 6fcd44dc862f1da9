import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a console issue in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** The newsletter form: one e-mail address. Messages are translation keys. */
export const newsletterErrors = {
  required: "newsletter.errors.required",
  invalid: "newsletter.errors.invalid",
} as const;
export type NewsletterErrorKey = (typeof newsletterErrors)[keyof typeof newsletterErrors];

export const newsletterSchema = z.object({
  email: z
    .string({ error: newsletterErrors.required })
    .trim()
    .min(1, newsletterErrors.required)
    .max(254, newsletterErrors.invalid)
    .pipe(z.email({ error: newsletterErrors.invalid }))
    .transform((value) => value.toLowerCase()),
});

/** What the sign-up action answers a fetcher (the error is already translated). */
export type NewsletterActionData =
  { status: "subscribed" } | { status: "error"; error: string; email: string };
