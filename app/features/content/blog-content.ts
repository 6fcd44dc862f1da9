import type { Bilingual, PageIntro } from "./types";

export interface NewsItem {
  id: string;
  /** Publication day, "YYYY-MM-DD". */
  date: string;
  category: string;
  title: string;
  paragraphs: string[];
  link: { to: string; label: string };
}

export interface BlogContent extends PageIntro {
  items: NewsItem[];
}

/** The group's news, newest first (the featured training has its own page, /news). */
export const blogContent: Bilingual<BlogContent> = {
  fr: {
    seoTitle: "Blog et actualités du groupe",
    seoDescription:
      "Nouvelles sessions de formation, projets immobiliers livrés, lancement de la ligne environnement minier : toutes les actualités du groupe.",
    eyebrow: "Blog",
    title: "Actualités et articles",
    lead: "Les nouvelles de nos formations, de nos projets immobiliers et de nos missions de conseil, en Guinée et en France.",
    items: [
      {
        id: "sessions-hse-2027",
        date: "2026-10-20",
        category: "Formation",
        title: "Nouvelles sessions HSE sur sites industriels et miniers",
        paragraphs: [
          "Après le succès de la formation internationale d'octobre 2025, la formation HSE sur sites industriels et miniers revient avec de nouvelles sessions à Conakry.",
          "Cinq jours pour maîtriser les travaux à risques, les permis de travail, la consignation et l'animation sécurité sur le terrain, avec des exercices pratiques sur équipements.",
        ],
        link: { to: "/courses/105", label: "Voir la formation et les dates" },
      },
      {
        id: "kaloum-business-center",
        date: "2026-06-18",
        category: "Immobilier",
        title: "Le Kaloum Business Center est livré et entièrement loué",
        paragraphs: [
          "Nos équipes ont remis les clés des 1 800 m² de bureaux du Kaloum Business Center. Les plateaux modulables accueillent désormais des entreprises et des organisations internationales.",
          "La gestion de l'immeuble reste assurée par notre pôle immobilier : maintenance, sécurité, énergie et relation avec les occupants.",
        ],
        link: { to: "/real-estate", label: "Découvrir nos projets immobiliers" },
      },
      {
        id: "marketing-distanciel",
        date: "2026-03-09",
        category: "Formation",
        title: "Marketing digital : toutes nos formations disponibles à distance",
        paragraphs: [
          "Stratégie digitale, réseaux sociaux, référencement, e-mailing : nos formations marketing sont désormais proposées en classe virtuelle, avec les mêmes formateurs et les mêmes exercices pratiques.",
          "Une solution pensée pour les professionnels hors de Conakry et pour la diaspora, avec des séances courtes compatibles avec une activité professionnelle.",
        ],
        link: { to: "/courses?category=marketing", label: "Voir les formations marketing" },
      },
      {
        id: "bilan-hsst-2025",
        date: "2025-10-20",
        category: "Événement",
        title: "Retour sur la formation internationale en hygiène, santé et sécurité au travail",
        paragraphs: [
          "Du 9 au 12 octobre 2025, des ingénieurs civils, des mines et mécaniciens se sont réunis à Conakry pour quatre jours de formation intensive, dans le cadre d'un grand projet minier.",
          "Les participants reçus ont obtenu la double certification délivrée avec notre partenaire français. Merci aux formateurs, aux entreprises et aux participants pour leur engagement.",
        ],
        link: { to: "/news", label: "Revoir l'événement" },
      },
      {
        id: "ligne-environnement-minier",
        date: "2024-11-04",
        category: "Environnement",
        title: "Lancement de notre ligne environnement minier",
        paragraphs: [
          "Études d'impact environnemental et social, HSE sur site, surveillance environnementale et réhabilitation : le groupe réunit ses compétences au service des projets miniers.",
          "Une équipe pluridisciplinaire accompagne les exploitants et leurs sous-traitants, de l'exploration à la fermeture.",
        ],
        link: { to: "/mining", label: "Découvrir l'environnement minier" },
      },
    ],
  },
  en: {
    seoTitle: "The group's blog and news",
    seoDescription:
      "New training sessions, completed real-estate projects, the launch of the mining environment line: all the group's news.",
    eyebrow: "Blog",
    title: "News and articles",
    lead: "News of our courses, real-estate projects and consulting assignments, in Guinea and in France.",
    items: [
      {
        id: "sessions-hse-2027",
        date: "2026-10-20",
        category: "Training",
        title: "New sessions of the HSE course for industrial and mining sites",
        paragraphs: [
          "After the success of the international course in October 2025, the HSE course for industrial and mining sites returns with new sessions in Conakry.",
          "Five days to master high-risk work, permits to work, lockout and leading safety in the field, with hands-on exercises on equipment.",
        ],
        link: { to: "/courses/105", label: "See the course and dates" },
      },
      {
        id: "kaloum-business-center",
        date: "2026-06-18",
        category: "Real estate",
        title: "Kaloum Business Center delivered and fully let",
        paragraphs: [
          "Our teams have handed over the keys to the 1,800 m² of offices at Kaloum Business Center. Its flexible floors now house companies and international organisations.",
          "Our real-estate division continues to manage the building: maintenance, security, energy and relations with occupants.",
        ],
        link: { to: "/real-estate", label: "Discover our real-estate projects" },
      },
      {
        id: "marketing-distanciel",
        date: "2026-03-09",
        category: "Training",
        title: "Digital marketing: all our courses now available remotely",
        paragraphs: [
          "Digital strategy, social media, SEO, e-mail marketing: our marketing courses are now offered as virtual classes, with the same trainers and the same hands-on exercises.",
          "Designed for professionals outside Conakry and for the diaspora, with short sessions that fit around work.",
        ],
        link: { to: "/courses?category=marketing", label: "See the marketing courses" },
      },
      {
        id: "bilan-hsst-2025",
        date: "2025-10-20",
        category: "Event",
        title: "Looking back on the international course in occupational hygiene, health and safety",
        paragraphs: [
          "From 9 to 12 October 2025, civil, mining and mechanical engineers met in Conakry for four days of intensive training, as part of a large mining project.",
          "Successful participants received the double certification awarded with our French partner. Thank you to the trainers, companies and participants for their commitment.",
        ],
        link: { to: "/news", label: "See the event again" },
      },
      {
        id: "ligne-environnement-minier",
        date: "2024-11-04",
        category: "Environment",
        title: "Launch of our mining environment line",
        paragraphs: [
          "Environmental and social impact assessments, on-site HSE, environmental monitoring and rehabilitation: the group brings its skills together for mining projects.",
          "A multidisciplinary team supports operators and their contractors, from exploration to closure.",
        ],
        link: { to: "/mining", label: "Discover the mining environment line" },
      },
    ],
  },
};
