import type { Bilingual, Card, Cta, PageIntro } from "./types";

export interface Partner {
  name: string;
  logo: string;
  country: string;
  domain: string;
  text: string;
}

export interface PartnersContent extends PageIntro {
  partnersTitle: string;
  partners: Partner[];
  benefitsTitle: string;
  benefits: Card[];
  become: Cta & { items: string[] };
}

/*
 * The three partners are illustrative (PLACEHOLDER names and logos drawn for this site):
 * replace them with the group's real partners, with their written consent to show their logo.
 */
export const partnersContent: Bilingual<PartnersContent> = {
  fr: {
    seoTitle: "Nos partenaires en France et en Afrique",
    seoDescription:
      "Organisme de formation en France, ingénierie et BTP, environnement : nos partenaires nous permettent d'offrir des doubles certifications et des projets menés de bout en bout.",
    eyebrow: "Partenaires",
    title: "Des partenaires de confiance, des deux côtés de la Méditerranée",
    lead: "Nous travaillons avec des organisations reconnues dans leur domaine pour offrir à nos clients des certifications internationales, des projets de construction maîtrisés et une expertise environnementale pointue.",
    partnersTitle: "Ils travaillent avec nous",
    partners: [
      {
        name: "Prévention Santé Travail Formation",
        logo: "/images/partners/pst-formation.svg",
        country: "Lyon, France",
        domain: "Formation en santé et sécurité au travail",
        text: "Organisme de formation français avec lequel nous délivrons des doubles certifications en hygiène, santé et sécurité au travail, reconnues en Guinée et en France.",
      },
      {
        name: "Bâtir Guinée Ingénierie",
        logo: "/images/partners/batir-guinee.svg",
        country: "Conakry, Guinée",
        domain: "Construction et génie civil",
        text: "Bureau d'études et entreprise de construction qui réalise avec nous les projets immobiliers et les ouvrages de génie civil de nos clients.",
      },
      {
        name: "Terra Verde Environnement",
        logo: "/images/partners/terra-verde.svg",
        country: "Dakar, Sénégal",
        domain: "Environnement et laboratoire",
        text: "Cabinet spécialisé en environnement et laboratoire d'analyses, partenaire de nos études d'impact et de nos campagnes de surveillance sur les sites miniers.",
      },
    ],
    benefitsTitle: "Ce que nos partenariats apportent à nos clients",
    benefits: [
      {
        icon: "award",
        title: "Doubles certifications",
        text: "Des attestations délivrées conjointement avec un organisme français, valorisées à l'international.",
      },
      {
        icon: "users",
        title: "Des équipes élargies",
        text: "Des experts mobilisés rapidement pour les grands projets, sans multiplier les interlocuteurs.",
      },
      {
        icon: "shield",
        title: "Une qualité contrôlée",
        text: "Des partenaires sélectionnés et évalués chaque année selon nos exigences de sécurité et de qualité.",
      },
    ],
    become: {
      title: "Devenir partenaire",
      text: "Organisme de formation, entreprise, cabinet d'études ou institution : développons ensemble des projets utiles en Afrique et en France.",
      items: [
        "Co-construction de formations et de certifications",
        "Sous-traitance et cotraitance sur des projets",
        "Accueil de stagiaires et mobilité des formateurs",
      ],
      label: "Proposer un partenariat",
      to: "/contact?service=general",
    },
  },
  en: {
    seoTitle: "Our partners in France and Africa",
    seoDescription:
      "A training provider in France, engineering and construction, environment: our partners let us offer double certifications and projects delivered end to end.",
    eyebrow: "Partners",
    title: "Trusted partners on both sides of the Mediterranean",
    lead: "We work with organisations recognised in their field to offer our clients international certifications, well-managed construction projects and specialist environmental expertise.",
    partnersTitle: "They work with us",
    partners: [
      {
        name: "Prévention Santé Travail Formation",
        logo: "/images/partners/pst-formation.svg",
        country: "Lyon, France",
        domain: "Occupational health and safety training",
        text: "A French training provider with whom we award double certifications in occupational hygiene, health and safety, recognised in Guinea and in France.",
      },
      {
        name: "Bâtir Guinée Ingénierie",
        logo: "/images/partners/batir-guinee.svg",
        country: "Conakry, Guinea",
        domain: "Construction and civil engineering",
        text: "An engineering and construction firm that delivers our clients' real-estate projects and civil works with us.",
      },
      {
        name: "Terra Verde Environnement",
        logo: "/images/partners/terra-verde.svg",
        country: "Dakar, Senegal",
        domain: "Environment and laboratory",
        text: "An environmental consultancy and testing laboratory, our partner for impact assessments and monitoring campaigns on mining sites.",
      },
    ],
    benefitsTitle: "What our partnerships bring our clients",
    benefits: [
      {
        icon: "award",
        title: "Double certifications",
        text: "Certificates awarded jointly with a French provider, valued internationally.",
      },
      {
        icon: "users",
        title: "Larger teams",
        text: "Experts brought in quickly for large projects, without multiplying contacts.",
      },
      {
        icon: "shield",
        title: "Controlled quality",
        text: "Partners selected and assessed every year against our safety and quality requirements.",
      },
    ],
    become: {
      title: "Become a partner",
      text: "Training provider, company, consultancy or institution: let's develop useful projects together in Africa and France.",
      items: [
        "Co-designed courses and certifications",
        "Subcontracting and joint contracting on projects",
        "Hosting trainees and trainer mobility",
      ],
      label: "Propose a partnership",
      to: "/contact?service=general",
    },
  },
};
