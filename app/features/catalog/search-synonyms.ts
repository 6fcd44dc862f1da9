/**
 * Words of the training field that mean the same thing, in French and English. A search for
 * any entry of a group also finds courses that use another one ("secourisme" finds the SST
 * course, "feu" the fire-safety one, "SEO" the "référencement" one). This is query expansion
 * in code, not a PostgreSQL synonym dictionary: a dictionary is a file in the server's
 * share folder, which managed PostgreSQL does not let us install (docs/decisions/1502).
 *
 * Keep groups small and exact: every entry of a group is searched whenever one is typed, so
 * an entry that is broader than the others ("formation") would flood the results. Entries
 * are matched on whole words, case and accents ignored; several words are a phrase.
 */
export interface SynonymGroup {
  /** Searched with the French stemmer (acronyms and names too: it leaves them alone). */
  fr: readonly string[];
  /** Searched with the English stemmer only: through the French one, "trainer" would become "train". */
  en: readonly string[];
  /**
   * Typed, they bring in the group, but other entries do not bring them in: their stem is
   * broader than the group ("secourisme" and "secours", as in "moyens de secours" on the
   * fire-safety course, are both "secour"), so "first aid" stays precise.
   */
  keys?: readonly string[];
}

export const synonymGroups: readonly SynonymGroup[] = [
  {
    fr: ["SST", "sauveteur secouriste", "premiers secours"],
    en: ["first aid", "first aider"],
    keys: ["secourisme", "secouriste", "secours"],
  },
  { fr: ["incendie", "feu"], en: ["fire", "firefighting"] },
  {
    fr: ["HSE", "QHSE", "sécurité", "santé et sécurité au travail"],
    en: ["safety", "occupational health and safety"],
  },
  {
    fr: ["conduite défensive", "sécurité routière", "risque routier"],
    en: ["defensive driving", "road safety", "road risk"],
  },
  { fr: ["conducteur", "chauffeur"], en: ["driver"] },
  { fr: ["qualité", "ISO 9001"], en: ["quality"] },
  { fr: ["environnement", "ISO 14001"], en: ["environment", "environmental"] },
  { fr: ["évaluation des risques", "document unique", "DUERP"], en: ["risk assessment"] },
  { fr: ["audit", "auditeur", "auditrice"], en: ["auditor"] },
  { fr: ["formateur", "formatrice", "formation de formateurs"], en: ["trainer", "train the trainer"] },
  {
    fr: ["marketing digital", "marketing numérique", "webmarketing", "marketing en ligne"],
    en: ["digital marketing", "online marketing"],
  },
  {
    fr: ["réseaux sociaux", "médias sociaux", "community management", "community manager"],
    en: ["social media"],
  },
  { fr: ["référencement", "SEO"], en: ["search engine optimisation", "search engine optimization"] },
  { fr: ["publicité en ligne", "Google Ads", "SEA", "AdWords"], en: ["online advertising"] },
  { fr: ["e-mail", "email", "courriel", "emailing"], en: ["e-mail", "email"] },
  { fr: ["vente"], en: ["sales", "selling"] },
  { fr: ["négociation"], en: ["negotiation"] },
  { fr: ["minier", "mines"], en: ["mining"] },
];
