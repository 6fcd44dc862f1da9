import type { Bilingual, Card, Cta, PageIntro } from "./types";

export interface MiningContent extends PageIntro {
  contactLabel: string;
  trainingLabel: string;
  areasTitle: string;
  areasIntro: string;
  areas: Card[];
  approachTitle: string;
  approach: { title: string; text: string }[];
  framework: { title: string; text: string; items: string[] };
  cta: Cta;
}

export const miningContent: Bilingual<MiningContent> = {
  fr: {
    seoTitle: "Environnement minier : études d'impact, HSE, surveillance et réhabilitation",
    seoDescription:
      "Études d'impact environnemental et social, HSE sur les sites miniers, surveillance environnementale et réhabilitation : notre ligne environnement minier accompagne les projets miniers en Guinée.",
    eyebrow: "Environnement minier",
    title: "Exploiter les ressources, protéger les personnes et les territoires",
    lead: "La Guinée est l'un des premiers producteurs mondiaux de bauxite et accueille de grands projets de fer et d'or. Notre ligne environnement minier aide les exploitants, leurs sous-traitants et les bureaux d'études à respecter les exigences environnementales, sociales et de sécurité, de l'exploration à la fermeture.",
    contactLabel: "Discuter de votre projet",
    trainingLabel: "Formation HSE en milieu minier",
    areasTitle: "Nos domaines d'intervention",
    areasIntro:
      "Une équipe pluridisciplinaire : environnementalistes, ingénieurs HSE, sociologues et techniciens de laboratoire.",
    areas: [
      {
        icon: "fileText",
        title: "Études d'impact environnemental et social",
        text: "Des EIES complètes pour obtenir et conserver votre permis, conformes au Code de l'environnement et au Code minier guinéens ainsi qu'aux normes de performance de la SFI.",
        bullets: [
          "État initial : faune, flore, eau, air, sols et milieu humain",
          "Consultations publiques des communautés riveraines",
          "Plan de gestion environnementale et sociale (PGES)",
          "Plans de réinstallation et de restauration des moyens de subsistance",
        ],
      },
      {
        icon: "hardHat",
        title: "HSE sur les sites miniers",
        text: "Des experts présents sur vos sites pour réduire les accidents et installer une culture de sécurité durable.",
        bullets: [
          "Évaluation des risques et plans de prévention",
          "Audits HSE des sous-traitants",
          "Coordinateurs HSE détachés sur site",
          "Formation des équipes, de l'opérateur au superviseur",
        ],
      },
      {
        icon: "water",
        title: "Surveillance environnementale",
        text: "Des campagnes de mesure régulières et des rapports exploitables, pour vous et pour l'administration.",
        bullets: [
          "Qualité des eaux de surface et souterraines",
          "Poussières, qualité de l'air, bruit et vibrations",
          "Suivi de la biodiversité et des sols",
          "Rapports de conformité périodiques",
        ],
      },
      {
        icon: "leaf",
        title: "Réhabilitation et fermeture",
        text: "Préparer l'après-mine dès le début de l'exploitation, et rendre des terres utiles aux communautés.",
        bullets: [
          "Plans de fermeture et de réhabilitation",
          "Stabilisation des sols et gestion des eaux",
          "Revégétalisation avec des espèces locales",
          "Suivi post-fermeture",
        ],
      },
    ],
    approachTitle: "Notre démarche",
    approach: [
      {
        title: "Cadrage",
        text: "Visite de site, revue documentaire et définition du périmètre avec vos équipes.",
      },
      {
        title: "Terrain",
        text: "Mesures, prélèvements, enquêtes et consultations, avec des protocoles documentés.",
      },
      {
        title: "Analyse",
        text: "Évaluation des impacts et des risques, mesures d'évitement, de réduction et de compensation.",
      },
      {
        title: "Suivi",
        text: "Accompagnement de la mise en œuvre, indicateurs et rapports à l'administration.",
      },
    ],
    framework: {
      title: "Un cadre exigeant, que nous connaissons bien",
      text: "Nos études et nos audits s'appuient sur les textes et référentiels applicables aux projets miniers en Guinée :",
      items: [
        "Code minier de la République de Guinée (2011, amendé en 2013)",
        "Code de l'environnement et procédures d'évaluation environnementale",
        "Normes de performance environnementale et sociale de la SFI (Société financière internationale)",
        "Normes ISO 14001 (environnement) et ISO 45001 (santé et sécurité au travail)",
      ],
    },
    cta: {
      title: "Un projet minier à accompagner ?",
      text: "Exploration, construction, exploitation ou fermeture : parlons de vos obligations et de vos priorités.",
      label: "Nous contacter",
      to: "/contact?service=consulting",
    },
  },
  en: {
    seoTitle: "Mining environment: impact assessments, HSE, monitoring and rehabilitation",
    seoDescription:
      "Environmental and social impact assessments, HSE on mining sites, environmental monitoring and rehabilitation: our mining environment line supports mining projects in Guinea.",
    eyebrow: "Mining environment",
    title: "Developing resources while protecting people and land",
    lead: "Guinea is one of the world's leading bauxite producers and hosts major iron-ore and gold projects. Our mining environment line helps operators, their contractors and engineering firms meet environmental, social and safety requirements, from exploration to closure.",
    contactLabel: "Discuss your project",
    trainingLabel: "HSE training for mining",
    areasTitle: "What we do",
    areasIntro:
      "A multidisciplinary team: environmental specialists, HSE engineers, sociologists and laboratory technicians.",
    areas: [
      {
        icon: "fileText",
        title: "Environmental and social impact assessments",
        text: "Complete ESIAs to obtain and keep your permit, compliant with Guinea's Environmental Code and Mining Code and with the IFC Performance Standards.",
        bullets: [
          "Baseline: fauna, flora, water, air, soils and communities",
          "Public consultations with neighbouring communities",
          "Environmental and social management plan (ESMP)",
          "Resettlement and livelihood restoration plans",
        ],
      },
      {
        icon: "hardHat",
        title: "HSE on mining sites",
        text: "Experts on your sites to reduce accidents and build a lasting safety culture.",
        bullets: [
          "Risk assessment and prevention plans",
          "HSE audits of contractors",
          "HSE coordinators seconded on site",
          "Team training, from operator to supervisor",
        ],
      },
      {
        icon: "water",
        title: "Environmental monitoring",
        text: "Regular measurement campaigns and usable reports, for you and for the authorities.",
        bullets: [
          "Surface and groundwater quality",
          "Dust, air quality, noise and vibration",
          "Biodiversity and soil monitoring",
          "Periodic compliance reports",
        ],
      },
      {
        icon: "leaf",
        title: "Rehabilitation and closure",
        text: "Plan for after the mine from the start of operations, and return useful land to communities.",
        bullets: [
          "Closure and rehabilitation plans",
          "Soil stabilisation and water management",
          "Revegetation with local species",
          "Post-closure monitoring",
        ],
      },
    ],
    approachTitle: "Our approach",
    approach: [
      { title: "Scoping", text: "Site visit, document review and definition of the scope with your teams." },
      {
        title: "Fieldwork",
        text: "Measurements, sampling, surveys and consultations, following documented protocols.",
      },
      { title: "Analysis", text: "Impact and risk assessment; avoidance, mitigation and offset measures." },
      {
        title: "Follow-up",
        text: "Support with implementation, indicators and reporting to the authorities.",
      },
    ],
    framework: {
      title: "A demanding framework we know well",
      text: "Our studies and audits rely on the laws and standards that apply to mining projects in Guinea:",
      items: [
        "Mining Code of the Republic of Guinea (2011, amended in 2013)",
        "Environmental Code and environmental assessment procedures",
        "IFC (International Finance Corporation) Environmental and Social Performance Standards",
        "ISO 14001 (environment) and ISO 45001 (occupational health and safety)",
      ],
    },
    cta: {
      title: "A mining project to support?",
      text: "Exploration, construction, operation or closure: let's talk about your obligations and priorities.",
      label: "Contact us",
      to: "/contact?service=consulting",
    },
  },
};
