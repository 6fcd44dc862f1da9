import type { ConsultingServiceId } from "./consulting-rates";
import type { Bilingual, Card, Cta, PageIntro } from "./types";

export interface ConsultingService extends Card {
  id: ConsultingServiceId;
  bullets: string[];
}

export interface ConsultingTestimonial {
  quote: string;
  name: string;
  role: string;
}

export interface ConsultingContent extends PageIntro {
  brochureLabel: string;
  brochureHint: string;
  consultationLabel: string;
  servicesTitle: string;
  servicesIntro: string;
  services: ConsultingService[];
  pricesNote: string;
  processTitle: string;
  process: { title: string; text: string }[];
  testimonialsTitle: string;
  testimonials: ConsultingTestimonial[];
  cta: Cta;
}

export const brochureHref = "/documents/brochure-conseil.pdf";

export const consultingContent: Bilingual<ConsultingContent> = {
  fr: {
    seoTitle: "Conseil et services aux entreprises : business plan, études, nettoyage",
    seoDescription:
      "Montage de projets dès 500 000 GNF, études de terrain, business plans, études de faisabilité et nettoyage professionnel : un accompagnement concret pour les entreprises en Guinée.",
    eyebrow: "Conseil & Services",
    title: "Des projets bien préparés, des entreprises qui avancent",
    lead: "Entrepreneurs, PME, ONG et investisseurs : nos consultants vous aident à transformer une idée en projet finançable, à décider sur la base de données fiables et à garder des locaux impeccables.",
    brochureLabel: "Télécharger la brochure",
    brochureHint: "PDF, 2 pages",
    consultationLabel: "Consultation gratuite",
    servicesTitle: "Nos services et tarifs indicatifs",
    servicesIntro:
      "Des prestations claires, avec un prix de départ annoncé. Le devis définitif dépend de l'ampleur de votre projet.",
    services: [
      {
        id: "project-setup",
        icon: "briefcase",
        title: "Montage de projets",
        text: "Nous structurons votre projet de A à Z pour le rendre solide, lisible et finançable.",
        bullets: [
          "Diagnostic de l'idée et du porteur de projet",
          "Choix de la forme juridique et formalités de création",
          "Plan de financement et recherche de partenaires",
          "Dossier de présentation pour banques et bailleurs",
        ],
      },
      {
        id: "field-studies",
        icon: "search",
        title: "Études de terrain",
        text: "Des données collectées sur le terrain, par des enquêteurs formés, pour connaître votre marché réel.",
        bullets: [
          "Enquêtes auprès des ménages, clients et fournisseurs",
          "Analyse de la concurrence et des prix",
          "Collecte numérique géolocalisée",
          "Rapport d'analyse et recommandations",
        ],
      },
      {
        id: "business-plan",
        icon: "chart",
        title: "Business plan",
        text: "Un business plan complet et chiffré, construit avec vous et défendable devant un financeur.",
        bullets: [
          "Étude de marché et stratégie commerciale",
          "Prévisions financières sur 3 à 5 ans",
          "Analyse de la rentabilité et du besoin de financement",
          "Présentation synthétique pour investisseurs",
        ],
      },
      {
        id: "feasibility",
        icon: "clipboard",
        title: "Études de faisabilité",
        text: "Avant d'investir, vérifiez que votre projet tient la route sur les plans technique, financier et réglementaire.",
        bullets: [
          "Faisabilité technique et choix des équipements",
          "Faisabilité financière et analyse de sensibilité",
          "Cadre réglementaire et autorisations",
          "Risques environnementaux et sociaux",
        ],
      },
      {
        id: "cleaning",
        icon: "sparkles",
        title: "Services de nettoyage",
        text: "Des équipes formées à l'hygiène et à la sécurité pour l'entretien de vos locaux, ponctuel ou régulier.",
        bullets: [
          "Entretien quotidien de bureaux et commerces",
          "Nettoyage de fin de chantier",
          "Vitrerie et nettoyage en profondeur",
          "Produits et matériel professionnels fournis",
        ],
      },
    ],
    pricesNote: "Tarifs indicatifs hors frais de déplacement hors de Conakry. Devis gratuit sous 48 heures.",
    processTitle: "Notre méthode en quatre étapes",
    process: [
      {
        title: "Consultation initiale",
        text: "Un entretien gratuit pour comprendre votre besoin, votre calendrier et votre budget.",
      },
      {
        title: "Proposition détaillée",
        text: "Une offre écrite : méthodologie, livrables, équipe, délais et prix ferme.",
      },
      {
        title: "Exécution",
        text: "Nos consultants réalisent la mission et vous tiennent informé à chaque étape clé.",
      },
      {
        title: "Livraison",
        text: "Remise et présentation des livrables, puis un suivi après la mission pour les mettre en œuvre.",
      },
    ],
    testimonialsTitle: "Ils nous ont fait confiance",
    testimonials: [
      {
        quote:
          "Le business plan préparé avec l'équipe nous a permis d'obtenir le prêt bancaire pour notre deuxième unité de transformation. Un travail sérieux, chiffré et bien présenté.",
        name: "Kadiatou Barry",
        role: "Gérante d'une unité de transformation agroalimentaire, Kindia",
      },
      {
        quote:
          "L'étude de terrain sur la distribution à Conakry a changé notre stratégie : des données fiables, collectées en trois semaines, et des recommandations directement applicables.",
        name: "Olivier Martin",
        role: "Directeur commercial d'une société de distribution",
      },
    ],
    cta: {
      title: "Parlons de votre projet",
      text: "La première consultation est gratuite et sans engagement. Nous vous répondons sous 24 heures ouvrées.",
      label: "Demander une consultation gratuite",
      to: "/contact?service=consulting",
    },
  },
  en: {
    seoTitle: "Business consulting and services: business plans, studies, cleaning",
    seoDescription:
      "Project setup from GNF 500,000, field studies, business plans, feasibility studies and professional cleaning: practical support for companies and project owners in Guinea.",
    eyebrow: "Consulting & Services",
    title: "Well-prepared projects, businesses that move forward",
    lead: "Entrepreneurs, SMEs, NGOs and investors: our consultants help you turn an idea into a fundable project, decide on the basis of reliable data and keep your premises spotless.",
    brochureLabel: "Download the brochure",
    brochureHint: "PDF, 2 pages",
    consultationLabel: "Free consultation",
    servicesTitle: "Our services and indicative prices",
    servicesIntro:
      "Clear services with an announced starting price. The final quotation depends on the scope of your project.",
    services: [
      {
        id: "project-setup",
        icon: "briefcase",
        title: "Project setup",
        text: "We structure your project from start to finish to make it sound, clear and fundable.",
        bullets: [
          "Assessment of the idea and the project owner",
          "Choice of legal structure and registration formalities",
          "Financing plan and search for partners",
          "Presentation file for banks and funders",
        ],
      },
      {
        id: "field-studies",
        icon: "search",
        title: "Field studies",
        text: "Data collected in the field by trained surveyors, so you know your real market.",
        bullets: [
          "Surveys of households, customers and suppliers",
          "Competition and price analysis",
          "Geolocated digital data collection",
          "Analysis report and recommendations",
        ],
      },
      {
        id: "business-plan",
        icon: "chart",
        title: "Business plan",
        text: "A complete business plan with figures, built with you and ready to present to a funder.",
        bullets: [
          "Market study and sales strategy",
          "Three- to five-year financial forecasts",
          "Profitability and funding-need analysis",
          "Short presentation for investors",
        ],
      },
      {
        id: "feasibility",
        icon: "clipboard",
        title: "Feasibility studies",
        text: "Before investing, check that your project holds up technically, financially and legally.",
        bullets: [
          "Technical feasibility and choice of equipment",
          "Financial feasibility and sensitivity analysis",
          "Regulatory framework and permits",
          "Environmental and social risks",
        ],
      },
      {
        id: "cleaning",
        icon: "sparkles",
        title: "Cleaning services",
        text: "Teams trained in hygiene and safety to clean your premises, one-off or on a regular basis.",
        bullets: [
          "Daily cleaning of offices and shops",
          "End-of-construction cleaning",
          "Window cleaning and deep cleaning",
          "Professional products and equipment supplied",
        ],
      },
    ],
    pricesNote: "Indicative prices, excluding travel costs outside Conakry. Free quotation within 48 hours.",
    processTitle: "Our four-step method",
    process: [
      {
        title: "Initial consultation",
        text: "A free meeting to understand your need, your schedule and your budget.",
      },
      {
        title: "Detailed proposal",
        text: "A written offer: methodology, deliverables, team, timeline and fixed price.",
      },
      {
        title: "Execution",
        text: "Our consultants carry out the assignment and keep you informed at every key stage.",
      },
      {
        title: "Delivery",
        text: "Deliverables handed over and presented, then follow-up after the assignment to put them into practice.",
      },
    ],
    testimonialsTitle: "They trusted us",
    testimonials: [
      {
        quote:
          "The business plan we prepared with the team got us the bank loan for our second processing unit. Serious, well-costed and well-presented work.",
        name: "Kadiatou Barry",
        role: "Manager of a food-processing unit, Kindia",
      },
      {
        quote:
          "The field study on distribution in Conakry changed our strategy: reliable data collected in three weeks, and recommendations we could apply straight away.",
        name: "Olivier Martin",
        role: "Sales director of a distribution company",
      },
    ],
    cta: {
      title: "Let's talk about your project",
      text: "The first consultation is free and without obligation. We reply within one working day.",
      label: "Request a free consultation",
      to: "/contact?service=consulting",
    },
  },
};
