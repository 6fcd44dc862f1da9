/** The public verification page of a certificate. */
export const certificates = {
  seoTitle: "Vérification d'un certificat",
  seoDescription: "Vérifiez l'authenticité et la validité d'un certificat de formation.",
  heading: "Vérification d'un certificat",
  intro: "Ce certificat a été délivré par le groupe à l'issue d'une formation. Voici ce qu'il atteste.",
  holder: "Titulaire",
  course: "Formation",
  dates: "Dates",
  datesRange: "du {{start}} au {{end}}",
  hours: "Heures suivies",
  hoursValue: "{{attended}} sur {{planned}}",
  status: "Statut",
  valid: "Valide",
  validUntil: "Valide jusqu'au {{date}}",
  expired: "Expiré depuis le {{date}}",
  revoked: "Révoqué le {{date}}",
  notFound: {
    title: "Certificat introuvable",
    text: "Aucun certificat ne correspond à ce code. Vérifiez le code saisi ou scannez à nouveau le QR code du certificat.",
  },
  tooMany: {
    title: "Trop de vérifications",
    text: "Trop de vérifications depuis votre connexion. Réessayez dans {{minutes}} min.",
  },
  badge: {
    name: "Attestation de formation « {{course}} » n° {{number}}",
    criteria: "A suivi {{attended}} h de formation sur {{planned}} h prévues, et atteint le seuil d'assiduité de la formation.",
  },
};
