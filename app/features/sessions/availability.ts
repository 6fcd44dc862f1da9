/**
 * Availability of a session by the share of seats left (thresholds 50 and
 * 20 percent): over 50% available, over 20% up to 50% limited, 20% or less almost full,
 * none left full. Integer arithmetic, so the edges are exact.
 */
export type Availability = "available" | "limited" | "almost-full" | "full";

export function availability(seatsLeft: number, totalSeats: number): Availability {
  if (seatsLeft <= 0 || totalSeats <= 0) return "full";
  if (seatsLeft * 100 > totalSeats * 50) return "available";
  if (seatsLeft * 100 > totalSeats * 20) return "limited";
  return "almost-full";
}

/** Seats left from the seats and the seat-holding registrations; never below zero. */
export function seatsLeft(totalSeats: number, taken: number): number {
  return Math.max(0, totalSeats - taken);
}

/** schema.org ItemAvailability of a session's offer. */
export function schemaAvailability(value: Availability): string {
  switch (value) {
    case "full":
      return "https://schema.org/SoldOut";
    case "available":
      return "https://schema.org/InStock";
    default:
      return "https://schema.org/LimitedAvailability";
  }
}
