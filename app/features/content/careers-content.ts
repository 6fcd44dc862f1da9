import { siteConfig } from "~/lib/site-config";
import type { Bilingual, Card, PageIntro } from "./types";

/**
 * The careers page's words around its job offers. The offers are posts of kind "career" in the
 * database (written from /admin/news; the seed loads the positions open when the site opened).
 */
export interface CareersContent extends PageIntro {
  whyTitle: string;
  why: Card[];
  jobsTitle: string;
  jobsIntro: string;
  jobsEmpty: string;
  applyLabel: string;
  trainers: { title: string; text: string };
  process: { title: string; steps: string[] };
  apply: { title: string; text: string; email: string; contactLabel: string };
  equality: string;
}

const email = siteConfig.legal.careersEmail;

export const careersContent: Bilingual<CareersContent> = {
  fr: {
    seoTitle: "Carrières : rejoignez nos équipes à Conakry",
    seoDescription:
      "Formateurs HSE, conseillers immobiliers, consultants : découvrez nos offres d'emploi à Conakry et rejoignez notre réseau de formateurs en Afrique et en France.",
    eyebrow: "Carrières",
    title: "Construisons ensemble des entreprises plus sûres et plus performantes",
    lead: "Nous recrutons des professionnels passionnés, qui aiment transmettre, conseiller et travailler sur le terrain. Rejoignez une équipe à taille humaine, présente en Guinée et en France.",
    whyTitle: "Pourquoi nous rejoindre",
    why: [
      {
        icon: "training",
        title: "Formation continue",
        text: "Chaque collaborateur suit au moins une formation qualifiante par an, y compris nos certifications internationales.",
      },
      {
        icon: "globe",
        title: "Projets variés",
        text: "Mines, industrie, immobilier, PME : des missions différentes chaque mois, en Guinée et à l'international.",
      },
      {
        icon: "heart",
        title: "Une équipe bienveillante",
        text: "Des managers disponibles, une couverture santé pour vous et votre famille, et la sécurité comme première règle.",
      },
    ],
    jobsTitle: "Nos offres d'emploi",
    jobsIntro: "Postes ouverts à ce jour. Les candidatures sont étudiées au fil de l'eau.",
    jobsEmpty: "Aucun poste n'est ouvert en ce moment : envoyez-nous une candidature spontanée.",
    applyLabel: "Postuler à cette offre",
    trainers: {
      title: "Formateurs indépendants",
      text: "Vous êtes formateur ou expert en sécurité, QHSE, incendie, conduite défensive ou marketing ? Rejoignez notre réseau de formateurs pour intervenir en Guinée, dans la sous-région ou en France.",
    },
    process: {
      title: "Notre processus de recrutement",
      steps: [
        "Étude de votre candidature sous deux semaines",
        "Entretien téléphonique ou en visioconférence",
        "Entretien avec le responsable du pôle, et mise en situation pour les formateurs",
        "Réponse et proposition sous une semaine",
      ],
    },
    apply: {
      title: "Candidature spontanée",
      text: "Aucune offre ne correspond à votre profil ? Envoyez-nous votre CV et quelques lignes sur votre projet à l'adresse ci-dessous, ou écrivez-nous par le formulaire de contact.",
      email,
      contactLabel: "Écrire par le formulaire",
    },
    equality:
      "Tous nos postes sont ouverts aux personnes en situation de handicap. Nous recrutons sans discrimination, sur la seule base des compétences.",
  },
  en: {
    seoTitle: "Careers: join our teams in Conakry",
    seoDescription:
      "HSE trainers, property advisers, consultants: see our job offers in Conakry and join our network of trainers in Africa and France.",
    eyebrow: "Careers",
    title: "Let's build safer, higher-performing businesses together",
    lead: "We recruit passionate professionals who enjoy passing on knowledge, advising and working in the field. Join a close-knit team present in Guinea and France.",
    whyTitle: "Why join us",
    why: [
      {
        icon: "training",
        title: "Continuous learning",
        text: "Every employee takes at least one qualifying course a year, including our international certifications.",
      },
      {
        icon: "globe",
        title: "Varied projects",
        text: "Mining, industry, real estate, SMEs: different assignments every month, in Guinea and abroad.",
      },
      {
        icon: "heart",
        title: "A caring team",
        text: "Available managers, health cover for you and your family, and safety as the first rule.",
      },
    ],
    jobsTitle: "Our job offers",
    jobsIntro: "Positions open today. Applications are reviewed as they arrive.",
    jobsEmpty: "No position is open at the moment: send us a speculative application.",
    applyLabel: "Apply for this job",
    trainers: {
      title: "Freelance trainers",
      text: "Are you a trainer or expert in safety, QHSE, fire, defensive driving or marketing? Join our network of trainers to work in Guinea, across the region or in France.",
    },
    process: {
      title: "Our recruitment process",
      steps: [
        "Review of your application within two weeks",
        "Telephone or video interview",
        "Interview with the head of division, plus a teaching exercise for trainers",
        "Answer and offer within a week",
      ],
    },
    apply: {
      title: "Speculative applications",
      text: "No offer matches your profile? Send your CV and a few lines about your plans to the address below, or write to us through the contact form.",
      email,
      contactLabel: "Write through the form",
    },
    equality:
      "All our positions are open to people with disabilities. We recruit without discrimination, on skills alone.",
  },
};
