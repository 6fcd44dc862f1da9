import { describe, expect, it } from "vitest";
import { arrivalInstant, clockNow } from "./arrival";

describe("a late arrival's time on the session's wall clock", () => {
  it("reads HH:MM in the session's zone, summer time included", () => {
    expect(arrivalInstant("2027-03-10", "09:15", "Africa/Conakry")?.toISOString()).toBe(
      "2027-03-10T09:15:00.000Z",
    );
    expect(arrivalInstant("2027-07-01", "09:15", "Europe/Paris")?.toISOString()).toBe(
      "2027-07-01T07:15:00.000Z",
    );
    expect(arrivalInstant("2027-01-05", "09:15", "Europe/Paris")?.toISOString()).toBe(
      "2027-01-05T08:15:00.000Z",
    );
    expect(arrivalInstant("2027-01-05", "9h15", "Europe/Paris")).toBeNull();
    expect(clockNow("Europe/Paris", new Date("2027-07-01T07:05:00Z"))).toBe("09:05");
  });
});
