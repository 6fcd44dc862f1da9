import { isRouteErrorResponse } from "react-router";
import type { AuthActionData, AuthIntent } from "./auth-action-data";

/** Spec section 9: sign-up is tried twice at most, a second apart, when the network fails. */
export const SIGN_UP_ATTEMPTS = 2;
export const RETRY_DELAY_MS = 1_000;

/**
 * The /auth route's clientAction: checks the browser is online first (no third-party probe),
 * then calls the server action. A network failure (fetch's TypeError) becomes data the page
 * can retry or explain, and so does a 5xx without an answer of ours; any other answer from the
 * server, 4xx included, goes through untouched.
 */
export async function callAuthAction<T>(
  request: Request,
  serverAction: () => Promise<T>,
): Promise<T | AuthActionData> {
  const intent: AuthIntent =
    (await request.clone().formData()).get("intent") === "sign-up" ? "sign-up" : "sign-in";
  const failed = (reason: "offline" | "unreachable" | "server"): AuthActionData => ({
    status: "network-error",
    intent,
    reason,
  });
  if (!navigator.onLine) return failed("offline");
  try {
    return await serverAction();
  } catch (error) {
    // A proxy's 502, or our 503 while the database is away: said plainly, not an error page.
    if (isRouteErrorResponse(error) && error.status >= 500) return failed("server");
    if (!(error instanceof TypeError)) throw error;
    return failed(navigator.onLine ? "unreachable" : "offline");
  }
}
