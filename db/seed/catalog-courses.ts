import type { Localized, SeedCourse } from "./catalog-types";

/* Shared access conditions (Qualiopi indicators 1 and 26), reused by several courses. */

const accessDelayStandard: Localized = {
  fr: "Inscription jusqu'à 7 jours avant le début de la session, sous réserve de places disponibles. Une confirmation et une convocation sont envoyées dès validation de l'inscription.",
  en: "Registration is open until 7 days before the session starts, subject to availability. A confirmation and a joining notice are sent as soon as the registration is approved.",
};

const accessDelayRemote: Localized = {
  fr: "Inscription jusqu'à 3 jours ouvrés avant le début de la session, sous réserve de places disponibles. Le lien de connexion à la classe virtuelle et un guide technique sont envoyés 48 h avant la première séance.",
  en: "Registration is open until 3 working days before the session starts, subject to availability. The virtual classroom link and a technical guide are sent 48 hours before the first session.",
};

const accessibilityRoom: Localized = {
  fr: "Formation accessible aux personnes en situation de handicap. Contactez notre référent handicap avant l'inscription afin d'étudier ensemble les adaptations nécessaires (rythme, supports, matériel, modalités d'évaluation). Nos salles de formation sont accessibles aux personnes à mobilité réduite.",
  en: "This course is accessible to people with disabilities. Please contact our disability referent before registering so that we can agree on any adjustments together (pace, materials, equipment, assessment methods). Our training rooms are accessible to people with reduced mobility.",
};

const accessibilityRemote: Localized = {
  fr: "Formation accessible aux personnes en situation de handicap. Les classes virtuelles se suivent depuis un ordinateur connecté à Internet ; les supports peuvent être fournis en gros caractères ou dans un format compatible avec les lecteurs d'écran. Contactez notre référent handicap avant l'inscription pour étudier les adaptations nécessaires.",
  en: "This course is accessible to people with disabilities. Virtual classes are attended from a computer with an Internet connection; materials can be provided in large print or in a screen-reader-friendly format. Please contact our disability referent before registering to discuss any adjustments you may need.",
};

const accessibilityPractical: Localized = {
  fr: "Formation accessible aux personnes en situation de handicap. Certains exercices pratiques sollicitant une aptitude physique, les modalités sont étudiées au cas par cas avec notre référent handicap, à contacter avant l'inscription. Nos salles de formation sont accessibles aux personnes à mobilité réduite.",
  en: "This course is accessible to people with disabilities. As some practical exercises require physical ability, arrangements are made case by case with our disability referent, who should be contacted before registering. Our training rooms are accessible to people with reduced mobility.",
};

/**
 * Built-in catalogue: ids 5-10 marketing and digital,
 * 101-105 QHSE, first aid, fire safety and HSE, 106 defensive driving.
 */
export const seedCourses: SeedCourse[] = [
  {
    id: 5,
    category: "marketing",
    subcategory: { fr: "Marketing digital", en: "Digital marketing" },
    title: {
      fr: "Stratégie de marketing digital",
      en: "Digital Marketing Strategy",
    },
    description: {
      fr: "Construisez une stratégie de marketing digital cohérente, adaptée à votre marché et à vos ressources. Cette formation vous apprend à définir vos cibles, à choisir les bons canaux (site web, réseaux sociaux, référencement, e-mail, publicité) et à piloter vos actions à l'aide d'indicateurs de performance.",
      en: "Build a coherent digital marketing strategy suited to your market and resources. This course teaches you how to define your targets, choose the right channels (website, social media, search, e-mail, advertising) and manage your actions with key performance indicators.",
    },
    objectives: [
      {
        fr: "Réaliser un diagnostic de la présence digitale de son organisation",
        en: "Audit your organisation's digital presence",
      },
      {
        fr: "Définir des personas et un positionnement clair",
        en: "Define personas and a clear positioning",
      },
      {
        fr: "Choisir et articuler les canaux digitaux adaptés à ses objectifs",
        en: "Select and combine the digital channels that fit your goals",
      },
      {
        fr: "Élaborer un plan d'action marketing et un budget prévisionnel",
        en: "Draw up a marketing action plan and a forecast budget",
      },
      {
        fr: "Suivre ses résultats à l'aide d'indicateurs de performance (KPI) pertinents",
        en: "Track your results with relevant key performance indicators (KPIs)",
      },
    ],
    duration: { fr: "3 jours", en: "3 days" },
    detailedDuration: { fr: "21 heures (3 jours de 7 h)", en: "21 hours (3 days of 7 h)" },
    hours: 21,
    audience: {
      fr: "Dirigeants de PME, responsables marketing et communication, entrepreneurs et chargés de développement commercial.",
      en: "SME managers, marketing and communication managers, entrepreneurs and business development officers.",
    },
    prerequisites: {
      fr: "Aucun prérequis technique. Une bonne maîtrise de l'outil informatique et de la navigation sur Internet est recommandée.",
      en: "No technical prerequisites. Good computer and Internet skills are recommended.",
    },
    formats: ["presentiel", "distanciel"],
    priceCents: 89000,
    isCertified: false,
    isNew: false,
    isFeatured: true,
    modules: [
      {
        title: { fr: "Comprendre l'écosystème digital", en: "Understanding the digital ecosystem" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Panorama des usages numériques en Afrique et en Europe",
            en: "Overview of digital usage in Africa and Europe",
          },
          { fr: "Parcours client et tunnel de conversion", en: "Customer journey and conversion funnel" },
          {
            fr: "Audit de présence en ligne et benchmark concurrentiel",
            en: "Online presence audit and competitive benchmark",
          },
        ],
      },
      {
        title: {
          fr: "Cibles, positionnement et proposition de valeur",
          en: "Targets, positioning and value proposition",
        },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Construction de personas", en: "Building personas" },
          { fr: "Proposition de valeur et message clé", en: "Value proposition and key message" },
          { fr: "Définition d'objectifs SMART", en: "Setting SMART objectives" },
        ],
      },
      {
        title: { fr: "Les leviers d'acquisition et de fidélisation", en: "Acquisition and retention levers" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Site web et pages d'atterrissage", en: "Website and landing pages" },
          { fr: "Référencement naturel et payant", en: "Organic and paid search" },
          { fr: "Réseaux sociaux et marketing d'influence", en: "Social media and influencer marketing" },
          {
            fr: "E-mail marketing et canaux mobiles (SMS, WhatsApp Business)",
            en: "E-mail marketing and mobile channels (SMS, WhatsApp Business)",
          },
        ],
      },
      {
        title: { fr: "Plan d'action, budget et pilotage", en: "Action plan, budget and monitoring" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Plan marketing digital et calendrier éditorial",
            en: "Digital marketing plan and editorial calendar",
          },
          {
            fr: "Répartition du budget et retour sur investissement",
            en: "Budget allocation and return on investment",
          },
          { fr: "Tableaux de bord et indicateurs clés", en: "Dashboards and key indicators" },
          { fr: "Atelier : construction de votre feuille de route", en: "Workshop: building your roadmap" },
        ],
      },
    ],
    methodology: {
      fr: "Pédagogie active alternant apports théoriques, études de cas africains et européens et ateliers pratiques sur le projet de chaque participant. Les supports de cours et les modèles (plan marketing, tableau de bord) sont remis à chaque stagiaire.",
      en: "Active learning combining short theory inputs, African and European case studies and practical workshops on each participant's own project. Course materials and templates (marketing plan, dashboard) are given to every trainee.",
    },
    expectedOutcomes: [
      {
        fr: "Une stratégie de marketing digital formalisée pour votre organisation",
        en: "A formalised digital marketing strategy for your organisation",
      },
      { fr: "Un plan d'action priorisé sur 6 à 12 mois", en: "A prioritised 6-to-12-month action plan" },
      {
        fr: "Un tableau de bord de suivi des performances prêt à l'emploi",
        en: "A ready-to-use performance dashboard",
      },
    ],
    advantages: [
      {
        fr: "Travail sur votre propre projet tout au long de la formation",
        en: "You work on your own project throughout the course",
      },
      {
        fr: "Exemples adaptés aux marchés africains et européens",
        en: "Examples tailored to African and European markets",
      },
      { fr: "Modèles et outils réutilisables fournis", en: "Reusable templates and tools provided" },
      {
        fr: "Un mois d'accompagnement par e-mail après la formation",
        en: "One month of follow-up support by e-mail after the course",
      },
    ],
    assessment: {
      fr: "Quiz de positionnement en début de formation et quiz final pour mesurer la progression, validation de la feuille de route produite en atelier, questionnaires de satisfaction à chaud et à froid (3 mois). Une attestation de fin de formation est délivrée.",
      en: "A placement quiz at the start and a final quiz to measure progress, review of the roadmap produced in the workshop, and satisfaction surveys at the end of the course and three months later. A certificate of attendance is issued.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [3],
    image: "/images/courses/course-5.svg",
    createdAt: "2024-03-12T09:00:00.000Z",
  },
  {
    id: 6,
    category: "digital",
    subcategory: { fr: "Réseaux sociaux", en: "Social media" },
    title: {
      fr: "Gestion des réseaux sociaux et community management",
      en: "Social Media Management and Community Management",
    },
    description: {
      fr: "Apprenez à animer efficacement les réseaux sociaux de votre organisation : Facebook, Instagram, LinkedIn, TikTok et WhatsApp Business. Vous saurez élaborer une ligne éditoriale, créer des contenus engageants, gérer votre communauté et mesurer l'impact de vos publications.",
      en: "Learn how to run your organisation's social media effectively: Facebook, Instagram, LinkedIn, TikTok and WhatsApp Business. You will be able to define an editorial line, create engaging content, manage your community and measure the impact of your posts.",
    },
    objectives: [
      {
        fr: "Choisir les réseaux sociaux adaptés à ses cibles et à ses objectifs",
        en: "Choose the social networks that suit your targets and goals",
      },
      {
        fr: "Définir une ligne éditoriale et un calendrier de publication",
        en: "Define an editorial line and a publishing calendar",
      },
      {
        fr: "Créer des visuels et des vidéos courtes avec des outils gratuits",
        en: "Create visuals and short videos with free tools",
      },
      {
        fr: "Animer une communauté et gérer les commentaires négatifs ou les situations de crise",
        en: "Engage a community and handle negative comments or crisis situations",
      },
      {
        fr: "Analyser les statistiques et ajuster sa stratégie",
        en: "Analyse statistics and adjust your strategy",
      },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: {
      fr: "14 heures (4 demi-journées de 3 h 30 en classe virtuelle)",
      en: "14 hours (4 half-days of 3.5 h in a virtual classroom)",
    },
    hours: 14,
    audience: {
      fr: "Chargés de communication, community managers débutants, entrepreneurs, commerçants et responsables d'associations souhaitant professionnaliser leur présence sur les réseaux sociaux.",
      en: "Communication officers, junior community managers, entrepreneurs, retailers and association leaders who want to professionalise their social media presence.",
    },
    prerequisites: {
      fr: "Utiliser au moins un réseau social à titre personnel. Disposer d'un ordinateur, d'un smartphone et d'une connexion Internet stable.",
      en: "Use at least one social network personally. Have a computer, a smartphone and a stable Internet connection.",
    },
    formats: ["distanciel"],
    priceCents: 59000,
    isCertified: false,
    isNew: false,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Stratégie social media", en: "Social media strategy" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Panorama des plateformes et de leurs usages",
            en: "Overview of platforms and how they are used",
          },
          { fr: "Objectifs, cibles et ligne éditoriale", en: "Goals, targets and editorial line" },
          { fr: "Calendrier éditorial et organisation du travail", en: "Editorial calendar and workflow" },
        ],
      },
      {
        title: { fr: "Création de contenus", en: "Content creation" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Formats qui fonctionnent : carrousels, reels, stories, lives",
            en: "Formats that work: carousels, reels, stories, live videos",
          },
          { fr: "Création de visuels avec Canva", en: "Designing visuals with Canva" },
          {
            fr: "Tournage et montage de vidéos courtes sur smartphone",
            en: "Shooting and editing short videos on a smartphone",
          },
          { fr: "Rédaction de publications engageantes", en: "Writing engaging posts" },
        ],
      },
      {
        title: {
          fr: "Animation de communauté et e-réputation",
          en: "Community engagement and online reputation",
        },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Modération et règles d'engagement", en: "Moderation and engagement rules" },
          {
            fr: "Gestion des avis et des commentaires négatifs",
            en: "Handling reviews and negative comments",
          },
          {
            fr: "Prévention et gestion d'une crise sur les réseaux sociaux",
            en: "Preventing and managing a social media crisis",
          },
        ],
      },
      {
        title: { fr: "Publicité et mesure de la performance", en: "Advertising and performance measurement" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Introduction à la publicité sur Meta et LinkedIn",
            en: "Introduction to advertising on Meta and LinkedIn",
          },
          { fr: "Statistiques natives et indicateurs clés", en: "Native analytics and key indicators" },
          { fr: "Rapport mensuel et optimisation", en: "Monthly reporting and optimisation" },
        ],
      },
    ],
    methodology: {
      fr: "Formation en classe virtuelle, en petit groupe (12 participants maximum), alternant démonstrations en direct, exercices sur les comptes des participants et retours personnalisés de la formatrice. Les enregistrements des séances et les supports restent accessibles pendant 3 mois.",
      en: "Virtual classroom training in small groups (12 participants at most), combining live demonstrations, exercises on participants' own accounts and personalised feedback from the trainer. Session recordings and materials remain available for 3 months.",
    },
    expectedOutcomes: [
      {
        fr: "Une ligne éditoriale et un calendrier de publication sur un mois",
        en: "An editorial line and a one-month publishing calendar",
      },
      {
        fr: "Une bibliothèque de modèles de publications à votre image",
        en: "A library of branded post templates",
      },
      { fr: "Une grille d'analyse mensuelle des performances", en: "A monthly performance analysis grid" },
    ],
    advantages: [
      {
        fr: "100 % à distance, en demi-journées compatibles avec une activité professionnelle",
        en: "100% remote, in half-days that fit around your work",
      },
      { fr: "Exercices réalisés sur vos propres comptes", en: "Exercises carried out on your own accounts" },
      { fr: "Accès aux enregistrements pendant 3 mois", en: "Access to recordings for 3 months" },
      { fr: "Petit groupe pour un suivi individualisé", en: "Small group for individual follow-up" },
    ],
    assessment: {
      fr: "Positionnement initial par questionnaire, exercices pratiques corrigés à chaque demi-journée et évaluation finale sous forme de cas pratique (présentation d'une stratégie social media). Attestation de fin de formation et questionnaire de satisfaction.",
      en: "Initial placement questionnaire, practical exercises reviewed at each half-day and a final assessment in the form of a case study (presenting a social media strategy). Certificate of attendance and satisfaction survey.",
    },
    accessDelay: accessDelayRemote,
    accessibility: accessibilityRemote,
    trainerIds: [3],
    image: "/images/courses/course-6.svg",
    createdAt: "2024-05-20T09:00:00.000Z",
  },
  {
    id: 7,
    category: "digital",
    subcategory: { fr: "Référencement et contenu", en: "Search and content" },
    title: {
      fr: "Référencement naturel (SEO) et stratégie de contenu",
      en: "Search Engine Optimisation (SEO) and Content Strategy",
    },
    description: {
      fr: "Améliorez la visibilité de votre site sur Google sans dépendre de la publicité. Cette formation couvre les fondamentaux techniques du référencement naturel, la recherche de mots-clés et la rédaction de contenus optimisés qui répondent aux attentes de vos clients.",
      en: "Improve your website's visibility on Google without relying on advertising. This course covers the technical fundamentals of search engine optimisation, keyword research and writing optimised content that meets your customers' needs.",
    },
    objectives: [
      {
        fr: "Comprendre le fonctionnement des moteurs de recherche et les critères de classement",
        en: "Understand how search engines work and how they rank pages",
      },
      {
        fr: "Réaliser un audit SEO technique de son site",
        en: "Carry out a technical SEO audit of your website",
      },
      {
        fr: "Identifier les mots-clés stratégiques de son activité",
        en: "Identify the strategic keywords for your business",
      },
      { fr: "Rédiger des contenus optimisés pour le web", en: "Write web-optimised content" },
      {
        fr: "Développer la notoriété de son site (netlinking, référencement local)",
        en: "Build your site's authority (link building, local SEO)",
      },
      {
        fr: "Suivre ses positions avec Google Search Console",
        en: "Monitor your rankings with Google Search Console",
      },
    ],
    duration: { fr: "3 jours", en: "3 days" },
    detailedDuration: { fr: "21 heures (3 jours de 7 h)", en: "21 hours (3 days of 7 h)" },
    hours: 21,
    audience: {
      fr: "Responsables de sites web, chargés de marketing et de communication, rédacteurs web, dirigeants de TPE et PME.",
      en: "Website managers, marketing and communication officers, web copywriters, small business owners and managers.",
    },
    prerequisites: {
      fr: "Savoir publier un contenu sur un site web (WordPress ou autre CMS). Disposer d'un accès administrateur à un site est un plus pour les ateliers.",
      en: "Know how to publish content on a website (WordPress or another CMS). Administrator access to a website is a plus for the workshops.",
    },
    formats: ["presentiel", "distanciel"],
    priceCents: 99000,
    isCertified: false,
    isNew: false,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Fondamentaux du référencement", en: "SEO fundamentals" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Fonctionnement de Google : exploration, indexation, classement",
            en: "How Google works: crawling, indexing, ranking",
          },
          {
            fr: "SEO, SEA et SMO : des leviers complémentaires",
            en: "SEO, SEA and SMO: complementary levers",
          },
          {
            fr: "Évolutions des algorithmes et bonnes pratiques",
            en: "Algorithm updates and best practices",
          },
        ],
      },
      {
        title: { fr: "Audit et optimisation technique", en: "Technical audit and optimisation" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Structure du site, URL et maillage interne",
            en: "Site structure, URLs and internal linking",
          },
          { fr: "Vitesse de chargement et compatibilité mobile", en: "Page speed and mobile-friendliness" },
          {
            fr: "Balises title, meta description et données structurées",
            en: "Title tags, meta descriptions and structured data",
          },
          { fr: "Prise en main de Google Search Console", en: "Getting started with Google Search Console" },
        ],
      },
      {
        title: { fr: "Mots-clés et stratégie de contenu", en: "Keywords and content strategy" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Recherche et sélection de mots-clés", en: "Keyword research and selection" },
          {
            fr: "Intention de recherche et architecture des contenus",
            en: "Search intent and content architecture",
          },
          { fr: "Rédaction web optimisée", en: "Optimised web writing" },
          {
            fr: "Calendrier éditorial et mise à jour des contenus existants",
            en: "Editorial calendar and refreshing existing content",
          },
        ],
      },
      {
        title: { fr: "Popularité, référencement local et suivi", en: "Authority, local SEO and monitoring" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Netlinking et relations presse digitales", en: "Link building and digital PR" },
          {
            fr: "Fiche Google Business Profile et référencement local",
            en: "Google Business Profile and local SEO",
          },
          { fr: "Indicateurs de suivi et reporting", en: "Tracking indicators and reporting" },
        ],
      },
    ],
    methodology: {
      fr: "Alternance d'apports méthodologiques, de démonstrations d'outils et d'ateliers pratiques réalisés sur le site de chaque participant (ou sur un site de démonstration). Les outils utilisés sont gratuits ou proposent une version d'essai.",
      en: "A mix of methodology, tool demonstrations and hands-on workshops on each participant's own website (or on a demonstration site). The tools used are free or offer a trial version.",
    },
    expectedOutcomes: [
      {
        fr: "Un audit SEO de votre site avec un plan de corrections priorisé",
        en: "An SEO audit of your website with a prioritised list of fixes",
      },
      {
        fr: "Une liste de mots-clés cibles classés par potentiel",
        en: "A list of target keywords ranked by potential",
      },
      {
        fr: "Deux contenus rédigés et optimisés pendant la formation",
        en: "Two pieces of content written and optimised during the course",
      },
    ],
    advantages: [
      { fr: "Ateliers pratiques sur votre propre site", en: "Hands-on workshops on your own website" },
      {
        fr: "Outils gratuits ou abordables, utilisables dès le lendemain",
        en: "Free or affordable tools you can use the very next day",
      },
      {
        fr: "Formation en présentiel ou à distance selon vos contraintes",
        en: "Classroom or remote training to suit your constraints",
      },
      {
        fr: "Check-list SEO complète remise à chaque participant",
        en: "A complete SEO checklist for every participant",
      },
    ],
    assessment: {
      fr: "Quiz de positionnement, exercices d'audit et de rédaction corrigés par la formatrice, et évaluation finale par QCM et présentation du plan d'action SEO de chaque participant. Attestation de fin de formation et questionnaire de satisfaction.",
      en: "Placement quiz, audit and writing exercises reviewed by the trainer, and a final assessment by multiple-choice test and presentation of each participant's SEO action plan. Certificate of attendance and satisfaction survey.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [3],
    image: "/images/courses/course-7.svg",
    createdAt: "2024-09-02T09:00:00.000Z",
  },
  {
    id: 8,
    category: "digital",
    subcategory: { fr: "E-mail marketing et CRM", en: "E-mail marketing and CRM" },
    title: {
      fr: "E-mail marketing et automatisation",
      en: "E-mail Marketing and Automation",
    },
    description: {
      fr: "Transformez vos contacts en clients fidèles grâce à l'e-mail marketing. Vous apprendrez à constituer une base de contacts conforme à la réglementation, à concevoir des campagnes performantes et à mettre en place des scénarios automatisés (bienvenue, relance, fidélisation).",
      en: "Turn your contacts into loyal customers with e-mail marketing. You will learn how to build a compliant contact database, design high-performing campaigns and set up automated workflows (welcome, follow-up, loyalty).",
    },
    objectives: [
      {
        fr: "Constituer et segmenter une base de contacts dans le respect de la réglementation sur les données personnelles",
        en: "Build and segment a contact database in compliance with personal data regulations",
      },
      {
        fr: "Concevoir des newsletters et des campagnes qui suscitent l'engagement",
        en: "Design newsletters and campaigns that drive engagement",
      },
      {
        fr: "Améliorer la délivrabilité et le taux d'ouverture de ses e-mails",
        en: "Improve the deliverability and open rate of your e-mails",
      },
      {
        fr: "Mettre en place des scénarios d'automatisation marketing",
        en: "Set up marketing automation workflows",
      },
      {
        fr: "Analyser les résultats et optimiser ses campagnes grâce aux tests A/B",
        en: "Analyse results and optimise campaigns with A/B testing",
      },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: {
      fr: "14 heures (4 demi-journées de 3 h 30 en classe virtuelle)",
      en: "14 hours (4 half-days of 3.5 h in a virtual classroom)",
    },
    hours: 14,
    audience: {
      fr: "Chargés de marketing, responsables de la relation client, e-commerçants et entrepreneurs souhaitant développer leurs ventes grâce à l'e-mail.",
      en: "Marketing officers, customer relationship managers, e-retailers and entrepreneurs who want to grow sales through e-mail.",
    },
    prerequisites: {
      fr: "Connaître les bases du marketing digital. Disposer d'un ordinateur et d'une connexion Internet stable.",
      en: "Know the basics of digital marketing. Have a computer and a stable Internet connection.",
    },
    formats: ["distanciel"],
    priceCents: 65000,
    isCertified: false,
    isNew: true,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Base de contacts et cadre légal", en: "Contact database and legal framework" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Collecte du consentement et formulaires d'inscription",
            en: "Collecting consent and sign-up forms",
          },
          {
            fr: "RGPD et législations africaines sur les données personnelles",
            en: "GDPR and African personal data laws",
          },
          { fr: "Segmentation et qualification des contacts", en: "Contact segmentation and qualification" },
        ],
      },
      {
        title: { fr: "Conception de campagnes", en: "Campaign design" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Objet, pré-en-tête et appel à l'action", en: "Subject line, preheader and call to action" },
          {
            fr: "Mise en page adaptée au mobile et bonnes pratiques de rédaction",
            en: "Mobile-friendly layout and copywriting best practices",
          },
          {
            fr: "Délivrabilité : authentification SPF, DKIM et DMARC",
            en: "Deliverability: SPF, DKIM and DMARC authentication",
          },
          {
            fr: "Prise en main d'une plateforme d'envoi (Brevo, Mailchimp)",
            en: "Getting started with a sending platform (Brevo, Mailchimp)",
          },
        ],
      },
      {
        title: { fr: "Automatisation marketing", en: "Marketing automation" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Scénarios de bienvenue, de relance et de réactivation",
            en: "Welcome, follow-up and re-engagement workflows",
          },
          {
            fr: "Notation et maturation des prospects (lead scoring, lead nurturing)",
            en: "Lead scoring and lead nurturing",
          },
          { fr: "Connexion avec le CRM et le site web", en: "Connecting with your CRM and website" },
        ],
      },
      {
        title: { fr: "Mesure et optimisation", en: "Measurement and optimisation" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Taux d'ouverture, de clic et de conversion",
            en: "Open, click-through and conversion rates",
          },
          { fr: "Tests A/B", en: "A/B testing" },
          { fr: "Tableau de bord et plan d'amélioration", en: "Dashboard and improvement plan" },
        ],
      },
    ],
    methodology: {
      fr: "Classes virtuelles interactives en petit groupe, démonstrations pas à pas et mise en pratique sur une plateforme d'e-mailing gratuite. Chaque participant conçoit sa propre campagne et son premier scénario automatisé, corrigés par la formatrice.",
      en: "Interactive virtual classes in small groups, step-by-step demonstrations and hands-on practice on a free e-mailing platform. Each participant designs their own campaign and first automated workflow, reviewed by the trainer.",
    },
    expectedOutcomes: [
      { fr: "Une campagne e-mail prête à être envoyée", en: "An e-mail campaign ready to send" },
      { fr: "Un scénario d'automatisation paramétré", en: "A configured automation workflow" },
      {
        fr: "Un plan de segmentation de votre base de contacts",
        en: "A segmentation plan for your contact database",
      },
    ],
    advantages: [
      {
        fr: "Contenu à jour des nouvelles exigences des messageries (Gmail, Yahoo)",
        en: "Content updated with the latest mailbox provider requirements (Gmail, Yahoo)",
      },
      {
        fr: "Mise en pratique sur une plateforme d'e-mailing gratuite",
        en: "Hands-on practice on a free e-mailing platform",
      },
      { fr: "Bibliothèque de modèles de scénarios fournie", en: "Library of workflow templates provided" },
      { fr: "Classes virtuelles en demi-journées", en: "Virtual classes in half-days" },
    ],
    assessment: {
      fr: "Quiz de positionnement, exercices pratiques notés à chaque séance et évaluation finale sur la campagne et le scénario conçus par le participant. Attestation de fin de formation et questionnaire de satisfaction.",
      en: "Placement quiz, graded practical exercises at each session and a final assessment of the campaign and workflow designed by the participant. Certificate of attendance and satisfaction survey.",
    },
    accessDelay: accessDelayRemote,
    accessibility: accessibilityRemote,
    trainerIds: [3],
    image: "/images/courses/course-8.svg",
    createdAt: "2025-11-04T09:00:00.000Z",
  },
  {
    id: 9,
    category: "marketing",
    subcategory: { fr: "Marketing et vente", en: "Marketing and sales" },
    title: {
      fr: "Fondamentaux du marketing, techniques de vente et négociation",
      en: "Marketing Fundamentals, Sales Techniques and Negotiation",
    },
    description: {
      fr: "Maîtrisez les bases du marketing et les techniques de vente pour développer votre chiffre d'affaires. De l'analyse du marché à la conclusion de la vente, cette formation vous donne une méthode éprouvée pour prospecter, argumenter, traiter les objections et négocier en préservant vos marges.",
      en: "Master the basics of marketing and sales techniques to grow your revenue. From market analysis to closing the sale, this course gives you a proven method to prospect, build your pitch, handle objections and negotiate while protecting your margins.",
    },
    objectives: [
      {
        fr: "Analyser son marché, sa concurrence et ses clients",
        en: "Analyse your market, competitors and customers",
      },
      {
        fr: "Construire un marketing mix (produit, prix, distribution, communication) cohérent",
        en: "Build a coherent marketing mix (product, price, place, promotion)",
      },
      {
        fr: "Préparer et conduire un entretien de vente structuré",
        en: "Prepare and conduct a structured sales meeting",
      },
      {
        fr: "Argumenter efficacement et traiter les objections",
        en: "Present compelling arguments and handle objections",
      },
      {
        fr: "Négocier en défendant ses prix et ses marges",
        en: "Negotiate while defending your prices and margins",
      },
      {
        fr: "Fidéliser ses clients et développer son portefeuille",
        en: "Retain customers and grow your portfolio",
      },
    ],
    duration: { fr: "3 jours", en: "3 days" },
    detailedDuration: { fr: "21 heures (3 jours de 7 h)", en: "21 hours (3 days of 7 h)" },
    hours: 21,
    audience: {
      fr: "Commerciaux, technico-commerciaux, chargés de clientèle, créateurs d'entreprise et managers commerciaux.",
      en: "Sales representatives, technical sales staff, account managers, business founders and sales managers.",
    },
    prerequisites: {
      fr: "Aucun prérequis. Une première expérience de la relation client est un plus.",
      en: "No prerequisites. Some prior customer-facing experience is a plus.",
    },
    formats: ["presentiel"],
    priceCents: 79000,
    isCertified: false,
    isNew: false,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Les fondamentaux du marketing", en: "Marketing fundamentals" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Étude de marché et analyse concurrentielle",
            en: "Market research and competitive analysis",
          },
          { fr: "Segmentation, ciblage et positionnement", en: "Segmentation, targeting and positioning" },
          { fr: "Marketing mix et proposition de valeur", en: "Marketing mix and value proposition" },
          { fr: "Spécificités des marchés B2B et B2C", en: "Specific features of B2B and B2C markets" },
        ],
      },
      {
        title: { fr: "Prospection et entretien de vente", en: "Prospecting and the sales meeting" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Organisation de la prospection (terrain, téléphone, digital)",
            en: "Organising prospecting (in the field, by phone, online)",
          },
          { fr: "Les étapes de l'entretien de vente", en: "The stages of a sales meeting" },
          { fr: "Découverte des besoins et écoute active", en: "Discovering needs and active listening" },
          {
            fr: "Argumentation CAP : caractéristiques, avantages, preuves",
            en: "FAB pitch: features, advantages, benefits",
          },
        ],
      },
      {
        title: { fr: "Négociation et fidélisation", en: "Negotiation and customer retention" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Traitement des objections", en: "Handling objections" },
          {
            fr: "Techniques de négociation et gestion des concessions",
            en: "Negotiation techniques and managing concessions",
          },
          { fr: "Conclusion et suivi de la vente", en: "Closing and following up the sale" },
          { fr: "Fidélisation et satisfaction client", en: "Customer loyalty and satisfaction" },
        ],
      },
    ],
    methodology: {
      fr: "Formation très pratique : jeux de rôle filmés et débriefés, études de cas et simulations d'entretiens de vente et de négociation construites à partir des situations réelles des participants.",
      en: "A highly practical course: filmed and debriefed role-plays, case studies, and simulated sales and negotiation meetings built from participants' real situations.",
    },
    expectedOutcomes: [
      { fr: "Un argumentaire de vente adapté à votre offre", en: "A sales pitch tailored to your offer" },
      { fr: "Une grille de préparation de négociation", en: "A negotiation preparation grid" },
      { fr: "Un plan de prospection personnel", en: "A personal prospecting plan" },
    ],
    advantages: [
      {
        fr: "Jeux de rôle filmés et débriefés individuellement",
        en: "Filmed role-plays with individual debriefs",
      },
      {
        fr: "Cas issus des contextes commerciaux ouest-africain et français",
        en: "Cases drawn from West African and French business settings",
      },
      {
        fr: "Outils immédiatement applicables sur le terrain",
        en: "Tools you can apply in the field straight away",
      },
      { fr: "Groupe limité à 12 participants", en: "Group limited to 12 participants" },
    ],
    assessment: {
      fr: "Auto-diagnostic en début de formation, évaluation continue lors des jeux de rôle à l'aide d'une grille d'observation et mise en situation finale de négociation évaluée par la formatrice. Attestation de fin de formation et questionnaire de satisfaction.",
      en: "Self-assessment at the start, continuous assessment during role-plays using an observation grid and a final negotiation exercise assessed by the trainer. Certificate of attendance and satisfaction survey.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [3],
    image: "/images/courses/course-9.svg",
    createdAt: "2024-11-18T09:00:00.000Z",
  },
  {
    id: 10,
    category: "digital",
    subcategory: { fr: "Publicité en ligne et données", en: "Online advertising and data" },
    title: {
      fr: "Google Ads et analyse de données avec Google Analytics 4",
      en: "Google Ads and Data Analytics with Google Analytics 4",
    },
    description: {
      fr: "Pilotez vos campagnes publicitaires sur Google et prenez vos décisions à partir de données fiables. Vous apprendrez à créer et optimiser des campagnes Google Ads rentables, puis à mesurer leur impact grâce à Google Analytics 4 et à des tableaux de bord Looker Studio.",
      en: "Run your Google advertising campaigns and base your decisions on reliable data. You will learn how to create and optimise profitable Google Ads campaigns, then measure their impact with Google Analytics 4 and Looker Studio dashboards.",
    },
    objectives: [
      {
        fr: "Structurer un compte Google Ads (campagnes, groupes d'annonces, mots-clés)",
        en: "Structure a Google Ads account (campaigns, ad groups, keywords)",
      },
      {
        fr: "Rédiger des annonces performantes et maîtriser les stratégies d'enchères",
        en: "Write effective ads and master bidding strategies",
      },
      {
        fr: "Configurer Google Analytics 4 et le suivi des conversions",
        en: "Set up Google Analytics 4 and conversion tracking",
      },
      {
        fr: "Analyser le comportement des visiteurs et le retour sur investissement publicitaire",
        en: "Analyse visitor behaviour and return on ad spend",
      },
      {
        fr: "Construire un tableau de bord de pilotage avec Looker Studio",
        en: "Build a management dashboard with Looker Studio",
      },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: { fr: "14 heures (2 jours de 7 h)", en: "14 hours (2 days of 7 h)" },
    hours: 14,
    audience: {
      fr: "Responsables marketing, chargés d'acquisition, e-commerçants, dirigeants et consultants souhaitant piloter leurs investissements publicitaires.",
      en: "Marketing managers, acquisition specialists, e-retailers, business owners and consultants who want to manage their advertising spend.",
    },
    prerequisites: {
      fr: "Connaître les bases du marketing digital. Avoir suivi la formation « Stratégie de marketing digital » ou disposer d'une expérience équivalente est recommandé.",
      en: 'Know the basics of digital marketing. Having taken the "Digital Marketing Strategy" course or having equivalent experience is recommended.',
    },
    formats: ["presentiel", "distanciel"],
    priceCents: 74900,
    isCertified: false,
    isNew: true,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Google Ads : les fondamentaux", en: "Google Ads fundamentals" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Réseau de recherche, Display, YouTube et Performance Max",
            en: "Search, Display, YouTube and Performance Max",
          },
          { fr: "Structure de compte et choix des mots-clés", en: "Account structure and keyword selection" },
          {
            fr: "Rédaction d'annonces et composants (extensions)",
            en: "Writing ads and assets (extensions)",
          },
        ],
      },
      {
        title: { fr: "Enchères, budget et optimisation", en: "Bidding, budget and optimisation" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Stratégies d'enchères et niveau de qualité", en: "Bidding strategies and Quality Score" },
          { fr: "Ciblage géographique et audiences", en: "Location targeting and audiences" },
          { fr: "Optimisation continue des campagnes", en: "Ongoing campaign optimisation" },
        ],
      },
      {
        title: { fr: "Google Analytics 4", en: "Google Analytics 4" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Modèle de données fondé sur les événements", en: "Event-based data model" },
          {
            fr: "Configuration des conversions avec Google Tag Manager",
            en: "Setting up conversions with Google Tag Manager",
          },
          { fr: "Rapports standards et explorations", en: "Standard reports and explorations" },
        ],
      },
      {
        title: { fr: "Données et pilotage", en: "Data and decision-making" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Indicateurs clés : CPC, CPA, ROAS", en: "Key metrics: CPC, CPA, ROAS" },
          { fr: "Tableaux de bord Looker Studio", en: "Looker Studio dashboards" },
          {
            fr: "Atelier : recommandations à partir de données réelles",
            en: "Workshop: recommendations from real data",
          },
        ],
      },
    ],
    methodology: {
      fr: "Démonstrations sur comptes de démonstration Google, exercices guidés sur les comptes des participants lorsque c'est possible et atelier final d'analyse de données. Disponible en salle ou en classe virtuelle.",
      en: "Demonstrations on Google demo accounts, guided exercises on participants' own accounts where possible and a final data analysis workshop. Available in the classroom or as a virtual class.",
    },
    expectedOutcomes: [
      {
        fr: "Une campagne Google Ads structurée et prête à être lancée",
        en: "A structured Google Ads campaign ready to launch",
      },
      { fr: "Un plan de marquage des conversions", en: "A conversion tagging plan" },
      { fr: "Un tableau de bord Looker Studio personnalisé", en: "A customised Looker Studio dashboard" },
    ],
    advantages: [
      {
        fr: "Nouveau programme intégrant GA4 et les campagnes Performance Max",
        en: "New programme covering GA4 and Performance Max campaigns",
      },
      {
        fr: "Travail sur comptes de démonstration et sur vos propres comptes",
        en: "Practice on demo accounts and on your own accounts",
      },
      {
        fr: "Bonne préparation aux certifications Google Ads (examen non inclus)",
        en: "Good preparation for the Google Ads certifications (exam not included)",
      },
    ],
    assessment: {
      fr: "Quiz de positionnement, exercices guidés corrigés, cas pratique final d'analyse de campagne et QCM de validation des acquis. Attestation de fin de formation et questionnaire de satisfaction.",
      en: "Placement quiz, reviewed guided exercises, a final campaign analysis case study and a multiple-choice test to validate learning. Certificate of attendance and satisfaction survey.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [3],
    image: "/images/courses/course-10.svg",
    createdAt: "2026-01-13T09:00:00.000Z",
  },
  {
    id: 101,
    category: "qhse",
    subcategory: {
      fr: "Qualité, Hygiène, Sécurité et Environnement",
      en: "Quality, Health, Safety and Environment",
    },
    title: {
      fr: "Fondamentaux QHSE : qualité, sécurité et environnement (ISO 9001, 14001 et 45001)",
      en: "QHSE Fundamentals: Quality, Safety and Environment (ISO 9001, 14001 and 45001)",
    },
    description: {
      fr: "Comprenez les exigences des normes ISO 9001 (qualité), ISO 14001 (environnement) et ISO 45001 (santé et sécurité au travail) et apprenez à les déployer au sein d'un système de management intégré. Cette formation vous donne les méthodes et les outils pour piloter la démarche QHSE de votre organisation et préparer une certification.",
      en: "Understand the requirements of ISO 9001 (quality), ISO 14001 (environment) and ISO 45001 (occupational health and safety) and learn how to implement them within an integrated management system. This course gives you the methods and tools to lead your organisation's QHSE approach and prepare for certification.",
    },
    objectives: [
      {
        fr: "Comprendre les enjeux et le vocabulaire de la démarche QHSE",
        en: "Understand the stakes and vocabulary of the QHSE approach",
      },
      {
        fr: "Interpréter les exigences communes et spécifiques des normes ISO 9001, 14001 et 45001",
        en: "Interpret the common and specific requirements of ISO 9001, 14001 and 45001",
      },
      {
        fr: "Analyser le contexte de l'organisation, les parties intéressées, les risques et les opportunités",
        en: "Analyse the organisation's context, interested parties, risks and opportunities",
      },
      {
        fr: "Construire la documentation et les processus d'un système de management intégré",
        en: "Build the documentation and processes of an integrated management system",
      },
      {
        fr: "Définir des indicateurs QHSE et animer l'amélioration continue",
        en: "Define QHSE indicators and drive continual improvement",
      },
      {
        fr: "Préparer l'organisation à un audit de certification",
        en: "Prepare the organisation for a certification audit",
      },
    ],
    duration: { fr: "5 jours", en: "5 days" },
    detailedDuration: { fr: "35 heures (5 jours de 7 h)", en: "35 hours (5 days of 7 h)" },
    hours: 35,
    audience: {
      fr: "Responsables et animateurs QHSE, ingénieurs, chefs de service, managers de proximité et toute personne appelée à participer à la mise en place d'un système de management.",
      en: "QHSE managers and coordinators, engineers, department heads, line managers and anyone involved in setting up a management system.",
    },
    prerequisites: {
      fr: "Connaître le fonctionnement général d'une entreprise. Aucune connaissance préalable des normes n'est exigée.",
      en: "General understanding of how a business operates. No prior knowledge of the standards is required.",
    },
    formats: ["presentiel", "distanciel"],
    priceCents: 189000,
    isCertified: true,
    isNew: false,
    isFeatured: true,
    modules: [
      {
        title: {
          fr: "Enjeux QHSE et structure commune des normes ISO",
          en: "QHSE stakes and the common structure of ISO standards",
        },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Enjeux réglementaires, économiques et humains de la démarche QHSE",
            en: "Regulatory, economic and human stakes of the QHSE approach",
          },
          {
            fr: "La structure harmonisée (HLS) commune aux normes ISO",
            en: "The harmonised structure (HLS) shared by ISO standards",
          },
          { fr: "Approche processus et cycle PDCA", en: "Process approach and the PDCA cycle" },
          {
            fr: "Contexte de l'organisation et parties intéressées",
            en: "Context of the organisation and interested parties",
          },
        ],
      },
      {
        title: { fr: "ISO 9001 : management de la qualité", en: "ISO 9001: quality management" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Orientation client et mesure de la satisfaction",
            en: "Customer focus and measuring satisfaction",
          },
          {
            fr: "Maîtrise des processus et des prestataires externes",
            en: "Control of processes and external providers",
          },
          {
            fr: "Gestion des non-conformités et actions correctives",
            en: "Managing nonconformities and corrective actions",
          },
        ],
      },
      {
        title: { fr: "ISO 14001 : management environnemental", en: "ISO 14001: environmental management" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Analyse environnementale et aspects significatifs",
            en: "Environmental review and significant aspects",
          },
          { fr: "Conformité aux obligations légales", en: "Compliance with legal obligations" },
          {
            fr: "Gestion des déchets, des rejets et des situations d'urgence environnementales",
            en: "Managing waste, discharges and environmental emergencies",
          },
        ],
      },
      {
        title: {
          fr: "ISO 45001 : santé et sécurité au travail",
          en: "ISO 45001: occupational health and safety",
        },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Identification des dangers et évaluation des risques",
            en: "Hazard identification and risk assessment",
          },
          {
            fr: "Consultation et participation des travailleurs",
            en: "Worker consultation and participation",
          },
          { fr: "Hiérarchie des mesures de prévention", en: "Hierarchy of prevention measures" },
          {
            fr: "Préparation et réponse aux situations d'urgence",
            en: "Emergency preparedness and response",
          },
        ],
      },
      {
        title: {
          fr: "Intégration, pilotage et certification",
          en: "Integration, monitoring and certification",
        },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Documentation intégrée et maîtrise des informations documentées",
            en: "Integrated documentation and control of documented information",
          },
          { fr: "Indicateurs QHSE et revue de direction", en: "QHSE indicators and management review" },
          { fr: "Audit interne et amélioration continue", en: "Internal audit and continual improvement" },
          { fr: "Étapes et préparation de la certification", en: "Certification steps and preparation" },
          { fr: "Évaluation finale certificative", en: "Final certification assessment" },
        ],
      },
    ],
    methodology: {
      fr: "Alternance d'exposés interactifs, d'études de cas issus des secteurs industriel, minier et des services, d'exercices d'interprétation des normes et de travaux en sous-groupes. Chaque participant repart avec une boîte à outils QHSE (cartographie des processus, matrice des risques, tableau de bord).",
      en: "A mix of interactive presentations, case studies from the industrial, mining and service sectors, standard interpretation exercises and group work. Every participant leaves with a QHSE toolkit (process map, risk matrix, dashboard).",
    },
    expectedOutcomes: [
      {
        fr: "Maîtriser les exigences des trois normes et leurs points d'intégration",
        en: "Master the requirements of the three standards and how they fit together",
      },
      {
        fr: "Savoir élaborer une cartographie des processus et une matrice des risques et opportunités",
        en: "Be able to draw up a process map and a risks-and-opportunities matrix",
      },
      {
        fr: "Contribuer à la mise en place ou à l'amélioration d'un système de management intégré",
        en: "Contribute to setting up or improving an integrated management system",
      },
      {
        fr: "Préparer sereinement un audit de certification",
        en: "Prepare for a certification audit with confidence",
      },
    ],
    advantages: [
      {
        fr: "Formateur auditeur de systèmes de management, fort d'une longue expérience de terrain en Afrique de l'Ouest",
        en: "Trainer who is a management systems auditor with extensive field experience in West Africa",
      },
      { fr: "Boîte à outils QHSE complète et réutilisable", en: "Complete, reusable QHSE toolkit" },
      {
        fr: "Certificat délivré après réussite à l'évaluation finale",
        en: "Certificate awarded on passing the final assessment",
      },
      {
        fr: "Programme adaptable en intra-entreprise",
        en: "Programme that can be tailored for in-house delivery",
      },
    ],
    assessment: {
      fr: "Test de positionnement en début de formation, exercices d'application notés tout au long des cinq jours et évaluation finale certificative (QCM et étude de cas). Un certificat est délivré aux participants ayant obtenu au moins 70 % à l'évaluation finale ; une attestation de fin de formation est remise à tous.",
      en: "Placement test at the start, graded application exercises throughout the five days and a final certification assessment (multiple-choice test and case study). A certificate is awarded to participants scoring at least 70% in the final assessment; everyone receives a certificate of attendance.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [1],
    image: "/images/courses/course-101.svg",
    createdAt: "2024-01-22T09:00:00.000Z",
  },
  {
    id: 102,
    category: "qhse",
    subcategory: {
      fr: "Audit QHSE et évaluation des risques professionnels",
      en: "QHSE auditing and occupational risk assessment",
    },
    title: {
      fr: "Auditeur interne QHSE et évaluation des risques (document unique – DUERP)",
      en: "QHSE Internal Auditor and Risk Assessment (DUERP Risk Register)",
    },
    description: {
      fr: "Devenez auditeur interne de votre système de management QHSE et maîtrisez l'évaluation des risques professionnels. Vous apprendrez à planifier et conduire un audit selon la norme ISO 19011, puis à élaborer et mettre à jour le document unique d'évaluation des risques professionnels (DUERP) et son plan d'actions de prévention.",
      en: "Become an internal auditor of your QHSE management system and master occupational risk assessment. You will learn how to plan and conduct an audit in line with ISO 19011, then how to draw up and update the occupational risk assessment register (DUERP) and its prevention action plan.",
    },
    objectives: [
      {
        fr: "Comprendre les principes et le déroulement d'un audit selon l'ISO 19011",
        en: "Understand the principles and stages of an audit under ISO 19011",
      },
      {
        fr: "Préparer un plan d'audit et des listes de vérification",
        en: "Prepare an audit plan and checklists",
      },
      {
        fr: "Conduire des entretiens d'audit et recueillir des preuves objectives",
        en: "Conduct audit interviews and gather objective evidence",
      },
      {
        fr: "Rédiger des constats et un rapport d'audit exploitables",
        en: "Write actionable findings and an audit report",
      },
      {
        fr: "Identifier les dangers et évaluer les risques par unité de travail",
        en: "Identify hazards and assess risks for each work unit",
      },
      {
        fr: "Élaborer le document unique et le plan d'actions de prévention",
        en: "Draw up the risk assessment register and the prevention action plan",
      },
    ],
    duration: { fr: "4 jours", en: "4 days" },
    detailedDuration: { fr: "28 heures (4 jours de 7 h)", en: "28 hours (4 days of 7 h)" },
    hours: 28,
    audience: {
      fr: "Responsables QHSE, futurs auditeurs internes, membres des comités d'hygiène et de sécurité, managers et référents sécurité chargés de l'évaluation des risques.",
      en: "QHSE managers, future internal auditors, health and safety committee members, managers and safety officers responsible for risk assessment.",
    },
    prerequisites: {
      fr: "Connaître les exigences d'au moins une norme de système de management (ISO 9001, 14001 ou 45001), par exemple après avoir suivi la formation « Fondamentaux QHSE ».",
      en: 'Knowledge of the requirements of at least one management system standard (ISO 9001, 14001 or 45001), for example after taking the "QHSE Fundamentals" course.',
    },
    formats: ["presentiel"],
    priceCents: 149000,
    isCertified: true,
    isNew: false,
    isFeatured: false,
    modules: [
      {
        title: { fr: "Principes et préparation de l'audit", en: "Audit principles and preparation" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Principes de l'audit selon l'ISO 19011", en: "Audit principles under ISO 19011" },
          { fr: "Rôle, posture et compétences de l'auditeur", en: "The auditor's role, attitude and skills" },
          {
            fr: "Programme d'audit, plan d'audit et listes de vérification",
            en: "Audit programme, audit plan and checklists",
          },
        ],
      },
      {
        title: { fr: "Conduite de l'audit et rapport", en: "Conducting the audit and reporting" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Réunion d'ouverture et techniques d'entretien",
            en: "Opening meeting and interview techniques",
          },
          { fr: "Recueil et vérification des preuves", en: "Collecting and verifying evidence" },
          {
            fr: "Rédaction des constats : conformités, écarts et pistes de progrès",
            en: "Writing findings: conformities, nonconformities and opportunities for improvement",
          },
          {
            fr: "Réunion de clôture, rapport et suivi des actions",
            en: "Closing meeting, report and action follow-up",
          },
        ],
      },
      {
        title: { fr: "Évaluation des risques professionnels", en: "Occupational risk assessment" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Notions de danger, de risque et d'exposition", en: "Hazard, risk and exposure" },
          {
            fr: "Découpage de l'organisation en unités de travail",
            en: "Dividing the organisation into work units",
          },
          {
            fr: "Méthodes de cotation : gravité, fréquence, maîtrise",
            en: "Rating methods: severity, frequency, control",
          },
          { fr: "Risques psychosociaux et pénibilité", en: "Psychosocial risks and arduous work" },
        ],
      },
      {
        title: { fr: "Document unique et plan d'actions", en: "Risk register and action plan" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Structure et contenu du DUERP", en: "Structure and content of the DUERP" },
          {
            fr: "Principes généraux de prévention et hiérarchie des mesures",
            en: "General prevention principles and hierarchy of controls",
          },
          { fr: "Plan d'actions, suivi et mise à jour", en: "Action plan, monitoring and updates" },
          {
            fr: "Audit blanc en situation réelle et évaluation finale",
            en: "Mock audit in a real setting and final assessment",
          },
        ],
      },
    ],
    methodology: {
      fr: "Pédagogie fondée sur la pratique : jeux de rôle d'audit, visite d'un atelier ou d'un site pour identifier les dangers, exercices de cotation des risques et rédaction d'un extrait de document unique. Les participants travaillent à partir de modèles de documents fournis.",
      en: "Practice-based learning: audit role-plays, a visit to a workshop or site to identify hazards, risk-rating exercises and drafting an extract of a risk register. Participants work from the document templates provided.",
    },
    expectedOutcomes: [
      {
        fr: "Savoir conduire un audit interne QHSE de bout en bout",
        en: "Be able to conduct a QHSE internal audit from start to finish",
      },
      {
        fr: "Disposer d'une méthode d'évaluation des risques et d'une trame de DUERP prête à l'emploi",
        en: "Have a risk assessment method and a ready-to-use DUERP template",
      },
      {
        fr: "Être capable de proposer un plan d'actions de prévention hiérarchisé",
        en: "Be able to propose a prioritised prevention action plan",
      },
    ],
    advantages: [
      { fr: "Audit blanc en conditions réelles", en: "Mock audit in real conditions" },
      {
        fr: "Modèles fournis : plan d'audit, check-lists, rapport, document unique",
        en: "Templates provided: audit plan, checklists, report, risk register",
      },
      {
        fr: "Double compétence audit et évaluation des risques en une seule formation",
        en: "Auditing and risk assessment skills in a single course",
      },
      {
        fr: "Certificat d'auditeur interne délivré après réussite",
        en: "Internal auditor certificate awarded on success",
      },
    ],
    assessment: {
      fr: "Évaluation continue lors des jeux de rôle et des exercices pratiques, puis évaluation finale comprenant un QCM et la réalisation d'un audit blanc observé par le formateur. Un certificat d'auditeur interne QHSE est délivré en cas de réussite ; une attestation de fin de formation est remise à chaque participant.",
      en: "Continuous assessment during role-plays and practical exercises, then a final assessment combining a multiple-choice test and a mock audit observed by the trainer. A QHSE internal auditor certificate is awarded on success; every participant receives a certificate of attendance.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityRoom,
    trainerIds: [1],
    image: "/images/courses/course-102.svg",
    createdAt: "2024-06-10T09:00:00.000Z",
  },
  {
    id: 103,
    category: "first-aid",
    subcategory: {
      fr: "Premiers secours – Santé et sécurité au travail",
      en: "First aid – Occupational health and safety",
    },
    title: {
      fr: "Sauveteur Secouriste du Travail (SST) : premiers secours et sécurité au travail",
      en: "Workplace First Aider (SST): First Aid and Safety at Work",
    },
    description: {
      fr: "Apprenez à porter secours à toute victime d'un accident ou d'un malaise sur le lieu de travail et devenez acteur de la prévention dans votre entreprise. Cette formation, conforme au référentiel SST, allie gestes de premiers secours et sécurité au travail pour protéger, alerter et secourir en attendant l'arrivée des secours.",
      en: "Learn how to help anyone injured or taken ill at work and become an active contributor to prevention in your company. This course, aligned with the SST framework, combines first-aid skills and workplace safety so you can protect, raise the alarm and give first aid until the emergency services arrive.",
    },
    objectives: [
      {
        fr: "Situer le rôle du sauveteur secouriste du travail dans l'organisation de la prévention de l'entreprise",
        en: "Understand the workplace first aider's role within the company's prevention organisation",
      },
      {
        fr: "Protéger de façon adaptée la victime, les témoins et soi-même",
        en: "Protect the casualty, bystanders and yourself appropriately",
      },
      {
        fr: "Examiner la victime et faire alerter les secours",
        en: "Examine the casualty and get the emergency services alerted",
      },
      {
        fr: "Secourir la victime de manière appropriée : saignement, étouffement, malaise, brûlure, arrêt cardiaque",
        en: "Give appropriate first aid: bleeding, choking, feeling unwell, burns, cardiac arrest",
      },
      {
        fr: "Repérer les situations dangereuses et contribuer à la prévention des risques professionnels",
        en: "Spot dangerous situations and help prevent occupational risks",
      },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: { fr: "14 heures (2 jours de 7 h)", en: "14 hours (2 days of 7 h)" },
    hours: 14,
    audience: {
      fr: "Tout salarié souhaitant devenir sauveteur secouriste du travail, quel que soit son poste ; membres des équipes de sécurité ; responsables HSE.",
      en: "Any employee who wants to become a workplace first aider, whatever their position; safety team members; HSE managers.",
    },
    prerequisites: {
      fr: "Aucun prérequis. Une tenue permettant de se mettre à genoux et au sol est recommandée pour les exercices pratiques.",
      en: "No prerequisites. Clothing that allows you to kneel and lie on the floor is recommended for the practical exercises.",
    },
    formats: ["presentiel"],
    priceCents: 45000,
    isCertified: true,
    isNew: false,
    isFeatured: true,
    modules: [
      {
        title: {
          fr: "Le sauveteur secouriste du travail et la prévention",
          en: "The workplace first aider and prevention",
        },
        duration: { fr: "2 h", en: "2 h" },
        topics: [
          {
            fr: "Cadre juridique de l'intervention du SST",
            en: "Legal framework for the first aider's intervention",
          },
          {
            fr: "Rôle du SST dans l'entreprise et dans la prévention",
            en: "The first aider's role in the company and in prevention",
          },
          {
            fr: "Repérer les dangers et informer les personnes concernées",
            en: "Spotting hazards and informing the people concerned",
          },
        ],
      },
      {
        title: { fr: "Protéger, examiner, alerter", en: "Protect, examine, alert" },
        duration: { fr: "3 h", en: "3 h" },
        topics: [
          { fr: "Supprimer ou isoler le danger", en: "Removing or isolating the hazard" },
          {
            fr: "Examiner la victime et reconnaître les signes d'une urgence vitale",
            en: "Examining the casualty and recognising life-threatening signs",
          },
          {
            fr: "Transmettre l'alerte aux services de secours adaptés",
            en: "Alerting the appropriate emergency services",
          },
        ],
      },
      {
        title: { fr: "Secourir la victime", en: "Giving first aid" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Victime qui saigne abondamment", en: "Casualty with severe bleeding" },
          { fr: "Victime qui s'étouffe", en: "Choking casualty" },
          { fr: "Malaise, brûlures et traumatismes", en: "Feeling unwell, burns and injuries" },
          {
            fr: "Victime qui ne répond pas et ne respire pas : réanimation cardio-pulmonaire et défibrillateur",
            en: "Unresponsive casualty who is not breathing: CPR and defibrillator",
          },
        ],
      },
      {
        title: {
          fr: "Mises en situation et épreuves certificatives",
          en: "Simulations and certification tests",
        },
        duration: { fr: "2 h", en: "2 h" },
        topics: [
          { fr: "Simulations d'accidents du travail", en: "Workplace accident simulations" },
          { fr: "Épreuves certificatives", en: "Certification tests" },
          {
            fr: "Bilan de la formation et remise des certificats",
            en: "Course review and certificate presentation",
          },
        ],
      },
    ],
    methodology: {
      fr: "Formation essentiellement pratique (plus de 60 % du temps) : démonstrations, apprentissage des gestes sur mannequins adulte, enfant et nourrisson, utilisation d'un défibrillateur de formation et simulations d'accidents réalistes. Groupe de 4 à 10 participants.",
      en: "A mainly practical course (over 60% of the time): demonstrations, practising techniques on adult, child and infant manikins, using a training defibrillator and realistic accident simulations. Groups of 4 to 10 participants.",
    },
    expectedOutcomes: [
      {
        fr: "Savoir intervenir efficacement face à un accident du travail",
        en: "Be able to respond effectively to a workplace accident",
      },
      {
        fr: "Maîtriser les gestes de réanimation et l'utilisation d'un défibrillateur",
        en: "Master resuscitation techniques and the use of a defibrillator",
      },
      {
        fr: "Être capable de repérer les situations dangereuses et de proposer des pistes de prévention",
        en: "Be able to spot dangerous situations and suggest prevention measures",
      },
    ],
    advantages: [
      {
        fr: "Certificat SST valable 24 mois, avec maintien et actualisation des compétences proposés",
        en: "SST certificate valid for 24 months, with refresher training available",
      },
      {
        fr: "Matériel pédagogique complet : mannequins, défibrillateur de formation, kits de simulation",
        en: "Complete training equipment: manikins, training defibrillator, simulation kits",
      },
      {
        fr: "Formatrice expérimentée, ancienne sapeur-pompier",
        en: "Experienced trainer and former firefighter",
      },
      {
        fr: "Session possible en intra-entreprise, sur votre site",
        en: "In-house sessions available at your site",
      },
    ],
    assessment: {
      fr: "Évaluation continue des gestes lors des exercices, puis épreuves certificatives fondées sur une mise en situation d'accident et un entretien avec la formatrice, selon la grille du référentiel SST. Le certificat de Sauveteur Secouriste du Travail, valable 24 mois, est délivré aux candidats ayant validé l'ensemble des compétences.",
      en: "Continuous assessment of techniques during exercises, then certification tests based on an accident scenario and an interview with the trainer, using the SST assessment grid. The Workplace First Aider certificate, valid for 24 months, is awarded to candidates who demonstrate all the required skills.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityPractical,
    trainerIds: [2],
    image: "/images/courses/course-103.svg",
    createdAt: "2024-02-05T09:00:00.000Z",
  },
  {
    id: 104,
    category: "fire",
    subcategory: { fr: "Sécurité incendie", en: "Fire safety" },
    title: {
      fr: "Sécurité incendie : équipier de première intervention et évacuation",
      en: "Fire Safety: First-Response Fire Team and Evacuation",
    },
    description: {
      fr: "Sachez réagir rapidement face à un départ de feu et organiser l'évacuation des locaux en toute sécurité. Cette formation pratique associe théorie du feu, manipulation d'extincteurs sur feux réels et exercices d'évacuation pour former les équipiers de première intervention, guide-files et serre-files de votre établissement.",
      en: "Learn to react quickly when a fire breaks out and to evacuate the premises safely. This practical course combines fire theory, using extinguishers on real fires and evacuation drills to train your site's first-response fire team members and floor and sweep wardens.",
    },
    objectives: [
      {
        fr: "Comprendre les causes et le mécanisme de développement d'un incendie",
        en: "Understand the causes of fire and how it develops",
      },
      {
        fr: "Identifier les classes de feux et choisir l'extincteur approprié",
        en: "Identify fire classes and choose the right extinguisher",
      },
      {
        fr: "Éteindre un début d'incendie à l'aide d'un extincteur ou d'un robinet d'incendie armé (RIA)",
        en: "Put out a small fire with an extinguisher or a fire hose reel",
      },
      {
        fr: "Donner l'alerte et appliquer les consignes de sécurité incendie de l'établissement",
        en: "Raise the alarm and follow the site's fire safety instructions",
      },
      {
        fr: "Organiser et conduire une évacuation en tant que guide-file ou serre-file",
        en: "Organise and lead an evacuation as a floor or sweep warden",
      },
      { fr: "Prévenir les risques d'incendie au quotidien", en: "Prevent fire risks in everyday work" },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: { fr: "14 heures (2 jours de 7 h)", en: "14 hours (2 days of 7 h)" },
    hours: 14,
    audience: {
      fr: "Personnel désigné pour intervenir en cas d'incendie (équipiers de première intervention), guide-files et serre-files, chargés de sécurité et responsables d'établissement.",
      en: "Staff designated to respond to fires (first-response fire team members), floor and sweep wardens, safety officers and site managers.",
    },
    prerequisites: {
      fr: "Aucun prérequis. Le port de vêtements en coton et de chaussures fermées est recommandé pour les exercices sur feux réels.",
      en: "No prerequisites. Cotton clothing and closed shoes are recommended for the live-fire exercises.",
    },
    formats: ["presentiel"],
    priceCents: 55000,
    isCertified: true,
    isNew: false,
    isFeatured: false,
    modules: [
      {
        title: {
          fr: "Connaître le feu et les moyens de secours",
          en: "Understanding fire and firefighting equipment",
        },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          { fr: "Triangle du feu et modes de propagation", en: "The fire triangle and how fire spreads" },
          { fr: "Classes de feux et agents extincteurs", en: "Fire classes and extinguishing agents" },
          {
            fr: "Moyens de secours : extincteurs, RIA, alarmes, désenfumage",
            en: "Equipment: extinguishers, hose reels, alarms, smoke control",
          },
          {
            fr: "Causes d'incendie les plus fréquentes en entreprise",
            en: "The most common causes of workplace fires",
          },
        ],
      },
      {
        title: { fr: "Intervenir sur un début d'incendie", en: "Tackling a small fire" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Donner l'alerte et transmettre un message clair",
            en: "Raising the alarm and passing on a clear message",
          },
          {
            fr: "Manipulation des extincteurs sur générateur de flammes écologique",
            en: "Using extinguishers on an eco-friendly flame generator",
          },
          { fr: "Mise en œuvre d'un robinet d'incendie armé", en: "Operating a fire hose reel" },
          { fr: "Feux d'origine électrique et feux de gaz", en: "Electrical and gas fires" },
        ],
      },
      {
        title: { fr: "Organiser l'évacuation", en: "Organising the evacuation" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Rôle du guide-file, du serre-file et du responsable d'évacuation",
            en: "Roles of the floor warden, sweep warden and evacuation manager",
          },
          {
            fr: "Lecture des plans d'évacuation et des consignes",
            en: "Reading evacuation plans and instructions",
          },
          {
            fr: "Cheminement, point de rassemblement et comptage",
            en: "Escape routes, assembly point and head count",
          },
          {
            fr: "Prise en charge des personnes à mobilité réduite",
            en: "Assisting people with reduced mobility",
          },
        ],
      },
      {
        title: { fr: "Exercices pratiques et évaluation", en: "Practical exercises and assessment" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Exercice d'évacuation en conditions réelles avec fumée froide",
            en: "Evacuation drill in real conditions with cold smoke",
          },
          { fr: "Débriefing et plan d'amélioration", en: "Debriefing and improvement plan" },
          { fr: "Évaluation des acquis", en: "Assessment of learning" },
        ],
      },
    ],
    methodology: {
      fr: "Apports théoriques courts suivis d'exercices pratiques intensifs : extinction de feux réels sur générateur de flammes écologique, manipulation de différents types d'extincteurs et exercice d'évacuation avec générateur de fumée froide, dans vos locaux ou sur notre plateau technique.",
      en: "Short theory sessions followed by intensive practical exercises: putting out real fires on an eco-friendly flame generator, handling different types of extinguishers and an evacuation drill with a cold smoke generator, at your premises or at our training facility.",
    },
    expectedOutcomes: [
      {
        fr: "Savoir utiliser efficacement les moyens de première intervention",
        en: "Be able to use first-response equipment effectively",
      },
      {
        fr: "Être capable de diriger ou d'accompagner une évacuation",
        en: "Be able to lead or assist an evacuation",
      },
      {
        fr: "Connaître et appliquer les consignes de sécurité incendie de son établissement",
        en: "Know and apply your site's fire safety instructions",
      },
    ],
    advantages: [
      {
        fr: "Exercices sur feux réels avec générateur de flammes écologique",
        en: "Live-fire exercises with an eco-friendly flame generator",
      },
      {
        fr: "Exercice d'évacuation possible dans vos propres locaux",
        en: "Evacuation drill possible at your own premises",
      },
      {
        fr: "Contenu adapté aux bureaux, entrepôts, ateliers et sites industriels",
        en: "Content adapted to offices, warehouses, workshops and industrial sites",
      },
      {
        fr: "Certificat délivré après validation des épreuves pratiques",
        en: "Certificate awarded after passing the practical tests",
      },
    ],
    assessment: {
      fr: "Évaluation pratique de chaque participant lors de l'extinction d'un feu réel et pendant l'exercice d'évacuation, complétée par un QCM sur la théorie du feu et les consignes. Un certificat d'équipier de première intervention est remis aux participants ayant validé les épreuves.",
      en: "Practical assessment of each participant while putting out a real fire and during the evacuation drill, plus a multiple-choice test on fire theory and instructions. A first-response fire team certificate is awarded to participants who pass the tests.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityPractical,
    trainerIds: [2],
    image: "/images/courses/course-104.svg",
    createdAt: "2024-04-15T09:00:00.000Z",
  },
  {
    id: 105,
    category: "qhse",
    subcategory: {
      fr: "HSE – Santé et Sécurité au Travail en milieu industriel et minier",
      en: "HSE – Occupational Health and Safety in industrial and mining settings",
    },
    title: {
      fr: "HSE sur sites industriels et miniers : santé, sécurité et environnement",
      en: "HSE on Industrial and Mining Sites: Health, Safety and Environment",
    },
    description: {
      fr: "Maîtrisez la prévention des risques majeurs sur les sites industriels et miniers et sur les chantiers de génie civil. Cette formation intensive couvre la sécurité des opérations (travaux en hauteur, espaces confinés, consignations, engins), la gestion environnementale et l'animation d'une culture sécurité sur le terrain.",
      en: "Master the prevention of major risks on industrial and mining sites and civil engineering projects. This intensive course covers operational safety (work at height, confined spaces, lockout, heavy equipment), environmental management and building a safety culture in the field.",
    },
    objectives: [
      {
        fr: "Identifier les risques spécifiques aux activités industrielles et minières",
        en: "Identify the risks specific to industrial and mining activities",
      },
      {
        fr: "Mettre en œuvre les outils de prévention : analyse de risques au poste, permis de travail, consignation",
        en: "Use prevention tools: job safety analysis, permits to work, lockout",
      },
      {
        fr: "Encadrer les travaux à risques : hauteur, espaces confinés, levage, engins miniers",
        en: "Supervise high-risk work: work at height, confined spaces, lifting, mining equipment",
      },
      {
        fr: "Gérer les aspects environnementaux : poussières, eaux, déchets, produits dangereux",
        en: "Manage environmental aspects: dust, water, waste, hazardous substances",
      },
      {
        fr: "Analyser un accident ou un presque-accident avec la méthode de l'arbre des causes",
        en: "Analyse an accident or near miss with the cause-tree method",
      },
      {
        fr: "Animer une culture sécurité : causeries, visites terrain, remontée des situations dangereuses",
        en: "Build a safety culture: toolbox talks, field visits, reporting of hazardous situations",
      },
    ],
    duration: { fr: "5 jours", en: "5 days" },
    detailedDuration: { fr: "35 heures (5 jours de 7 h)", en: "35 hours (5 days of 7 h)" },
    hours: 35,
    audience: {
      fr: "Ingénieurs (génie civil, mines, mécanique), superviseurs HSE, chefs de chantier, responsables de production et de maintenance intervenant sur des sites industriels ou miniers.",
      en: "Engineers (civil, mining, mechanical), HSE supervisors, site managers, and production and maintenance managers working on industrial or mining sites.",
    },
    prerequisites: {
      fr: "Expérience en milieu industriel, minier ou sur chantier souhaitée. Des notions de base en QHSE sont un plus, sans être obligatoires.",
      en: "Experience in an industrial, mining or construction setting is desirable. Basic QHSE knowledge is a plus but not required.",
    },
    formats: ["presentiel"],
    priceCents: 229900,
    isCertified: true,
    isNew: false,
    isFeatured: true,
    modules: [
      {
        title: { fr: "Cadre HSE et culture sécurité", en: "HSE framework and safety culture" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Réglementation applicable : Code du travail, Code minier guinéen et standards internationaux (IFC, ISO 45001)",
            en: "Applicable regulations: Labour Code, Guinean Mining Code and international standards (IFC, ISO 45001)",
          },
          {
            fr: "Responsabilités de l'employeur, de l'encadrement et des sous-traitants",
            en: "Responsibilities of the employer, supervisors and subcontractors",
          },
          { fr: "Pyramide de Bird et culture sécurité", en: "Bird's pyramid and safety culture" },
          { fr: "Leadership HSE et causeries sécurité", en: "HSE leadership and toolbox talks" },
        ],
      },
      {
        title: { fr: "Risques majeurs des opérations", en: "Major operational risks" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Circulation des engins et interactions engins-piétons",
            en: "Vehicle traffic and vehicle-pedestrian interaction",
          },
          { fr: "Travaux en hauteur et opérations de levage", en: "Work at height and lifting operations" },
          {
            fr: "Espaces confinés et atmosphères dangereuses",
            en: "Confined spaces and hazardous atmospheres",
          },
          {
            fr: "Explosifs et tirs de mines : règles de sécurité",
            en: "Explosives and blasting: safety rules",
          },
        ],
      },
      {
        title: { fr: "Outils de maîtrise des risques", en: "Risk control tools" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Analyse de risques au poste (JSA) et minute d'arrêt",
            en: "Job safety analysis (JSA) and stop-and-think minute",
          },
          { fr: "Permis de travail et consignation (LOTO)", en: "Permits to work and lockout/tagout (LOTO)" },
          {
            fr: "Équipements de protection collective et individuelle",
            en: "Collective and personal protective equipment",
          },
          { fr: "Gestion HSE des entreprises sous-traitantes", en: "HSE management of subcontractors" },
        ],
      },
      {
        title: { fr: "Santé au travail et environnement", en: "Occupational health and environment" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          { fr: "Bruit, vibrations, poussières et silice", en: "Noise, vibration, dust and silica" },
          {
            fr: "Produits chimiques et fiches de données de sécurité",
            en: "Chemicals and safety data sheets",
          },
          {
            fr: "Gestion des eaux, des déchets et des hydrocarbures",
            en: "Managing water, waste and hydrocarbons",
          },
          {
            fr: "Situations d'urgence et premiers secours sur site isolé",
            en: "Emergencies and first aid on remote sites",
          },
        ],
      },
      {
        title: { fr: "Analyse des événements et mise en pratique", en: "Incident analysis and practice" },
        duration: { fr: "7 h", en: "7 h" },
        topics: [
          {
            fr: "Déclaration et analyse des incidents : arbre des causes",
            en: "Reporting and analysing incidents: the cause-tree method",
          },
          {
            fr: "Indicateurs HSE : taux de fréquence, taux de gravité et indicateurs proactifs",
            en: "HSE indicators: frequency rate, severity rate and leading indicators",
          },
          { fr: "Visite de sécurité terrain simulée", en: "Simulated field safety visit" },
          { fr: "Évaluation finale certificative", en: "Final certification assessment" },
        ],
      },
    ],
    methodology: {
      fr: "Formation interactive reposant sur des retours d'expérience de sites miniers et industriels ouest-africains, des études de cas, des exercices d'analyse de risques et d'arbre des causes et une visite de sécurité simulée. L'animation est assurée conjointement par un ingénieur HSE et une formatrice en secourisme et sécurité incendie.",
      en: "An interactive course built on lessons learned from West African mining and industrial sites, case studies, risk analysis and cause-tree exercises and a simulated safety visit. It is delivered jointly by an HSE engineer and a first-aid and fire-safety trainer.",
    },
    expectedOutcomes: [
      {
        fr: "Savoir évaluer et maîtriser les risques des opérations critiques",
        en: "Be able to assess and control the risks of critical operations",
      },
      {
        fr: "Être capable de délivrer un permis de travail et d'encadrer une consignation",
        en: "Be able to issue a permit to work and supervise a lockout",
      },
      {
        fr: "Mener une analyse d'accident et proposer des actions correctives efficaces",
        en: "Carry out an accident analysis and propose effective corrective actions",
      },
      { fr: "Animer des causeries et des visites de sécurité", en: "Lead toolbox talks and safety visits" },
    ],
    advantages: [
      {
        fr: "Contenu conçu pour les grands projets miniers et d'infrastructures",
        en: "Content designed for large mining and infrastructure projects",
      },
      {
        fr: "Binôme de formateurs aux expertises complémentaires",
        en: "Two trainers with complementary expertise",
      },
      {
        fr: "Outils de terrain fournis : modèles de JSA, de permis de travail et de check-lists de visite",
        en: "Field tools provided: JSA, permit-to-work and site-visit checklist templates",
      },
      {
        fr: "Certificat délivré après réussite à l'évaluation finale",
        en: "Certificate awarded on passing the final assessment",
      },
    ],
    assessment: {
      fr: "Quiz de positionnement, études de cas évaluées en sous-groupes, exercice pratique d'analyse de risques et évaluation finale (QCM et étude de cas d'accident). Un certificat de formation HSE est délivré aux participants ayant obtenu au moins 70 % ; une attestation de fin de formation est remise à tous.",
      en: "Placement quiz, case studies assessed in groups, a practical risk analysis exercise and a final assessment (multiple-choice test and accident case study). An HSE training certificate is awarded to participants scoring at least 70%; everyone receives a certificate of attendance.",
    },
    accessDelay: accessDelayStandard,
    accessibility: accessibilityPractical,
    trainerIds: [1, 2],
    image: "/images/courses/course-105.svg",
    createdAt: "2025-05-06T09:00:00.000Z",
  },
  {
    id: 106,
    category: "driving",
    subcategory: {
      fr: "Sécurité routière et risque routier professionnel",
      en: "Road safety and work-related road risk",
    },
    title: {
      fr: "Conduite défensive et prévention du risque routier",
      en: "Defensive Driving and Road-Risk Prevention",
    },
    description: {
      fr: "Réduisez les accidents de la route liés au travail grâce aux techniques de conduite défensive. Alternant théorie et conduite commentée sur route et sur piste, cette formation apprend aux conducteurs à anticiper les dangers, à adapter leur conduite aux conditions locales et à adopter des comportements sûrs et économes pour leur sécurité et celle des autres.",
      en: "Reduce work-related road accidents with defensive driving techniques. Combining theory with commented driving on roads and dirt tracks, this course teaches drivers to anticipate hazards, adapt their driving to local conditions and adopt safe, fuel-efficient habits for their own safety and that of others.",
    },
    objectives: [
      {
        fr: "Comprendre les enjeux humains, juridiques et financiers du risque routier professionnel",
        en: "Understand the human, legal and financial stakes of work-related road risk",
      },
      {
        fr: "Identifier les facteurs d'accident liés au conducteur, au véhicule et à l'environnement",
        en: "Identify accident factors related to the driver, the vehicle and the environment",
      },
      {
        fr: "Appliquer les techniques de conduite défensive : anticipation, distances de sécurité, angles morts",
        en: "Apply defensive driving techniques: anticipation, safe following distances, blind spots",
      },
      {
        fr: "Adapter sa conduite aux pistes, à la saison des pluies et à la conduite de nuit",
        en: "Adapt your driving to dirt tracks, the rainy season and night driving",
      },
      {
        fr: "Réaliser les vérifications du véhicule avant le départ",
        en: "Carry out pre-departure vehicle checks",
      },
      { fr: "Adopter les principes de l'éco-conduite", en: "Apply eco-driving principles" },
    ],
    duration: { fr: "2 jours", en: "2 days" },
    detailedDuration: {
      fr: "14 heures (2 jours de 7 h, dont 7 h de pratique au volant)",
      en: "14 hours (2 days of 7 h, including 7 h behind the wheel)",
    },
    hours: 14,
    audience: {
      fr: "Conducteurs professionnels (véhicules légers, 4x4, poids lourds), salariés effectuant des déplacements fréquents, chefs de parc et responsables de flotte.",
      en: "Professional drivers (cars, 4x4s, heavy goods vehicles), employees who travel frequently for work, fleet supervisors and fleet managers.",
    },
    prerequisites: {
      fr: "Être titulaire d'un permis de conduire en cours de validité correspondant au véhicule utilisé pendant la formation.",
      en: "Hold a valid driving licence for the vehicle used during the course.",
    },
    formats: ["presentiel"],
    priceCents: 69000,
    isCertified: false,
    isNew: true,
    isFeatured: true,
    modules: [
      {
        title: { fr: "Risque routier et facteurs d'accident", en: "Road risk and accident factors" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Chiffres et coût des accidents de la route liés au travail",
            en: "Figures and cost of work-related road accidents",
          },
          {
            fr: "Facteurs humains : fatigue, vitesse, alcool, téléphone",
            en: "Human factors: fatigue, speed, alcohol, phone use",
          },
          {
            fr: "Responsabilités de l'employeur et du conducteur",
            en: "Employer and driver responsibilities",
          },
        ],
      },
      {
        title: { fr: "Principes de la conduite défensive", en: "Defensive driving principles" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Observation, anticipation et communication avec les autres usagers",
            en: "Observation, anticipation and communicating with other road users",
          },
          {
            fr: "Distances de sécurité et gestion de l'espace autour du véhicule",
            en: "Safe following distances and managing the space around the vehicle",
          },
          { fr: "Angles morts, dépassements et intersections", en: "Blind spots, overtaking and junctions" },
          { fr: "Vérifications du véhicule avant le départ", en: "Pre-departure vehicle checks" },
        ],
      },
      {
        title: { fr: "Conduite en conditions difficiles", en: "Driving in difficult conditions" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Conduite sur pistes et routes non revêtues",
            en: "Driving on dirt tracks and unpaved roads",
          },
          {
            fr: "Saison des pluies, poussière et visibilité réduite",
            en: "Rainy season, dust and poor visibility",
          },
          { fr: "Conduite de nuit et gestion de la fatigue", en: "Night driving and fatigue management" },
          {
            fr: "Cohabitation avec les piétons, les deux-roues et les engins",
            en: "Sharing the road with pedestrians, motorcycles and heavy machinery",
          },
        ],
      },
      {
        title: { fr: "Conduite commentée et éco-conduite", en: "Commented driving and eco-driving" },
        duration: { fr: "3 h 30", en: "3.5 h" },
        topics: [
          {
            fr: "Audit de conduite individuel en situation réelle",
            en: "Individual on-road driving assessment",
          },
          {
            fr: "Exercices de freinage et d'évitement sur piste",
            en: "Braking and avoidance exercises on a closed track",
          },
          { fr: "Principes de l'éco-conduite", en: "Eco-driving principles" },
          { fr: "Bilan individuel et plan de progrès", en: "Individual review and improvement plan" },
        ],
      },
    ],
    methodology: {
      fr: "Formation en petits groupes (6 conducteurs maximum par formateur pour la partie pratique) alternant apports théoriques, analyse vidéo d'accidents et séquences de conduite commentée avec audit individuel. La pratique se déroule sur le véhicule habituel du conducteur ou sur un véhicule de l'entreprise.",
      en: "Small-group training (no more than 6 drivers per trainer for the practical part) combining theory, video analysis of accidents and commented driving sessions with an individual assessment. Practice takes place in the driver's usual vehicle or a company vehicle.",
    },
    expectedOutcomes: [
      { fr: "Réduction des comportements à risque au volant", en: "Fewer risky behaviours behind the wheel" },
      {
        fr: "Un bilan de conduite individuel avec des axes de progrès",
        en: "An individual driving report with areas for improvement",
      },
      { fr: "La maîtrise des vérifications avant le départ", en: "Confident pre-departure vehicle checks" },
      {
        fr: "Une baisse de la consommation de carburant et de l'usure des véhicules",
        en: "Lower fuel consumption and vehicle wear",
      },
    ],
    advantages: [
      {
        fr: "Contenu adapté aux réalités routières d'Afrique de l'Ouest : pistes, saison des pluies, circulation mixte",
        en: "Content adapted to West African road conditions: dirt tracks, rainy season, mixed traffic",
      },
      {
        fr: "Audit de conduite individuel pour chaque participant",
        en: "Individual driving assessment for every participant",
      },
      {
        fr: "Rapport de synthèse remis au responsable de flotte",
        en: "Summary report for the fleet manager",
      },
      {
        fr: "Formation réalisable sur votre site, avec vos véhicules",
        en: "Training can take place at your site, with your vehicles",
      },
    ],
    assessment: {
      fr: "Test de connaissances en début et en fin de formation, grille d'observation de la conduite lors de l'audit individuel et bilan personnalisé remis à chaque conducteur. Une attestation de fin de formation est délivrée ; un rapport de synthèse anonymisé peut être transmis à l'employeur.",
      en: "Knowledge test at the start and end of the course, an observation grid during the individual driving assessment and a personal report for each driver. A certificate of attendance is issued; an anonymised summary report can be shared with the employer.",
    },
    accessDelay: {
      fr: "Inscription jusqu'à 10 jours avant le début de la session, sous réserve de places disponibles, afin d'organiser la mise à disposition des véhicules et de la piste. Une copie du permis de conduire est demandée lors de l'inscription.",
      en: "Registration is open until 10 days before the session starts, subject to availability, so that vehicles and the training track can be arranged. A copy of the driving licence is requested at registration.",
    },
    accessibility: {
      fr: "Formation accessible aux personnes en situation de handicap titulaires d'un permis de conduire adapté. La partie pratique peut se dérouler sur votre propre véhicule aménagé. Contactez notre référent handicap avant l'inscription afin d'étudier ensemble les adaptations nécessaires. Nos salles de formation sont accessibles aux personnes à mobilité réduite.",
      en: "This course is accessible to people with disabilities who hold an appropriate driving licence. The practical part can take place in your own adapted vehicle. Please contact our disability referent before registering so that we can agree on any adjustments together. Our training rooms are accessible to people with reduced mobility.",
    },
    trainerIds: [4],
    image: "/images/courses/course-106.svg",
    createdAt: "2026-02-09T09:00:00.000Z",
  },
];
