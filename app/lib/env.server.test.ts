import express from "express";
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

/** The one-line message parseEnv throws for `source`, or null when it parses. */
function refusal(source: Record<string, string>, options?: Parameters<typeof parseEnv>[1]): string | null {
  try {
    parseEnv(source, options);
    return null;
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    expect((error as Error).message).not.toContain("\n");
    return (error as Error).message;
  }
}

const secret = "x".repeat(32);

describe("a setting that cannot work is refused in one line naming it", () => {
  it.each([
    [{ PORT: "abc" }, "Invalid configuration: PORT must be a port number"],
    [{ PORT: "70000" }, "Invalid configuration: PORT must be between 0 and 65535"],
    [{ SITE_URL: "localhost" }, "Invalid configuration: SITE_URL must be an absolute URL"],
    [{ DATABASE_URL: "mysql://x" }, "Invalid configuration: DATABASE_URL must start with postgres://"],
  ])("%j", (source, message) => {
    expect(refusal(source)).toContain(message);
  });
});

describe("the two modes", () => {
  it("embedded by default: localhost SITE_URL, demo data, no secret needed", () => {
    const env = parseEnv({ PORT: "4000" });
    expect(env.MODE).toBe("embedded");
    expect(env.DEMO_DATA).toBe(true);
    expect(env.SITE_URL).toBe("http://localhost:4000");
    for (const SITE_URL of ["http://localhost:3000", "http://127.0.0.1:8080/", "http://[::1]:3000"]) {
      expect(parseEnv({ SITE_URL }).MODE).toBe("embedded");
    }
    expect(parseEnv({ DEMO_DATA: "false" }).DEMO_DATA).toBe(false);
  });

  it("a deployment when DATABASE_URL is set or SITE_URL is public; demo data only on request", () => {
    const fromDatabase = parseEnv({
      DATABASE_URL: "postgres://app@db/site",
      SITE_URL: "https://localhost:8443",
      SESSION_SECRET: secret,
    });
    expect(fromDatabase.MODE).toBe("deployment");
    expect(fromDatabase.DEMO_DATA).toBe(false);
    const fromSite = parseEnv({ SITE_URL: "https://www.example.com/", SESSION_SECRET: secret });
    expect(fromSite).toMatchObject({
      MODE: "deployment",
      DEMO_DATA: false,
      SITE_URL: "https://www.example.com",
    });
    expect(
      parseEnv({ SITE_URL: "https://www.example.com", SESSION_SECRET: secret, DEMO_DATA: "true" }).DEMO_DATA,
    ).toBe(true);
  });

  it("a deployment requires an https SITE_URL and a SESSION_SECRET, said in one line", () => {
    expect(refusal({ DATABASE_URL: "postgres://app@db/site", SESSION_SECRET: secret })).toMatch(
      /^Invalid configuration: SITE_URL is required when DATABASE_URL is set: set it to the site's public address/,
    );
    expect(refusal({ DATABASE_URL: "postgres://app@db/site", SITE_URL: "https://www.example.com" })).toMatch(
      /^Invalid configuration: SESSION_SECRET is required when DATABASE_URL is set: .*at least 32 characters/,
    );
    expect(refusal({ SITE_URL: "http://www.example.com", SESSION_SECRET: secret })).toMatch(
      /^Invalid configuration: SITE_URL must use https when SITE_URL is not a localhost address/,
    );
    expect(refusal({ SITE_URL: "https://www.example.com" })).toMatch(
      /^Invalid configuration: SESSION_SECRET is required when SITE_URL is not a localhost address/,
    );
    expect(refusal({ SITE_URL: "https://www.example.com", SESSION_SECRET: "short" })).toMatch(
      /^Invalid configuration: SESSION_SECRET must be at least 32 characters$/,
    );
    expect(refusal({ DEMO_DATA: "yes" })).toBe("Invalid configuration: DEMO_DATA must be true or false");
  });

  it("the database scripts need only the database settings", () => {
    const env = parseEnv({ DATABASE_URL: "postgres://app@db/site" }, { requireDeploymentSettings: false });
    expect(env).toMatchObject({ MODE: "deployment", DEMO_DATA: false });
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy when unset", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
  });

  it.each([
    ["0", 0],
    ["1", 1],
    ["2", 2],
    ["127.0.0.1", ["127.0.0.1"]],
    ["::1", ["::1"]],
    ["10.0.0.0/8, 192.168.1.7", ["10.0.0.0/8", "192.168.1.7"]],
    ["127.0.0.1,::1,fd00::/8", ["127.0.0.1", "::1", "fd00::/8"]],
    ["::ffff:10.0.0.0/104", ["::ffff:10.0.0.0/104"]],
  ])("accepts %j as something Express trusts as written", (value, parsed) => {
    const trustProxy = parseEnv({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trustProxy).toEqual(parsed);
    const app = express();
    expect(() => app.set("trust proxy", trustProxy)).not.toThrow();
    // The client's own address is never trusted by a list that does not name it.
    const trusts = app.get("trust proxy fn") as (address: string, hop: number) => boolean;
    if (Array.isArray(parsed)) expect(trusts("203.0.113.9", 0)).toBe(false);
    else expect(trusts("203.0.113.9", 0)).toBe(parsed > 0);
  });

  it.each(["true", "yes", "false", "loopback", "localhost", "proxy.example.com", "1.5", "-1", "10.0.0.0/33"])(
    "refuses %j with a message that says what to use",
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toBe(
        "Invalid configuration: TRUST_PROXY must be a hop count (such as 1) or a comma-separated list of " +
          "proxy IP addresses or CIDR ranges (such as 127.0.0.1 or 10.0.0.0/8), or unset to trust none; " +
          "true and names are refused (true would trust any client's X-Forwarded-For)",
      );
    },
  );

  it.each(["::1/129", "fe80::1%eth0", "127.0.0.1,", "1.2.3.4/8/8", "1.2.3", "127.0.0.1/ 8"])(
    "refuses %j",
    (value) => {
      expect(refusal({ TRUST_PROXY: value })).toMatch(
        /^Invalid configuration: TRUST_PROXY must be a hop count/,
      );
    },
  );
});
