import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env.server";

describe("mail configuration", () => {
  it("has working defaults: no SMTP (the mail folder), a sender and a staff address", () => {
    const env = parseEnv({});
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.MAIL_FROM).toMatch(/<no-reply@example\.com>$/);
    expect(env.STAFF_EMAIL).toBe("contact@example.com");
  });

  it("accepts smtp:// and smtps:// URLs and sender forms", () => {
    expect(parseEnv({ SMTP_URL: "smtp://user:pass@mail.example.com:587" }).SMTP_URL).toBe(
      "smtp://user:pass@mail.example.com:587",
    );
    expect(parseEnv({ SMTP_URL: "smtps://mail.example.com" }).SMTP_URL).toBe("smtps://mail.example.com");
    expect(parseEnv({ MAIL_FROM: "no-reply@example.org" }).MAIL_FROM).toBe("no-reply@example.org");
    expect(parseEnv({ MAIL_FROM: "Groupe GMS <no-reply@example.org>" }).MAIL_FROM).toBe(
      "Groupe GMS <no-reply@example.org>",
    );
  });

  it("refuses bad values with one line naming the variable, without echoing a password", () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { SMTP_URL: "http://user:secret@mail.example.com" },
        /^Invalid configuration: SMTP_URL must look like smtp:\/\//,
      ],
      [{ SMTP_URL: "mail.example.com:25" }, /^Invalid configuration: SMTP_URL /],
      [{ MAIL_FROM: "nobody" }, /^Invalid configuration: MAIL_FROM must be an address/],
      [{ MAIL_FROM: "A <a@example.com>\r\nBcc: b@example.com" }, /^Invalid configuration: MAIL_FROM /],
      [{ STAFF_EMAIL: "staff" }, /^Invalid configuration: STAFF_EMAIL must be an e-mail address/],
    ];
    for (const [source, message] of cases) {
      let error: unknown;
      try {
        parseEnv(source);
      } catch (caught) {
        error = caught;
      }
      expect(error).toBeInstanceOf(EnvError);
      expect((error as Error).message).toMatch(message);
      expect((error as Error).message).not.toContain("\n");
      expect((error as Error).message).not.toContain("secret");
    }
  });
});
