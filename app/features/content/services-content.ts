import type { Bilingual, Card, Cta, PageIntro } from "./types";

export interface ServiceBlock extends Card {
  to: "/courses" | "/real-estate" | "/consulting" | "/mining";
  linkLabel: string;
}

export interface ServicesContent extends PageIntro {
  blocksTitle: string;
  blocks: ServiceBlock[];
  also: { title: string; intro: string; items: Card[] };
  cta: Cta;
}

export const servicesContent: Bilingual<ServicesContent> = {
  fr: {
    seoTitle: "Nos services : formation, immobilier, conseil et environnement minier",
    seoDescription:
      "Formations certifiantes en sécurité et QHSE, immobilier en Guinée et à l'étranger, conseil et services aux entreprises, environnement minier : découvrez les quatre pôles du groupe.",
    eyebrow: "Nos avantages",
    title: "Quatre pôles d'expertise, un seul interlocuteur",
    lead: "Former vos équipes, sécuriser votre patrimoine, structurer vos projets et maîtriser votre impact environnemental : nos pôles travaillent ensemble pour vous offrir des solutions complètes, en Guinée, en Afrique et en France.",
    blocksTitle: "Ce que nous faisons pour vous",
    blocks: [
      {
        icon: "training",
        title: "Formation professionnelle",
        text: "Organisme de formation de référence en santé et sécurité au travail, QHSE et marketing, nous formons chaque année des centaines de professionnels, en présentiel à Conakry ou sur vos sites, et à distance.",
        bullets: [
          "Santé et sécurité au travail, QHSE, ISO 9001, 14001 et 45001",
          "Secourisme (SST), sécurité incendie, conduite défensive",
          "Marketing, communication et digital",
          "Formations certifiantes, intra-entreprise sur mesure",
        ],
        to: "/courses",
        linkLabel: "Voir les formations",
      },
      {
        icon: "building",
        title: "Immobilier",
        text: "Achat, vente, location, gestion locative et investissement foncier : nous vous accompagnons en Guinée et à l'étranger, avec des titres vérifiés et une gestion transparente.",
        bullets: [
          "Vente et location de logements, bureaux et commerces",
          "Gestion locative et syndic",
          "Investissement foncier sécurisé",
          "Projets immobiliers clés en main",
        ],
        to: "/real-estate",
        linkLabel: "Découvrir l'immobilier",
      },
      {
        icon: "briefcase",
        title: "Conseil & Services",
        text: "De l'idée au projet financé : montage de projets, études de terrain, business plans et études de faisabilité, ainsi que des services de nettoyage professionnel pour vos locaux.",
        bullets: [
          "Montage de projets et recherche de financement",
          "Études de marché et de terrain",
          "Business plans et études de faisabilité",
          "Nettoyage professionnel de bureaux et de chantiers",
        ],
        to: "/consulting",
        linkLabel: "Découvrir le conseil",
      },
      {
        icon: "mountain",
        title: "Environnement minier",
        text: "Une ligne dédiée aux projets miniers : études d'impact environnemental et social, HSE sur site, surveillance environnementale et réhabilitation des sites exploités.",
        bullets: [
          "Études d'impact environnemental et social (EIES)",
          "HSE sur les sites miniers",
          "Surveillance de l'eau, de l'air et des sols",
          "Plans de fermeture et réhabilitation",
        ],
        to: "/mining",
        linkLabel: "Découvrir l'environnement minier",
      },
    ],
    also: {
      title: "Et aussi",
      intro: "Des expertises complémentaires, mobilisées selon vos projets.",
      items: [
        {
          icon: "hardHat",
          title: "Construction et génie civil",
          text: "Construction de bâtiments, voiries et petits ouvrages, suivi de chantier et coordination sécurité, avec nos entreprises partenaires.",
        },
        {
          icon: "leaf",
          title: "Études d'impact environnemental",
          text: "Études et notices d'impact pour vos projets industriels, immobiliers ou d'infrastructure, conformes au Code de l'environnement guinéen.",
        },
        {
          icon: "globe",
          title: "Présence en Afrique et en France",
          text: "Des interventions dans toute la sous-région et en France, et des certifications reconnues grâce à nos partenaires.",
        },
      ],
    },
    cta: {
      title: "Un besoin qui couvre plusieurs pôles ?",
      text: "C'est précisément notre force. Décrivez-nous votre projet : un seul chef de projet coordonne nos équipes pour vous.",
      label: "Contact & Devis",
      to: "/contact",
    },
  },
  en: {
    seoTitle: "Our services: training, real estate, consulting and mining environment",
    seoDescription:
      "Certified safety and QHSE training, real estate in Guinea and abroad, consulting and business services, mining environment: discover the group's four divisions.",
    eyebrow: "Our advantages",
    title: "Four areas of expertise, one point of contact",
    lead: "Training your teams, securing your property, structuring your projects and managing your environmental impact: our divisions work together to offer complete solutions in Guinea, across Africa and in France.",
    blocksTitle: "What we do for you",
    blocks: [
      {
        icon: "training",
        title: "Professional training",
        text: "A leading training provider in occupational health and safety, QHSE and marketing, we train hundreds of professionals every year, on site, at our Conakry centre and remotely.",
        bullets: [
          "Occupational health and safety, QHSE, ISO 9001, 14001 and 45001",
          "First aid at work, fire safety, defensive driving",
          "Marketing, communication and digital",
          "Certified courses, tailored in-company training",
        ],
        to: "/courses",
        linkLabel: "See the courses",
      },
      {
        icon: "building",
        title: "Real estate",
        text: "Buying, selling, renting, property management and land investment: we support you in Guinea and abroad, with verified titles and transparent management.",
        bullets: [
          "Sale and rental of homes, offices and shops",
          "Property and building management",
          "Secure land investment",
          "Turnkey real-estate projects",
        ],
        to: "/real-estate",
        linkLabel: "Discover real estate",
      },
      {
        icon: "briefcase",
        title: "Consulting & Services",
        text: "From idea to funded project: project setup, field studies, business plans and feasibility studies, plus professional cleaning services for your premises.",
        bullets: [
          "Project setup and fundraising",
          "Market and field studies",
          "Business plans and feasibility studies",
          "Professional cleaning of offices and sites",
        ],
        to: "/consulting",
        linkLabel: "Discover consulting",
      },
      {
        icon: "mountain",
        title: "Mining environment",
        text: "A line dedicated to mining projects: environmental and social impact assessments, on-site HSE, environmental monitoring and rehabilitation of mined land.",
        bullets: [
          "Environmental and social impact assessments (ESIA)",
          "HSE on mining sites",
          "Water, air and soil monitoring",
          "Closure plans and rehabilitation",
        ],
        to: "/mining",
        linkLabel: "Discover the mining environment line",
      },
    ],
    also: {
      title: "And also",
      intro: "Complementary expertise, called on as your projects require.",
      items: [
        {
          icon: "hardHat",
          title: "Construction and civil works",
          text: "Buildings, roads and small structures, site supervision and safety coordination, with our partner contractors.",
        },
        {
          icon: "leaf",
          title: "Environmental impact studies",
          text: "Impact assessments and notices for industrial, property and infrastructure projects, compliant with Guinea's Environmental Code.",
        },
        {
          icon: "globe",
          title: "Active in Africa and France",
          text: "Assignments across the region and in France, and recognised certifications through our partners.",
        },
      ],
    },
    cta: {
      title: "A need that spans several divisions?",
      text: "That is exactly our strength. Tell us about your project: a single project manager coordinates our teams for you.",
      label: "Contact & Quote",
      to: "/contact",
    },
  },
};
