import type { Bilingual, Card, Cta, PageIntro } from "./types";

export type ProjectStatus = "in-progress" | "delivered" | "available";

export interface RealEstateProject {
  name: string;
  type: string;
  location: string;
  status: ProjectStatus;
  text: string;
  image: string;
  imageAlt: string;
}

export interface RealEstateContent extends PageIntro {
  servicesTitle: string;
  servicesIntro: string;
  services: Card[];
  projectsTitle: string;
  projectsIntro: string;
  projects: RealEstateProject[];
  why: { title: string; items: Card[] };
  cta: Cta;
}

export const realEstateContent: Bilingual<RealEstateContent> = {
  fr: {
    seoTitle: "Immobilier à Conakry : vente, location, gestion et investissement foncier",
    seoDescription:
      "Achetez, vendez, louez ou investissez en toute sécurité en Guinée et à l'étranger : vente et location, gestion locative, investissement foncier et projets immobiliers clés en main.",
    eyebrow: "Immobilier",
    title: "Votre patrimoine entre de bonnes mains, en Guinée et à l'étranger",
    lead: "Logements, bureaux, terrains : nous sélectionnons, vérifions et gérons les biens comme s'ils étaient les nôtres. Particuliers, diaspora et entreprises trouvent chez nous un accompagnement complet, de la recherche à la remise des clés.",
    servicesTitle: "Nos services immobiliers",
    servicesIntro: "Quatre métiers complémentaires pour répondre à chaque étape de votre projet.",
    services: [
      {
        icon: "key",
        title: "Vente et location",
        text: "Appartements, villas, bureaux et locaux commerciaux à Conakry et dans les grandes villes de Guinée.",
        bullets: [
          "Estimation gratuite de votre bien",
          "Visites organisées et dossiers locataires vérifiés",
          "Rédaction des contrats et états des lieux",
          "Accompagnement jusqu'à la signature chez le notaire",
        ],
      },
      {
        icon: "clipboard",
        title: "Gestion locative",
        text: "Confiez-nous votre bien : nous nous occupons de tout et vous rendons compte chaque mois, où que vous viviez.",
        bullets: [
          "Recherche et sélection des locataires",
          "Encaissement des loyers et reversement mensuel",
          "Entretien, réparations et suivi des travaux",
          "Rapport de gestion mensuel détaillé",
        ],
      },
      {
        icon: "mapPin",
        title: "Investissement foncier",
        text: "Acquérir un terrain en toute sécurité, en Guinée ou à l'étranger, grâce à une vérification rigoureuse des titres.",
        bullets: [
          "Recherche de terrains selon votre budget",
          "Vérification des titres fonciers et du cadastre",
          "Bornage et plans topographiques",
          "Conseil fiscal et juridique avec nos partenaires",
        ],
      },
      {
        icon: "building",
        title: "Projets immobiliers",
        text: "De la conception à la livraison, nous réalisons des projets résidentiels et tertiaires clés en main.",
        bullets: [
          "Étude de faisabilité et montage financier",
          "Conception avec des architectes partenaires",
          "Suivi de chantier et contrôle qualité",
          "Commercialisation et remise des clés",
        ],
      },
    ],
    projectsTitle: "Nos projets",
    projectsIntro: "Quelques réalisations et opérations en cours.",
    projects: [
      {
        name: "Résidence Les Palmiers",
        type: "Résidentiel — 24 appartements",
        location: "Kipé, Ratoma, Conakry",
        status: "in-progress",
        text: "Immeuble de quatre étages, appartements de deux à quatre pièces avec parking, groupe électrogène et réserve d'eau. Livraison prévue au second semestre 2027.",
        image: "/images/content/project-residence.svg",
        imageAlt: "Illustration d'un immeuble résidentiel de quatre étages entouré de palmiers",
      },
      {
        name: "Kaloum Business Center",
        type: "Bureaux — 1 800 m²",
        location: "Kaloum, Conakry",
        status: "delivered",
        text: "Plateaux de bureaux modulables au cœur du quartier des affaires, entièrement loués à des entreprises et organisations internationales depuis la livraison.",
        image: "/images/content/project-offices.svg",
        imageAlt: "Illustration d'un immeuble de bureaux vitré",
      },
      {
        name: "Domaine de Dubréka",
        type: "Terrains viabilisés — 40 parcelles",
        location: "Dubréka, à 45 km de Conakry",
        status: "available",
        text: "Parcelles de 500 à 1 000 m² avec titre foncier, voirie, électricité et eau, à proximité de la route nationale. Paiement échelonné possible.",
        image: "/images/content/project-land.svg",
        imageAlt: "Illustration de parcelles bornées au pied des collines",
      },
    ],
    why: {
      title: "Pourquoi nous confier votre projet",
      items: [
        {
          icon: "shield",
          title: "Titres vérifiés",
          text: "Chaque bien et chaque terrain fait l'objet d'une vérification juridique avant d'être proposé.",
        },
        {
          icon: "globe",
          title: "Au service de la diaspora",
          text: "Achetez, faites construire et louez depuis l'étranger, avec des comptes rendus photo et vidéo.",
        },
        {
          icon: "chart",
          title: "Gestion transparente",
          text: "Un interlocuteur unique, des rapports mensuels et des comptes consultables à tout moment.",
        },
      ],
    },
    cta: {
      title: "Un bien à vendre, à louer ou à acheter ?",
      text: "Un conseiller immobilier vous rappelle sous 24 heures ouvrées pour une estimation ou une première visite.",
      label: "Parler à un conseiller",
      to: "/contact?service=real-estate",
    },
  },
  en: {
    seoTitle: "Real estate in Conakry: sale, rental, management and land investment",
    seoDescription:
      "Buy, sell, rent or invest safely in Guinea and abroad: sale and rental, property management, land investment and turnkey real-estate projects.",
    eyebrow: "Real estate",
    title: "Your property in good hands, in Guinea and abroad",
    lead: "Homes, offices, land: we select, check and manage properties as if they were our own. Individuals, the diaspora and companies find complete support with us, from the search to the handover of the keys.",
    servicesTitle: "Our real-estate services",
    servicesIntro: "Four complementary activities to cover every stage of your project.",
    services: [
      {
        icon: "key",
        title: "Sale and rental",
        text: "Apartments, villas, offices and retail premises in Conakry and Guinea's main cities.",
        bullets: [
          "Free valuation of your property",
          "Organised viewings and vetted tenant files",
          "Contracts and inventories drafted for you",
          "Support until signature at the notary's",
        ],
      },
      {
        icon: "clipboard",
        title: "Property management",
        text: "Hand your property over to us: we take care of everything and report to you every month, wherever you live.",
        bullets: [
          "Tenant search and selection",
          "Rent collection and monthly transfer",
          "Maintenance, repairs and works supervision",
          "Detailed monthly management report",
        ],
      },
      {
        icon: "mapPin",
        title: "Land investment",
        text: "Acquire land safely, in Guinea or abroad, thanks to rigorous title checks.",
        bullets: [
          "Land search to match your budget",
          "Title deed and land registry checks",
          "Boundary marking and topographic surveys",
          "Tax and legal advice with our partners",
        ],
      },
      {
        icon: "building",
        title: "Real-estate projects",
        text: "From design to delivery, we carry out turnkey residential and commercial projects.",
        bullets: [
          "Feasibility study and financing plan",
          "Design with partner architects",
          "Site supervision and quality control",
          "Marketing and handover of the keys",
        ],
      },
    ],
    projectsTitle: "Our projects",
    projectsIntro: "A selection of completed and ongoing operations.",
    projects: [
      {
        name: "Les Palmiers Residence",
        type: "Residential — 24 apartments",
        location: "Kipé, Ratoma, Conakry",
        status: "in-progress",
        text: "A four-storey building with two- to four-room apartments, parking, a standby generator and water storage. Delivery planned for the second half of 2027.",
        image: "/images/content/project-residence.svg",
        imageAlt: "Illustration of a four-storey residential building surrounded by palm trees",
      },
      {
        name: "Kaloum Business Center",
        type: "Offices — 1,800 m²",
        location: "Kaloum, Conakry",
        status: "delivered",
        text: "Flexible office floors in the heart of the business district, fully let to companies and international organisations since delivery.",
        image: "/images/content/project-offices.svg",
        imageAlt: "Illustration of a glass-fronted office building",
      },
      {
        name: "Dubréka Estate",
        type: "Serviced plots — 40 plots",
        location: "Dubréka, 45 km from Conakry",
        status: "available",
        text: "Plots of 500 to 1,000 m² with title deeds, roads, electricity and water, close to the national road. Payment in instalments possible.",
        image: "/images/content/project-land.svg",
        imageAlt: "Illustration of marked plots at the foot of the hills",
      },
    ],
    why: {
      title: "Why entrust your project to us",
      items: [
        {
          icon: "shield",
          title: "Verified titles",
          text: "Every property and plot is legally checked before we offer it.",
        },
        {
          icon: "globe",
          title: "Serving the diaspora",
          text: "Buy, build and let from abroad, with photo and video progress reports.",
        },
        {
          icon: "chart",
          title: "Transparent management",
          text: "One point of contact, monthly reports and accounts you can check at any time.",
        },
      ],
    },
    cta: {
      title: "A property to sell, let or buy?",
      text: "A property adviser calls you back within one working day for a valuation or a first viewing.",
      label: "Talk to an adviser",
      to: "/contact?service=real-estate",
    },
  },
};
