import type { Topic } from "./chat-types";

/** The group's services: initial text, then a follow-up, then details with the contact details. */
export const serviceTopics: readonly Topic[] = [
  {
    id: "qhse",
    kind: "service",
    service: "training",
    keywords: {
      fr: ["qhse", "hse", "sst", "hygiene", "securite", "sante", "qualite", "environnement", "risque"],
      en: ["qhse", "hse", "osh", "safety", "health", "hygiene", "quality", "environment", "risk"],
    },
    replies: {
      fr: [
        {
          text: "Nous sommes un organisme de formation de référence en santé et sécurité au travail et en QHSE (qualité, hygiène, sécurité, environnement). Souhaitez-vous en savoir plus sur nos programmes ?",
        },
        {
          text: "Nos formations QHSE couvrent les normes ISO 9001, 14001 et 45001, l'audit QHSE, l'évaluation des risques professionnels et la HSE en milieu industriel et minier. Elles sont certifiantes, en présentiel à Conakry ou à distance. Voulez-vous les détails pratiques ?",
        },
        {
          text: "Les sessions sont programmées toute l'année ; le catalogue indique les dates, les places restantes et les prix. Nous organisons aussi des sessions intra-entreprise sur devis. Appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir les formations QHSE", path: "/courses?category=qhse" },
        },
      ],
      en: [
        {
          text: "We are a leading training provider in occupational health and safety and QHSE (quality, health, safety, environment). Would you like to know more about our programmes?",
        },
        {
          text: "Our QHSE courses cover ISO 9001, 14001 and 45001, QHSE auditing, occupational risk assessment and HSE on industrial and mining sites. They are certified, held in Conakry or online. Would you like the practical details?",
        },
        {
          text: "Sessions run all year; the catalogue shows dates, seats left and prices. We also run in-company sessions on quote. Call {phone} or write to {email}.",
          link: { label: "See QHSE courses", path: "/courses?category=qhse" },
        },
      ],
    },
  },
  {
    id: "first-aid",
    kind: "service",
    service: "training",
    keywords: {
      fr: [
        "premiers secours",
        "secourisme",
        "secouriste",
        "secours",
        "psc1",
        "urgence",
        "blesse",
        "reanimation",
      ],
      en: ["first aid", "cpr", "first responder", "emergency", "rescue", "injury", "resuscitation"],
    },
    replies: {
      fr: [
        {
          text: "Notre formation aux premiers secours apprend à protéger, alerter et secourir une victime en attendant les secours. Voulez-vous connaître le programme ?",
        },
        {
          text: "Au programme : gestes d'urgence, réanimation cardio-pulmonaire, défibrillateur, hémorragies, brûlures et malaises, avec beaucoup de mises en situation. Elle convient à tous les salariés, sans prérequis. Souhaitez-vous les détails ?",
        },
        {
          text: "La formation se déroule en présentiel pour la pratique, en petits groupes, et donne lieu à une attestation. Dates et prix sont dans le catalogue ; pour un groupe, appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir les formations premiers secours", path: "/courses?category=first-aid" },
        },
      ],
      en: [
        {
          text: "Our first aid course teaches how to protect, alert and help a casualty until the emergency services arrive. Would you like to see the programme?",
        },
        {
          text: "It covers emergency actions, CPR, the defibrillator, bleeding, burns and sudden illness, with plenty of hands-on practice. It suits every employee, with no prerequisites. Would you like the details?",
        },
        {
          text: "The course is held in person for the practice, in small groups, and leads to a certificate. Dates and prices are in the catalogue; for a group, call {phone} or write to {email}.",
          link: { label: "See first aid courses", path: "/courses?category=first-aid" },
        },
      ],
    },
  },
  {
    id: "fire",
    kind: "service",
    service: "training",
    keywords: {
      fr: ["incendie", "feu", "feux", "extincteur", "evacuation", "pompier"],
      en: ["fire", "extinguisher", "evacuation", "firefighting", "fire drill"],
    },
    replies: {
      fr: [
        {
          text: "Notre formation sécurité incendie prépare vos équipes à réagir vite face à un départ de feu. Voulez-vous en savoir plus ?",
        },
        {
          text: "Elle forme des équipiers de première intervention : triangle du feu, choix et manipulation des extincteurs, alarme et évacuation, rôle des guides et serre-files, avec exercices pratiques. Souhaitez-vous les détails ?",
        },
        {
          text: "Les exercices se font sur feu réel ou simulé, dans vos locaux ou les nôtres à Conakry. Dates et prix sont dans le catalogue ; pour une session dans votre entreprise, appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir les formations incendie", path: "/courses?category=fire" },
        },
      ],
      en: [
        {
          text: "Our fire safety course prepares your teams to react quickly when a fire starts. Would you like to know more?",
        },
        {
          text: "It trains first-response team members: the fire triangle, choosing and using extinguishers, alarm and evacuation, the role of guides and sweepers, with practical drills. Would you like the details?",
        },
        {
          text: "Drills use real or simulated fire, at your premises or ours in Conakry. Dates and prices are in the catalogue; for a session at your company, call {phone} or write to {email}.",
          link: { label: "See fire safety courses", path: "/courses?category=fire" },
        },
      ],
    },
  },
  {
    id: "driving",
    kind: "service",
    service: "training",
    keywords: {
      fr: ["conduite", "chauffeur", "conducteur", "routiere", "routier", "vehicule", "defensive"],
      en: ["driving", "driver", "defensive", "road safety", "vehicle", "fleet", "road risk"],
    },
    replies: {
      fr: [
        {
          text: "Notre formation à la conduite défensive réduit le risque routier de vos conducteurs. Voulez-vous en savoir plus ?",
        },
        {
          text: "Elle aborde l'anticipation, les distances de sécurité, la fatigue, la vitesse, les conditions difficiles et le contrôle du véhicule, pour les chauffeurs et les gestionnaires de flotte. Souhaitez-vous les détails ?",
        },
        {
          text: "La formation alterne théorie et conduite commentée, et se termine par une évaluation. Dates et prix sont dans le catalogue ; pour former votre flotte, appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir les formations conduite", path: "/courses?category=driving" },
        },
      ],
      en: [
        {
          text: "Our defensive driving course lowers the road risk of your drivers. Would you like to know more?",
        },
        {
          text: "It covers anticipation, safe distances, fatigue, speed, difficult conditions and vehicle control, for drivers and fleet managers. Would you like the details?",
        },
        {
          text: "The course mixes theory and commented driving, and ends with an assessment. Dates and prices are in the catalogue; to train your fleet, call {phone} or write to {email}.",
          link: { label: "See driving courses", path: "/courses?category=driving" },
        },
      ],
    },
  },
  {
    id: "marketing",
    kind: "service",
    service: "training",
    keywords: {
      fr: [
        "marketing",
        "digital",
        "numerique",
        "reseaux sociaux",
        "communication",
        "publicite",
        "referencement",
        "seo",
        "community",
      ],
      en: [
        "marketing",
        "digital",
        "social media",
        "advertising",
        "seo",
        "sales",
        "branding",
        "google ads",
        "community",
      ],
    },
    replies: {
      fr: [
        {
          text: "Nous proposons des formations en marketing et en digital pour développer vos ventes. Voulez-vous voir les thèmes ?",
        },
        {
          text: "Stratégie de marketing digital, réseaux sociaux et community management, référencement (SEO), e-mail marketing, Google Ads et Analytics, techniques de vente et négociation. Souhaitez-vous les détails ?",
        },
        {
          text: "Les formations marketing se suivent en présentiel ou à distance, avec des cas pratiques sur vos propres projets. Dates et prix sont dans le catalogue ; pour une question, appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir les formations marketing", path: "/courses?category=marketing" },
        },
      ],
      en: [
        {
          text: "We offer marketing and digital courses to grow your sales. Would you like to see the topics?",
        },
        {
          text: "Digital marketing strategy, social media and community management, SEO, e-mail marketing, Google Ads and Analytics, sales techniques and negotiation. Would you like the details?",
        },
        {
          text: "Marketing courses are held in person or online, with case studies on your own projects. Dates and prices are in the catalogue; for any question, call {phone} or write to {email}.",
          link: { label: "See marketing courses", path: "/courses?category=marketing" },
        },
      ],
    },
  },
  {
    id: "real-estate",
    kind: "service",
    service: "real-estate",
    keywords: {
      fr: [
        "immobilier",
        "maison",
        "appartement",
        "terrain",
        "louer",
        "location",
        "logement",
        "villa",
        "parcelle",
      ],
      en: ["real estate", "property", "house", "apartment", "land", "rent", "rental", "housing", "villa"],
    },
    replies: {
      fr: [
        {
          text: "Notre pôle immobilier vous accompagne pour acheter, vendre, louer ou investir, en Guinée et à l'étranger. Que recherchez-vous ?",
        },
        {
          text: "Nous proposons la vente et la location de biens, la gestion locative, l'investissement foncier sécurisé et des projets immobiliers clés en main. Voulez-vous les détails ?",
        },
        {
          text: "Un conseiller étudie votre projet (budget, quartier, type de bien) et vous propose des biens vérifiés. Appelez le {phone} ou écrivez à {email}.",
          link: { label: "Découvrir l'immobilier", path: "/real-estate" },
        },
      ],
      en: [
        {
          text: "Our real-estate team helps you buy, sell, rent or invest, in Guinea and abroad. What are you looking for?",
        },
        {
          text: "We offer property sales and rentals, property management, secure land investment and turnkey real-estate projects. Would you like the details?",
        },
        {
          text: "An adviser studies your project (budget, area, type of property) and suggests checked properties. Call {phone} or write to {email}.",
          link: { label: "Discover real estate", path: "/real-estate" },
        },
      ],
    },
  },
  {
    id: "cleaning",
    kind: "service",
    service: "cleaning",
    keywords: {
      fr: ["nettoyage", "menage", "entretien", "proprete", "desinfection", "nettoyer"],
      en: ["cleaning", "cleaner", "janitorial", "housekeeping", "disinfection"],
    },
    replies: {
      fr: [
        {
          text: "Nous assurons des services de nettoyage pour les bureaux, commerces et chantiers. Voulez-vous en savoir plus ?",
        },
        {
          text: "Entretien régulier ou ponctuel, nettoyage de fin de chantier, désinfection, vitrerie : la prestation est adaptée à vos locaux et à vos horaires. Souhaitez-vous les détails ?",
        },
        {
          text: "Le nettoyage est sur devis personnalisé, après une visite gratuite de vos locaux. Appelez le {phone} ou écrivez à {email}.",
          link: { label: "Demander un devis", path: "/contact?service=cleaning" },
        },
      ],
      en: [
        {
          text: "We provide cleaning services for offices, shops and building sites. Would you like to know more?",
        },
        {
          text: "Regular or one-off cleaning, end-of-works cleaning, disinfection, windows: the service fits your premises and your hours. Would you like the details?",
        },
        {
          text: "Cleaning is on a custom quote, after a free visit of your premises. Call {phone} or write to {email}.",
          link: { label: "Request a quote", path: "/contact?service=cleaning" },
        },
      ],
    },
  },
  {
    id: "consulting",
    kind: "service",
    service: "consulting",
    keywords: {
      fr: [
        "conseil",
        "consulting",
        "business plan",
        "etude",
        "faisabilite",
        "montage",
        "creation d entreprise",
        "accompagnement",
        "impact",
      ],
      en: [
        "consulting",
        "consultant",
        "advice",
        "business plan",
        "feasibility",
        "study",
        "project",
        "business",
        "startup",
      ],
    },
    replies: {
      fr: [
        {
          text: "Notre pôle conseil accompagne les entreprises et les porteurs de projet, de l'idée à la réalisation. Voulez-vous en savoir plus ?",
        },
        {
          text: "Montage de projet (à partir de 500 000 GNF), études de terrain (à partir de 750 000 GNF), business plan (à partir de 1 000 000 GNF), études de faisabilité (à partir de 1 250 000 GNF), ainsi que des études d'impact environnemental. Souhaitez-vous les détails ?",
        },
        {
          text: "Tout commence par une consultation gratuite, puis une proposition détaillée, la réalisation et la livraison. Appelez le {phone} ou écrivez à {email}.",
          link: { label: "Découvrir le conseil", path: "/consulting" },
        },
      ],
      en: [
        {
          text: "Our consulting team supports companies and project owners, from the idea to delivery. Would you like to know more?",
        },
        {
          text: "Project setup (from GNF 500,000), field studies (from GNF 750,000), business plans (from GNF 1,000,000), feasibility studies (from GNF 1,250,000), and environmental impact studies. Would you like the details?",
        },
        {
          text: "It starts with a free consultation, then a detailed proposal, execution and delivery. Call {phone} or write to {email}.",
          link: { label: "Discover consulting", path: "/consulting" },
        },
      ],
    },
  },
  {
    id: "training",
    kind: "service",
    service: "training",
    keywords: {
      fr: [
        "formation",
        "stage",
        "cours",
        "certification",
        "certifiante",
        "apprendre",
        "catalogue",
        "session",
        "formateur",
      ],
      en: [
        "training",
        "course",
        "certification",
        "certificate",
        "learn",
        "workshop",
        "catalogue",
        "session",
        "trainer",
      ],
    },
    replies: {
      fr: [
        {
          text: "Nous proposons des formations professionnelles certifiantes : santé et sécurité au travail, QHSE, premiers secours, sécurité incendie, conduite défensive, marketing et digital. Un domaine vous intéresse ?",
        },
        {
          text: "Les formations se suivent en présentiel à Conakry ou à distance, en inter-entreprises ou dans votre entreprise, avec des formateurs expérimentés. Voulez-vous savoir comment vous inscrire ?",
        },
        {
          text: "Choisissez une formation dans le catalogue, puis une session : l'inscription se fait en ligne avec un compte, et le paiement par carte, virement, PayPal ou Orange Money. Pour un conseil, appelez le {phone} ou écrivez à {email}.",
          link: { label: "Voir le catalogue", path: "/courses" },
        },
      ],
      en: [
        {
          text: "We offer certified professional training: occupational health and safety, QHSE, first aid, fire safety, defensive driving, marketing and digital. Is there a field you are interested in?",
        },
        {
          text: "Courses are held in person in Conakry or online, open to all or at your company, with experienced trainers. Would you like to know how to register?",
        },
        {
          text: "Pick a course in the catalogue, then a session: you register online with an account, and pay by card, bank transfer, PayPal or Orange Money. For advice, call {phone} or write to {email}.",
          link: { label: "See the catalogue", path: "/courses" },
        },
      ],
    },
  },
];
