import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** The invite form of the company space. The company is checked against the account's on the server. */
export const inviteSchema = z.object({
  company: z
    .string({ error: "companySpace.errors.company" })
    .regex(/^[1-9]\d{0,9}$/, { error: "companySpace.errors.company" }),
  email: z
    .string({ error: "companySpace.errors.email" })
    .trim()
    .max(254, { error: "companySpace.errors.email" })
    .pipe(z.email({ error: "companySpace.errors.email" })),
});
