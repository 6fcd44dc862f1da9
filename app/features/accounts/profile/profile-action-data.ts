import type { SubmissionResult } from "@conform-to/react";

/** The forms of the profile page; each posts its name in the `intent` field. */
export const profileIntents = [
  "update-profile",
  "change-password",
  "change-email",
  "revoke-session",
  "revoke-other-sessions",
  "send-password-link",
] as const;
export type ProfileIntent = (typeof profileIntents)[number];

export function isProfileIntent(value: unknown): value is ProfileIntent {
  return typeof value === "string" && (profileIntents as readonly string[]).includes(value);
}

/** What a refused post sends back to the page: which form, Conform's result, and a notice. */
export interface ProfileActionData {
  intent: ProfileIntent | "delete-account" | null;
  /** Field errors are translation keys (profile-schema.ts). */
  result: SubmissionResult<string[]>;
  /** A message about the whole form, already translated. */
  notice?: string;
  /** For "sign out this device": the session the answer is about. */
  sessionId?: string;
}
