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
  qr: {
    seoTitle: "End-of-training survey QR code",
    heading: "End-of-training survey",
    instructions:
      "Scan this QR code with your phone, then give the e-mail address you registered with: your questionnaire opens, with no password.",
    link: "The link, to read aloud or copy:",
    alt: "QR code of the end-of-training survey",
    show: "End-of-training survey QR code",
    notFound: "This session does not exist.",
    cancelled: "This session is cancelled.",
    notLastDay: "This QR code is shown on the last day of the session.",
  },
  room: {
    seoTitle: "End-of-training survey",
    heading: "End-of-training survey",
    intro: "Give the e-mail address you registered with: your questionnaire opens.",
    email: "E-mail address of your registration",
    submit: "Open my questionnaire",
    submitting: "Opening…",
    refusedTitle: "QR code unavailable",
    invalid: "This QR code is not valid. Scan the one the trainer shows.",
    expired:
      "This QR code is no longer valid: it only works on the last day of the session. Use the link you received by e-mail.",
    badEmail: "Enter a complete e-mail address, for example name@example.com.",
    notFound:
      "No confirmed registration for this session with this address. Try the one you registered with, or ask the trainer.",
    none: "No end-of-training survey is planned for this course.",
    tooMany: "Too many tries. Try again in {{minutes}} min.",
  },
};
