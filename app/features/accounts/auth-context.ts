import type { Auth } from "./auth.server";

/*
 * The server hands every loader and action the process's better-auth instance. Declared
 * here, not in lib/app-context.ts, because lib/ is the bottom layer and knows no feature.
 */
declare module "~/lib/app-context" {
  interface AppContext {
    auth: Auth;
  }
}

export {};
