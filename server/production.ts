/**
 * The production server's entry: Vite bundles it with the React Router build into
 * build/server/index.js, so the server and the app are one module graph (one copy of each module,
 * one i18n instance per language, one set of listeners). `node build/server/index.js` runs it;
 * `npm start` builds first when the sources changed.
 */
import { pathToFileURL } from "node:url";

// React and the other libraries pick their production code from NODE_ENV when they first load:
// it is set before anything imports them, hence the dynamic imports below.
process.env.NODE_ENV ??= "production";

export async function run(): Promise<void> {
  const [{ runServer }, build] = await Promise.all([
    import("./run"),
    import("virtual:react-router/server-build"),
  ]);
  await runServer(process.env, { build });
}

/**
 * The app's parts from this bundle's own module graph, for serving it from another HTTP server
 * (the HTTP tests do, over their own database).
 */
export async function appParts() {
  const [{ createApp }, { createSiteAuth }, build] = await Promise.all([
    import("./app"),
    import("../app/site-auth.server"),
    import("virtual:react-router/server-build"),
  ]);
  return { createApp, createSiteAuth, build };
}

// Run when executed (`node build/server/index.js`, or a cluster worker forked from it), not when imported.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await run();
