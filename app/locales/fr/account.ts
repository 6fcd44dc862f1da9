/** Account pages: sign-in, profile, two-factor, administration. */
export const account = {
  signOut: {
    successTitle: "Déconnexion réussie",
    success: "Vous avez été déconnecté avec succès.",
    errorTitle: "Erreur",
    error: "Une erreur est survenue lors de la déconnexion.",
  },
};
