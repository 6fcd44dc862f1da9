import { z } from "zod";

/**
 * The settings form (/admin/settings), used by the browser and the server alike. Messages are
 * translation keys (adminSettings.errors.*), shown in the page's language.
 */

/** An international phone number as people write it: "+224 620 00 00 00", digits, spaces, dots, dashes. */
const PHONE = /^\+?[0-9](?:[0-9 .-]{5,22})[0-9]$/;
/** GNF for 1 euro, written like EUR_GNF_RATE: up to 6 decimals. */
const RATE = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/;
export const RATE_MIN = 100;
export const RATE_MAX = 100_000;
export const HOLD_HOURS_MIN = 1;
export const HOLD_HOURS_MAX = 24 * 60;

const text = (max: number) =>
  z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .min(1, { error: "adminSettings.errors.required" })
    .max(max, { error: "adminSettings.errors.tooLong" });

export const settingsSchema = z.object({
  contactPhone: z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .regex(PHONE, { error: "adminSettings.errors.phone" }),
  contactEmail: z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .max(254, { error: "adminSettings.errors.tooLong" })
    .pipe(z.email({ error: "adminSettings.errors.email" })),
  bankName: text(120),
  accountHolder: text(120),
  accountNumber: z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .regex(/^[A-Za-z0-9 ]{8,42}$/, { error: "adminSettings.errors.accountNumber" }),
  swift: z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$/, { error: "adminSettings.errors.swift" }),
  bankAddress: text(200),
  /** Empty: no conversion of euro prices to Guinean francs. */
  eurGnfRate: z
    .string()
    .trim()
    .optional()
    .refine(
      (value) =>
        value === undefined ||
        value === "" ||
        (RATE.test(value) && Number(value) >= RATE_MIN && Number(value) <= RATE_MAX),
      { error: "adminSettings.errors.rate" },
    ),
  paymentHoldHours: z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .regex(/^\d{1,4}$/, { error: "adminSettings.errors.holdHours" })
    .transform(Number)
    .refine((hours) => hours >= HOLD_HOURS_MIN && hours <= HOLD_HOURS_MAX, {
      error: "adminSettings.errors.holdHours",
    }),
});

export type SettingsForm = z.output<typeof settingsSchema>;
