/**
 * How staff type a quote line's numbers, and back: quantities with up to three decimals (stored
 * in thousandths: half a day is 500), VAT rates in percent with up to two decimals (stored in
 * basis points). Shared by the form's schema and the server; the price is read by the payments'
 * parseAmount, in the quote's currency (whole francs for GNF).
 */

/**
 * The most participants a quote sells: its acceptance books them in one company booking, which
 * holds at most this many seats (companies/group-booking.server.ts, checked equal by a test).
 */
export const MAX_QUOTE_PARTICIPANTS = 100;

/** "1,5" or "1.5" → 1500; null for anything else, zero or past a million. */
export function parseQuantity(text: string): number | null {
  const match = /^(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(text.trim());
  if (!match) return null;
  const thousandths = Number(match[1]) * 1000 + Number((match[2] ?? "").padEnd(3, "0"));
  return thousandths > 0 && thousandths <= 1_000_000_000 ? thousandths : null;
}

/** "18" or "5,5" → 1800 or 550 basis points; null past 100 %. */
export function parseVatRate(text: string): number | null {
  const match = /^(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return basisPoints <= 10_000 ? basisPoints : null;
}

/** 1500 → "1.5": a quantity as the form shows it again (a dot reads in both languages). */
export function quantityInput(thousandths: number): string {
  return String(thousandths / 1000);
}

/** 550 → "5.5". */
export function vatRateInput(basisPoints: number): string {
  return String(basisPoints / 100);
}

/** 150000 cents → "1500.00"; 2500000 francs → "2500000". */
export function priceInput(minor: number, currency: "EUR" | "GNF"): string {
  return currency === "GNF" ? String(minor) : (minor / 100).toFixed(2);
}
