import { describe, expect, it } from "vitest";
import { isInServicesSection } from "./nav-links";

describe("isInServicesSection", () => {
  it.each([
    "/courses",
    "/courses/5",
    "/courses/5/",
    "/real-estate",
    "/consulting",
    "/services",
    "/en/courses",
    "/en/courses/101",
    "/en/real-estate",
    "/en/consulting",
    "/en/services",
  ])("%s is inside the Services drop-down", (pathname) => {
    expect(isInServicesSection(pathname)).toBe(true);
  });

  it.each(["/", "/en", "/about", "/contact", "/news", "/en/partners", "/coursesx", "/servicesque", "/register/5"])(
    "%s is not",
    (pathname) => {
      expect(isInServicesSection(pathname)).toBe(false);
    },
  );
});
