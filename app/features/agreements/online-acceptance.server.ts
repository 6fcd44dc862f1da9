import { parseWithZod } from "@conform-to/zod/v4";
import type { SubmissionResult } from "@conform-to/react";
import type { OnlineDecision } from "../../../db/schema";
import {
  invitationTokenHash,
  isTokenShaped,
  newInvitationToken,
} from "~/features/companies/invitations.server";
import { readForm } from "~/features/security/form-data.server";
import { acceptSchema, refuseSchema, type AcceptInput, type RefuseInput } from "./online-acceptance-schema";

/**
 * What a document accepted online (a quote, a training agreement) shares: the link's token, of
 * which only the SHA-256 is kept (the same 32 random bytes as a company's invitation), the
 * record of who decided, and the form that decides.
 */
export const newDocumentToken = newInvitationToken;
export const documentTokenHash = invitationTokenHash;
export const isDocumentToken = isTokenShaped;

/** The decision as the document keeps it and its PDF prints it. */
export function onlineDecision({
  signerName,
  signerTitle,
  ip,
  userAgent,
  now,
}: {
  signerName: string;
  signerTitle: string;
  ip: string;
  userAgent: string | null;
  now: Date;
}): OnlineDecision {
  return {
    signerName,
    signerTitle,
    at: now.toISOString(),
    ip,
    // Kept for the record, not shown: bounded so a forged header cannot bloat the row.
    userAgent: (userAgent ?? "").slice(0, 400),
  };
}

export type DecisionForm =
  | { kind: "accept"; value: AcceptInput }
  | { kind: "refuse"; value: RefuseInput }
  | {
      kind: "invalid";
      status: number;
      intent: "accept" | "refuse" | null;
      result: SubmissionResult<string[]> | null;
    };

/** The posted decision form, parsed: the accept form or the refuse form, told apart by `intent`. */
export async function readDecisionForm(request: Request): Promise<DecisionForm> {
  const read = await readForm(request);
  if (!read.ok) return { kind: "invalid", status: read.status, intent: null, result: null };
  const intent = read.formData.get("intent");
  if (intent === "accept") {
    const submission = parseWithZod(read.formData, { schema: acceptSchema });
    return submission.status === "success"
      ? { kind: "accept", value: submission.value }
      : { kind: "invalid", status: 400, intent, result: submission.reply() };
  }
  if (intent === "refuse") {
    const submission = parseWithZod(read.formData, { schema: refuseSchema });
    return submission.status === "success"
      ? { kind: "refuse", value: submission.value }
      : { kind: "invalid", status: 400, intent, result: submission.reply() };
  }
  return { kind: "invalid", status: 400, intent: null, result: null };
}
