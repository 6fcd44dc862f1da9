import type { CourseCategory, CourseModule } from "../../db/schema";

/**
 * Courses for the search benchmark: as long and as worded as the built-in ones (a French and an
 * English title, description, five objectives, four to six modules of four to six topics), drawn
 * from the field's vocabulary with a seeded generator, so every run searches the same catalogue.
 */

type Pair = readonly [fr: string, en: string];

interface Domain {
  category: CourseCategory;
  subcategory: Pair;
  subjects: readonly Pair[];
  topics: readonly Pair[];
  objectives: readonly Pair[];
}

const domains: readonly Domain[] = [
  {
    category: "qhse",
    subcategory: ["Qualité, hygiène, sécurité et environnement", "Quality, health, safety and environment"],
    subjects: [
      ["Système de management QHSE", "QHSE management system"],
      ["Audit interne ISO 9001", "ISO 9001 internal audit"],
      ["Évaluation des risques professionnels", "Occupational risk assessment"],
      ["Management environnemental ISO 14001", "ISO 14001 environmental management"],
      ["Santé et sécurité au travail ISO 45001", "ISO 45001 occupational health and safety"],
      ["Travaux en hauteur", "Working at height"],
      ["Habilitation électrique", "Electrical safety clearance"],
      ["Prévention du risque chimique", "Chemical risk prevention"],
    ],
    topics: [
      ["Analyse des dangers au poste de travail", "Hazard analysis at the workstation"],
      ["Document unique et plan d'actions", "Risk register and action plan"],
      ["Indicateurs de performance sécurité", "Safety performance indicators"],
      ["Gestion des déchets industriels", "Industrial waste management"],
      ["Permis de travail et consignation", "Work permits and lockout"],
      ["Équipements de protection individuelle", "Personal protective equipment"],
      ["Revue de direction et amélioration continue", "Management review and continual improvement"],
      ["Traitement des non-conformités", "Handling nonconformities"],
      ["Cartographie des processus", "Process mapping"],
      ["Veille réglementaire", "Regulatory watch"],
      ["Causeries sécurité et culture de prévention", "Toolbox talks and prevention culture"],
      ["Analyse des accidents par l'arbre des causes", "Accident analysis with the cause tree"],
    ],
    objectives: [
      ["Identifier les exigences de la norme", "Identify the standard's requirements"],
      ["Évaluer les risques et hiérarchiser les actions", "Assess risks and prioritise actions"],
      ["Conduire un audit interne", "Conduct an internal audit"],
      ["Animer la démarche de prévention", "Lead the prevention approach"],
      ["Suivre les indicateurs du système de management", "Monitor the management system's indicators"],
      ["Rédiger les procédures et les enregistrements", "Write procedures and records"],
    ],
  },
  {
    category: "first-aid",
    subcategory: ["Premiers secours", "First aid"],
    subjects: [
      ["Sauveteur secouriste du travail", "Workplace first aider"],
      ["Premiers secours en milieu isolé", "Remote-area first aid"],
      ["Gestes qui sauvent", "Life-saving actions"],
      ["Défibrillateur et réanimation cardio-pulmonaire", "Defibrillator and CPR"],
    ],
    topics: [
      ["Protéger la victime et les témoins", "Protecting the casualty and bystanders"],
      ["Alerter les secours", "Calling the emergency services"],
      ["Arrêt cardiaque et massage cardiaque", "Cardiac arrest and chest compressions"],
      ["Hémorragies et saignements abondants", "Severe bleeding"],
      ["Étouffement et obstruction des voies aériennes", "Choking and airway obstruction"],
      ["Brûlures et plaies", "Burns and wounds"],
      ["Malaise et position latérale de sécurité", "Feeling unwell and the recovery position"],
      ["Trousse de secours et matériel", "First-aid kit and equipment"],
    ],
    objectives: [
      ["Porter secours à une victime", "Help a casualty"],
      ["Transmettre une alerte claire", "Give a clear alert"],
      ["Pratiquer la réanimation avec un défibrillateur", "Perform CPR with a defibrillator"],
      ["Participer à la prévention dans l'entreprise", "Take part in prevention at work"],
    ],
  },
  {
    category: "fire",
    subcategory: ["Sécurité incendie", "Fire safety"],
    subjects: [
      ["Équipier de première intervention", "First-response fire team"],
      ["Évacuation et guide-file", "Evacuation wardens"],
      ["Manipulation des extincteurs", "Fire extinguisher handling"],
      ["Prévention incendie en entrepôt", "Warehouse fire prevention"],
    ],
    topics: [
      ["Triangle du feu et propagation", "The fire triangle and fire spread"],
      ["Classes de feux et agents extincteurs", "Classes of fire and extinguishing agents"],
      ["Exercice d'évacuation", "Evacuation drill"],
      ["Robinet d'incendie armé", "Fire hose reel"],
      ["Consignes et plans d'intervention", "Instructions and response plans"],
      ["Stockage des produits inflammables", "Storing flammable products"],
      ["Détection et alarme incendie", "Fire detection and alarms"],
    ],
    objectives: [
      ["Éteindre un début d'incendie", "Put out a starting fire"],
      ["Organiser l'évacuation des locaux", "Organise the evacuation of the premises"],
      ["Choisir l'extincteur adapté", "Choose the right extinguisher"],
      ["Appliquer les consignes de sécurité incendie", "Apply fire safety instructions"],
    ],
  },
  {
    category: "driving",
    subcategory: ["Sécurité routière", "Road safety"],
    subjects: [
      ["Conduite défensive", "Defensive driving"],
      ["Éco-conduite", "Eco-driving"],
      ["Conduite d'engins miniers", "Mining vehicle operation"],
      ["Transport de matières dangereuses", "Carrying dangerous goods"],
    ],
    topics: [
      ["Anticipation et distances de sécurité", "Anticipation and safe distances"],
      ["Fatigue, alcool et vitesse", "Fatigue, alcohol and speed"],
      ["Vérifications avant départ", "Pre-departure checks"],
      ["Conduite sur piste et par mauvais temps", "Driving on tracks and in bad weather"],
      ["Angles morts et manœuvres", "Blind spots and manoeuvres"],
      ["Consommation de carburant", "Fuel consumption"],
    ],
    objectives: [
      ["Anticiper les situations à risque", "Anticipate risky situations"],
      ["Réduire les accidents de la route", "Reduce road accidents"],
      ["Adapter sa conduite aux conditions", "Adapt one's driving to the conditions"],
    ],
  },
  {
    category: "marketing",
    subcategory: ["Marketing et vente", "Marketing and sales"],
    subjects: [
      ["Techniques de vente", "Sales techniques"],
      ["Négociation commerciale", "Commercial negotiation"],
      ["Marketing stratégique", "Strategic marketing"],
      ["Relation client et fidélisation", "Customer relations and loyalty"],
    ],
    topics: [
      ["Étude de marché et concurrence", "Market research and competition"],
      ["Segmentation, ciblage et positionnement", "Segmentation, targeting and positioning"],
      ["Découverte des besoins du client", "Discovering the customer's needs"],
      ["Traitement des objections", "Handling objections"],
      ["Conclusion de la vente", "Closing the sale"],
      ["Plan d'action commercial", "Sales action plan"],
      ["Prix, marges et remises", "Prices, margins and discounts"],
    ],
    objectives: [
      ["Conduire un entretien de vente", "Lead a sales meeting"],
      ["Négocier en défendant ses marges", "Negotiate while protecting margins"],
      ["Construire un plan marketing", "Build a marketing plan"],
      ["Fidéliser ses clients", "Retain customers"],
    ],
  },
  {
    category: "digital",
    subcategory: ["Marketing digital", "Digital marketing"],
    subjects: [
      ["Référencement naturel", "Search engine optimisation"],
      ["Réseaux sociaux et community management", "Social media and community management"],
      ["Publicité Google Ads", "Google Ads advertising"],
      ["E-mail marketing", "E-mail marketing"],
      ["Analyse de données avec Google Analytics", "Data analysis with Google Analytics"],
      ["Création de site web", "Website creation"],
    ],
    topics: [
      ["Recherche de mots-clés", "Keyword research"],
      ["Ligne éditoriale et calendrier", "Editorial line and calendar"],
      ["Création de visuels", "Creating visuals"],
      ["Campagnes et enchères", "Campaigns and bidding"],
      ["Segmentation des contacts", "Contact segmentation"],
      ["Tableaux de bord et conversions", "Dashboards and conversions"],
      ["Vitesse de chargement et mobile", "Loading speed and mobile"],
      ["Données personnelles et consentement", "Personal data and consent"],
    ],
    objectives: [
      ["Améliorer la visibilité de son site", "Improve a site's visibility"],
      ["Animer une communauté", "Run a community"],
      ["Piloter des campagnes rentables", "Run profitable campaigns"],
      ["Mesurer les résultats", "Measure results"],
    ],
  },
  {
    category: "marketing",
    subcategory: ["Management et leadership", "Management and leadership"],
    subjects: [
      ["Manager une équipe", "Managing a team"],
      ["Conduite du changement", "Leading change"],
      ["Gestion des conflits", "Conflict management"],
      ["Prise de parole en public", "Public speaking"],
    ],
    topics: [
      ["Styles de management", "Management styles"],
      ["Entretien annuel et objectifs", "Annual review and objectives"],
      ["Délégation et motivation", "Delegation and motivation"],
      ["Communication assertive", "Assertive communication"],
      ["Réunions efficaces", "Effective meetings"],
      ["Gestion du temps et des priorités", "Time and priority management"],
      ["Feedback et reconnaissance", "Feedback and recognition"],
    ],
    objectives: [
      ["Fixer des objectifs clairs", "Set clear objectives"],
      ["Motiver ses collaborateurs", "Motivate one's team"],
      ["Désamorcer un conflit", "Defuse a conflict"],
    ],
  },
  {
    category: "marketing",
    subcategory: ["Ressources humaines et finance", "Human resources and finance"],
    subjects: [
      ["Paie et administration du personnel", "Payroll and personnel administration"],
      ["Recrutement et intégration", "Recruitment and onboarding"],
      ["Comptabilité générale", "General accounting"],
      ["Contrôle de gestion", "Management control"],
      ["Fiscalité des entreprises en Guinée", "Business taxation in Guinea"],
    ],
    topics: [
      ["Bulletin de paie et cotisations", "Payslips and contributions"],
      ["Droit du travail guinéen", "Guinean labour law"],
      ["Entretien de recrutement", "Recruitment interview"],
      ["Bilan et compte de résultat", "Balance sheet and income statement"],
      ["Budget et prévisions de trésorerie", "Budget and cash-flow forecasts"],
      ["Tableaux de bord financiers", "Financial dashboards"],
      ["Déclarations fiscales", "Tax returns"],
    ],
    objectives: [
      ["Établir les bulletins de paie", "Prepare payslips"],
      ["Recruter les bons profils", "Recruit the right people"],
      ["Lire et analyser un bilan", "Read and analyse a balance sheet"],
    ],
  },
  {
    category: "marketing",
    subcategory: ["Gestion de projet", "Project management"],
    subjects: [
      ["Gestion de projet", "Project management"],
      ["Méthodes agiles et Scrum", "Agile methods and Scrum"],
      ["Planification avec MS Project", "Planning with MS Project"],
    ],
    topics: [
      ["Cahier des charges et cadrage", "Specifications and scoping"],
      ["Planning et chemin critique", "Schedule and critical path"],
      ["Gestion des risques projet", "Project risk management"],
      ["Suivi budgétaire", "Budget tracking"],
      ["Rituels agiles et backlog", "Agile ceremonies and backlog"],
      ["Pilotage des parties prenantes", "Stakeholder management"],
    ],
    objectives: [
      ["Cadrer un projet", "Scope a project"],
      ["Piloter les délais et les coûts", "Control time and costs"],
      ["Animer une équipe projet", "Lead a project team"],
    ],
  },
  {
    category: "digital",
    subcategory: ["Bureautique et informatique", "Office software and IT"],
    subjects: [
      ["Excel : tableaux croisés dynamiques", "Excel: pivot tables"],
      ["Word et PowerPoint", "Word and PowerPoint"],
      ["Cybersécurité pour les utilisateurs", "Cybersecurity for users"],
      ["Administration de réseaux", "Network administration"],
    ],
    topics: [
      ["Formules et fonctions", "Formulas and functions"],
      ["Mise en forme des documents", "Formatting documents"],
      ["Mots de passe et hameçonnage", "Passwords and phishing"],
      ["Sauvegardes et restauration", "Backups and restore"],
      ["Adressage IP et routage", "IP addressing and routing"],
      ["Présentations percutantes", "Compelling presentations"],
      ["Macros et automatisation", "Macros and automation"],
    ],
    objectives: [
      ["Automatiser ses tableaux", "Automate spreadsheets"],
      ["Protéger ses données", "Protect one's data"],
      ["Configurer un réseau d'entreprise", "Configure a business network"],
    ],
  },
  {
    category: "qhse",
    subcategory: ["Hygiène alimentaire", "Food hygiene"],
    subjects: [
      ["Hygiène alimentaire HACCP", "HACCP food hygiene"],
      ["Sécurité sanitaire en restauration", "Food safety in catering"],
      ["Bonnes pratiques d'hygiène", "Good hygiene practices"],
    ],
    topics: [
      ["Dangers microbiologiques", "Microbiological hazards"],
      ["Chaîne du froid", "Cold chain"],
      ["Nettoyage et désinfection", "Cleaning and disinfection"],
      ["Plan de maîtrise sanitaire", "Food safety plan"],
      ["Traçabilité des denrées", "Food traceability"],
      ["Allergènes", "Allergens"],
    ],
    objectives: [
      ["Appliquer la méthode HACCP", "Apply the HACCP method"],
      ["Maîtriser la chaîne du froid", "Control the cold chain"],
      ["Prévenir les intoxications alimentaires", "Prevent food poisoning"],
    ],
  },
  {
    category: "qhse",
    subcategory: ["BTP et chantiers", "Construction sites"],
    subjects: [
      ["Prévention des risques sur chantier", "Construction site risk prevention"],
      ["Montage d'échafaudages", "Scaffolding assembly"],
      ["Levage et élingage", "Lifting and slinging"],
      ["Coordination sécurité chantier", "Site safety coordination"],
    ],
    topics: [
      ["Plan particulier de sécurité", "Site-specific safety plan"],
      ["Chutes de hauteur et protections collectives", "Falls from height and collective protection"],
      ["Grues et engins de levage", "Cranes and lifting equipment"],
      ["Signalisation de chantier", "Site signage"],
      ["Co-activité et sous-traitance", "Co-activity and subcontracting"],
      ["Accueil sécurité des intérimaires", "Safety induction for temporary workers"],
    ],
    objectives: [
      ["Organiser un chantier sûr", "Organise a safe site"],
      ["Vérifier un échafaudage", "Inspect a scaffold"],
      ["Préparer une opération de levage", "Prepare a lifting operation"],
    ],
  },
  {
    category: "qhse",
    subcategory: ["Logistique et transport", "Logistics and transport"],
    subjects: [
      ["Gestion des stocks et des entrepôts", "Stock and warehouse management"],
      ["Conduite de chariots élévateurs", "Forklift operation"],
      ["Achats et approvisionnement", "Purchasing and supply"],
    ],
    topics: [
      ["Inventaire et rotation des stocks", "Inventory and stock rotation"],
      ["Implantation de l'entrepôt", "Warehouse layout"],
      ["Manutention et gestes et postures", "Manual handling and posture"],
      ["Incoterms et dédouanement", "Incoterms and customs clearance"],
      ["Sélection des fournisseurs", "Supplier selection"],
      ["Vérification du chariot", "Forklift checks"],
    ],
    objectives: [
      ["Optimiser ses stocks", "Optimise stock"],
      ["Conduire un chariot en sécurité", "Operate a forklift safely"],
      ["Négocier avec les fournisseurs", "Negotiate with suppliers"],
    ],
  },
  {
    category: "qhse",
    subcategory: ["Mines et énergie", "Mining and energy"],
    subjects: [
      ["Exploitation minière responsable", "Responsible mining operations"],
      ["Maintenance industrielle", "Industrial maintenance"],
      ["Énergie solaire photovoltaïque", "Solar photovoltaic energy"],
    ],
    topics: [
      ["Géologie et extraction", "Geology and extraction"],
      ["Explosifs et tirs de mines", "Explosives and blasting"],
      ["Maintenance préventive", "Preventive maintenance"],
      ["Analyse des pannes", "Failure analysis"],
      ["Dimensionnement d'une installation solaire", "Sizing a solar installation"],
      ["Réhabilitation des sites", "Site rehabilitation"],
      ["Relations avec les communautés", "Community relations"],
    ],
    objectives: [
      ["Planifier la maintenance", "Plan maintenance"],
      ["Réduire l'impact environnemental", "Reduce environmental impact"],
      ["Dimensionner une installation", "Size an installation"],
    ],
  },
  {
    category: "marketing",
    subcategory: ["Langues et accueil", "Languages and hospitality"],
    subjects: [
      ["Anglais professionnel", "Business English"],
      ["Français des affaires", "Business French"],
      ["Accueil et service client", "Reception and customer service"],
    ],
    topics: [
      ["Conversations téléphoniques", "Phone conversations"],
      ["Rédaction de courriels", "Writing e-mails"],
      ["Vocabulaire des réunions", "Meeting vocabulary"],
      ["Gestion des réclamations", "Handling complaints"],
      ["Accueil physique et téléphonique", "Front-desk and phone reception"],
      ["Qualité de service", "Service quality"],
    ],
    objectives: [
      ["Communiquer avec aisance", "Communicate with ease"],
      ["Accueillir avec professionnalisme", "Welcome people professionally"],
      ["Traiter une réclamation", "Handle a complaint"],
    ],
  },
];

const levels: readonly Pair[] = [
  ["initiation", "introduction"],
  ["perfectionnement", "advanced"],
  ["recyclage", "refresher"],
  ["pour managers", "for managers"],
  ["en milieu industriel et minier", "in industrial and mining settings"],
  ["pour les PME", "for small businesses"],
  ["à Conakry", "in Conakry"],
  ["à distance", "online"],
];

const audiences: readonly Pair[] = [
  ["aux salariés", "employees"],
  ["aux encadrants de proximité", "team leaders"],
  ["aux responsables HSE", "HSE officers"],
  ["aux commerciaux", "sales staff"],
  ["aux dirigeants de PME", "small-business owners"],
];

/** mulberry32: a small seeded generator, so the catalogue is the same at every run. */
function generator(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const some = <T>(list: readonly T[], count: number): T[] => {
    const copy = [...list];
    const out: T[] = [];
    while (out.length < count && copy.length) out.push(copy.splice(Math.floor(next() * copy.length), 1)[0]!);
    return out;
  };
  return { next, pick, some };
}

const localized = ([fr, en]: Pair) => ({ fr, en });

export interface GeneratedCourse {
  id: number;
  category: CourseCategory;
  subcategory: { fr: string; en: string };
  title: { fr: string; en: string };
  description: { fr: string; en: string };
  objectives: { fr: string; en: string }[];
  modules: CourseModule[];
  duration: { fr: string; en: string };
  audience: { fr: string; en: string };
  prerequisites: { fr: string; en: string };
  formats: ("presentiel" | "distanciel")[];
  createdAt: Date;
}

export function generateCourses(count: number, firstId = 10_001, seed = 15): GeneratedCourse[] {
  const { next, pick, some } = generator(seed);
  return Array.from({ length: count }, (_, index) => {
    const domain = pick(domains);
    const [subjectFr, subjectEn] = pick(domain.subjects);
    const [levelFr, levelEn] = pick(levels);
    const [audienceFr, audienceEn] = pick(audiences);
    const [topicFr, topicEn] = pick(domain.topics);
    const [otherFr, otherEn] = pick(domain.topics);
    const days = 1 + Math.floor(next() * 5);
    const modules = Array.from({ length: 4 + Math.floor(next() * 3) }, (_, m) => ({
      title: {
        fr: `Module ${m + 1} : ${pick(domain.topics)[0]}`,
        en: `Module ${m + 1}: ${pick(domain.topics)[1]}`,
      },
      duration: { fr: `${2 + m} h`, en: `${2 + m} h` },
      topics: some(domain.topics, 4 + Math.floor(next() * 3)).map(localized),
    }));
    return {
      id: firstId + index,
      category: domain.category,
      subcategory: localized(domain.subcategory),
      title: { fr: `${subjectFr} : ${levelFr}`, en: `${subjectEn}: ${levelEn}` },
      description: {
        fr: `Cette formation de ${days} jour${days > 1 ? "s" : ""} s'adresse ${audienceFr} qui veulent maîtriser ${subjectFr.toLowerCase()}. Elle alterne apports théoriques, études de cas et mises en situation sur ${topicFr.toLowerCase()} et ${otherFr.toLowerCase()}. Chaque participant repart avec des outils directement applicables dans son organisation, en Guinée comme en France.`,
        en: `This ${days}-day course is for ${audienceEn} who want to master ${subjectEn.toLowerCase()}. It combines theory, case studies and practical exercises on ${topicEn.toLowerCase()} and ${otherEn.toLowerCase()}. Every participant leaves with tools they can use straight away in their organisation, in Guinea and in France.`,
      },
      objectives: some(domain.objectives, Math.min(5, domain.objectives.length)).map(localized),
      modules,
      duration: { fr: `${days} jour${days > 1 ? "s" : ""}`, en: `${days} day${days > 1 ? "s" : ""}` },
      audience: localized(pick(audiences)),
      prerequisites: { fr: "Aucun", en: "None" },
      formats: next() < 0.5 ? ["presentiel"] : ["presentiel", "distanciel"],
      createdAt: new Date(Date.UTC(2024, 0, 1) + index * 3_600_000),
    };
  });
}
