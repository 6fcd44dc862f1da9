import type { BookSeatsForCompany } from "./quote-decision.server";

/**
 * The booking an accepted quote makes. Until the companies' group booking lands
 * (companies/group-booking.server.ts, `bookSeatsForCompany`), an acceptance is refused as
 * not bookable and rolled back whole: nothing is recorded that the seats do not back.
 */
export const bookSeatsForQuote: BookSeatsForCompany = async () => ({
  ok: false,
  error: "group-booking-unavailable",
});
