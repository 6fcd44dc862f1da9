/** Sign-in with Google or an OpenID provider: the buttons, /auth/social, and the ?error= messages. */
export const oauth = {
  buttons: {
    heading: "Ou continuer avec",
    continueWith: "Continuer avec {{name}}",
    redirecting: "Redirection vers {{name}}…",
  },
  start: {
    title: "Connexion impossible",
    invalid:
      "Cette demande de connexion n'est pas valide. Revenez à la page de connexion et choisissez un fournisseur.",
    tooMany: "Trop de tentatives de connexion. Veuillez réessayer dans {{minutes}} minutes.",
    back: "Retour à la connexion",
  },
  errors: {
    title: "Erreur",
    cancelled: "Connexion annulée : l'accès n'a pas été autorisé chez le fournisseur.",
    expired: "La connexion a expiré ou a été interrompue. Veuillez recommencer.",
    accountNotLinked:
      "Un compte utilise déjà cette adresse e-mail, et nous n'avons pas pu vérifier qu'elle vous appartient. Connectez-vous avec votre mot de passe.",
    emailNotVerified:
      "Votre fournisseur n'a pas confirmé votre adresse e-mail. Nous vous avons envoyé un lien de confirmation : ouvrez-le, puis reconnectez-vous.",
    emailMissing:
      "Votre fournisseur ne nous a pas communiqué d'adresse e-mail. Autorisez l'accès à votre adresse, ou inscrivez-vous avec votre e-mail.",
    providerUnavailable:
      "Ce fournisseur de connexion est indisponible pour le moment. Réessayez plus tard, ou connectez-vous avec votre e-mail.",
    failed: "La connexion avec le fournisseur a échoué. Réessayez, ou connectez-vous avec votre e-mail.",
  },
};
