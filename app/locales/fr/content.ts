/** UI strings of the group's pages (French is the reference shape). Long texts live in app/features/content/*-content.ts. */
export const content = {
  projectStatus: {
    label: "Statut :",
    inProgress: "En cours",
    delivered: "Livré",
    available: "Disponible",
  },
  project: {
    type: "Type :",
    location: "Localisation :",
  },
  price: {
    from: "À partir de {{price}}",
    onQuote: "Sur devis personnalisé",
  },
  requestQuote: "Demander un devis",
  step: "Étape {{n}} :",
  eventStatus: {
    label: "Statut de l'événement :",
    upcoming: "À venir",
    ongoing: "En cours",
    past: "Événement passé",
  },
  eventDates: "Dates",
  toc: "Sur cette page",
  updated: "Dernière mise à jour :",
};
