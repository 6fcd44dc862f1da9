import { describe, expect, it } from "vitest";
import { countdownParts, isPast, pad2 } from "./countdown";

const start = Date.UTC(2026, 2, 10, 8, 0, 0);

describe("countdownParts", () => {
  it("splits the time left into days, hours, minutes and seconds", () => {
    const now = start - (3 * 86_400 + 4 * 3600 + 5 * 60 + 6) * 1000;
    expect(countdownParts(start, now)).toEqual({ days: 3, hours: 4, minutes: 5, seconds: 6 });
  });

  it("drops fractions of a second rather than rounding up", () => {
    expect(countdownParts(start, start - 1999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 1 });
    expect(countdownParts(start, start - 999)).toEqual({ days: 0, hours: 0, minutes: 0, seconds: 0 });
  });

  it("carries at each unit's edge", () => {
    expect(countdownParts(start, start - 86_400_000)).toEqual({ days: 1, hours: 0, minutes: 0, seconds: 0 });
    expect(countdownParts(start, start - 86_399_000)).toEqual({
      days: 0,
      hours: 23,
      minutes: 59,
      seconds: 59,
    });
    expect(countdownParts(start, start - 3_600_000)).toEqual({ days: 0, hours: 1, minutes: 0, seconds: 0 });
    expect(countdownParts(start, start - 60_000)).toEqual({ days: 0, hours: 0, minutes: 1, seconds: 0 });
  });

  it("counts long waits in days", () => {
    expect(countdownParts(start, start - 400 * 86_400_000).days).toBe(400);
  });

  it("shows zeros once the start has passed", () => {
    const zero = { days: 0, hours: 0, minutes: 0, seconds: 0 };
    expect(countdownParts(start, start)).toEqual(zero);
    expect(countdownParts(start, start + 5 * 86_400_000)).toEqual(zero);
    expect(isPast(start, start)).toBe(true);
    expect(isPast(start, start - 1)).toBe(false);
  });

  it("pads to two digits", () => {
    expect(pad2(0)).toBe("00");
    expect(pad2(7)).toBe("07");
    expect(pad2(42)).toBe("42");
  });
});
