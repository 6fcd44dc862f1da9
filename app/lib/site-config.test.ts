import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { configuredSocialLinks, goLiveSettings, siteConfig } from "./site-config";

function valueAt(settingPath: string): unknown {
  return settingPath.split(".").reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], siteConfig);
}

function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

describe("site configuration", () => {
  it("holds neutral examples, never a visible placeholder marker", () => {
    for (const text of strings(siteConfig)) {
      expect(text).not.toMatch(/PLACEHOLDER|XXXX|TODO/i);
    }
  });

  it("lists every go-live setting once, each an existing key, and the README lists the same", () => {
    expect(new Set(goLiveSettings).size).toBe(goLiveSettings.length);
    for (const setting of goLiveSettings) expect(valueAt(setting), setting).not.toBeUndefined();
    const readme = fs.readFileSync(path.join(import.meta.dirname, "../../README.md"), "utf8");
    const section = readme.slice(readme.indexOf("### Before going live"), readme.indexOf("## Scripts"));
    for (const setting of goLiveSettings) expect(section, setting).toContain(`\`${setting}\``);
  });

  it("shows only the social profiles that are set", () => {
    expect(configuredSocialLinks({ facebook: null, linkedin: null })).toEqual([]);
    expect(configuredSocialLinks({ facebook: null, linkedin: "https://www.linkedin.com/company/x" })).toEqual([
      { network: "linkedin", label: "LinkedIn", href: "https://www.linkedin.com/company/x" },
    ]);
  });
});
