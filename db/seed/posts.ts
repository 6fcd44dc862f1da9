import type { Database } from "../database";
import { newsPosts, type PostKind } from "../schema";
import { moveIdentitiesPastSeededIds } from "./identities";

type NewPost = typeof newsPosts.$inferInsert;

/*
 * The group's posts (not demo data: loaded everywhere), which its pages showed from code before
 * staff wrote them in the back-office: the international training of October 2025 (news), the
 * blog's articles and the open positions of /careers.
 */

export const seedNewsPosts: NewPost[] = [
  {
    id: 1,
    slug: "formation-internationale-hsst-2025",
    kind: "news",
    kicker: { fr: "Formation internationale", en: "International training" },
    title: {
      fr: "Hygiène, santé et sécurité au travail : formation à double certification",
      en: "Occupational hygiene, health and safety: double-certification course",
    },
    summary: {
      fr: "Formation internationale en hygiène, santé et sécurité au travail avec double certification, du 9 au 12 octobre 2025 à Conakry, pour les ingénieurs civils, miniers et mécaniciens.",
      en: "International training in occupational hygiene, health and safety with double certification, 9 to 12 October 2025 in Conakry, for civil, mining and mechanical engineers.",
    },
    body: {
      fr: [
        "Dans le cadre d'un grand projet minier en Guinée, nous organisons avec notre partenaire français, Prévention Santé Travail Formation, une formation internationale intensive en hygiène, santé et sécurité au travail.",
        "Pendant quatre jours, les participants travaillent sur l'évaluation des risques, la prévention des accidents graves sur les chantiers et les sites d'extraction, la gestion des situations d'urgence et l'animation d'une culture sécurité. Les participants reçus aux évaluations obtiennent une double certification, délivrée par notre groupe et par notre partenaire en France.",
        "En partenariat avec Prévention Santé Travail Formation (Lyon, France).",
        "## Public",
        "- Ingénieurs en génie civil\n- Ingénieurs des mines\n- Ingénieurs mécaniciens\n- Responsables et superviseurs HSE",
        "## Programme",
        "- Jour 1 : cadre réglementaire et évaluation des risques\n- Jour 2 : risques majeurs sur chantiers et sites miniers\n- Jour 3 : urgences et premiers secours\n- Jour 4 : culture sécurité, évaluation et certification",
        "## Pourquoi participer",
        "- Une double certification : une attestation guinéenne et une attestation de notre partenaire français, valorisées auprès des employeurs internationaux.\n- Des formateurs internationaux : des experts HSE ayant exercé sur de grands chantiers et sites miniers en Afrique et en Europe.\n- Une pédagogie de terrain : études de cas réels, exercices pratiques et mises en situation adaptées aux projets miniers et d'infrastructure.",
      ].join("\n\n"),
      en: [
        "As part of a large mining project in Guinea, we are running an intensive international course in occupational hygiene, health and safety with our French partner, Prévention Santé Travail Formation.",
        "Over four days, participants work on risk assessment, preventing serious accidents on construction and extraction sites, managing emergencies and leading a safety culture. Participants who pass the assessments receive a double certification, awarded by our group and by our partner in France.",
        "In partnership with Prévention Santé Travail Formation (Lyon, France).",
        "## Audience",
        "- Civil engineers\n- Mining engineers\n- Mechanical engineers\n- HSE managers and supervisors",
        "## Programme",
        "- Day 1: regulations and risk assessment\n- Day 2: major risks on construction and mining sites\n- Day 3: emergencies and first aid\n- Day 4: safety culture, assessment and certification",
        "## Why take part",
        "- Double certification: a Guinean certificate and one from our French partner, valued by international employers.\n- International trainers: HSE experts who have worked on major construction and mining sites in Africa and Europe.\n- Hands-on teaching: real case studies, practical exercises and role-plays suited to mining and infrastructure projects.",
      ].join("\n\n"),
    },
    details: {
      fr: "Durée : 4 jours, 32 heures\nCertification : Double certification Guinée – France\nLangue : Français",
      en: "Duration: 4 days, 32 hours\nCertification: Double certification Guinea – France\nLanguage: French",
    },
    imageKey: { fr: "/images/news/poster-hsst-2025.svg", en: "/images/news/poster-hsst-2025.en.svg" },
    imageWidth: 600,
    imageHeight: 850,
    imageAlt: {
      fr: "Affiche : Formation internationale en hygiène, santé et sécurité au travail, double certification, du 9 au 12 octobre 2025 à Conakry, pour ingénieurs civils, miniers et mécaniciens.",
      en: "Poster: International training in occupational hygiene, health and safety, double certification, 9 to 12 October 2025 in Conakry, for civil, mining and mechanical engineers.",
    },
    publishedOn: "2025-09-15",
    published: true,
    eventStart: "2025-10-09",
    eventEnd: "2025-10-12",
    place: { fr: "Conakry, Guinée", en: "Conakry, Guinea" },
    courseId: 105,
  },
];

/** The day the careers page went online with these offers: their date of publication. */
const CAREERS_PUBLISHED_ON = "2026-11-21";

export const seedBlogPosts: NewPost[] = [
  {
    slug: "sessions-hse-2027",
    kind: "blog",
    kicker: { fr: "Formation", en: "Training" },
    title: {
      fr: "Nouvelles sessions HSE sur sites industriels et miniers",
      en: "New sessions of the HSE course for industrial and mining sites",
    },
    summary: {
      fr: "Après le succès de la formation internationale d'octobre 2025, la formation HSE sur sites industriels et miniers revient avec de nouvelles sessions à Conakry.",
      en: "After the success of the international course in October 2025, the HSE course for industrial and mining sites returns with new sessions in Conakry.",
    },
    body: {
      fr: [
        "Après le succès de la formation internationale d'octobre 2025, la formation HSE sur sites industriels et miniers revient avec de nouvelles sessions à Conakry.",
        "Cinq jours pour maîtriser les travaux à risques, les permis de travail, la consignation et l'animation sécurité sur le terrain, avec des exercices pratiques sur équipements.",
        "[Voir la formation et les dates](/courses/105)",
      ].join("\n\n"),
      en: [
        "After the success of the international course in October 2025, the HSE course for industrial and mining sites returns with new sessions in Conakry.",
        "Five days to master high-risk work, permits to work, lockout and leading safety in the field, with hands-on exercises on equipment.",
        "[See the course and dates](/courses/105)",
      ].join("\n\n"),
    },
    publishedOn: "2026-10-20",
    published: true,
  },
  {
    slug: "kaloum-business-center",
    kind: "blog",
    kicker: { fr: "Immobilier", en: "Real estate" },
    title: {
      fr: "Le Kaloum Business Center est livré et entièrement loué",
      en: "Kaloum Business Center delivered and fully let",
    },
    summary: {
      fr: "Nos équipes ont remis les clés des 1 800 m² de bureaux du Kaloum Business Center. Les plateaux modulables accueillent désormais des entreprises et des organisations internationales.",
      en: "Our teams have handed over the keys to the 1,800 m² of offices at Kaloum Business Center. Its flexible floors now house companies and international organisations.",
    },
    body: {
      fr: [
        "Nos équipes ont remis les clés des 1 800 m² de bureaux du Kaloum Business Center. Les plateaux modulables accueillent désormais des entreprises et des organisations internationales.",
        "La gestion de l'immeuble reste assurée par notre pôle immobilier : maintenance, sécurité, énergie et relation avec les occupants.",
        "[Découvrir nos projets immobiliers](/real-estate)",
      ].join("\n\n"),
      en: [
        "Our teams have handed over the keys to the 1,800 m² of offices at Kaloum Business Center. Its flexible floors now house companies and international organisations.",
        "Our real-estate division continues to manage the building: maintenance, security, energy and relations with occupants.",
        "[Discover our real-estate projects](/real-estate)",
      ].join("\n\n"),
    },
    publishedOn: "2026-06-18",
    published: true,
  },
  {
    slug: "marketing-distanciel",
    kind: "blog",
    kicker: { fr: "Formation", en: "Training" },
    title: {
      fr: "Marketing digital : toutes nos formations disponibles à distance",
      en: "Digital marketing: all our courses now available remotely",
    },
    summary: {
      fr: "Stratégie digitale, réseaux sociaux, référencement, e-mailing : nos formations marketing sont désormais proposées en classe virtuelle, avec les mêmes formateurs et les mêmes exercices pratiques.",
      en: "Digital strategy, social media, SEO, e-mail marketing: our marketing courses are now offered as virtual classes, with the same trainers and the same hands-on exercises.",
    },
    body: {
      fr: [
        "Stratégie digitale, réseaux sociaux, référencement, e-mailing : nos formations marketing sont désormais proposées en classe virtuelle, avec les mêmes formateurs et les mêmes exercices pratiques.",
        "Une solution pensée pour les professionnels hors de Conakry et pour la diaspora, avec des séances courtes compatibles avec une activité professionnelle.",
        "[Voir les formations marketing](/courses?category=marketing)",
      ].join("\n\n"),
      en: [
        "Digital strategy, social media, SEO, e-mail marketing: our marketing courses are now offered as virtual classes, with the same trainers and the same hands-on exercises.",
        "Designed for professionals outside Conakry and for the diaspora, with short sessions that fit around work.",
        "[See the marketing courses](/courses?category=marketing)",
      ].join("\n\n"),
    },
    publishedOn: "2026-03-09",
    published: true,
  },
  {
    slug: "bilan-hsst-2025",
    kind: "blog",
    kicker: { fr: "Événement", en: "Event" },
    title: {
      fr: "Retour sur la formation internationale en hygiène, santé et sécurité au travail",
      en: "Looking back on the international course in occupational hygiene, health and safety",
    },
    summary: {
      fr: "Du 9 au 12 octobre 2025, des ingénieurs civils, des mines et mécaniciens se sont réunis à Conakry pour quatre jours de formation intensive, dans le cadre d'un grand projet minier.",
      en: "From 9 to 12 October 2025, civil, mining and mechanical engineers met in Conakry for four days of intensive training, as part of a large mining project.",
    },
    body: {
      fr: [
        "Du 9 au 12 octobre 2025, des ingénieurs civils, des mines et mécaniciens se sont réunis à Conakry pour quatre jours de formation intensive, dans le cadre d'un grand projet minier.",
        "Les participants reçus ont obtenu la double certification délivrée avec notre partenaire français. Merci aux formateurs, aux entreprises et aux participants pour leur engagement.",
        "[Revoir l'événement](/news)",
      ].join("\n\n"),
      en: [
        "From 9 to 12 October 2025, civil, mining and mechanical engineers met in Conakry for four days of intensive training, as part of a large mining project.",
        "Successful participants received the double certification awarded with our French partner. Thank you to the trainers, companies and participants for their commitment.",
        "[See the event again](/news)",
      ].join("\n\n"),
    },
    publishedOn: "2025-10-20",
    published: true,
  },
  {
    slug: "ligne-environnement-minier",
    kind: "blog",
    kicker: { fr: "Environnement", en: "Environment" },
    title: {
      fr: "Lancement de notre ligne environnement minier",
      en: "Launch of our mining environment line",
    },
    summary: {
      fr: "Études d'impact environnemental et social, HSE sur site, surveillance environnementale et réhabilitation : le groupe réunit ses compétences au service des projets miniers.",
      en: "Environmental and social impact assessments, on-site HSE, environmental monitoring and rehabilitation: the group brings its skills together for mining projects.",
    },
    body: {
      fr: [
        "Études d'impact environnemental et social, HSE sur site, surveillance environnementale et réhabilitation : le groupe réunit ses compétences au service des projets miniers.",
        "Une équipe pluridisciplinaire accompagne les exploitants et leurs sous-traitants, de l'exploration à la fermeture.",
        "[Découvrir l'environnement minier](/mining)",
      ].join("\n\n"),
      en: [
        "Environmental and social impact assessments, on-site HSE, environmental monitoring and rehabilitation: the group brings its skills together for mining projects.",
        "A multidisciplinary team supports operators and their contractors, from exploration to closure.",
        "[Discover the mining environment line](/mining)",
      ].join("\n\n"),
    },
    publishedOn: "2024-11-04",
    published: true,
  },
];

export const seedCareerPosts: NewPost[] = [
  {
    slug: "formateur-hse",
    kind: "career",
    title: { fr: "Formateur·rice HSE / QHSE", en: "HSE / QHSE trainer" },
    summary: {
      fr: "Vous animez nos formations en santé et sécurité au travail, QHSE et secourisme, en salle et sur les sites de nos clients.",
      en: "You deliver our occupational health and safety, QHSE and first-aid courses, in the classroom and on our clients' sites.",
    },
    body: {
      fr: [
        "## Missions",
        "- Animer des formations inter et intra-entreprise\n- Adapter les programmes aux métiers des clients\n- Évaluer les participants et rédiger les bilans",
        "## Profil",
        "- Bac+3 minimum en HSE, QHSE ou ingénierie\n- 3 ans d'expérience en industrie, BTP ou mines\n- Certification de formateur SST appréciée",
      ].join("\n\n"),
      en: [
        "## Responsibilities",
        "- Deliver open and in-company courses\n- Adapt programmes to clients' trades\n- Assess participants and write course reports",
        "## Profile",
        "- Bachelor's degree or higher in HSE, QHSE or engineering\n- 3 years' experience in industry, construction or mining\n- First-aid-at-work trainer certification a plus",
      ].join("\n\n"),
    },
    details: { fr: "Contrat : CDI, temps plein", en: "Contract: Permanent, full time" },
    place: { fr: "Conakry, déplacements sur sites", en: "Conakry, with site travel" },
    publishedOn: CAREERS_PUBLISHED_ON,
    published: true,
  },
  {
    slug: "conseiller-immobilier",
    kind: "career",
    title: { fr: "Conseiller·ère immobilier", en: "Property adviser" },
    summary: {
      fr: "Vous accompagnez nos clients vendeurs, acquéreurs, bailleurs et locataires, et développez notre portefeuille de biens.",
      en: "You support our sellers, buyers, landlords and tenants, and grow our property portfolio.",
    },
    body: {
      fr: [
        "## Missions",
        "- Estimer les biens et organiser les visites\n- Accompagner les clients jusqu'à la signature\n- Assurer le suivi des biens en gestion",
        "## Profil",
        "- Formation commerciale ou immobilière\n- Excellente connaissance de Conakry\n- Permis B, aisance relationnelle",
      ].join("\n\n"),
      en: [
        "## Responsibilities",
        "- Value properties and organise viewings\n- Support clients through to signature\n- Follow up the properties we manage",
        "## Profile",
        "- Sales or real-estate training\n- Excellent knowledge of Conakry\n- Driving licence, strong people skills",
      ].join("\n\n"),
    },
    details: { fr: "Contrat : CDI, temps plein", en: "Contract: Permanent, full time" },
    place: { fr: "Conakry", en: "Conakry" },
    publishedOn: CAREERS_PUBLISHED_ON,
    published: true,
  },
  {
    slug: "consultant-junior",
    kind: "career",
    title: { fr: "Consultant·e junior études et business plans", en: "Junior consultant, studies and business plans" },
    summary: {
      fr: "Au sein du pôle conseil, vous participez aux études de terrain, aux business plans et aux études de faisabilité.",
      en: "In the consulting division, you take part in field studies, business plans and feasibility studies.",
    },
    body: {
      fr: [
        "## Missions",
        "- Concevoir les questionnaires et encadrer les enquêteurs\n- Analyser les données et construire les modèles financiers\n- Rédiger les rapports et présenter les résultats",
        "## Profil",
        "- Bac+5 en économie, gestion ou finance\n- Maîtrise d'Excel ; un outil de statistique est un plus\n- Rigueur, esprit de synthèse, goût du terrain",
      ].join("\n\n"),
      en: [
        "## Responsibilities",
        "- Design questionnaires and supervise surveyors\n- Analyse data and build financial models\n- Write reports and present findings",
        "## Profile",
        "- Master's degree in economics, management or finance\n- Strong Excel skills; a statistics tool is a plus\n- Rigour, ability to synthesise, enjoys fieldwork",
      ].join("\n\n"),
    },
    details: { fr: "Contrat : CDD 12 mois, évolutif", en: "Contract: 12-month contract, may become permanent" },
    place: { fr: "Conakry", en: "Conakry" },
    publishedOn: CAREERS_PUBLISHED_ON,
    published: true,
  },
];


/** Each kind's built-in posts, in the order its page lists them. */
export const seedPostsOf: Record<PostKind, NewPost[]> = {
  news: seedNewsPosts,
  blog: seedBlogPosts,
  career: seedCareerPosts,
};

/**
 * Idempotent: existing posts (by id or slug) are left alone. The news post keeps its fixed id
 * (identities then move past it); the others take the next ids, since a site that had news
 * before may use any id. Posts of one day are listed newest made first, so each kind's posts are
 * made in reverse order of its page.
 */
export async function seedPosts(db: Database, kinds: readonly PostKind[]): Promise<void> {
  await db.transaction(async (tx) => {
    if (kinds.includes("news")) {
      await tx.insert(newsPosts).values(seedNewsPosts).onConflictDoNothing();
      await moveIdentitiesPastSeededIds(tx, ["news_posts"]);
    }
    for (const kind of kinds.filter((kind) => kind !== "news")) {
      await tx.insert(newsPosts).values([...seedPostsOf[kind]].reverse()).onConflictDoNothing();
    }
  });
}
