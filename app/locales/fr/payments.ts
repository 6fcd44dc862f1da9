/** The payment pages: pay, return, TEST MODE provider. */
export const payments = {
  seo: {
    payTitle: "Paiement : {{product}}",
    payDescription: "Réglez « {{product}} » en ligne ou par virement.",
    returnTitle: "Votre paiement",
    returnDescription: "Où en est votre paiement.",
    testTitle: "Prestataire de test",
  },
  pay: {
    heading: "Paiement",
    product: "Produit",
    amount: "Montant à régler",
    reference: "Référence à rappeler",
    methodLegend: "Moyen de paiement",
    cardNote:
      "Les données de votre carte ne sont jamais stockées sur notre site : le paiement se fait sur la page sécurisée du prestataire.",
    submit: "Payer {{amount}}",
    processing: "Traitement en cours…",
    cancel: "Annuler",
    demoNote: "Paiement de démonstration : aucun cours n'est réservé.",
    depositNote:
      "Acompte de 30 % : pour une formation que vous payez vous-même en France, la loi ne permet pas de demander davantage avant le début de la session (article L6353-6 du Code du travail). Le solde se règle à partir du {{date}}, au fur et à mesure de la formation.",
    balanceNote:
      "Part du solde due à ce jour : il se règle au fur et à mesure du déroulement de la formation (article L6353-6 du Code du travail).",
    dialogLabel: "Paiement de {{product}}",
    close: "Fermer",
    loading: "Chargement du paiement…",
    methods: {
      stripe: "Carte bancaire (Stripe)",
      cinetpay: "Orange Money ou carte, en francs guinéens (CinetPay)",
      "bank-transfer": "Virement bancaire",
      test: "Paiement de test (TEST MODE, aucun argent réel)",
    },
  },
  errors: {
    title: "Erreur de paiement",
    generic: "Une erreur s'est produite lors du traitement de votre paiement. Veuillez réessayer.",
    sessionExpired: "Session expirée. Veuillez recharger la page.",
    tooMany_one: "Trop de tentatives de paiement. Veuillez réessayer dans {{count}} minute.",
    tooMany_other: "Trop de tentatives de paiement. Veuillez réessayer dans {{count}} minutes.",
    method: "Choisissez un moyen de paiement.",
    notPayable:
      "Cette inscription ne peut pas être réglée en ligne : elle est déjà payée, n'a pas de place confirmée ou son prix est sur demande.",
    alreadyPaid: "Cette inscription est déjà payée : aucun nouveau paiement n'est nécessaire.",
    inProgress:
      "Un paiement de cette inscription est déjà en cours de création. Patientez quelques secondes, puis rechargez la page.",
    notSignedIn: "Vous devez être connecté pour payer.",
    notDueYet:
      "Aucun paiement ne peut vous être demandé pendant votre délai de rétractation de 10 jours (articles L6353-5 et L6353-6 du Code du travail). Paiement possible à partir du {{date}}.",
    nothingDue:
      "Rien n'est dû pour l'instant : le solde se règle au fur et à mesure du déroulement de la formation (article L6353-6 du Code du travail).",
  },
  status: {
    heading: "Votre paiement",
    reference: "Référence",
    product: "Produit",
    amount: "Montant",
    method: "Moyen de paiement",
    pending: "En attente de confirmation par le prestataire. Cette page se met à jour toute seule.",
    pendingTransfer: "En attente de votre virement. Votre paiement sera enregistré dès réception des fonds.",
    succeeded: "Paiement reçu. Merci ! Un e-mail de confirmation vous a été envoyé.",
    failed: "Le paiement n'a pas abouti. Aucun montant n'a été prélevé.",
    expired: "Paiement abandonné ou expiré : aucun montant n'a été prélevé. Vous pouvez réessayer.",
    refunded: "Ce paiement a été remboursé.",
    refresh: "Actualiser",
    tryAgain: "Réessayer le paiement",
    myRegistrations: "Mes inscriptions",
    transferTitle: "Virement bancaire",
    transferIntro: "Effectuez un virement du montant exact en indiquant la référence ci-dessous :",
    bank: "Banque",
    holder: "Titulaire du compte",
    account: "Numéro de compte",
    swift: "Code SWIFT / BIC",
    bankAddress: "Adresse de la banque",
    transferReference: "Référence à indiquer",
  },
  test: {
    banner: "MODE TEST",
    heading: "Prestataire de paiement de test",
    intro:
      "Cette page remplace la page d'un vrai prestataire : aucun argent réel n'est en jeu. Choisissez l'issue du paiement.",
    approve: "Approuver",
    decline: "Refuser",
    abandon: "Abandonner",
  },
};
