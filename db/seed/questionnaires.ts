import { count } from "drizzle-orm";
import type { Database } from "../database";
import {
  questionnaires,
  questionnaireVersions,
  type QuestionnaireKind,
  type SurveyQuestion,
} from "../schema";
import type { Localized } from "../schema/localized";

const NBSP = "\u00a0";
const q = (fr: string, en: string): Localized => ({ fr, en });

/**
 * The default questionnaire of each kind, in both languages: what every course uses until staff
 * give it its own. Staff change them in the back-office, which writes a new version. A knowledge
 * check has no default: it is a course's own.
 */
export const defaultQuestionnaires: Record<
  Exclude<QuestionnaireKind, "knowledge">,
  { title: Localized; questions: SurveyQuestion[] }
> = {
  positioning: {
    title: q("Questionnaire de positionnement", "Positioning questionnaire"),
    questions: [
      {
        key: "goals",
        type: "text",
        required: true,
        label: q(`Qu'attendez-vous de cette formation${NBSP}?`, "What do you expect from this training?"),
      },
      {
        key: "level",
        type: "single",
        required: true,
        label: q("Votre niveau dans ce domaine aujourd'hui", "Your level in this field today"),
        options: [
          q("Débutant(e)", "Beginner"),
          q("Quelques notions", "Some knowledge"),
          q("Intermédiaire", "Intermediate"),
          q("Avancé(e)", "Advanced"),
        ],
      },
      {
        key: "context",
        type: "text",
        required: false,
        label: q(
          `Dans quel contexte professionnel utiliserez-vous ce que vous apprendrez${NBSP}?`,
          "In what work context will you use what you learn?",
        ),
      },
      {
        key: "accessibility",
        type: "text",
        required: false,
        label: q(
          `Avez-vous des besoins d'adaptation liés à un handicap${NBSP}? Le formateur en tiendra compte.`,
          "Do you have any needs related to a disability? The trainer will take them into account.",
        ),
      },
    ],
  },
  end: {
    title: q("Évaluation de fin de formation", "End-of-training evaluation"),
    questions: [
      {
        key: "satisfaction",
        type: "rating",
        required: true,
        satisfaction: true,
        label: q(
          "Dans l'ensemble, êtes-vous satisfait(e) de la formation\u00a0?",
          "Overall, how satisfied are you with the training?",
        ),
      },
      {
        key: "goals_met",
        type: "rating",
        required: true,
        label: q("La formation a-t-elle répondu à vos objectifs\u00a0?", "Did the training meet your goals?"),
      },
      {
        key: "trainer",
        type: "rating",
        required: true,
        label: q("La qualité de l'animation du formateur", "The quality of the trainer's teaching"),
      },
      {
        key: "useful",
        type: "multiple",
        required: false,
        label: q("Ce qui vous a été le plus utile", "What was most useful to you"),
        options: [
          q("Les contenus", "The content"),
          q("Les exercices pratiques", "The practical exercises"),
          q("Les échanges avec le groupe", "The discussions with the group"),
          q("Les supports remis", "The materials handed out"),
        ],
      },
      {
        key: "comment",
        type: "text",
        required: false,
        label: q("Un commentaire, une suggestion\u00a0?", "Any comment or suggestion?"),
      },
    ],
  },
  "follow-up": {
    title: q("Évaluation à froid", "Follow-up evaluation"),
    questions: [
      {
        key: "applied",
        type: "rating",
        required: true,
        label: q(
          "Mettez-vous en pratique ce que vous avez appris\u00a0?",
          "Do you put what you learned into practice?",
        ),
      },
      {
        key: "change",
        type: "single",
        required: true,
        label: q(
          "La formation a-t-elle changé votre façon de travailler\u00a0?",
          "Has the training changed the way you work?",
        ),
        options: [q("Beaucoup", "A lot"), q("Un peu", "A little"), q("Pas encore", "Not yet")],
      },
      {
        key: "comment",
        type: "text",
        required: false,
        label: q("Un commentaire\u00a0?", "Any comment?"),
      },
    ],
  },
  employer: {
    title: q("Évaluation de l'employeur", "Employer's evaluation"),
    questions: [
      {
        key: "progress",
        type: "rating",
        required: true,
        label: q(
          "Avez-vous constaté des progrès chez vos collaborateurs formés\u00a0?",
          "Have you seen progress in the staff who were trained?",
        ),
      },
      {
        key: "satisfaction",
        type: "rating",
        required: true,
        label: q(
          "Dans l'ensemble, êtes-vous satisfait(e) de la formation\u00a0?",
          "Overall, how satisfied are you with the training?",
        ),
      },
      {
        key: "comment",
        type: "text",
        required: false,
        label: q("Un commentaire\u00a0?", "Any comment?"),
      },
    ],
  },
};

/** The default questionnaires, when there is none yet (a first start, or a site that predates them). */
export async function seedQuestionnaires(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(questionnaires);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    for (const [kind, { title, questions }] of Object.entries(defaultQuestionnaires)) {
      const [questionnaire] = await tx
        .insert(questionnaires)
        .values({ kind: kind as QuestionnaireKind, title })
        .returning({ id: questionnaires.id });
      await tx
        .insert(questionnaireVersions)
        .values({ questionnaireId: questionnaire!.id, number: 1, questions });
    }
  });
  return true;
}
