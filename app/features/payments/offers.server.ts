import type { Purchase } from "./amount.server";
import { euroToGnf } from "./gnf-amount";
import type { PaymentProvider } from "./provider";
import { configuredProviders, type ProviderSetup } from "./registry.server";

/** A purchase as one provider will charge it: in a currency it takes. */
export interface Offer {
  provider: PaymentProvider;
  purchase: Purchase;
  /** The EUR to GNF rate when a euro price was converted (stored on the payment), else null. */
  rateUsed: string | null;
}

/**
 * The purchase in a currency `provider` takes: as priced, or a euro price in Guinean francs at
 * EUR_GNF_RATE for a provider that takes only GNF (CinetPay, ADR 1003). Null when neither.
 */
export function offerOf(provider: PaymentProvider, purchase: Purchase, eurGnfRate?: string): Offer | null {
  if (provider.currencies.includes(purchase.currency)) return { provider, purchase, rateUsed: null };
  // A part of the price (ADR 1006) is paid in its own currency: converted and rounded, the parts
  // would no longer add up to the price, nor stay within the share the law allows.
  const whole = (purchase.portion ?? "full") === "full";
  if (whole && purchase.currency === "EUR" && provider.currencies.includes("GNF") && eurGnfRate) {
    const gnf = euroToGnf(purchase.amountMinor, eurGnfRate);
    return {
      provider,
      purchase: { ...purchase, amountMinor: gnf.amountMinor, currency: gnf.currency },
      rateUsed: gnf.rateUsed,
    };
  }
  return null;
}

/**
 * Every configured way to pay `purchase`, in the pay page's order. `eurGnfRate`: the setting
 * staff edit (/admin/settings, default EUR_GNF_RATE), null for no conversion. The About page's
 * demo product (no registration) is paid through the TEST MODE provider only: no real money for
 * a demonstration, and none at all where TEST MODE is off.
 */
export function offersFor(setup: ProviderSetup, purchase: Purchase, eurGnfRate: string | null): Offer[] {
  const demo = purchase.registrationId === null;
  return configuredProviders(setup)
    .filter((provider) => !demo || provider.id === "test")
    .map((provider) => offerOf(provider, purchase, eurGnfRate ?? undefined))
    .filter((offer): offer is Offer => offer !== null);
}
