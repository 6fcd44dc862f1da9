import { describe, expect, it } from "vitest";
import { eventStatus, formatEventDates } from "./event-status";
import { seedNewsPosts } from "../../../db/seed/posts";

describe("eventStatus", () => {
  const event = { startDate: "2025-10-09", endDate: "2025-10-12" };

  it("is upcoming before the first day starts in Conakry", () => {
    expect(eventStatus(event, new Date("2025-10-08T23:59:59Z"))).toBe("upcoming");
  });

  it("is ongoing from the first day to the end of the last day", () => {
    expect(eventStatus(event, new Date("2025-10-09T00:00:00Z"))).toBe("ongoing");
    expect(eventStatus(event, new Date("2025-10-12T23:59:59Z"))).toBe("ongoing");
  });

  it("is past once the last day has ended", () => {
    expect(eventStatus(event, new Date("2025-10-13T00:00:00Z"))).toBe("past");
    expect(eventStatus(event, new Date("2026-11-21T12:00:00Z"))).toBe("past");
  });

  it("refuses a malformed date rather than guessing", () => {
    expect(() => eventStatus({ startDate: "09/10/2025", endDate: "2025-10-12" }, new Date())).toThrow(
      RangeError,
    );
  });

  it("the seed's first post is the 09-12 October 2025 training in Conakry", () => {
    expect(seedNewsPosts[0]).toMatchObject({
      eventStart: "2025-10-09",
      eventEnd: "2025-10-12",
      courseId: 105,
    });
  });
});

describe("formatEventDates", () => {
  it("writes the range in the page's language", () => {
    const event = { startDate: "2025-10-09", endDate: "2025-10-12" };
    expect(formatEventDates(event, "fr")).toMatch(/^9\s?[–-]\s?12 octobre 2025$/);
    expect(formatEventDates(event, "en")).toMatch(/^9\s?[–-]\s?12 October 2025$/);
  });
});
