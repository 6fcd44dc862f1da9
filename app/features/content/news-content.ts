import type { Bilingual, PageIntro } from "./types";

/**
 * The news page's own words around the posts. The posts themselves are in the database
 * (news_posts, written from /admin/news; the seed's first post is the October 2025 training).
 */
export interface NewsContent extends PageIntro {
  registerLabel: { open: string; past: string };
  pastNote: string;
  coursesLabel: string;
  placeLabel: string;
  publishedLabel: string;
  moreTitle: string;
  readMore: string;
  empty: string;
  allNews: string;
  blogLabel: string;
}

export const newsContent: Bilingual<NewsContent> = {
  fr: {
    seoTitle: "Actualités : formations internationales, événements et projets du groupe",
    seoDescription:
      "Formations internationales, nouvelles sessions, projets livrés : l'actualité des pôles formation, immobilier, conseil et environnement du groupe, à Conakry.",
    eyebrow: "Actualités",
    title: "Les temps forts du groupe",
    lead: "Formations internationales, nouvelles sessions, projets livrés : suivez l'actualité de nos pôles formation, immobilier, conseil et environnement.",
    registerLabel: { open: "S'inscrire maintenant", past: "S'inscrire à la prochaine session" },
    pastNote:
      "Cet événement a eu lieu. Le même programme est proposé régulièrement : consultez les prochaines dates de la formation.",
    coursesLabel: "Voir toutes nos formations",
    placeLabel: "Lieu",
    publishedLabel: "Publié le",
    moreTitle: "Plus d'actualités",
    readMore: "Lire l'actualité",
    empty: "Aucune actualité pour le moment : revenez bientôt.",
    allNews: "Toutes les actualités",
    blogLabel: "Toutes les actualités",
  },
  en: {
    seoTitle: "News: international courses, events and projects of the group",
    seoDescription:
      "International courses, new sessions, completed projects: the news of the group's training, real-estate, consulting and environment divisions, in Conakry.",
    eyebrow: "News",
    title: "The group's highlights",
    lead: "International courses, new sessions, completed projects: follow the news of our training, real-estate, consulting and environment divisions.",
    registerLabel: { open: "Register now", past: "Register for the next session" },
    pastNote:
      "This event has taken place. The same programme runs regularly: see the next dates of the course.",
    coursesLabel: "See all our courses",
    placeLabel: "Venue",
    publishedLabel: "Published on",
    moreTitle: "More news",
    readMore: "Read the news",
    empty: "No news yet: come back soon.",
    allNews: "All news",
    blogLabel: "All news",
  },
};
