export const home = {
  seo: {
    title: "Formation professionnelle, immobilier et conseil à Conakry",
    description:
      "Formations certifiantes en santé et sécurité au travail, QHSE, secourisme, incendie, conduite défensive et marketing ; immobilier et conseil aux entreprises en Guinée et en France.",
  },
  welcome: "Bienvenue chez {{name}}",
  heroTitle: "Former, conseiller et bâtir avec vous, en Afrique et en France",
  heroText:
    "Organisme de formation de référence en santé et sécurité au travail, QHSE et marketing, nous accompagnons aussi vos projets immobiliers et le développement de votre entreprise.",
  ctaTrainings: "FORMATIONS",
  ctaAdvantages: "Nos avantages",
  ctaContact: "Contact & Devis",
  search: {
    label: "Rechercher une formation",
    placeholder: "Sécurité incendie, QHSE, marketing…",
    submit: "Rechercher",
  },
  training: {
    title: "Nos formations",
    intro: "Des sessions datées à Conakry, en France et à distance, animées par des formateurs de terrain.",
    upcomingTitle: "Prochaines sessions",
    popularTitle: "Formations populaires",
    allCourses: "Voir toutes les formations",
  },
};
