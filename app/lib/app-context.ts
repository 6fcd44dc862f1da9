import type { Logger } from "pino";
import type { Database } from "../../db/database";
import type { Env } from "./env.server";

/** What the Express server hands to every loader and action (server/app.ts). */
export interface AppContext {
  nonce: string;
  /**
   * Render the whole document before sending it (no streaming): the render cache keeps it
   * (server/render-cache). Unset for the usual streamed render.
   */
  wholeDocument?: boolean;
  db: Database;
  env: Env;
  /** Secrets that sign cookies; the first signs, all verify (rotation). */
  secrets: string[];
  /** The client's address as seen through the trusted proxies. */
  clientIp: string;
  logger: Logger;
}

declare module "react-router" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends AppContext {}
}
