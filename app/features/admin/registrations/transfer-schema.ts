import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });

/** An amount as staff type it ("150", "150.50", "150,50"): parsed server-side in the right currency. */
const amountText = /^\d{1,12}(?:[.,]\d{1,2})?$/;

/**
 * "Record a payment received": a bank transfer (one of the registration's pending transfers, or
 * another one with no reference of ours) or cash, with the amount received, the day, staff's own
 * reference (slip, handwritten receipt) and a box ticked to confirm (works without JavaScript).
 * The price is never sent: what is owed is computed from the database, and the amount is checked
 * against it on the server. Messages are translation keys.
 */
export const transferSchema = z.object({
  method: z
    .enum(["bank-transfer", "cash"], { error: "adminRegistrations.payment.errors.method" })
    .default("bank-transfer"),
  /** A pending transfer of this registration; empty for cash or a transfer with no reference. */
  reference: z
    .string({ error: "admin.transfer.errors.reference" })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "admin.transfer.errors.reference" })
    .optional(),
  /** Empty for a pending transfer: its own amount. */
  amount: z
    .string()
    .trim()
    .regex(amountText, { error: "adminRegistrations.payment.errors.amount" })
    .optional(),
  /** The day the money arrived; today when empty. */
  receivedOn: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: "adminRegistrations.payment.errors.receivedOn" })
    .optional(),
  receipt: z
    .string()
    .trim()
    .regex(/^[\p{L}\p{N} ./#-]{1,60}$/u, { error: "adminRegistrations.payment.errors.reference" })
    .optional(),
  confirm: z.literal("on", { error: "admin.transfer.errors.confirm" }),
});

/** "Move to another session": the session chosen (checked against the course on the server). */
export const moveSchema = z.object({
  session: z.coerce
    .number({ error: "adminRegistrations.move.errors.session" })
    .int({ error: "adminRegistrations.move.errors.session" })
    .positive({ error: "adminRegistrations.move.errors.session" }),
});

/** "Refund": which succeeded payment of this registration, and how much (empty: all that is left). */
export const refundSchema = z.object({
  payment: z
    .string({ error: "adminRegistrations.refund.errors.payment" })
    .trim()
    .regex(/^[A-Za-z0-9-]{1,40}$/, { error: "adminRegistrations.refund.errors.payment" }),
  amount: z
    .string()
    .trim()
    .regex(amountText, { error: "adminRegistrations.refund.errors.amount" })
    .optional(),
});

/** "Extend the payment hold": a date and time on the session's wall clock (datetime-local). */
export const holdSchema = z.object({
  until: z
    .string({ error: "adminRegistrations.hold.errors.until" })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: "adminRegistrations.hold.errors.until" }),
});

/** The actions of a registration's page, by the form's `intent`; none is a payment (the first form). */
export const registrationIntents = ["payment", "move", "cancel", "refund", "resend", "hold"] as const;
export type RegistrationIntent = (typeof registrationIntents)[number];
