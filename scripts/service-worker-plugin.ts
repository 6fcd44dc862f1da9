import path from "node:path";
import { build, type Plugin, type Rolldown } from "vite";

/** The trainer page's service worker, imported as its bundled source text (a string). */
export const SERVICE_WORKER_MODULE = "virtual:trainer-service-worker";
const RESOLVED = `\0${SERVICE_WORKER_MODULE}`;
const ENTRY = path.resolve("app/features/trainer/service-worker.ts");

/**
 * Bundles app/features/trainer/service-worker.ts (and the Workbox modules it imports) into one
 * classic script, and hands it to the server as a string: the route that serves it
 * (routes/trainer.sw.ts) sets the headers a service worker needs (its scope, no long cache),
 * which a static file from build/client would not get. One build step, inside the project's own
 * Vite build, so `react-router build`, the development server and Vitest all have it.
 */
export function trainerServiceWorker(): Plugin {
  return {
    name: "trainer-service-worker",
    resolveId: (id) => (id === SERVICE_WORKER_MODULE ? RESOLVED : null),
    async load(id) {
      if (id !== RESOLVED) return null;
      const output = await build({
        configFile: false,
        logLevel: "warn",
        // Workbox logs in development builds only; the served worker is the production one.
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        build: {
          write: false,
          minify: true,
          lib: { entry: ENTRY, formats: ["iife"], name: "trainerServiceWorker", fileName: () => "sw.js" },
        },
      });
      const [result] = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
      const chunk = result?.output.find((file) => file.type === "chunk");
      if (!chunk || chunk.type !== "chunk") throw new Error("the trainer's service worker did not build");
      // Rebuilt whenever its source changes in the development server.
      for (const file of chunk.moduleIds) if (!file.startsWith("\0")) this.addWatchFile(file);
      return `export default ${JSON.stringify(chunk.code)};`;
    },
  };
}
