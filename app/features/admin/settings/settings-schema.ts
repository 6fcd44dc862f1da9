import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import type { Lang } from "~/lib/language";

/**
 * The settings form (/admin/settings), used by the browser and the server alike. Messages are
 * translation keys (adminSettings.errors.*), shown in the page's language.
 */

/** An international phone number as people write it: "+224 620 00 00 00", digits, spaces, dots, dashes. */
const PHONE = /^\+?[0-9](?:[0-9 .-]{5,22})[0-9]$/;
/** GNF for 1 euro, stored as EUR_GNF_RATE is written: up to 6 decimals after a point. */
const RATE = /^(?:0|[1-9]\d{0,8})(?:\.\d{1,6})?$/;
export const RATE_MIN = 100;
export const RATE_MAX = 100_000;
export const HOLD_HOURS_MIN = 1;
export const HOLD_HOURS_MAX = 24 * 60;

/** An optional identifier: empty, or up to `max` characters of the set it is written with. */
const identifier = (pattern: RegExp, error: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ?? "").replace(/\s+/g, " "))
    .refine((value) => value === "" || pattern.test(value), { error });

/** A VAT rate in percent as the page's language writes it ("18", "5,5" or "5.5") → basis points. */
export function vatRateFromInput(value: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(value.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "0").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** Basis points as a percentage written the page's language's way: 550 → "5,5" in French. */
export function vatRateForInput(basisPoints: number, lang: Lang): string {
  const percent = String(basisPoints / 100);
  return lang === "fr" ? percent.replace(".", ",") : percent;
}

const text = (max: number) =>
  z
    .string({ error: "adminSettings.errors.required" })
    .trim()
    .min(1, { error: "adminSettings.errors.required" })
    .max(max, { error: "adminSettings.errors.tooLong" });

/** Spaces people put between groups of digits: a space, a no-break space, a narrow no-break space. */
const GROUP_SPACE = /[ \u00a0\u202f]/g;
const FRENCH_NUMBER = /^(?:\d+|\d{1,3}(?:[ \u00a0\u202f]\d{3})+)(?:[,.]\d+)?$/;
const ENGLISH_NUMBER = /^(?:\d+|\d{1,3}(?:,\d{3})+)(?:\.\d+)?$/;

/**
 * A rate as the page's language writes it, in the stored form ("9350.5"), or null when it is
 * not a number written that way. French: a comma (or a point) before the decimals and spaces
 * between thousands, "9 350,5"; English: a point before the decimals and commas between
 * thousands, "9,350.5". A comma is never read as the other language's.
 */
export function rateFromInput(value: string, lang: Lang): string | null {
  const written = value.trim();
  if (lang === "fr")
    return FRENCH_NUMBER.test(written) ? written.replace(GROUP_SPACE, "").replace(",", ".") : null;
  return ENGLISH_NUMBER.test(written) ? written.replace(/,/g, "") : null;
}

/** A stored rate as the page's language writes it: "9350,5" in French. */
export function rateForInput(rate: string, lang: Lang): string {
  return lang === "fr" ? rate.replace(".", ",") : rate;
}

/** The form's schema in the page's language (the rate is written the language's way). */
export const settingsSchemaFor = (lang: Lang) =>
  z.object({
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
    /** Empty: no conversion of euro prices to Guinean francs; else the rate as stored ("9350.5"). */
    eurGnfRate: z
      .string()
      .trim()
      .optional()
      .transform((value, context) => {
        if (value === undefined || value === "") return "";
        const rate = rateFromInput(value, lang);
        if (rate === null || !RATE.test(rate) || Number(rate) < RATE_MIN || Number(rate) > RATE_MAX) {
          context.addIssue({ code: "custom", message: "adminSettings.errors.rate" });
          return z.NEVER;
        }
        return rate;
      }),
    paymentHoldHours: z
      .string({ error: "adminSettings.errors.required" })
      .trim()
      .regex(/^\d{1,4}$/, { error: "adminSettings.errors.holdHours" })
      .transform(Number)
      .refine((hours) => hours >= HOLD_HOURS_MIN && hours <= HOLD_HOURS_MAX, {
        error: "adminSettings.errors.holdHours",
      }),
    sellerLegalName: text(200),
    sellerAddress: text(300),
    sellerCountry: z
      .string({ error: "adminSettings.errors.required" })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{2}$/, { error: "adminSettings.errors.country" }),
    sellerRccm: identifier(/^[A-Za-z0-9./ -]{1,40}$/, "adminSettings.errors.rccm"),
    sellerNif: identifier(/^[A-Za-z0-9./ -]{1,30}$/, "adminSettings.errors.nif"),
    /** 14 digits; people write it in groups ("123 456 789 00012"). */
    sellerSiret: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ?? "").replace(/[\s\u00a0\u202f]/g, ""))
      .refine((value) => value === "" || /^\d{14}$/.test(value), { error: "adminSettings.errors.siret" }),
    /** An intra-EU VAT number: two letters of a country, then 2 to 13 letters and digits. */
    sellerVatNumber: z
      .string()
      .trim()
      .optional()
      .transform((value) => (value ?? "").replace(/[\s.-]/g, "").toUpperCase())
      .refine((value) => value === "" || /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value), {
        error: "adminSettings.errors.vatNumber",
      }),
    sellerTrainingDeclaration: identifier(
      /^[A-Za-z0-9 ./-]{1,40}$/,
      "adminSettings.errors.trainingDeclaration",
    ),
    sellerVatExempt: z.enum(["yes", "no"], { error: "adminSettings.errors.vatExempt" }),
    sellerVatRate: z
      .string({ error: "adminSettings.errors.required" })
      .trim()
      .transform((value, context) => {
        const basisPoints = vatRateFromInput(value);
        if (basisPoints === null) {
          context.addIssue({ code: "custom", message: "adminSettings.errors.vatRate" });
          return z.NEVER;
        }
        return basisPoints;
      }),
  });

/** The French page's schema (the default language). */
export const settingsSchema = settingsSchemaFor("fr");

export type SettingsForm = z.output<typeof settingsSchema>;
