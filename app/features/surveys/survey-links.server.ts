import { createHash, createHmac, hkdfSync } from "node:crypto";
import type { InvitationPhase, QuestionnaireKind, RespondentKind } from "../../../db/schema";

/** A survey link's token: 32 bytes of HMAC in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

export function isSurveyToken(token: string | undefined): token is string {
  return typeof token === "string" && TOKEN.test(token);
}

/** What the database keeps of a token: its SHA-256, never the token. */
export function surveyTokenHash(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

export interface SurveySubject {
  kind: QuestionnaireKind;
  respondent: RespondentKind;
  /** The registration (trainee) or the company booking (employer). */
  subjectId: number;
  /** Before or after the session (a knowledge check's two invitations); "once" when absent. */
  phase?: InvitationPhase;
}

const keys = new Map<string, Buffer>();
function keyOf(secret: string): Buffer {
  let key = keys.get(secret);
  if (!key) {
    // Its own label: a survey token can stand for no other signature of the site.
    key = Buffer.from(hkdfSync("sha256", secret, "", "survey-link.v1", 32));
    keys.set(secret, key);
  }
  return key;
}

/**
 * The token of one person's link to one questionnaire, derived from the server's secret and what
 * the invitation is about (unique by the database's indexes). Derived rather than drawn so that
 * the e-mail, its reminders and the trainer's QR code all lead to the same link while the
 * database holds only its hash: a copy of the database opens no survey.
 */
export function surveyToken(secret: string, subject: SurveySubject): string {
  return (
    createHmac("sha256", keyOf(secret))
      // "once" adds nothing: the links sent before phases existed stay the same.
      .update(
        `${subject.kind}:${subject.respondent}:${subject.subjectId}${
          subject.phase && subject.phase !== "once" ? `:${subject.phase}` : ""
        }`,
      )
      .digest("base64url")
  );
}

export function surveyPath(token: string, lang: "fr" | "en"): string {
  return `${lang === "en" ? "/en" : ""}/survey/${token}`;
}
