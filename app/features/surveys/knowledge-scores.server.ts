import { and, eq, inArray, isNotNull } from "drizzle-orm";
import { surveyInvitations, surveyResponses } from "../../../db/schema";
import type { Executor } from "~/features/mail/outbox.server";

/** A trainee's knowledge check scores in percent, before and after the session (null: not taken). */
export interface KnowledgeScores {
  before: number | null;
  after: number | null;
}

/**
 * The knowledge check's scores of these registrations, as kept with their answers. Registrations
 * that took neither check are absent from the map.
 */
export async function knowledgeScores(
  db: Executor,
  registrationIds: number[],
): Promise<Map<number, KnowledgeScores>> {
  const scores = new Map<number, KnowledgeScores>();
  if (registrationIds.length === 0) return scores;
  const rows = await db
    .select({
      registrationId: surveyInvitations.registrationId,
      phase: surveyInvitations.phase,
      score: surveyResponses.score,
    })
    .from(surveyResponses)
    .innerJoin(surveyInvitations, eq(surveyInvitations.id, surveyResponses.invitationId))
    .where(
      and(
        eq(surveyInvitations.kind, "knowledge"),
        eq(surveyInvitations.respondent, "trainee"),
        inArray(surveyInvitations.registrationId, registrationIds),
        isNotNull(surveyResponses.score),
      ),
    );
  for (const row of rows) {
    if (row.registrationId === null || row.phase === "once") continue;
    const entry = scores.get(row.registrationId) ?? { before: null, after: null };
    entry[row.phase] = row.score;
    scores.set(row.registrationId, entry);
  }
  return scores;
}
