/** The complaint form (/complaint) and its confirmation. */
export const complaints = {
  seo: {
    title: "Faire une réclamation",
    description:
      "Une formation, un formateur, l'organisation ou une facture ne vous a pas satisfait\u00a0? Dites-le-nous\u00a0: chaque réclamation reçoit une réponse.",
  },
  heading: "Faire une réclamation",
  intro:
    "Une formation, un formateur, l'organisation, une facture ou l'accessibilité ne vous a pas donné satisfaction\u00a0? Décrivez-nous ce qui s'est passé.",
  steps:
    "Vous recevez tout de suite un accusé de réception avec une référence, puis notre réponse par e-mail. Chaque réclamation est enregistrée et suivie jusqu'à sa clôture.",
  form: {
    title: "Votre réclamation",
    requiredNote: "Les champs marqués d'un astérisque (*) sont obligatoires.",
    name: "Nom complet",
    email: "Adresse e-mail",
    emailFixed: "L'adresse de votre compte\u00a0: notre réponse y sera envoyée.",
    phone: "Téléphone",
    optional: "(facultatif)",
    category: "Motif",
    categoryPlaceholder: "Choisissez un motif",
    registration: "Inscription concernée",
    noRegistration: "Aucune inscription en particulier",
    message: "Votre réclamation",
    messageHint:
      "Entre {{min}} et {{max}} caractères. Dites ce qui s'est passé, quand, et ce que vous attendez.",
    honeypot: "Ne remplissez pas ce champ",
    privacy:
      "Vos coordonnées et votre réclamation servent seulement à la traiter et à améliorer nos formations\u00a0; elles sont conservées dans notre registre des réclamations.",
    privacyLink: "Politique de confidentialité",
    submit: "Envoyer la réclamation",
    sending: "Envoi en cours…",
  },
  categories: {
    content: "Contenu de la formation",
    organisation: "Organisation (dates, lieu, convocation)",
    trainer: "Formateur",
    payment: "Paiement ou facture",
    accessibility: "Accessibilité ou handicap",
    other: "Autre",
  },
  errors: {
    summary: "La réclamation n'a pas été envoyée\u00a0: corrigez les champs signalés.",
    nameRequired: "Veuillez indiquer votre nom.",
    nameTooLong: "Le nom ne peut pas dépasser 100 caractères.",
    emailRequired: "Veuillez indiquer votre adresse e-mail.",
    emailInvalid: "Adresse e-mail invalide (exemple\u00a0: nom@domaine.com).",
    phoneInvalid:
      "Ce numéro n'existe pas\u00a0: un numéro guinéen a 9 chiffres (620 12 34 56)\u00a0; hors de Guinée, commencez par + et l'indicatif du pays.",
    categoryInvalid: "Choisissez un motif dans la liste.",
    registrationInvalid: "Choisissez une de vos inscriptions dans la liste.",
    messageTooShort: "Décrivez votre réclamation en 20 caractères au moins.",
    messageTooLong: "La réclamation ne peut pas dépasser 5 000 caractères.",
    singleLine: "Ce champ doit tenir sur une seule ligne.",
    tooMany_one: "Trop d'envois. Veuillez réessayer dans {{count}} minute.",
    tooMany_other: "Trop d'envois. Veuillez réessayer dans {{count}} minutes.",
    unreadable: "Le formulaire n'a pas pu être lu. Rechargez la page et réessayez.",
  },
  sent: {
    heading: "Réclamation enregistrée",
    reference: "Votre réclamation est enregistrée sous la référence",
    next: "Un accusé de réception vient de partir à votre adresse e-mail. Nous étudions votre réclamation et vous répondrons par e-mail\u00a0; rappelez cette référence dans vos échanges.",
    home: "Retour à l'accueil",
  },
};
