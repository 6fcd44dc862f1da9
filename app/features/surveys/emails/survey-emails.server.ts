import type { QuestionnaireKind, RespondentKind } from "../../../../db/schema";
import { html } from "~/features/mail/html.server";
import type { OutgoingEmail } from "~/features/mail/outbox.server";
import { actionLink, htmlLayout, textSignature } from "~/features/mail/templates/layout.server";
import type { Lang } from "~/lib/language";

const NBSP = "\u00a0";

const copy = {
  fr: {
    subject: {
      positioning: (course: string) => `Avant la formation ${course}${NBSP}: vos besoins et votre niveau`,
      end: (course: string) => `Votre avis sur la formation ${course}`,
      "follow-up": (course: string) => `Quelques semaines après la formation ${course}`,
      employer: (course: string) => `Votre avis d'employeur sur la formation ${course}`,
      knowledge: (course: string) => `Formation ${course}${NBSP}: le test de connaissances`,
    },
    reminder: "Rappel",
    hello: (name: string) => `Bonjour ${name},`,
    helloEmployer: "Bonjour,",
    intro: {
      positioning: (course: string) =>
        `Pour préparer la formation «${NBSP}${course}${NBSP}», le formateur a besoin de connaître vos attentes, votre niveau et vos éventuels besoins d'adaptation. Cela prend deux minutes.`,
      end: (course: string) =>
        `La formation «${NBSP}${course}${NBSP}» est terminée. Dites-nous ce que vous en avez pensé${NBSP}: vos réponses nous aident à l'améliorer.`,
      "follow-up": (course: string) =>
        `Vous avez suivi la formation «${NBSP}${course}${NBSP}» il y a quelques semaines. Qu'en avez-vous mis en pratique${NBSP}?`,
      employer: (course: string) =>
        `Des collaborateurs de votre entreprise ont suivi la formation «${NBSP}${course}${NBSP}». Quels effets constatez-vous${NBSP}?`,
      knowledge: (course: string) =>
        `La formation «${NBSP}${course}${NBSP}» a un court test de connaissances, le même avant et après la session${NBSP}: vos deux scores montrent ce que vous avez appris. Répondez sans chercher les réponses.`,
    },
    how: "Ce lien est personnel et ne demande pas de mot de passe. Vous pouvez répondre une fois.",
    answer: "Répondre au questionnaire",
  },
  en: {
    subject: {
      positioning: (course: string) => `Before ${course}: your needs and level`,
      end: (course: string) => `Your opinion of ${course}`,
      "follow-up": (course: string) => `A few weeks after ${course}`,
      employer: (course: string) => `Your opinion, as an employer, of ${course}`,
      knowledge: (course: string) => `${course}: the knowledge check`,
    },
    reminder: "Reminder",
    hello: (name: string) => `Hello ${name},`,
    helloEmployer: "Hello,",
    intro: {
      positioning: (course: string) =>
        `To prepare the training "${course}", the trainer needs to know what you expect, your level and any needs for adjustments. It takes two minutes.`,
      end: (course: string) =>
        `The training "${course}" is over. Tell us what you thought of it: your answers help us improve it.`,
      "follow-up": (course: string) =>
        `You took the training "${course}" a few weeks ago. What have you put into practice?`,
      employer: (course: string) =>
        `Staff of your company took the training "${course}". What effects have you seen?`,
      knowledge: (course: string) =>
        `The training "${course}" has a short knowledge check, the same before and after the session: your two scores show what you learned. Answer without looking the answers up.`,
    },
    how: "This link is personal and needs no password. You can answer once.",
    answer: "Answer the questionnaire",
  },
} satisfies Record<Lang, unknown>;

/** The e-mails' strings, for the French typography check. */
export const surveyEmailCopy = copy;

/** The invitation to answer a questionnaire, or its reminder, with the person's own link. */
export function surveyEmail({
  kind,
  respondent,
  reminder,
  to,
  lang,
  firstName,
  courseTitle,
  link,
  siteUrl,
}: {
  kind: QuestionnaireKind;
  respondent: RespondentKind;
  reminder: boolean;
  to: string;
  lang: Lang;
  firstName: string | null;
  courseTitle: string;
  link: string;
  siteUrl: string;
}): OutgoingEmail {
  const w = copy[lang];
  const subject = `${reminder ? `${w.reminder}${lang === "fr" ? `${NBSP}:` : ":"} ` : ""}${w.subject[kind](courseTitle)}`;
  const hello = respondent === "employer" || !firstName ? w.helloEmployer : w.hello(firstName);
  const intro = w.intro[kind](courseTitle);
  const text = [
    hello,
    "",
    intro,
    w.how,
    "",
    `${w.answer}${lang === "fr" ? `${NBSP}:` : ":"} ${link}`,
    "",
    textSignature(lang, siteUrl),
  ].join("\n");
  const body = html`<p style="margin:0 0 16px">${hello}</p>
    <p style="margin:0 0 16px">${intro}</p>
    <p style="margin:0 0 16px">${w.how}</p>
    ${actionLink(link, w.answer)}`;
  return {
    kind: reminder ? "survey-reminder" : `survey-${kind}`,
    to,
    subject,
    text,
    html: htmlLayout({ lang, title: subject, body, siteUrl }),
  };
}
