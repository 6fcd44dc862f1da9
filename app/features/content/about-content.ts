import { siteConfig } from "~/lib/site-config";
import type { Bilingual, Card, Cta, PageIntro } from "./types";

/** The bank details staff may change in /admin/settings, each a fact of the bank-transfer method. */
export type BankFactKey = keyof typeof siteConfig.payment.bankTransfer;

export interface PaymentFact {
  /** Which bank detail the fact shows, so that the settings' value replaces it whatever its place. */
  id?: BankFactKey;
  label: string;
  value: string;
}

export interface PaymentMethod {
  id: "card" | "bank-transfer" | "paypal" | "orange-money";
  title: string;
  text: string;
  facts?: PaymentFact[];
  note?: string;
}

export interface AboutContent extends PageIntro {
  history: { title: string; paragraphs: string[]; milestones: { year: string; text: string }[] };
  mission: Card;
  vision: Card;
  values: { title: string; intro: string; items: Card[] };
  payment: {
    title: string;
    intro: string;
    methods: PaymentMethod[];
    footnote: string;
    /** The product's demo payment (49.99 €, 'Formation test'), through the real payment pipeline. */
    demo: { title: string; text: string; button: string };
  };
  cta: Cta;
}

const bank = siteConfig.payment.bankTransfer;

/** The page with the bank details staff set (/admin/settings) instead of the defaults, by key. */
export function withBankDetails(page: AboutContent, details: Record<BankFactKey, string>): AboutContent {
  const methods = page.payment.methods.map((method) =>
    method.id === "bank-transfer" && method.facts
      ? {
          ...method,
          facts: method.facts.map((fact) => (fact.id ? { ...fact, value: details[fact.id] } : fact)),
        }
      : method,
  );
  return { ...page, payment: { ...page.payment, methods } };
}

export const aboutContent: Bilingual<AboutContent> = {
  fr: {
    seoTitle: "À propos du groupe : histoire, mission et valeurs",
    seoDescription:
      "Depuis plus de 15 ans, notre groupe basé à Conakry forme, conseille et accompagne entreprises et particuliers en Afrique et en France. Histoire, mission, vision, valeurs et moyens de paiement.",
    eyebrow: "À propos",
    title: "Un groupe guinéen au service des compétences, des projets et du patrimoine",
    lead: `${siteConfig.name} réunit sous un même toit la formation professionnelle, l'immobilier, le conseil aux entreprises et l'environnement. Une seule équipe, des experts de terrain, et une exigence : des résultats mesurables pour nos clients, en Afrique comme en France.`,
    history: {
      title: "Notre histoire",
      paragraphs: [
        "Tout commence à Conakry, il y a plus de quinze ans, avec un petit centre de formation en santé et sécurité au travail. Les chantiers, les sites miniers et les entreprises industrielles de Guinée manquaient alors de formateurs qualifiés capables d'enseigner la prévention en français, sur le terrain et au plus près des réalités locales.",
        "La confiance de nos premiers clients nous a conduits à élargir notre offre : QHSE, secourisme, sécurité incendie, conduite défensive, puis marketing et digital. Nos clients nous ont ensuite confié d'autres besoins : trouver des locaux, gérer un patrimoine, monter un projet, réaliser une étude de faisabilité. Le groupe multiservices était né.",
        "Aujourd'hui, plus de 500 entreprises nous font confiance. Nos équipes interviennent en Guinée, dans la sous-région et en France, avec des partenaires qui nous permettent de délivrer des certifications reconnues des deux côtés de la Méditerranée.",
      ],
      milestones: [
        { year: "2010", text: "Création du centre de formation en santé et sécurité au travail à Kaloum." },
        {
          year: "2014",
          text: "Lancement des formations QHSE, secourisme et sécurité incendie pour l'industrie et les mines.",
        },
        {
          year: "2017",
          text: "Ouverture du pôle immobilier : vente, location et gestion de biens à Conakry.",
        },
        {
          year: "2019",
          text: "Création du pôle conseil : montage de projets, business plans, études de terrain et de faisabilité.",
        },
        {
          year: "2022",
          text: "Partenariat avec un organisme de formation en France et premières doubles certifications.",
        },
        {
          year: "2024",
          text: "Lancement de la ligne environnement minier : études d'impact, suivi environnemental et réhabilitation.",
        },
      ],
    },
    mission: {
      icon: "target",
      title: "Notre mission",
      text: "Développer les compétences et sécuriser les projets de nos clients : former des professionnels qui rentrent chez eux en bonne santé chaque soir, accompagner les entrepreneurs de l'idée à la réalisation, et offrir à chacun un accès fiable à l'immobilier.",
    },
    vision: {
      icon: "eye",
      title: "Notre vision",
      text: "Devenir le partenaire de référence des entreprises d'Afrique de l'Ouest pour la prévention des risques, la performance et l'investissement durable, en réunissant l'expertise internationale et la connaissance du terrain.",
    },
    values: {
      title: "Nos six valeurs",
      intro: "Elles guident nos formateurs, nos consultants et nos agents immobiliers au quotidien.",
      items: [
        {
          icon: "shield",
          title: "Sécurité",
          text: "La vie et la santé des personnes passent avant tout délai ou tout coût, dans nos formations comme sur nos chantiers.",
        },
        {
          icon: "award",
          title: "Excellence",
          text: "Des programmes conformes aux référentiels reconnus, des formateurs certifiés et une évaluation systématique de la satisfaction.",
        },
        {
          icon: "handshake",
          title: "Intégrité",
          text: "Des prix annoncés à l'avance, des engagements tenus et une transparence totale dans la gestion des biens qui nous sont confiés.",
        },
        {
          icon: "users",
          title: "Proximité",
          text: "Une équipe joignable, qui se déplace sur vos sites et adapte chaque intervention à votre contexte et à vos contraintes.",
        },
        {
          icon: "sparkles",
          title: "Innovation",
          text: "Classes virtuelles, simulations pratiques et outils numériques pour apprendre mieux et plus vite, y compris à distance.",
        },
        {
          icon: "leaf",
          title: "Responsabilité",
          text: "Un engagement pour l'environnement et les communautés, au cœur de nos études d'impact et de nos projets immobiliers.",
        },
      ],
    },
    payment: {
      title: "Moyens de paiement",
      intro:
        "Réglez vos formations et prestations par le moyen qui vous convient. Indiquez toujours la référence de votre devis ou de votre inscription.",
      methods: [
        {
          id: "card",
          title: "Carte bancaire",
          text: "Paiement en ligne sécurisé par carte Visa ou Mastercard, depuis la page de la formation. Le paiement est traité par notre prestataire de paiement sur sa page sécurisée : nous ne voyons ni ne conservons jamais les données de votre carte.",
        },
        {
          id: "bank-transfer",
          title: "Virement bancaire",
          text: "Idéal pour les entreprises et les montants importants. Votre inscription est confirmée à réception des fonds.",
          facts: [
            { id: "bankName", label: "Banque", value: bank.bankName },
            { id: "accountHolder", label: "Titulaire du compte", value: bank.accountHolder },
            { id: "accountNumber", label: "Numéro de compte (RIB)", value: bank.accountNumber },
            { id: "swift", label: "Code SWIFT / BIC", value: bank.swift },
            { id: "bankAddress", label: "Adresse de la banque", value: bank.bankAddress },
          ],
          note: "Libellé du virement : votre nom et la référence de votre inscription ou de votre devis.",
        },
        {
          id: "paypal",
          title: "PayPal",
          text: "Pour les clients à l'étranger, notamment en France et en Europe. Envoyez le montant de votre facture au compte ci-dessous, en mentionnant la référence.",
          facts: [{ label: "Compte PayPal", value: siteConfig.payment.paypal.email }],
        },
        {
          id: "orange-money",
          title: "Orange Money",
          text: "Le paiement mobile le plus simple en Guinée et en Afrique de l'Ouest. Composez le menu Orange Money, choisissez « Paiement marchand » et saisissez le numéro ci-dessous.",
          facts: [
            { label: "Numéro marchand", value: siteConfig.payment.orangeMoney.merchantNumber },
            { label: "Nom affiché", value: siteConfig.payment.orangeMoney.merchantName },
          ],
          note: "Conservez le SMS de confirmation : il vous sera demandé comme justificatif.",
        },
      ],
      footnote:
        "Un reçu vous est remis pour chaque paiement. Pour un paiement échelonné ou une prise en charge par votre employeur, contactez-nous avant votre inscription.",
      demo: {
        title: "Paiement de démonstration",
        text: "Essayez le parcours de paiement avec un produit de démonstration, « Formation test », à 49,99 €. Connexion requise.",
        button: "Essayer le paiement (49,99 €)",
      },
    },
    cta: {
      title: "Travaillons ensemble",
      text: "Une formation pour vos équipes, un bien à vendre ou à louer, un projet à structurer ? Parlez-nous de votre besoin : nous vous répondons sous 24 heures ouvrées.",
      label: "Nous contacter",
      to: "/contact",
    },
  },
  en: {
    seoTitle: "About the group: history, mission and values",
    seoDescription:
      "For more than 15 years our Conakry-based group has trained, advised and supported companies and individuals in Africa and France. History, mission, vision, values and payment methods.",
    eyebrow: "About us",
    title: "A Guinean group serving skills, projects and property",
    lead: `${siteConfig.name} brings professional training, real estate, business consulting and environmental services together under one roof. One team, field experts, and one standard: measurable results for our clients, in Africa and in France.`,
    history: {
      title: "Our history",
      paragraphs: [
        "It all began in Conakry more than fifteen years ago, with a small occupational health and safety training centre. Construction sites, mines and industrial companies in Guinea lacked qualified trainers able to teach prevention in French, in the field and close to local realities.",
        "The trust of our first clients led us to broaden our offer: QHSE, first aid, fire safety, defensive driving, then marketing and digital skills. Clients then brought us other needs: finding premises, managing property, setting up a project, carrying out a feasibility study. The multi-service group was born.",
        "Today more than 500 companies trust us. Our teams work in Guinea, across the region and in France, with partners that allow us to award certifications recognised on both sides of the Mediterranean.",
      ],
      milestones: [
        { year: "2010", text: "Occupational health and safety training centre founded in Kaloum." },
        { year: "2014", text: "QHSE, first-aid and fire-safety courses launched for industry and mining." },
        {
          year: "2017",
          text: "Real-estate division opens: sale, rental and property management in Conakry.",
        },
        {
          year: "2019",
          text: "Consulting division created: project setup, business plans, field and feasibility studies.",
        },
        {
          year: "2022",
          text: "Partnership with a training provider in France and first double certifications.",
        },
        {
          year: "2024",
          text: "Mining environment line launched: impact studies, environmental monitoring and rehabilitation.",
        },
      ],
    },
    mission: {
      icon: "target",
      title: "Our mission",
      text: "To build our clients' skills and secure their projects: train professionals who go home safe and healthy every evening, support entrepreneurs from idea to delivery, and give everyone reliable access to property.",
    },
    vision: {
      icon: "eye",
      title: "Our vision",
      text: "To become West African companies' partner of choice for risk prevention, performance and sustainable investment, combining international expertise with knowledge of the field.",
    },
    values: {
      title: "Our six values",
      intro: "They guide our trainers, consultants and property agents every day.",
      items: [
        {
          icon: "shield",
          title: "Safety",
          text: "People's lives and health come before any deadline or cost, in our courses as on our sites.",
        },
        {
          icon: "award",
          title: "Excellence",
          text: "Programmes aligned with recognised standards, certified trainers and systematic satisfaction surveys.",
        },
        {
          icon: "handshake",
          title: "Integrity",
          text: "Prices announced in advance, commitments kept and full transparency in managing the property entrusted to us.",
        },
        {
          icon: "users",
          title: "Closeness",
          text: "A team you can reach, that comes to your sites and adapts every assignment to your context and constraints.",
        },
        {
          icon: "sparkles",
          title: "Innovation",
          text: "Virtual classrooms, hands-on simulations and digital tools to learn better and faster, remotely too.",
        },
        {
          icon: "leaf",
          title: "Responsibility",
          text: "A commitment to the environment and to communities, at the heart of our impact studies and property projects.",
        },
      ],
    },
    payment: {
      title: "Payment methods",
      intro:
        "Pay for your courses and services the way that suits you. Always quote your quotation or registration reference.",
      methods: [
        {
          id: "card",
          title: "Bank card",
          text: "Secure online payment by Visa or Mastercard from the course page. Payment is handled by our payment provider on its secure page: we never see or store your card details.",
        },
        {
          id: "bank-transfer",
          title: "Bank transfer",
          text: "Ideal for companies and larger amounts. Your registration is confirmed once the funds are received.",
          facts: [
            { id: "bankName", label: "Bank", value: bank.bankName },
            { id: "accountHolder", label: "Account holder", value: bank.accountHolder },
            { id: "accountNumber", label: "Account number", value: bank.accountNumber },
            { id: "swift", label: "SWIFT / BIC code", value: bank.swift },
            { id: "bankAddress", label: "Bank address", value: bank.bankAddress },
          ],
          note: "Transfer reference: your name and your registration or quotation reference.",
        },
        {
          id: "paypal",
          title: "PayPal",
          text: "For clients abroad, particularly in France and Europe. Send the amount of your invoice to the account below, quoting the reference.",
          facts: [{ label: "PayPal account", value: siteConfig.payment.paypal.email }],
        },
        {
          id: "orange-money",
          title: "Orange Money",
          text: "The simplest mobile payment in Guinea and West Africa. Open the Orange Money menu, choose “Merchant payment” and enter the number below.",
          facts: [
            { label: "Merchant number", value: siteConfig.payment.orangeMoney.merchantNumber },
            { label: "Displayed name", value: siteConfig.payment.orangeMoney.merchantName },
          ],
          note: "Keep the confirmation text message: you will be asked for it as proof of payment.",
        },
      ],
      footnote:
        "You receive a receipt for every payment. For payment in instalments or funding by your employer, contact us before you register.",
      demo: {
        title: "Demo payment",
        text: "Try the payment journey with a demo product, “Formation test”, at €49.99. Sign-in required.",
        button: "Try a payment (€49.99)",
      },
    },
    cta: {
      title: "Let's work together",
      text: "Training for your teams, a property to sell or let, a project to structure? Tell us what you need: we reply within one working day.",
      label: "Contact us",
      to: "/contact",
    },
  },
};
