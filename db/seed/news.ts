import type { Database } from "../database";
import { newsPosts } from "../schema";
import { moveIdentitiesPastSeededIds } from "./identities";

type NewNewsPost = typeof newsPosts.$inferInsert;

/**
 * The group's news (not demo data: loaded everywhere): the international training of October
 * 2025, which the news page showed from code before the back-office.
 */
export const seedNewsPosts: NewNewsPost[] = [
  {
    id: 1,
    slug: "formation-internationale-hsst-2025",
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

/** Idempotent: fixed ids and slugs, existing posts left alone; identities move past them. */
export async function seedNews(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.insert(newsPosts).values(seedNewsPosts).onConflictDoNothing();
    await moveIdentitiesPastSeededIds(tx, ["news_posts"]);
  });
}
