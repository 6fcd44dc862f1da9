import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig, type Plugin } from "vite";
import { trainerServiceWorker } from "./scripts/service-worker-plugin.ts";

/**
 * Two adjustments to sonner, which has no option for either:
 * - it injects its stylesheet with a runtime <style> element, which our CSP (style-src 'self')
 *   refuses: app.css ships sonner's CSS file instead and the injector becomes a no-op;
 * - the product's swipe-to-dismiss threshold is 50 px (sonner's is 45).
 */
const sonnerPatches: [string, string][] = [
  ["function __insertCSS(code) {", "function __insertCSS(code) { return;"],
  ["const SWIPE_THRESHOLD = 45;", "const SWIPE_THRESHOLD = 50;"],
];

function sonnerForOurPolicy(): Plugin {
  return {
    name: "sonner-for-our-policy",
    transform(code, id) {
      if (!/node_modules\/sonner\/dist\/index\.m?js$/.test(id)) return null;
      // A new sonner that no longer has these lines must fail the build, not ship unpatched.
      return sonnerPatches.reduce((patched, [from, to]) => {
        if (!patched.includes(from))
          throw new Error(`sonner changed: "${from}" is not in ${id}; update sonnerForOurPolicy`);
        return patched.replace(from, to);
      }, code);
    },
  };
}

export default defineConfig({
  plugins: [tailwindcss(), sonnerForOurPolicy(), trainerServiceWorker(), reactRouter()],
  resolve: { tsconfigPaths: true },
  build: { assetsInlineLimit: 0 },
  environments: {
    // The server bundle starts from the Express server, which imports the React Router build:
    // one module graph, run with `node build/server/index.js`.
    ssr: { build: { rollupOptions: { input: "./server/production.ts" } } },
  },
  // Pre-bundled dependencies skip plugin transforms: keep sonner out so the patch applies in dev too.
  optimizeDeps: { exclude: ["sonner"] },
});
