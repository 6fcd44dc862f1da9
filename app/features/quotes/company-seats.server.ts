import { bookSeatsForCompany } from "~/features/companies/group-booking.server";
import type { BookSeatsForCompany } from "./quote-decision.server";

/**
 * The booking an accepted quote makes: the companies' group booking, in the acceptance's
 * transaction; the quote prices it, so no price per seat is frozen.
 */
export const bookSeatsForQuote: BookSeatsForCompany = (
  tx,
  { unitPriceMinor, currency, ...request },
  deps,
) => {
  // The quote prices the booking: the companies' rule freezes no seat price and takes its currency.
  void unitPriceMinor;
  void currency;
  return bookSeatsForCompany(tx, request, deps);
};
