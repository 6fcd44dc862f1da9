import { z } from "zod";

// Zod 4 probes `new Function` to compile faster parsers; our CSP forbids eval, and the refused
// probe shows up as a CSP violation in the browser. The interpreted parsers are fast enough.
z.config({ jitless: true });
import { isCountryCode } from "~/features/companies/countries";

/**
 * The company form (/admin/companies/new and /admin/companies/:id): the fields of
 * db/schema/companies.ts `companies` that staff write. Messages are translation keys.
 */

/** The Luhn check a SIRET's last digit makes (the SIREN's ninth too). */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Spaces people put between groups: a space, a no-break space, a narrow no-break space. */
const GROUP_SPACE = /[ \u00a0\u202f]/g;

const optionalText = (max: number, key: string) =>
  z
    .string()
    .trim()
    .max(max, { error: `adminCompanies.errors.${key}` })
    .optional();

export const companySchema = z.object({
  legalName: z
    .string({ error: "adminCompanies.errors.legalName" })
    .trim()
    .min(1, { error: "adminCompanies.errors.legalName" })
    .max(200, { error: "adminCompanies.errors.legalName" })
    // The name goes into e-mail subjects: one line.
    .regex(/^[^\r\n]*$/, { error: "adminCompanies.errors.legalName" }),
  country: z
    .string({ error: "adminCompanies.errors.country" })
    .refine(isCountryCode, { error: "adminCompanies.errors.country" }),
  rccm: optionalText(60, "rccm"),
  nif: optionalText(40, "nif"),
  siret: z
    .string()
    .transform((value) => value.replace(GROUP_SPACE, ""))
    .refine((value) => /^[0-9]{14}$/.test(value), { error: "adminCompanies.errors.siretFormat" })
    .refine(passesLuhn, { error: "adminCompanies.errors.siretCheck" })
    .optional(),
  vatNumber: z
    .string()
    .transform((value) => value.replace(GROUP_SPACE, "").toUpperCase())
    .refine((value) => /^[A-Z]{2}[A-Z0-9]{2,13}$/.test(value), { error: "adminCompanies.errors.vatNumber" })
    .optional(),
  billingAddress: z
    .string({ error: "adminCompanies.errors.billingAddress" })
    .trim()
    .min(1, { error: "adminCompanies.errors.billingAddress" })
    .max(500, { error: "adminCompanies.errors.billingAddress" }),
  billingEmail: z
    .string({ error: "adminCompanies.errors.billingEmail" })
    .trim()
    .max(254, { error: "adminCompanies.errors.billingEmail" })
    .pipe(z.email({ error: "adminCompanies.errors.billingEmail" })),
  lang: z.enum(["fr", "en"], { error: "adminCompanies.errors.lang" }),
});

export type CompanyInput = z.output<typeof companySchema>;

/** The other forms of a company's page, told apart by `intent`. */
export const contactAddSchema = z.object({
  intent: z.literal("add-contact"),
  email: z
    .string({ error: "adminCompanies.errors.contactEmail" })
    .trim()
    .max(254, { error: "adminCompanies.errors.contactEmail" })
    .pipe(z.email({ error: "adminCompanies.errors.contactEmail" })),
});

export const contactRemoveSchema = z.object({
  intent: z.literal("remove-contact"),
  userId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/),
});

export const mergeSchema = z.object({
  intent: z.literal("merge"),
  otherId: z.string({ error: "adminCompanies.errors.mergeOther" }).regex(/^[1-9]\d{0,9}$/, {
    error: "adminCompanies.errors.mergeOther",
  }),
  keep: z.enum(["this", "other"], { error: "adminCompanies.errors.mergeKeep" }),
});
