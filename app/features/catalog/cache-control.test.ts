import { describe, expect, it } from "vitest";
import { catalogCacheHeaders, isAnonymousRequest, PUBLIC_CATALOG_CACHE } from "./cache-control";

const request = (cookie?: string) =>
  new Request("http://localhost/courses", cookie ? { headers: { Cookie: cookie } } : {});

describe("catalogue caching", () => {
  it("lets caches share responses to requests without personal cookies", () => {
    expect(isAnonymousRequest(request())).toBe(true);
    expect(isAnonymousRequest(request("lang=en; theme=dark"))).toBe(true);
    expect(catalogCacheHeaders(request()).get("Cache-Control")).toBe(PUBLIC_CATALOG_CACHE);
    expect(catalogCacheHeaders(request()).get("Vary")).toBe("Cookie");
  });

  it("keeps responses private when a session or flash cookie is present", () => {
    expect(isAnonymousRequest(request("better-auth.session_token=abc"))).toBe(false);
    expect(isAnonymousRequest(request("theme=dark; flash=xyz"))).toBe(false);
    expect(catalogCacheHeaders(request("session=1")).get("Cache-Control")).toBe("private, no-store");
  });
});
