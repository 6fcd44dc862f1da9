import { describe, expect, it } from "vitest";
import { parseEnv } from "./env.server";
import { redirectWithFlash, takeFlash } from "./flash.server";

const context = { secrets: ["s".repeat(32)], env: parseEnv({ NODE_ENV: "test" }) };

function cookieFrom(response: Response) {
  return (response.headers.get("set-cookie") ?? "").split(";")[0] ?? "";
}

describe("flash messages", () => {
  it("survive one redirect and are cleared when read", async () => {
    const response = await redirectWithFlash("/contact", { kind: "success", message: "Merci !" }, context);
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/contact");
    const request = new Request("http://localhost/contact", { headers: { Cookie: cookieFrom(response) } });
    const { flash, headers } = await takeFlash(request, context);
    expect(flash).toEqual({ kind: "success", message: "Merci !" });
    expect(headers.get("set-cookie")).toMatch(/flash=;.*Max-Age=0/);
  });

  it("ignore a forged or tampered cookie", async () => {
    const response = await redirectWithFlash("/", { kind: "info", message: "ok" }, context);
    const tampered = cookieFrom(response).replace(/.$/, (c) => (c === "A" ? "B" : "A"));
    const { flash } = await takeFlash(new Request("http://localhost/", { headers: { Cookie: tampered } }), context);
    expect(flash).toBeNull();
    const other = await takeFlash(new Request("http://localhost/", { headers: { Cookie: cookieFrom(response) } }), {
      ...context,
      secrets: ["t".repeat(32)],
    });
    expect(other.flash).toBeNull();
  });
});
