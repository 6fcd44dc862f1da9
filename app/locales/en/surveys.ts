import type { surveys as fr } from "../fr/surveys";
import type { EnglishOf } from "../types";

export const surveys: EnglishOf<typeof fr> = {
  seoTitle: "Questionnaire",
  unknownTitle: "Unknown link",
  unknown: "This questionnaire link does not exist. Check that it was copied in full.",
  answeredTitle: "Questionnaire already answered",
  answered: "This questionnaire has already been answered: a link works once. Your answers are recorded.",
  thanksTitle: "Thank you for your answers!",
  thanks: "Your answers are recorded. They help us improve our training.",
  course: "Training: {{course}}",
  dates: "Dates: {{dates}}",
  intro: 'Questions marked "required" need an answer. You can answer only once.',
  required: "required",
  optional: "optional",
  ratingHint: "From 1 (not at all) to 5 (completely)",
  ratingOption: "{{value}} out of 5",
  textHint: "{{max}} characters at most",
  submit: "Send my answers",
  submitting: "Sending…",
  refused: "Some answers need another look: see the messages under the questions.",
  errors: {
    required: "Answer this question.",
    rating: "Choose a rating from 1 to 5.",
    choice: "Choose one of the answers offered.",
    tooLong: "Your answer is too long.",
  },
};
