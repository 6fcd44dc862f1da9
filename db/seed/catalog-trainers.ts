import type { SeedTrainer } from "./catalog-types";

/** Built-in trainers ("4 trainers built in"). */
export const seedTrainers: SeedTrainer[] = [
  {
    id: 1,
    name: "Mamadou Lamine Diallo",
    title: {
      fr: "Ingénieur QHSE, auditeur de systèmes de management",
      en: "QHSE engineer, management systems auditor",
    },
    experience: {
      fr: "18 ans d'expérience",
      en: "18 years of experience",
    },
    bio: {
      fr: "Ingénieur QHSE, Mamadou Lamine Diallo a dirigé les départements HSE de plusieurs sites miniers et industriels en Guinée et en Afrique de l'Ouest. Auditeur de systèmes de management intégrés ISO 9001, ISO 14001 et ISO 45001, il accompagne les entreprises dans leurs démarches de certification et d'évaluation des risques. Ses formations s'appuient sur des cas concrets issus du terrain.",
      en: "A QHSE engineer, Mamadou Lamine Diallo has headed the HSE departments of several mining and industrial sites in Guinea and West Africa. As an auditor of ISO 9001, ISO 14001 and ISO 45001 integrated management systems, he supports companies through certification and risk assessment projects. His courses draw on real cases from the field.",
    },
    specialties: [
      { fr: "Systèmes de management intégrés QHSE", en: "Integrated QHSE management systems" },
      { fr: "Audit interne ISO 9001, 14001 et 45001", en: "ISO 9001, 14001 and 45001 internal auditing" },
      { fr: "Évaluation des risques professionnels (DUERP)", en: "Occupational risk assessment (DUERP)" },
      { fr: "HSE en milieu minier et industriel", en: "HSE in mining and industrial settings" },
      { fr: "Analyse des accidents et arbre des causes", en: "Accident analysis and cause-tree method" },
    ],
    image: "/images/trainers/trainer-1.svg",
  },
  {
    id: 2,
    name: "Sophie Marchand",
    title: {
      fr: "Formatrice en secourisme et sécurité incendie",
      en: "First-aid and fire-safety trainer",
    },
    experience: {
      fr: "14 ans d'expérience",
      en: "14 years of experience",
    },
    bio: {
      fr: "Ancienne sapeur-pompier volontaire, Sophie Marchand forme depuis plus de dix ans les salariés aux gestes de premiers secours et à la prévention du risque incendie, en France comme en Afrique de l'Ouest. Formatrice de formateurs SST, elle privilégie les mises en situation réalistes et les exercices pratiques. Elle accompagne également les entreprises dans l'organisation de leurs exercices d'évacuation.",
      en: "A former volunteer firefighter, Sophie Marchand has spent more than ten years training employees in first aid and fire prevention, in France and in West Africa. A trainer of SST trainers, she favours realistic scenarios and hands-on exercises. She also helps companies organise their evacuation drills.",
    },
    specialties: [
      { fr: "Sauveteur Secouriste du Travail (SST)", en: "Workplace first aider (SST)" },
      { fr: "Équipier de première intervention", en: "Fire first-response team member" },
      { fr: "Évacuation, guide-file et serre-file", en: "Evacuation, floor and sweep wardens" },
      {
        fr: "Prévention des risques liés à l'activité physique",
        en: "Prevention of risks related to physical activity",
      },
    ],
    image: "/images/trainers/trainer-2.svg",
  },
  {
    id: 3,
    name: "Fatoumata Binta Camara",
    title: {
      fr: "Consultante en marketing digital et stratégie commerciale",
      en: "Digital marketing and sales strategy consultant",
    },
    experience: {
      fr: "11 ans d'expérience",
      en: "11 years of experience",
    },
    bio: {
      fr: "Diplômée d'une école de commerce à Paris, Fatoumata Binta Camara a travaillé en agence digitale avant de créer son cabinet de conseil entre Conakry et Dakar. Elle accompagne PME, institutions et start-up dans leur stratégie de marketing digital, la gestion de leurs réseaux sociaux et le pilotage de leurs campagnes publicitaires. Ses formations sont très opérationnelles et orientées résultats.",
      en: "A business school graduate from Paris, Fatoumata Binta Camara worked in a digital agency before founding her consultancy between Conakry and Dakar. She helps SMEs, institutions and start-ups with their digital marketing strategy, social media management and advertising campaigns. Her courses are highly practical and results-driven.",
    },
    specialties: [
      { fr: "Stratégie de marketing digital", en: "Digital marketing strategy" },
      { fr: "Réseaux sociaux et community management", en: "Social media and community management" },
      { fr: "Référencement naturel (SEO) et contenu", en: "Search engine optimisation (SEO) and content" },
      { fr: "Google Ads et analyse de données", en: "Google Ads and data analytics" },
      { fr: "Techniques de vente et négociation", en: "Sales and negotiation techniques" },
    ],
    image: "/images/trainers/trainer-3.svg",
  },
  {
    id: 4,
    name: "Olivier Lefèvre",
    title: {
      fr: "Formateur en conduite défensive et prévention du risque routier",
      en: "Defensive driving and road-risk prevention trainer",
    },
    experience: {
      fr: "20 ans d'expérience",
      en: "20 years of experience",
    },
    bio: {
      fr: "Titulaire du BEPECASER, Olivier Lefèvre a été moniteur puis responsable pédagogique dans un centre de sécurité routière avant de se spécialiser dans le risque routier professionnel. Il intervient auprès de flottes de véhicules légers et lourds, notamment dans les secteurs minier et logistique en Afrique de l'Ouest. Il aide les entreprises à réduire durablement leur sinistralité routière.",
      en: "Holding the French national driving-instructor diploma (BEPECASER), Olivier Lefèvre was an instructor and then head of training at a road-safety centre before specialising in work-related road risk. He works with light and heavy vehicle fleets, particularly in the mining and logistics sectors in West Africa. He helps companies achieve a lasting reduction in road accidents.",
    },
    specialties: [
      { fr: "Conduite défensive et préventive", en: "Defensive and preventive driving" },
      { fr: "Prévention du risque routier professionnel", en: "Work-related road-risk prevention" },
      { fr: "Conduite sur pistes et en zones minières", en: "Driving on dirt tracks and in mining areas" },
      { fr: "Éco-conduite", en: "Eco-driving" },
    ],
    image: "/images/trainers/trainer-4.svg",
  },
];
