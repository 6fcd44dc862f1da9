import { describe, expect, it } from "vitest";
import { antiForgeryToken, isValidAntiForgeryToken } from "./anti-forgery.server";

describe("anti-forgery tokens", () => {
  const secrets = ["a".repeat(32)];

  it("are 32 bytes as hex, the same for a session, different for another", () => {
    const token = antiForgeryToken("session-1", secrets);
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    expect(antiForgeryToken("session-1", secrets)).toBe(token);
    expect(antiForgeryToken("session-2", secrets)).not.toBe(token);
  });

  it("verify for their session only, under any current secret", () => {
    const token = antiForgeryToken("session-1", secrets);
    expect(isValidAntiForgeryToken(token, "session-1", secrets)).toBe(true);
    expect(isValidAntiForgeryToken(token, "session-2", secrets)).toBe(false);
    // After a rotation the old secret still verifies; without it, nothing does.
    expect(isValidAntiForgeryToken(token, "session-1", ["b".repeat(32), secrets[0]!])).toBe(true);
    expect(isValidAntiForgeryToken(token, "session-1", ["b".repeat(32)])).toBe(false);
  });

  it("refuse anything else without throwing", () => {
    const token = antiForgeryToken("session-1", secrets);
    for (const forged of [
      null,
      undefined,
      "",
      token.toUpperCase(),
      token.slice(1),
      `${token}0`,
      "z".repeat(64),
      42,
    ]) {
      expect(isValidAntiForgeryToken(forged, "session-1", secrets)).toBe(false);
    }
  });
});
