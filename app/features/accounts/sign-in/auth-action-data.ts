import type { SubmissionResult } from "@conform-to/react";

export type AuthIntent = "sign-in" | "sign-up";

/** What the /auth action answers (its redirects aside); also the browser's own network failures. */
export type AuthActionData =
  | {
      status: "error";
      intent: AuthIntent;
      /** Conform's view of the submission: field errors are translation keys. */
      result: SubmissionResult<string[]>;
      /** A message about the whole form, already translated, shown in the 'Erreur' alert. */
      notice?: string;
      /** Sign-in suspended after failures on this address: the alert says for how long and the ways out. */
      suspended?: { minutes: number };
    }
  | { status: "verification-sent"; intent: "sign-up"; email: string }
  | { status: "signed-in"; intent: "sign-in"; to: string; title: string; message: string }
  | {
      status: "network-error";
      intent: AuthIntent;
      /** Offline before sending; the request failed on the way; or the server answered 5xx. */
      reason: "offline" | "unreachable" | "server";
    };

/** The hidden field that says the page's script is running (toast then redirect, retries). */
export const ENHANCED_FIELD = "enhanced";
