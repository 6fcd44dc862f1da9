import { Readable } from "node:stream";
import { text } from "node:stream/consumers";
import { describe, expect, it } from "vitest";
import type { EntryContext } from "react-router";
import { hydrateAfterPaint, hydrationModules, modulesLoadedAfterPaint } from "./hydrate-after-paint.server";

const modules = ["/assets/entry.client-A.js", "/assets/framework-B.js", "/assets/home-C.js"];
const document = (nonce: string) =>
  `<!DOCTYPE html><html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="${nonce}" fetchPriority="low"/>` +
  `<link rel="modulepreload" href="/assets/framework-B.js"/><link rel="stylesheet" href="/assets/app.css"/></head>` +
  `<body><main><p>Sécurité au travail — 2 000 000 GNF</p></main>` +
  `<script nonce="${nonce}">window.__reactRouterContext = {};</script>` +
  `<script nonce="${nonce}" type="module" async="">import * as route0 from "/assets/home-C.js";\nimport("/assets/entry.client-A.js");</script>` +
  `<script nonce="${nonce}">window.__reactRouterContext.streamController.close();</script></body></html>`;

/** Runs the transform over the document cut into pieces of `size` bytes (UTF-8 split anywhere). */
async function transformed(html: string, size: number, nonce = "n0nce") {
  const bytes = Buffer.from(html, "utf8");
  const pieces = Array.from({ length: Math.ceil(bytes.length / size) }, (_, index) =>
    bytes.subarray(index * size, (index + 1) * size),
  );
  return text(Readable.from(pieces).pipe(hydrateAfterPaint(modules, nonce)));
}

describe("hydration after the first paint", () => {
  it.each([1, 7, 64, 100_000])(
    "drops the module preloads, makes the module script inert and puts its loader after it (pieces of %i bytes)",
    async (size) => {
      const out = await transformed(document("n0nce"), size);
      expect(out).not.toMatch(/<link rel="modulepreload"/);
      expect(out).not.toMatch(/<script[^>]*type="module"/);
      expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
      expect(out).toContain("<p>Sécurité au travail — 2 000 000 GNF</p>");
      // Same text, inert, the loader right after it, with the page's nonce; the rest unchanged.
      expect(out).toContain(
        '<script nonce="n0nce" type="text/x-after-paint">import * as route0 from "/assets/home-C.js";\nimport("/assets/entry.client-A.js");</script><script nonce="n0nce">(function(inert,modules)',
      );
      expect(out).toContain("first-contentful-paint");
      expect(out.endsWith("streamController.close();</script></body></html>")).toBe(true);
      expect(modulesLoadedAfterPaint(out)).toEqual(expect.arrayContaining(modules));
      expect(modulesLoadedAfterPaint(out)).toHaveLength(3);
    },
  );

  it("leaves a document without a module script as it was", async () => {
    const html = "<!DOCTYPE html><html><head></head><body><p>Erreur</p></body></html>";
    expect(await transformed(html, 5)).toBe(html);
    expect(modulesLoadedAfterPaint(html)).toEqual([]);
  });

  it("writes the nonce only as the attribute the render cache takes out of shared documents", async () => {
    const out = await transformed(document("n0nce"), 64);
    expect(out.split("n0nce").length - 1).toBe(out.split(' nonce="n0nce"').length - 1);
  });
});

describe("the modules a document hydrates with", () => {
  it("are the entry's and each matched route's, the chunks split from a route included, once each", () => {
    const context = {
      manifest: {
        entry: { module: "/assets/entry.js", imports: ["/assets/framework.js"] },
        routes: {
          root: { module: "/assets/root.js", imports: ["/assets/framework.js", "/assets/i18n.js"] },
          "routes/auth": {
            module: "/assets/auth.js",
            clientActionModule: "/assets/auth-client-action.js",
            imports: ["/assets/form.js"],
          },
        },
      },
      staticHandlerContext: { matches: [{ route: { id: "root" } }, { route: { id: "routes/auth" } }] },
    } as unknown as EntryContext;
    expect(hydrationModules(context)).toEqual([
      "/assets/entry.js",
      "/assets/framework.js",
      "/assets/root.js",
      "/assets/i18n.js",
      "/assets/auth-client-action.js",
      "/assets/auth.js",
      "/assets/form.js",
    ]);
  });
});
