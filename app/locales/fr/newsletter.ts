/** UI strings of this area (French is the reference shape). */
export const newsletter = {
  title: "Newsletter",
  pitch: "Nos prochaines formations et actualités, une fois par mois au plus.",
  label: "Votre adresse e-mail",
  submit: "S'abonner",
  thanks: "Merci ! Consultez votre boîte mail pour confirmer votre inscription.",
  thanksShort: "Merci !",
  checkInbox:
    "Dernière étape : ouvrez l'e-mail envoyé à {{email}} et cliquez sur son lien pour confirmer votre inscription.",
  checkInboxDismiss: "J'ai compris",
  errors: {
    required: "Veuillez indiquer votre adresse e-mail.",
    invalid: "Adresse e-mail invalide (exemple : nom@domaine.com).",
    tooMany_one: "Trop de demandes. Veuillez réessayer dans {{count}} minute.",
    tooMany_other: "Trop de demandes. Veuillez réessayer dans {{count}} minutes.",
  },
  page: {
    seoTitle: "Newsletter",
    seoDescription: "Recevez nos prochaines formations et actualités par e-mail. Désabonnement en un clic.",
    heading: "Notre newsletter",
    text: "Inscrivez-vous pour recevoir nos prochaines sessions de formation et les actualités du groupe. Nous vous envoyons d'abord un e-mail de confirmation ; vous pouvez vous désabonner à tout moment.",
  },
  confirm: {
    seoTitle: "Confirmation de l'inscription",
    done: "Inscription confirmée",
    doneText: "Merci ! Vous recevrez désormais notre newsletter.",
    already: "Votre inscription était déjà confirmée.",
    unsubscribeText: "Vous pouvez vous désabonner à tout moment :",
    unsubscribeLink: "se désabonner de la newsletter",
  },
  unsubscribe: {
    seoTitle: "Désabonnement",
    heading: "Se désabonner de la newsletter",
    question: "Voulez-vous ne plus recevoir notre newsletter à l'adresse {{email}} ?",
    submit: "Me désabonner",
    done: "Vous êtes désabonné",
    doneText: "Vous ne recevrez plus notre newsletter. Vous pouvez vous réinscrire à tout moment.",
  },
  link: {
    invalidTitle: "Lien invalide",
    invalidText:
      "Ce lien n'est pas valide : il a peut-être été mal copié. Utilisez le lien complet reçu par e-mail.",
    expiredTitle: "Lien expiré",
    expiredText: "Ce lien de confirmation a expiré. Inscrivez-vous de nouveau pour en recevoir un autre.",
    goneTitle: "Lien plus valable",
    goneText:
      "Cette inscription n'est plus en attente. Inscrivez-vous de nouveau pour recevoir la newsletter.",
    subscribeAgain: "S'inscrire de nouveau",
    home: "Retour à l'accueil",
  },
};
