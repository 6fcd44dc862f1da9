import type { BetterAuthOptions } from "better-auth";
import { TWO_FACTOR_PATHS } from "./two-factor-plugin";

export type AssuranceLevel = "aal1" | "aal2";

/** Endpoints that create a session only once the second factor was given. */
const SECOND_FACTOR_PATHS = new Set<string>([
  TWO_FACTOR_PATHS.verifyTotp,
  TWO_FACTOR_PATHS.verifyBackupCode,
  TWO_FACTOR_PATHS.verifyOtp,
]);

/**
 * Endpoints that replace the caller's own session with a new one (changing the password
 * with "sign out other devices", turning two-factor off): the new session keeps the level the
 * caller had proved, so an administrator changing a password is not sent back to sign in.
 */
const SESSION_REPLACING_PATHS = new Set<string>(["/change-password", TWO_FACTOR_PATHS.disable]);

interface EndpointContext {
  path?: string;
  context?: { session?: { session?: { userId?: string; aal?: unknown } | null } | null };
}

/** The assurance level of a session created by the endpoint at `ctx.path` for `userId`. */
export function assuranceLevelFor(ctx: EndpointContext | null | undefined, userId: string): AssuranceLevel {
  const path = ctx?.path;
  if (!path) return "aal1";
  if (SECOND_FACTOR_PATHS.has(path)) return "aal2";
  const current = ctx.context?.session?.session;
  if (SESSION_REPLACING_PATHS.has(path) && current?.userId === userId && current.aal === "aal2")
    return "aal2";
  return "aal1";
}

/**
 * better-auth's `databaseHooks` for auth.server.ts: every session row gets its assurance
 * level when it is created, whichever endpoint creates it. aal2 only from the second-factor
 * verification (the sign-in challenge, and the new session better-auth makes when enrolment is
 * confirmed); everything else, including a password or an OpenID provider, is aal1.
 */
export const assuranceLevelDatabaseHooks = {
  session: {
    create: {
      before: async (session: { userId: string }, ctx: unknown) => ({
        data: { aal: assuranceLevelFor(ctx as EndpointContext | null, session.userId) },
      }),
    },
  },
} satisfies BetterAuthOptions["databaseHooks"];
