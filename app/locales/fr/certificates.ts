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
    criteria:
      "A suivi {{attended}} h de formation sur {{planned}} h prévues, et atteint le seuil d'assiduité de la formation.",
  },
  /** /profile/certificates: the signed-in person's certificates. */
  mine: {
    seoTitle: "Mes certificats",
    heading: "Mes certificats",
    intro:
      "Les certificats de fin de formation qui vous ont été délivrés : téléchargez-les ou partagez le lien qui permet de les vérifier.",
    empty:
      "Vous n'avez pas encore de certificat. Il vous est délivré à la fin d'une formation suivie en entier.",
    catalogue: "Voir les formations",
    number: "Numéro",
    dates: "Dates",
    status: "Statut",
    download: "Télécharger le PDF",
    downloadLabel: "Télécharger le certificat {{number}} ({{course}}) en PDF",
    credential: "Badge numérique (Open Badges 3.0)",
    credentialHelp:
      "un fichier signé par le groupe, à garder dans un portefeuille numérique ou à transmettre à un employeur, qui peut le vérifier sans nous.",
    share: "Lien de vérification à partager",
    shareHelp: "Toute personne qui a ce lien peut vérifier votre certificat, sans compte.",
    copy: "Copier le lien",
    copyLabel: "Copier le lien de vérification du certificat {{number}}",
    copied: "Lien copié",
    copyFailed: "La copie a échoué : sélectionnez le lien et copiez-le.",
    profileLink: "Mes certificats",
    profileLinkText: "Vos certificats de fin de formation : téléchargement et lien de vérification.",
    registrationLink: "Mon certificat",
    registrationLinkLabel: "Mon certificat de la formation {{course}}",
    notFound: "Certificat introuvable.",
  },
};
