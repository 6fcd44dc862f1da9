/** Sign-in and sign-up (/auth), e-mail verification, forgotten and reset password. */
export const auth = {
  seo: {
    signIn: "Connexion",
    signUp: "Inscription",
    description: "Connectez-vous ou créez votre compte pour vous inscrire aux formations.",
  },
  page: {
    signInTitle: "Connexion",
    signUpTitle: "Créer un compte",
    signInIntro: "Connectez-vous pour vous inscrire aux formations et suivre vos inscriptions.",
    signUpIntro:
      "Créez votre compte en quelques secondes. Nous vous enverrons un e-mail pour confirmer votre adresse.",
    toSignUp: "Pas encore de compte ?",
    toSignUpLink: "Créer un compte",
    toSignIn: "Déjà un compte ?",
    toSignInLink: "Se connecter",
    forgotPassword: "Mot de passe oublié ?",
    or: "ou",
    continueWith: "Continuer avec {{provider}}",
  },
  form: {
    name: "Nom complet",
    email: "Email",
    password: "Mot de passe",
    passwordHint:
      "Au moins 8 caractères. Évitez les mots de passe courants ; une phrase de plusieurs mots est idéale.",
    signIn: "Se connecter",
    signUp: "S'inscrire",
    processing: "Traitement en cours...",
    errorTitle: "Erreur",
  },
  signedIn: {
    title: "Connexion réussie",
    message: "Bienvenue, {{name}} !",
  },
  verificationSent: {
    title: "Vérifiez votre boîte mail",
    message:
      "Un e-mail de confirmation a été envoyé à {{email}}. Ouvrez le lien qu'il contient pour activer votre compte, puis connectez-vous.",
    spam: "Rien reçu après quelques minutes ? Regardez dans les courriers indésirables.",
  },
  errors: {
    fieldsInvalid: "Veuillez corriger les champs signalés ci-dessous.",
    nameInvalid: "Veuillez entrer un nom valide.",
    nameTooLong: "Le nom ne peut pas dépasser 100 caractères.",
    nameLetters:
      "Le nom ne doit contenir que des lettres, des espaces, des traits d'union et des apostrophes.",
    emailInvalid: "Veuillez entrer une adresse email valide.",
    passwordRequired: "Le mot de passe est requis",
    passwordTooShort: "Le mot de passe doit contenir au moins 8 caractères.",
    passwordTooLong: "Le mot de passe ne peut pas dépasser 128 caractères.",
    passwordTooCommon:
      "Ce mot de passe est trop courant ou figure dans une liste de mots de passe divulgués. Choisissez-en un autre.",
    passwordsDiffer: "Les mots de passe ne correspondent pas",
    singleLine: "Ce champ ne peut contenir ni retour à la ligne ni caractère de contrôle.",
    invalidCredentials: "Email ou mot de passe incorrect",
    emailTaken: "Cette adresse email est déjà utilisée, essayez de vous connecter ou utilisez-en une autre.",
    invalidEmailFormat: "Format d'email invalide.",
    accountDisabled: "Ce compte a été désactivé par l'équipe. Contactez-nous pour en savoir plus.",
    emailNotVerified:
      "Votre adresse email n'est pas encore confirmée. Nous venons de vous envoyer un nouveau lien de confirmation.",
    tooManyAttempts_one: "Trop de tentatives de connexion. Veuillez réessayer dans {{count}} minute.",
    tooManyAttempts_other: "Trop de tentatives de connexion. Veuillez réessayer dans {{count}} minutes.",
    suspiciousActivity: "Activité suspecte détectée. Veuillez contacter le support.",
    tooManyEmails_one: "Trop de demandes. Veuillez réessayer dans {{count}} minute.",
    tooManyEmails_other: "Trop de demandes. Veuillez réessayer dans {{count}} minutes.",
    signInFailed: "Une erreur est survenue lors de la connexion.",
    signUpFailed: "Une erreur est survenue lors de l'inscription.",
    resetFailed: "Erreur de réinitialisation",
    unreadable: "Le formulaire n'a pas pu être lu. Rechargez la page et réessayez.",
  },
  suspended: {
    duration_one: "Par précaution, la connexion à ce compte est suspendue pendant encore {{count}} minute.",
    duration_other:
      "Par précaution, la connexion à ce compte est suspendue pendant encore {{count}} minutes.",
    reset: "Choisir un nouveau mot de passe lève aussitôt la suspension :",
    resetLink: "Réinitialiser mon mot de passe",
    support: "Pour joindre le support :",
  },
  network: {
    offline: "Pas de connexion Internet, veuillez vérifier votre connexion et réessayer.",
    retrying: "Problème de connexion Internet. Nouvelle tentative…",
    serverUnreachable:
      "Impossible de se connecter au serveur d'authentification, veuillez réessayer dans quelques instants.",
    serverProblem: "Problème de connexion au serveur.",
    offlineBanner:
      "Vous êtes actuellement hors ligne. Les formulaires seront envoyés dès le retour de la connexion.",
  },
  verify: {
    seoTitle: "Confirmation de l'adresse email",
    verifiedTitle: "Adresse confirmée",
    verified: "Merci ! Votre adresse email est confirmée. Vous pouvez maintenant vous connecter.",
    changedTitle: "Nouvelle adresse confirmée",
    changed: "Votre nouvelle adresse email est confirmée : c'est désormais celle de votre compte.",
    confirmNewTitle: "Dernière étape",
    confirmNew:
      "Votre demande est confirmée. Nous avons envoyé un lien à votre nouvelle adresse : ouvrez-le pour terminer le changement.",
    signIn: "Se connecter",
    toProfile: "Voir mon profil",
    expiredTitle: "Lien expiré",
    expired: "Ce lien de confirmation a expiré. Demandez-en un nouveau ci-dessous.",
    invalidTitle: "Lien invalide",
    invalid:
      "Ce lien de confirmation n'est pas valable : il est incomplet ou a déjà été remplacé. Demandez-en un nouveau ci-dessous.",
    resendTitle: "Recevoir un nouveau lien",
    resendSubmit: "Envoyer un nouveau lien",
    resent:
      "Si un compte non confirmé existe pour cette adresse, un nouveau lien de confirmation vient de lui être envoyé.",
  },
  forgot: {
    seoTitle: "Mot de passe oublié",
    title: "Mot de passe oublié",
    intro:
      "Indiquez l'adresse email de votre compte : nous vous enverrons un lien pour choisir un nouveau mot de passe.",
    submit: "Envoyer le lien",
    sent: "Si un compte existe pour cette adresse, un email avec un lien de réinitialisation vient d'être envoyé. Le lien est valable une heure.",
    back: "Retour à la connexion",
  },
  reset: {
    seoTitle: "Nouveau mot de passe",
    title: "Choisir un nouveau mot de passe",
    intro: "Après ce changement, toutes vos sessions ouvertes seront fermées.",
    newPassword: "Nouveau mot de passe",
    confirmPassword: "Confirmez le mot de passe",
    submit: "Enregistrer le mot de passe",
    doneTitle: "Mot de passe réinitialisé",
    done: "Votre mot de passe a été modifié. Connectez-vous avec le nouveau.",
    invalidTitle: "Lien invalide ou expiré",
    invalid: "Ce lien de réinitialisation a expiré ou a déjà été utilisé. Demandez-en un nouveau.",
    requestNew: "Demander un nouveau lien",
  },
};
