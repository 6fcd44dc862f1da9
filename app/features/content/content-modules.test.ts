import { existsSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { aboutContent } from "./about-content";
import { blogContent } from "./blog-content";
import { careersContent } from "./careers-content";
import { consultingContent } from "./consulting-content";
import { featuresContent } from "./features-content";
import { homeContent } from "./home-content";
import { miningContent } from "./mining-content";
import { newsContent } from "./news-content";
import { partnersContent } from "./partners-content";
import { pricingContent } from "./pricing-content";
import { realEstateContent } from "./real-estate-content";
import { servicesContent } from "./services-content";
import { supportContent } from "./support-content";

const modules = {
  about: aboutContent,
  blog: blogContent,
  careers: careersContent,
  consulting: consultingContent,
  features: featuresContent,
  home: { fr: homeContent("fr"), en: homeContent("en") },
  mining: miningContent,
  news: newsContent,
  partners: partnersContent,
  pricing: pricingContent,
  realEstate: realEstateContent,
  services: servicesContent,
  support: supportContent,
};

/** The shape of a value: keys and array lengths, not the words. */
function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(shape);
  if (value && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, shape(inner)]));
  }
  return typeof value;
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe.each(Object.entries(modules))("%s content", (_name, content) => {
  it("has the same structure in French and English", () => {
    expect(shape(content.en)).toEqual(shape(content.fr));
  });

  it("only points at local files that exist", () => {
    const files = strings(content).filter((text) => /^\/(images|documents)\//.test(text));
    for (const file of files) expect(existsSync(path.join("public", file)), file).toBe(true);
    expect(strings(content).filter((text) => /^https?:\/\/(?!www\.example\.com)/.test(text))).toEqual([]);
  });

  it("has no empty text and no leftover markup", () => {
    for (const text of strings(content)) {
      expect(text.trim()).not.toBe("");
      expect(text).not.toMatch(/<[a-z/]/i);
    }
  });
});

describe("page SEO", () => {
  it.each(Object.entries(modules).filter(([name]) => name !== "home"))(
    "%s has a title and a description in both languages",
    (_name, content) => {
      for (const lang of ["fr", "en"] as const) {
        const page = content[lang] as { seoTitle: string; seoDescription: string };
        expect(page.seoTitle.length).toBeGreaterThan(5);
        expect(page.seoTitle.length).toBeLessThanOrEqual(80);
        expect(page.seoDescription.length).toBeGreaterThanOrEqual(50);
        expect(page.seoDescription.length).toBeLessThanOrEqual(200);
      }
    },
  );
});
