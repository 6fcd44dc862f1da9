import { z } from "zod";

/**
 * "Record a bank transfer": which pending transfer of this registration, and a box ticked to
 * confirm it arrived (the confirmation works without JavaScript). The amount is never sent:
 * it is the payment's own, in the database. Messages are translation keys.
 */
export const transferSchema = z.object({
  reference: z
    .string({ error: "admin.transfer.errors.reference" })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "admin.transfer.errors.reference" }),
  confirm: z.literal("on", { error: "admin.transfer.errors.confirm" }),
});
