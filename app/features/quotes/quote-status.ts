import type { QuoteStatus } from "../../../db/schema";

/** A quote's status as people see it: a sent quote past its validity date is expired. */
export type ShownQuoteStatus = QuoteStatus | "expired";

/**
 * Whether a validity date ("YYYY-MM-DD", inclusive) has passed: a quote can be accepted through
 * the whole of its last day in Conakry, whose clock is UTC.
 */
export function validityPassed(validUntil: string, now: Date): boolean {
  return now.toISOString().slice(0, 10) > validUntil;
}

export function shownQuoteStatus(
  quote: { status: QuoteStatus; validUntil: string },
  now: Date,
): ShownQuoteStatus {
  if (quote.status === "sent" && validityPassed(quote.validUntil, now)) return "expired";
  return quote.status;
}
