/** Questionnaires: the page a personal link opens (positioning, end of training, follow-up). */
export const surveys = {
  seoTitle: "Questionnaire",
  unknownTitle: "Lien inconnu",
  unknown: "Ce lien de questionnaire n'existe pas. Vérifiez qu'il a été copié en entier.",
  answeredTitle: "Questionnaire déjà rempli",
  answered:
    "Ce questionnaire a déjà été rempli\u00a0: un lien ne sert qu'une fois. Vos réponses sont enregistrées.",
  thanksTitle: "Merci pour vos réponses\u00a0!",
  thanks: "Vos réponses sont enregistrées. Elles nous aident à améliorer nos formations.",
  course: "Formation\u00a0: {{course}}",
  dates: "Dates\u00a0: {{dates}}",
  intro:
    "Les questions marquées «\u00a0obligatoire\u00a0» demandent une réponse. Vous ne pourrez répondre qu'une fois.",
  required: "obligatoire",
  optional: "facultatif",
  ratingHint: "De 1 (pas du tout) à 5 (tout à fait)",
  ratingOption: "{{value}} sur 5",
  textHint: "{{max}} caractères au plus",
  submit: "Envoyer mes réponses",
  submitting: "Envoi…",
  refused: "Certaines réponses sont à revoir\u00a0: voyez les messages sous les questions.",
  errors: {
    required: "Répondez à cette question.",
    rating: "Choisissez une note de 1 à 5.",
    choice: "Choisissez parmi les réponses proposées.",
    tooLong: "Votre réponse est trop longue.",
  },
};
