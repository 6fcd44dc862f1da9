import { describe, expect, it } from "vitest";
import { homeContent } from "./home-content";
import { wrapIndex } from "./testimonial-carousel";

describe("wrapIndex", () => {
  it("wraps forward from the last item to the first", () => {
    expect(wrapIndex(3, 1, 4)).toBe(0);
  });

  it("wraps backward from the first item to the last", () => {
    expect(wrapIndex(0, -1, 4)).toBe(3);
  });

  it("moves normally inside the ring and survives an empty list", () => {
    expect(wrapIndex(1, 1, 4)).toBe(2);
    expect(wrapIndex(2, -1, 4)).toBe(1);
    expect(wrapIndex(0, 1, 0)).toBe(0);
  });
});

describe("homeContent", () => {
  it.each(["fr", "en"] as const)(
    "has six service cards, the stated figures and four rated testimonials in %s",
    (lang) => {
      const content = homeContent(lang);
      expect(content.services.items).toHaveLength(6);
      expect(new Set(content.services.items.map((card) => card.to))).toEqual(
        new Set(["/courses", "/real-estate", "/consulting"]),
      );
      expect(content.about.stats.map((stat) => stat.value.replace(/\s/g, ""))).toEqual([
        "98%",
        "24/7",
        "500+",
        "15+",
      ]);
      expect(content.testimonials.items).toHaveLength(4);
      for (const item of content.testimonials.items) {
        expect(item.rating).toBeGreaterThanOrEqual(1);
        expect(item.rating).toBeLessThanOrEqual(5);
        expect(item.image).toMatch(/^\/images\/testimonials\/.+\.svg$/);
        expect(item.name && item.role && item.company && item.text).toBeTruthy();
      }
    },
  );
});
