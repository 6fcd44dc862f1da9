import { describe, expect, it } from "vitest";
import { formatDate, formatMoney, formatTime, formatUtcOffset, zoneCity } from "./format";

const nbsp = "\u00a0";

describe("formatMoney", () => {
  it("puts the euro sign after in French and before in English, with two decimals", () => {
    expect(formatMoney(4999, "EUR", "fr")).toBe(`49,99${nbsp}€`);
    expect(formatMoney(4999, "EUR", "en")).toBe("€49.99");
    expect(formatMoney(129900, "EUR", "fr")).toBe(`1${nbsp}299,00${nbsp}€`);
    expect(formatMoney(129900, "EUR", "en")).toBe("€1,299.00");
  });

  it("shows Guinean francs without decimals", () => {
    expect(formatMoney(50_000_000, "GNF", "fr")).toBe(`500${nbsp}000${nbsp}GNF`);
    expect(formatMoney(50_000_000, "GNF", "en")).toBe(`GNF${nbsp}500,000`);
  });
});

describe("dates and times", () => {
  const date = new Date("2026-01-12T08:30:00Z");
  it("formats in Conakry time for the language", () => {
    expect(formatDate(date, "fr")).toBe("lundi 12 janvier 2026");
    expect(formatDate(date, "en")).toBe("Monday, 12 January 2026");
    expect(formatTime(date, "fr")).toBe("08:30");
    expect(formatTime(date, "en")).toBe("08:30");
  });
});

describe("a session's own time zone", () => {
  it("formats in the zone given, with its offset and its city", () => {
    const winter = new Date("2026-12-10T08:00:00Z");
    const summer = new Date("2026-07-10T08:00:00Z");
    expect(formatTime(winter, "fr", "Europe/Paris")).toBe("09:00");
    expect(formatTime(summer, "en", "Europe/Paris")).toBe("10:00");
    expect(formatDate(new Date("2026-12-10T23:30:00Z"), "en", "long", "Europe/Paris")).toBe(
      "Friday, 11 December 2026",
    );
    expect(formatUtcOffset(winter, "Europe/Paris")).toBe("UTC+1");
    expect(formatUtcOffset(summer, "Europe/Paris")).toBe("UTC+2");
    expect(formatUtcOffset(winter, "Africa/Conakry")).toBe("GMT");
    expect(zoneCity("America/New_York")).toBe("New York");
  });
});
