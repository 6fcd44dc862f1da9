import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import { roles } from "~/features/accounts/roles";

/**
 * The forms of a person's page, told apart by `intent`: a new role, or disabling / enabling
 * the account. The account is the page's (the URL), never a field; messages are translation keys.
 */
export const personActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("role"),
      role: z.enum(roles, { error: "adminPeople.errors.role" }),
    }),
    z.object({ intent: z.literal("disable") }),
    z.object({ intent: z.literal("enable") }),
  ],
  { error: "adminPeople.errors.intent" },
);
