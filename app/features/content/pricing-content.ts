import type { ConsultingServiceId } from "./consulting-rates";
import type { Bilingual, Cta, PageIntro } from "./types";

export interface CoursePriceRow {
  id: number;
  title: string;
  /** Formatted for the language; null when the course has no price (on quotation). */
  price: string | null;
}

export interface ConsultingPriceRow {
  id: ConsultingServiceId;
  price: string | null;
  quoteTo: string;
}

export interface PricingContent extends PageIntro {
  training: {
    title: string;
    intro: string;
    caption: string;
    course: string;
    price: string;
    onQuote: string;
    empty: string;
  };
  consulting: {
    title: string;
    intro: string;
    caption: string;
    service: string;
    price: string;
    names: Record<ConsultingServiceId, string>;
  };
  realEstate: { title: string; items: { label: string; value: string }[] };
  notes: { title: string; items: string[]; paymentLink: string };
  cta: Cta;
}

export const pricingContent: Bilingual<PricingContent> = {
  fr: {
    seoTitle: "Tarifs des formations et du conseil",
    seoDescription:
      "Prix de toutes nos formations par participant, tarifs indicatifs du conseil en francs guinéens (dès 500 000 GNF) et honoraires immobiliers.",
    eyebrow: "Tarifs",
    title: "Des prix clairs, annoncés à l'avance",
    lead: "Les prix des formations sont indiqués par participant. Pour le conseil, nous annonçons un prix de départ ; votre devis gratuit précise le prix ferme.",
    training: {
      title: "Formations",
      intro:
        "Prix de référence par participant. Le prix d'une session peut différer ; il est alors indiqué sur la session.",
      caption: "Prix des formations par participant",
      course: "Formation",
      price: "Prix par participant",
      onQuote: "Sur devis",
      empty: "Le catalogue est en cours de mise à jour : contactez-nous pour connaître nos tarifs.",
    },
    consulting: {
      title: "Conseil & Services",
      intro: "Prix de départ indicatifs, hors frais de déplacement hors de Conakry.",
      caption: "Tarifs indicatifs du conseil",
      service: "Service",
      price: "À partir de",
      names: {
        "project-setup": "Montage de projets",
        "field-studies": "Études de terrain",
        "business-plan": "Business plan",
        feasibility: "Études de faisabilité",
        cleaning: "Services de nettoyage",
      },
    },
    realEstate: {
      title: "Immobilier",
      items: [
        { label: "Estimation d'un bien", value: "Gratuite" },
        { label: "Vente", value: "Honoraires de 3 % à 5 % du prix de vente, à la charge du vendeur" },
        { label: "Location", value: "Un mois de loyer, à la signature du bail" },
        { label: "Gestion locative", value: "8 % des loyers encaissés" },
      ],
    },
    notes: {
      title: "Bon à savoir",
      items: [
        "Formations intra-entreprise : devis sur mesure selon le nombre de participants et le lieu.",
        "Les prix comprennent la formation, les supports et l'attestation ; transport, hébergement et repas en sus sauf mention contraire.",
        "Les entreprises peuvent régler sur facture à 30 jours ; les particuliers en France bénéficient d'un délai de rétractation de 10 jours avant tout paiement.",
      ],
      paymentLink: "Voir les moyens de paiement",
    },
    cta: {
      title: "Besoin d'un devis ?",
      text: "Décrivez votre besoin : nous vous envoyons un devis gratuit sous 48 heures.",
      label: "Demander un devis",
      to: "/contact",
    },
  },
  en: {
    seoTitle: "Course and consulting prices",
    seoDescription:
      "Prices of all our courses per participant, indicative consulting rates in Guinean francs (from GNF 500,000) and real-estate fees.",
    eyebrow: "Pricing",
    title: "Clear prices, announced in advance",
    lead: "Course prices are per participant. For consulting we announce a starting price; your free quotation gives the fixed price.",
    training: {
      title: "Courses",
      intro:
        "Reference price per participant. A session's price may differ; it is then shown on the session.",
      caption: "Course prices per participant",
      course: "Course",
      price: "Price per participant",
      onQuote: "On quotation",
      empty: "The catalogue is being updated: contact us for our prices.",
    },
    consulting: {
      title: "Consulting & Services",
      intro: "Indicative starting prices, excluding travel costs outside Conakry.",
      caption: "Indicative consulting rates",
      service: "Service",
      price: "From",
      names: {
        "project-setup": "Project setup",
        "field-studies": "Field studies",
        "business-plan": "Business plan",
        feasibility: "Feasibility studies",
        cleaning: "Cleaning services",
      },
    },
    realEstate: {
      title: "Real estate",
      items: [
        { label: "Property valuation", value: "Free" },
        { label: "Sale", value: "Fees of 3% to 5% of the sale price, paid by the seller" },
        { label: "Rental", value: "One month's rent, on signing the lease" },
        { label: "Property management", value: "8% of rent collected" },
      ],
    },
    notes: {
      title: "Good to know",
      items: [
        "In-company courses: tailored quotation depending on the number of participants and the venue.",
        "Prices include the training, materials and certificate; travel, accommodation and meals are extra unless stated otherwise.",
        "Companies may pay on invoice within 30 days; individuals in France have a 10-day withdrawal period before any payment.",
      ],
      paymentLink: "See the payment methods",
    },
    cta: {
      title: "Need a quotation?",
      text: "Tell us what you need: we send a free quotation within 48 hours.",
      label: "Request a quotation",
      to: "/contact",
    },
  },
};
