import { describe, expect, it } from "vitest";
import { authRules, rulesFor } from "./auth-hooks.server";

const names = (path: string, phase: "before" | "after") => rulesFor(path, phase).map((rule) => rule.name);

describe("the rules around better-auth's endpoints", () => {
  it("say in one place what runs on an endpoint, in order", () => {
    expect(names("/change-password", "before")).toEqual([
      "malformed input",
      "password policy",
      "retyped password",
    ]);
    expect(names("/change-password", "after")).toEqual(["password changed"]);
    expect(names("/sign-in/email", "before")).toEqual(["malformed input", "sign-in limits"]);
    expect(names("/sign-in/email", "after")).toEqual(["sign-in outcome"]);
    expect(names("/callback/:id", "after")).toEqual([
      "provider sign-in",
      "two-factor challenge of an OpenID sign-in",
    ]);
    // An endpoint no rule names still gets the malformed-input check, and nothing else.
    expect(names("/get-session", "before")).toEqual(["malformed input"]);
    expect(names("/get-session", "after")).toEqual([]);
  });

  it("name each rule once, each on at least one path", () => {
    expect(new Set(authRules.map((rule) => rule.name)).size).toBe(authRules.length);
    for (const rule of authRules) expect(rule.paths === "every" || rule.paths.length > 0).toBe(true);
  });
});
