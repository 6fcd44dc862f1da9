import express from "express";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIVE_PAGE, securityHeaders } from "./security-headers";

/** Only the live page may use the camera and microphone and reach the media server. */
describe("the live page's widened policy", () => {
  let base = "";
  let close: () => Promise<unknown>;
  beforeAll(async () => {
    const app = express();
    app.use(securityHeaders({ development: false, liveConnectOrigins: ["https://video.example.com"] }));
    app.use((_req, res) => {
      res.send("page");
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => new Promise((resolve) => server.close(resolve));
  });
  afterAll(() => close());

  const directive = (policy: string, name: string) =>
    policy
      .split(";")
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${name} `));

  it("names the live page in both languages, and nothing else", () => {
    for (const path of ["/sessions/15/live", "/en/sessions/15/live"]) expect(LIVE_PAGE.test(path)).toBe(true);
    for (const path of [
      "/sessions/15",
      "/sessions/0/live",
      "/sessions/15/live/token",
      "/fr/sessions/15/live",
      "/courses",
    ])
      expect(LIVE_PAGE.test(path)).toBe(false);
  });

  it("the live page: connections to the media server, media streams, camera and microphone for itself", async () => {
    for (const path of ["/sessions/15/live", "/en/sessions/15/live"]) {
      const response = await fetch(base + path);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(directive(policy, "connect-src")).toBe("connect-src 'self' https://video.example.com");
      expect(directive(policy, "media-src")).toBe("media-src 'self' blob: mediastream:");
      expect(directive(policy, "script-src")).toMatch(/^script-src 'nonce-[^']+' 'strict-dynamic'$/);
      expect(response.headers.get("permissions-policy")).toContain("camera=(self), microphone=(self)");
    }
  });

  it("every other page keeps today's policy", async () => {
    for (const path of ["/", "/courses", "/sessions/15/live/token", "/profile/registrations"]) {
      const response = await fetch(base + path);
      const policy = response.headers.get("content-security-policy") ?? "";
      expect(directive(policy, "connect-src")).toBe("connect-src 'self'");
      expect(directive(policy, "media-src")).toBeUndefined();
      expect(response.headers.get("permissions-policy")).toBe(
        "camera=(), microphone=(), geolocation=(), payment=(self)",
      );
    }
  });
});
