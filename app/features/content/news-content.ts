import type { DatedEvent } from "./event-status";
import type { Bilingual, Card, PageIntro } from "./types";

/** The featured international training: dates in Conakry time, and the catalogue course it matches. */
export const featuredEvent: DatedEvent & { courseId: number } = {
  startDate: "2025-10-09",
  endDate: "2025-10-12",
  courseId: 105,
};

export interface Poster {
  src: string;
  alt: string;
  width: number;
  height: number;
}

export interface NewsContent extends PageIntro {
  featured: {
    kicker: string;
    title: string;
    paragraphs: string[];
    facts: { label: string; value: string }[];
    audienceLabel: string;
    audience: string[];
    partner: string;
  };
  registerLabel: { open: string; past: string };
  pastNote: string;
  coursesLabel: string;
  postersTitle: string;
  posters: [Poster, Poster];
  benefitsTitle: string;
  benefits: Card[];
  blogLabel: string;
}

const posterSize = { width: 600, height: 850 };

export const newsContent: Bilingual<NewsContent> = {
  fr: {
    seoTitle: "Actualités : formation internationale en hygiène, santé et sécurité au travail",
    seoDescription:
      "Formation internationale en hygiène, santé et sécurité au travail avec double certification, du 9 au 12 octobre 2025 à Conakry, pour les ingénieurs civils, miniers et mécaniciens.",
    eyebrow: "Actualités",
    title: "Les temps forts du groupe",
    lead: "Formations internationales, nouvelles sessions, projets livrés : suivez l'actualité de nos pôles formation, immobilier, conseil et environnement.",
    featured: {
      kicker: "Formation internationale",
      title: "Hygiène, santé et sécurité au travail : formation à double certification",
      paragraphs: [
        "Dans le cadre d'un grand projet minier en Guinée, nous organisons avec notre partenaire français, Prévention Santé Travail Formation, une formation internationale intensive en hygiène, santé et sécurité au travail.",
        "Pendant quatre jours, les participants travaillent sur l'évaluation des risques, la prévention des accidents graves sur les chantiers et les sites d'extraction, la gestion des situations d'urgence et l'animation d'une culture sécurité. Les participants reçus aux évaluations obtiennent une double certification, délivrée par notre groupe et par notre partenaire en France.",
      ],
      facts: [
        { label: "Lieu", value: "Conakry, Guinée" },
        { label: "Durée", value: "4 jours, 32 heures" },
        { label: "Certification", value: "Double certification Guinée – France" },
        { label: "Langue", value: "Français" },
      ],
      audienceLabel: "Public",
      audience: [
        "Ingénieurs en génie civil",
        "Ingénieurs des mines",
        "Ingénieurs mécaniciens",
        "Responsables et superviseurs HSE",
      ],
      partner: "En partenariat avec Prévention Santé Travail Formation (Lyon, France).",
    },
    registerLabel: { open: "S'inscrire maintenant", past: "S'inscrire à la prochaine session" },
    pastNote:
      "Cette session a eu lieu. Le même programme est proposé régulièrement : consultez les prochaines dates de la formation HSE sur sites industriels et miniers.",
    coursesLabel: "Voir toutes nos formations",
    postersTitle: "Les affiches de l'événement",
    posters: [
      {
        src: "/images/news/poster-hsst-2025.svg",
        alt: "Affiche : Formation internationale en hygiène, santé et sécurité au travail, double certification, du 9 au 12 octobre 2025 à Conakry, pour ingénieurs civils, miniers et mécaniciens.",
        ...posterSize,
      },
      {
        src: "/images/news/poster-hsst-programme.svg",
        alt: "Affiche du programme : jour 1 cadre réglementaire et évaluation des risques ; jour 2 risques majeurs sur chantiers et sites miniers ; jour 3 urgences et premiers secours ; jour 4 culture sécurité, évaluation et certification.",
        ...posterSize,
      },
    ],
    benefitsTitle: "Pourquoi participer",
    benefits: [
      {
        icon: "award",
        title: "Une double certification",
        text: "Une attestation guinéenne et une attestation de notre partenaire français, valorisées auprès des employeurs internationaux.",
      },
      {
        icon: "users",
        title: "Des formateurs internationaux",
        text: "Des experts HSE ayant exercé sur de grands chantiers et sites miniers en Afrique et en Europe.",
      },
      {
        icon: "hardHat",
        title: "Une pédagogie de terrain",
        text: "Études de cas réels, exercices pratiques et mises en situation adaptées aux projets miniers et d'infrastructure.",
      },
    ],
    blogLabel: "Toutes les actualités",
  },
  en: {
    seoTitle: "News: international training in occupational hygiene, health and safety",
    seoDescription:
      "International training in occupational hygiene, health and safety with double certification, 9 to 12 October 2025 in Conakry, for civil, mining and mechanical engineers.",
    eyebrow: "News",
    title: "The group's highlights",
    lead: "International courses, new sessions, completed projects: follow the news of our training, real-estate, consulting and environment divisions.",
    featured: {
      kicker: "International training",
      title: "Occupational hygiene, health and safety: double-certification course",
      paragraphs: [
        "As part of a large mining project in Guinea, we are running an intensive international course in occupational hygiene, health and safety with our French partner, Prévention Santé Travail Formation.",
        "Over four days, participants work on risk assessment, preventing serious accidents on construction and extraction sites, managing emergencies and leading a safety culture. Participants who pass the assessments receive a double certification, awarded by our group and by our partner in France.",
      ],
      facts: [
        { label: "Venue", value: "Conakry, Guinea" },
        { label: "Duration", value: "4 days, 32 hours" },
        { label: "Certification", value: "Double certification Guinea – France" },
        { label: "Language", value: "French" },
      ],
      audienceLabel: "Audience",
      audience: [
        "Civil engineers",
        "Mining engineers",
        "Mechanical engineers",
        "HSE managers and supervisors",
      ],
      partner: "In partnership with Prévention Santé Travail Formation (Lyon, France).",
    },
    registerLabel: { open: "Register now", past: "Register for the next session" },
    pastNote:
      "This session has taken place. The same programme runs regularly: see the next dates of the HSE course for industrial and mining sites.",
    coursesLabel: "See all our courses",
    postersTitle: "The event posters",
    posters: [
      {
        src: "/images/news/poster-hsst-2025.en.svg",
        alt: "Poster: International training in occupational hygiene, health and safety, double certification, 9 to 12 October 2025 in Conakry, for civil, mining and mechanical engineers.",
        ...posterSize,
      },
      {
        src: "/images/news/poster-hsst-programme.en.svg",
        alt: "Programme poster: day 1 regulations and risk assessment; day 2 major risks on construction and mining sites; day 3 emergencies and first aid; day 4 safety culture, assessment and certification.",
        ...posterSize,
      },
    ],
    benefitsTitle: "Why take part",
    benefits: [
      {
        icon: "award",
        title: "Double certification",
        text: "A Guinean certificate and one from our French partner, valued by international employers.",
      },
      {
        icon: "users",
        title: "International trainers",
        text: "HSE experts who have worked on major construction and mining sites in Africa and Europe.",
      },
      {
        icon: "hardHat",
        title: "Hands-on teaching",
        text: "Real case studies, practical exercises and role-plays suited to mining and infrastructure projects.",
      },
    ],
    blogLabel: "All news",
  },
};
