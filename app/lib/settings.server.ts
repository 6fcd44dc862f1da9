import { inArray } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../../db/database";
import { siteSettings } from "../../db/schema";
import type { Env } from "./env.server";
import { siteConfig } from "./site-config";

/**
 * The values staff change without a deploy (ADR 1104): contact phone and e-mail, the
 * bank details given for a transfer, the EUR to GNF rate and the payment hold. A value staff
 * never set is the default: the environment (EUR_GNF_RATE, PAYMENT_HOLD_HOURS) or
 * lib/site-config.ts. Read from the database on every use (one indexed query, no cache): a
 * change shows at once everywhere, in every process, and the render cache is dropped by the
 * trigger on site_settings.
 */
export interface BankTransferDetails {
  bankName: string;
  accountHolder: string;
  accountNumber: string;
  swift: string;
  bankAddress: string;
}

/**
 * The seller as its invoices state it: copied into each invoice when it is issued, so a later
 * change here changes no issued document. Identifiers left empty are not printed.
 */
export interface SellerDetails {
  legalName: string;
  address: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
  rccm: string;
  nif: string;
  siret: string;
  vatNumber: string;
  /** The training body's declaration number ("numéro de déclaration d'activité"). */
  trainingDeclaration: string;
  /** Training exempt from VAT (art. 261-4-4° a of the French tax code): lines at 0 % with the mention. */
  vatExemptTraining: boolean;
  /** The VAT rate of the lines when training is not exempt, in basis points (1800 = 18 %). */
  vatRateBasisPoints: number;
}

export interface SiteSettings {
  contactPhone: string;
  contactEmail: string;
  bankTransfer: BankTransferDetails;
  /** GNF for 1 euro; null: euro prices are not converted. */
  eurGnfRate: string | null;
  paymentHoldHours: number;
  seller: SellerDetails;
}

export type SettingKey = keyof SiteSettings;
export const settingKeys: readonly SettingKey[] = [
  "contactPhone",
  "contactEmail",
  "bankTransfer",
  "eurGnfRate",
  "paymentHoldHours",
  "seller",
];

/** What a stored value must look like to be used; anything else falls back to the default. */
const storedShape: { [K in SettingKey]: z.ZodType<SiteSettings[K]> } = {
  contactPhone: z.string().min(1),
  contactEmail: z.string().min(3),
  bankTransfer: z.object({
    bankName: z.string(),
    accountHolder: z.string(),
    accountNumber: z.string(),
    swift: z.string(),
    bankAddress: z.string(),
  }),
  eurGnfRate: z
    .string()
    .regex(/^\d+(?:\.\d+)?$/)
    .nullable(),
  paymentHoldHours: z.number().int().positive(),
  seller: z.object({
    legalName: z.string().min(1),
    address: z.string().min(1),
    country: z.string().regex(/^[A-Z]{2}$/),
    rccm: z.string(),
    nif: z.string(),
    siret: z.string(),
    vatNumber: z.string(),
    trainingDeclaration: z.string(),
    vatExemptTraining: z.boolean(),
    vatRateBasisPoints: z.number().int().min(0).max(10_000),
  }),
};

/** The seller before staff set it: the legal notice's identifiers (lib/site-config.ts). */
function defaultSeller(): SellerDetails {
  const { legal, address } = siteConfig;
  return {
    legalName: legal.companyName,
    address: `${address.street}, ${address.city}`,
    country: address.countryCode,
    rccm: legal.registration.replace(/^RCCM\s*\/?\s*/u, ""),
    nif: legal.taxId.replace(/^NIF\s*/u, ""),
    siret: "",
    vatNumber: "",
    trainingDeclaration: legal.trainingDeclaration,
    vatExemptTraining: true,
    vatRateBasisPoints: 1800,
  };
}

export function settingDefaults(env: Pick<Env, "EUR_GNF_RATE" | "PAYMENT_HOLD_HOURS">): SiteSettings {
  return {
    contactPhone: siteConfig.phone,
    contactEmail: siteConfig.email,
    bankTransfer: { ...siteConfig.payment.bankTransfer },
    eurGnfRate: env.EUR_GNF_RATE ?? null,
    paymentHoldHours: env.PAYMENT_HOLD_HOURS,
    seller: defaultSeller(),
  };
}

type Reader = Pick<Database, "select">;

/**
 * A value is stored wrapped, `{ "value": ... }`: a bare JSON string such as "10000" does not
 * survive the round trip through every driver as a string.
 */
export function wrapSetting(value: unknown): { value: unknown } {
  return { value };
}

function unwrap(stored: unknown): unknown {
  return stored && typeof stored === "object" && "value" in stored
    ? (stored as { value: unknown }).value
    : undefined;
}

/** Every setting: the stored value where there is a valid one, else the default. */
export async function readSettings(
  db: Reader,
  env: Pick<Env, "EUR_GNF_RATE" | "PAYMENT_HOLD_HOURS">,
): Promise<SiteSettings> {
  const settings = settingDefaults(env);
  const rows = await db.select({ key: siteSettings.key, value: siteSettings.value }).from(siteSettings);
  for (const row of rows) {
    if (!settingKeys.includes(row.key as SettingKey)) continue;
    const key = row.key as SettingKey;
    const parsed = storedShape[key].safeParse(unwrap(row.value));
    if (parsed.success) (settings as unknown as Record<string, unknown>)[key] = parsed.data;
  }
  return settings;
}

/** One setting (the hold hours for the jobs, the rate for the pay page). */
export async function readSetting<K extends SettingKey>(
  db: Reader,
  env: Pick<Env, "EUR_GNF_RATE" | "PAYMENT_HOLD_HOURS">,
  key: K,
): Promise<SiteSettings[K]> {
  const [row] = await db
    .select({ value: siteSettings.value })
    .from(siteSettings)
    .where(inArray(siteSettings.key, [key]));
  const parsed = row ? storedShape[key].safeParse(unwrap(row.value)) : null;
  return parsed?.success ? parsed.data : settingDefaults(env)[key];
}

/** For settings whose default is site-config's, not the environment's: these values are never read. */
const withoutEnvironment = { EUR_GNF_RATE: undefined, PAYMENT_HOLD_HOURS: 1 };

/**
 * The contact phone and e-mail staff set (/admin/settings), as this reader sees them: e-mails,
 * receipts and calendar files carry them (no environment needed: the defaults are site-config).
 */
export async function readContactSettings(db: Reader): Promise<{ phone: string; email: string }> {
  const settings = await readSettings(db, withoutEnvironment);
  return { phone: settings.contactPhone, email: settings.contactEmail };
}

/** The bank details given for a transfer (they need no environment: the default is site-config). */
export function readBankTransfer(db: Reader): Promise<BankTransferDetails> {
  return readSetting(db, withoutEnvironment, "bankTransfer");
}

/** The seller its invoices state (no environment needed: the default is site-config). */
export function readSeller(db: Reader): Promise<SellerDetails> {
  return readSetting(db, withoutEnvironment, "seller");
}

/** The stored rows themselves (null: never set), for the settings screen's "default" markers. */
export async function storedSettingKeys(db: Reader): Promise<Set<string>> {
  const rows = await db.select({ key: siteSettings.key }).from(siteSettings);
  return new Set(rows.map((row) => row.key));
}
