/**
 * `npm run dev`: Vite's dev server loads the server and the app as one module graph, with hot
 * reload of the app's modules.
 */
import { createServer } from "vite";
import type { ServerBuild } from "react-router";
import type * as Run from "./run";

process.env.NODE_ENV ??= "development";
const vite = await createServer({ server: { middlewareMode: true } });
const { runServer } = (await vite.ssrLoadModule("/server/run.ts")) as typeof Run;
await runServer(process.env, {
  build: () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>,
  devMiddleware: vite.middlewares,
  onStop: () => vite.close(),
});
