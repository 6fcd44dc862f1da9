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
  qr: {
    seoTitle: "QR code du questionnaire de fin",
    heading: "Questionnaire de fin de formation",
    instructions:
      "Scannez ce QR code avec votre téléphone, puis donnez l'adresse e-mail de votre inscription\u00a0: votre questionnaire s'ouvre, sans mot de passe.",
    link: "Le lien, pour le lire à voix haute ou le copier\u00a0:",
    alt: "QR code du questionnaire de fin de formation",
    show: "QR code du questionnaire de fin",
    notFound: "Cette session n'existe pas.",
    cancelled: "Cette session est annulée.",
    notLastDay: "Ce QR code s'affiche le dernier jour de la session.",
  },
  room: {
    seoTitle: "Questionnaire de fin de formation",
    heading: "Questionnaire de fin de formation",
    intro: "Donnez l'adresse e-mail avec laquelle vous êtes inscrit(e)\u00a0: votre questionnaire s'ouvre.",
    email: "Adresse e-mail de votre inscription",
    submit: "Ouvrir mon questionnaire",
    submitting: "Ouverture…",
    refusedTitle: "QR code indisponible",
    invalid: "Ce QR code n'est pas valable. Scannez celui que montre le formateur.",
    expired:
      "Ce QR code n'est plus valable\u00a0: il ne sert que le dernier jour de la session. Utilisez le lien reçu par e-mail.",
    badEmail: "Saisissez une adresse e-mail complète, par exemple nom@exemple.com.",
    notFound:
      "Aucune inscription confirmée à cette session avec cette adresse. Essayez celle de votre inscription, ou voyez avec le formateur.",
    none: "Aucun questionnaire de fin n'est prévu pour cette formation.",
    tooMany: "Trop d'essais. Réessayez dans {{minutes}} min.",
  },
};
