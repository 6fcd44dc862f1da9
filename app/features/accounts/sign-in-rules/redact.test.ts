import { describe, expect, it } from "vitest";
import { redact } from "./redact";

describe("redact", () => {
  it("replaces every word holding one of the product's eight words, in any case", () => {
    expect(redact("Invalid password for user")).toBe("Invalid [REDACTED] for user");
    expect(redact("TOKEN expired; apiKey=abc123 secret_value")).toBe(
      "[REDACTED] expired; [REDACTED]=abc123 [REDACTED]",
    );
    expect(redact("Authentication failed: Supabase DATABASE error (SQLSTATE 23505)")).toBe(
      "[REDACTED] failed: [REDACTED] [REDACTED] error ([REDACTED] 23505)",
    );
    expect(redact("connect ECONNREFUSED postgres://user:pw@db.internal/auth_db")).toContain("[REDACTED]");
    expect(redact("postgres://user:pw@db.internal/auth_db")).not.toContain("auth_db");
  });

  it("leaves other text alone and accepts anything", () => {
    expect(redact("Incorrect email")).toBe("Incorrect email");
    expect(redact(new Error("bad password"))).toBe("bad [REDACTED]");
    expect(redact(undefined)).toBe("");
    expect(redact(42)).toBe("42");
  });
});
