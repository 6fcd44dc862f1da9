import type { Database } from "../../db/database";
import { ensureInvitation } from "../../app/features/surveys/surveys.server";

/**
 * A trainee's link to their course's knowledge check for one phase, as the survey jobs make it:
 * the token the answering page opens. The course must have a knowledge check with a version.
 */
export async function knowledgeCheckToken(
  db: Database,
  input: {
    secret: string;
    registrationId: number;
    sessionId: number;
    courseId: number;
    phase: "before" | "after";
    at: Date;
  },
): Promise<string> {
  const ensured = await ensureInvitation(
    db,
    input.secret,
    {
      kind: "knowledge",
      respondent: "trainee",
      phase: input.phase,
      registrationId: input.registrationId,
      courseId: input.courseId,
      sessionId: input.sessionId,
      email: `trainee-${input.registrationId}@example.com`,
      lang: "fr",
    },
    input.at,
  );
  if (!ensured) throw new Error(`course ${input.courseId} has no knowledge check to answer`);
  return ensured.token;
}
