import type { Bilingual, PageIntro } from "./types";

/**
 * The blog page's own words around its articles. The articles are posts of kind "blog" in the
 * database (written from /admin/news; the seed loads the group's first ones).
 */
export interface BlogContent extends PageIntro {
  empty: string;
}

export const blogContent: Bilingual<BlogContent> = {
  fr: {
    seoTitle: "Blog et actualités du groupe",
    seoDescription:
      "Nouvelles sessions de formation, projets immobiliers livrés, lancement de la ligne environnement minier : toutes les actualités du groupe.",
    eyebrow: "Blog",
    title: "Actualités et articles",
    lead: "Les nouvelles de nos formations, de nos projets immobiliers et de nos missions de conseil, en Guinée et en France.",
    empty: "Aucun article pour le moment : revenez bientôt.",
  },
  en: {
    seoTitle: "The group's blog and news",
    seoDescription:
      "New training sessions, completed real-estate projects, the launch of the mining environment line: all the group's news.",
    eyebrow: "Blog",
    title: "News and articles",
    lead: "News of our courses, real-estate projects and consulting assignments, in Guinea and in France.",
    empty: "No articles yet: come back soon.",
  },
};
