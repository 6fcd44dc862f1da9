import { describe, expect, it } from "vitest";
import { signToken, verifyToken } from "./tokens.server";

const secret = "a".repeat(32);
const now = new Date("2025-10-01T12:00:00Z");

describe("newsletter tokens", () => {
  it("round-trips a confirmation token until it expires", () => {
    const token = signToken(secret, "confirm", "ami@example.com", { now, validDays: 7 });
    expect(verifyToken([secret], "confirm", token, now)).toEqual({ ok: true, email: "ami@example.com" });
    const almost = new Date(now.getTime() + 7 * 86_400_000 - 1_000);
    expect(verifyToken([secret], "confirm", token, almost).ok).toBe(true);
    const after = new Date(now.getTime() + 7 * 86_400_000);
    expect(verifyToken([secret], "confirm", token, after)).toEqual({ ok: false, reason: "expired" });
  });

  it("keeps unsubscribe links valid without an expiry", () => {
    const token = signToken(secret, "unsubscribe", "ami@example.com");
    const years = new Date(now.getTime() + 10 * 365 * 86_400_000);
    expect(verifyToken([secret], "unsubscribe", token, years)).toEqual({
      ok: true,
      email: "ami@example.com",
    });
  });

  it("refuses a forged, altered or repurposed token", () => {
    const token = signToken(secret, "confirm", "ami@example.com", { now, validDays: 7 });
    const [body, mac] = token.split(".") as [string, string];
    expect(verifyToken(["b".repeat(32)], "confirm", token, now).ok).toBe(false);
    const otherBody = Buffer.from(JSON.stringify({ p: "confirm", e: "victim@example.com", x: 9e9 })).toString(
      "base64url",
    );
    expect(verifyToken([secret], "confirm", `${otherBody}.${mac}`, now)).toEqual({
      ok: false,
      reason: "invalid",
    });
    expect(verifyToken([secret], "confirm", `${body}.${mac.slice(0, -2)}`, now).ok).toBe(false);
    expect(verifyToken([secret], "unsubscribe", token, now).ok).toBe(false);
    // A confirmation token must carry an expiry.
    const noExpiry = signToken(secret, "confirm", "ami@example.com");
    expect(verifyToken([secret], "confirm", noExpiry, now).ok).toBe(false);
    for (const junk of [null, "", ".", "abc", "a.b.c", "<script>", "x".repeat(5_000), `${body}.`]) {
      expect(verifyToken([secret], "confirm", junk, now)).toEqual({ ok: false, reason: "invalid" });
    }
  });

  it("accepts tokens signed with an older secret after a rotation", () => {
    const token = signToken("old".repeat(11), "unsubscribe", "ami@example.com");
    expect(verifyToken([secret, "old".repeat(11)], "unsubscribe", token).ok).toBe(true);
  });
});
