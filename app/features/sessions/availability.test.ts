import { describe, expect, it } from "vitest";
import { availability, schemaAvailability, seatsLeft } from "./availability";

describe("availability", () => {
  it("is available above half the seats", () => {
    expect(availability(20, 20)).toBe("available");
    expect(availability(11, 20)).toBe("available");
    expect(availability(51, 100)).toBe("available");
  });

  it("is limited at exactly 50% and down to just above 20%", () => {
    expect(availability(10, 20)).toBe("limited");
    expect(availability(50, 100)).toBe("limited");
    expect(availability(21, 100)).toBe("limited");
    expect(availability(5, 20)).toBe("limited");
  });

  it("is almost full at exactly 20% and below, while a seat is left", () => {
    expect(availability(20, 100)).toBe("almost-full");
    expect(availability(4, 20)).toBe("almost-full");
    expect(availability(1, 12)).toBe("almost-full");
    expect(availability(1, 5)).toBe("almost-full");
  });

  it("is full with no seat left, or no seats at all", () => {
    expect(availability(0, 15)).toBe("full");
    expect(availability(-3, 15)).toBe("full");
    expect(availability(0, 0)).toBe("full");
  });

  it("maps onto schema.org availability", () => {
    expect(schemaAvailability("available")).toBe("https://schema.org/InStock");
    expect(schemaAvailability("almost-full")).toBe("https://schema.org/LimitedAvailability");
    expect(schemaAvailability("full")).toBe("https://schema.org/SoldOut");
  });
});

describe("seatsLeft", () => {
  it("subtracts the registrations and never goes below zero", () => {
    expect(seatsLeft(20, 4)).toBe(16);
    expect(seatsLeft(15, 15)).toBe(0);
    expect(seatsLeft(10, 12)).toBe(0);
  });
});
