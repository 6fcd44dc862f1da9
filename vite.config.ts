import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
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

/**
 * The browser's scripts and stylesheets compressed once, at the highest levels, beside each file
 * (`.br`, `.gz`): the server sends these copies instead of compressing on the fly at the fast
 * levels it must use for pages (brotli 11 takes ~14 % off what brotli 4 sends of a page's
 * scripts). Server files need none.
 */
function precompressedClientFiles(): Plugin {
  const brotli = promisify(zlib.brotliCompress);
  const gzip = promisify(zlib.gzip);
  return {
    name: "precompressed-client-files",
    apply: "build",
    applyToEnvironment: (environment) => environment.name === "client",
    async writeBundle(options, bundle) {
      const directory = options.dir!;
      const files = Object.keys(bundle).filter((name) => /^assets\/.+\.(js|css)$/.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(directory, name);
          const content = await fs.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
            gzip(content, { level: 9 }),
          ]);
          await Promise.all([fs.writeFile(`${file}.br`, br), fs.writeFile(`${file}.gz`, gz)]);
        }),
      );
    },
  };
}

export default defineConfig({
  plugins: [
    tailwindcss(),
    sonnerForOurPolicy(),
    trainerServiceWorker(),
    reactRouter(),
    precompressedClientFiles(),
  ],
  resolve: { tsconfigPaths: true },
  build: {
    assetsInlineLimit: 0,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
          ],
        },
      },
    },
  },
  environments: {
    // The server bundle starts from the Express server, which imports the React Router build:
    // one module graph, run with `node build/server/index.js`.
    ssr: { build: { rollupOptions: { input: "./server/production.ts" } } },
  },
  // Pre-bundled dependencies skip plugin transforms: keep sonner out so the patch applies in dev too.
  optimizeDeps: { exclude: ["sonner"] },
});
