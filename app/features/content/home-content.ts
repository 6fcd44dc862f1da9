import type { Lang } from "~/lib/language";
import type { Bilingual, Card, Testimonial } from "./types";

export interface HomeServiceCard extends Card {
  to: "/courses" | "/real-estate" | "/consulting";
}

/** The home page sections owned by the content area; the home loader returns homeContent(lang). */
export interface HomeContent {
  services: { title: string; intro: string; items: HomeServiceCard[] };
  features: { title: string; intro: string; items: Card[] };
  about: {
    eyebrow: string;
    title: string;
    paragraphs: string[];
    stats: { value: string; label: string }[];
    linkLabel: string;
  };
  testimonials: { title: string; intro: string; items: Testimonial[] };
}

const portraits = {
  mariama: "/images/testimonials/mariama-camara.svg",
  ibrahima: "/images/testimonials/ibrahima-sow.svg",
  aissatou: "/images/testimonials/aissatou-diallo.svg",
  jeanMarc: "/images/testimonials/jean-marc-lefevre.svg",
};

const content: Bilingual<HomeContent> = {
  fr: {
    services: {
      title: "Nos services",
      intro:
        "Formation, immobilier, conseil : un groupe, des expertises complémentaires au service de votre réussite.",
      items: [
        {
          icon: "shield",
          title: "Santé et sécurité au travail",
          text: "Prévention des risques, sauveteurs secouristes du travail, sécurité incendie et conduite défensive.",
          to: "/courses",
        },
        {
          icon: "clipboard",
          title: "QHSE et normes ISO",
          text: "Qualité, hygiène, sécurité, environnement : ISO 9001, 14001 et 45001, audits internes.",
          to: "/courses",
        },
        {
          icon: "megaphone",
          title: "Marketing et digital",
          text: "Stratégie digitale, réseaux sociaux, référencement et techniques de vente pour vos équipes.",
          to: "/courses",
        },
        {
          icon: "building",
          title: "Immobilier",
          text: "Vente, location et gestion locative de logements, bureaux et commerces en Guinée et à l'étranger.",
          to: "/real-estate",
        },
        {
          icon: "mapPin",
          title: "Investissement foncier",
          text: "Des terrains aux titres vérifiés et des projets immobiliers clés en main.",
          to: "/real-estate",
        },
        {
          icon: "briefcase",
          title: "Conseil et services",
          text: "Montage de projets, études de terrain, business plans, études de faisabilité et nettoyage professionnel.",
          to: "/consulting",
        },
      ],
    },
    features: {
      title: "Pourquoi nous choisir",
      intro: "Ce qui fait la différence pour nos clients, sur le terrain comme en salle.",
      items: [
        {
          icon: "award",
          title: "Formations certifiantes",
          text: "Des programmes conformes aux référentiels, et des doubles certifications avec notre partenaire en France.",
        },
        {
          icon: "users",
          title: "Formateurs experts",
          text: "Des professionnels en activité, issus de l'industrie, des mines, du BTP et du marketing.",
        },
        {
          icon: "monitor",
          title: "Présentiel ou distanciel",
          text: "Dans notre centre de Conakry, sur vos sites, ou en classe virtuelle.",
        },
        {
          icon: "globe",
          title: "Afrique et France",
          text: "Des interventions en Guinée, dans la sous-région et en France.",
        },
        {
          icon: "lock",
          title: "Paiement sécurisé",
          text: "Carte bancaire, virement, PayPal ou Orange Money, avec un reçu pour chaque paiement.",
        },
        {
          icon: "headset",
          title: "Assistant en ligne 24/7",
          text: "L'assistant et les formulaires en ligne à toute heure ; notre équipe vous répond sous 24 heures ouvrées, avant, pendant et après votre formation ou votre projet.",
        },
      ],
    },
    about: {
      eyebrow: "À propos",
      title: "Plus de 15 ans au service des entreprises",
      paragraphs: [
        "Né à Conakry d'un centre de formation en santé et sécurité au travail, notre groupe accompagne aujourd'hui les entreprises, les institutions et les particuliers dans la formation, l'immobilier, le conseil et l'environnement.",
        "Notre engagement : des professionnels mieux formés, des projets mieux préparés et un patrimoine bien géré, en Afrique comme en France.",
      ],
      stats: [
        { value: "98\u00a0%", label: "de clients satisfaits" },
        { value: "24/7", label: "assistant et formulaires en ligne" },
        { value: "500+", label: "entreprises accompagnées" },
        { value: "15+", label: "années d'expérience" },
      ],
      linkLabel: "Découvrir le groupe",
    },
    testimonials: {
      title: "Ils témoignent",
      intro: "Participants, clients et partenaires partagent leur expérience.",
      items: [
        {
          name: "Mariama Camara",
          role: "Responsable HSE",
          company: "Société minière de Boké",
          image: portraits.mariama,
          text: "La formation HSE sur sites miniers a transformé nos réunions sécurité. Nos superviseurs appliquent désormais les analyses de risques au poste, et les presqu'accidents sont enfin déclarés.",
          rating: 5,
        },
        {
          name: "Ibrahima Sow",
          role: "Directeur général",
          company: "Sow Logistique",
          image: portraits.ibrahima,
          text: "Nous avons formé tous nos chauffeurs à la conduite défensive. Moins de sinistres en un an, et une équipe fière de son professionnalisme. Un partenaire sérieux et disponible.",
          rating: 5,
        },
        {
          name: "Aïssatou Diallo",
          role: "Propriétaire bailleuse",
          company: "Cliente du pôle immobilier",
          image: portraits.aissatou,
          text: "Je vis à Paris et mes deux appartements de Kipé sont gérés par l'équipe immobilière. Loyers versés chaque mois, rapports clairs : je n'ai plus à m'inquiéter.",
          rating: 4,
        },
        {
          name: "Jean-Marc Lefèvre",
          role: "Chef de projet",
          company: "BTP Atlantique",
          image: portraits.jeanMarc,
          text: "La double certification en hygiène, santé et sécurité au travail a été un vrai plus pour nos ingénieurs guinéens et français. Une organisation impeccable à Conakry.",
          rating: 5,
        },
      ],
    },
  },
  en: {
    services: {
      title: "Our services",
      intro: "Training, real estate, consulting: one group, complementary expertise for your success.",
      items: [
        {
          icon: "shield",
          title: "Occupational health and safety",
          text: "Risk prevention, first aid at work, fire safety and defensive driving.",
          to: "/courses",
        },
        {
          icon: "clipboard",
          title: "QHSE and ISO standards",
          text: "Quality, hygiene, safety, environment: ISO 9001, 14001 and 45001, internal audits.",
          to: "/courses",
        },
        {
          icon: "megaphone",
          title: "Marketing and digital",
          text: "Digital strategy, social media, SEO and sales techniques for your teams.",
          to: "/courses",
        },
        {
          icon: "building",
          title: "Real estate",
          text: "Sale, rental and management of homes, offices and shops in Guinea and abroad.",
          to: "/real-estate",
        },
        {
          icon: "mapPin",
          title: "Land investment",
          text: "Land with verified titles and turnkey real-estate projects.",
          to: "/real-estate",
        },
        {
          icon: "briefcase",
          title: "Consulting and services",
          text: "Project setup, field studies, business plans, feasibility studies and professional cleaning.",
          to: "/consulting",
        },
      ],
    },
    features: {
      title: "Why choose us",
      intro: "What makes the difference for our clients, in the field and in the classroom.",
      items: [
        {
          icon: "award",
          title: "Certified courses",
          text: "Programmes aligned with recognised standards, and double certifications with our partner in France.",
        },
        {
          icon: "users",
          title: "Expert trainers",
          text: "Practising professionals from industry, mining, construction and marketing.",
        },
        {
          icon: "monitor",
          title: "Classroom or remote",
          text: "At our Conakry centre, on your sites, or in a virtual classroom.",
        },
        {
          icon: "globe",
          title: "Africa and France",
          text: "Assignments in Guinea, across the region and in France.",
        },
        {
          icon: "lock",
          title: "Secure payment",
          text: "Card, bank transfer, PayPal or Orange Money, with a receipt for every payment.",
        },
        {
          icon: "headset",
          title: "24/7 online assistant",
          text: "The assistant and online forms at any time; our team replies within one working day, before, during and after your course or project.",
        },
      ],
    },
    about: {
      eyebrow: "About us",
      title: "More than 15 years serving businesses",
      paragraphs: [
        "Born in Conakry from an occupational health and safety training centre, our group now supports companies, institutions and individuals in training, real estate, consulting and the environment.",
        "Our commitment: better-trained professionals, better-prepared projects and well-managed property, in Africa and in France.",
      ],
      stats: [
        { value: "98%", label: "client satisfaction" },
        { value: "24/7", label: "online assistant and forms" },
        { value: "500+", label: "companies supported" },
        { value: "15+", label: "years of experience" },
      ],
      linkLabel: "Discover the group",
    },
    testimonials: {
      title: "What they say",
      intro: "Participants, clients and partners share their experience.",
      items: [
        {
          name: "Mariama Camara",
          role: "HSE Manager",
          company: "Société minière de Boké",
          image: portraits.mariama,
          text: "The HSE course for mining sites transformed our safety meetings. Our supervisors now use job safety analyses, and near misses are finally reported.",
          rating: 5,
        },
        {
          name: "Ibrahima Sow",
          role: "Managing Director",
          company: "Sow Logistique",
          image: portraits.ibrahima,
          text: "We trained all our drivers in defensive driving. Fewer claims within a year, and a team proud of its professionalism. A serious and responsive partner.",
          rating: 5,
        },
        {
          name: "Aïssatou Diallo",
          role: "Landlord",
          company: "Real-estate client",
          image: portraits.aissatou,
          text: "I live in Paris and my two apartments in Kipé are managed by the real-estate team. Rent paid every month, clear reports: I no longer have to worry.",
          rating: 4,
        },
        {
          name: "Jean-Marc Lefèvre",
          role: "Project Manager",
          company: "BTP Atlantique",
          image: portraits.jeanMarc,
          text: "The double certification in occupational hygiene, health and safety was a real plus for our Guinean and French engineers. Flawless organisation in Conakry.",
          rating: 5,
        },
      ],
    },
  },
};

/** What the home loader returns for the content sections: one language only. */
export function homeContent(lang: Lang): HomeContent {
  return content[lang];
}
