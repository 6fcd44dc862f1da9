import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

export const MAX_REPLY_LENGTH = 5000;

/**
 * The forms of a message's page: a reply (its text only: the address, the language and the
 * subject are the message's own), or putting it back in the unread pile.
 */
export const messageActionSchema = z.discriminatedUnion(
  "intent",
  [
    z.object({
      intent: z.literal("reply"),
      reply: z
        .string({ error: "adminInbox.errors.replyEmpty" })
        .trim()
        .min(1, { error: "adminInbox.errors.replyEmpty" })
        .max(MAX_REPLY_LENGTH, { error: "adminInbox.errors.replyTooLong" }),
    }),
    z.object({ intent: z.literal("unread") }),
  ],
  { error: "adminInbox.errors.intent" },
);
