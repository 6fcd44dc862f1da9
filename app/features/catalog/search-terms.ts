import { synonymGroups } from "./search-synonyms";

/**
 * What a catalogue search asks for, before it becomes SQL: the visitor's words, folded, and
 * the concepts they stand for (a word or a synonym phrase, with every way of saying it).
 * Nothing here reaches the database as syntax: words are letters and digits only, and each
 * one is a bound parameter of phraseto_tsquery (search-sql.server.ts).
 */

/** Beyond this, words are ignored: eight is more than any course title needs. */
export const MAX_SEARCH_WORDS = 8;
/**
 * A last word this long or longer also matches as a prefix (search as you type: "secu" finds
 * "sécurité"). Shorter, whole words would match too much ("feu" in "feuille").
 */
export const MIN_PREFIX_LENGTH = 4;

export interface SearchWord {
  /** As typed, lower-cased (accents kept, to show back in "Did you mean"). */
  text: string;
  /** Lower-cased without accents: what is compared. */
  folded: string;
}

/** A way of saying a concept, and the stemmer it is for (null: the visitor's, so both). */
export interface SearchAlternative {
  phrase: string;
  lang: "fr" | "en" | null;
}

export interface SearchConcept {
  /** Phrases any of which satisfies the concept (the typed words first, then synonyms). */
  alternatives: SearchAlternative[];
  /** The typed word, also matched as a prefix of the course's words: the last word being typed. */
  prefix: string | null;
}

/** Lower case without accents ("Sécurité" -> "securite"). */
export function foldForSearch(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a search: runs of letters and digits; quotes, operators and markup are separators. */
export function searchWords(q: string): SearchWord[] {
  const seen = new Set<string>();
  const words: SearchWord[] = [];
  for (const match of q.toLowerCase().matchAll(/[\p{L}\p{N}]+/gu)) {
    const text = match[0];
    const folded = foldForSearch(text);
    if (seen.has(folded)) continue;
    seen.add(folded);
    words.push({ text, folded });
    if (words.length === MAX_SEARCH_WORDS) break;
  }
  return words;
}

/** A phrase as compared: folded words separated by one space ("E-mail" -> "e mail"). */
function normalizePhrase(phrase: string): string {
  return searchWords(phrase)
    .map((word) => word.folded)
    .join(" ");
}

/** "incendies" is looked up as "incendie" too, "feux" as "feu". */
function singular(phrase: string): string {
  return phrase
    .split(" ")
    .map((word) => (word.length > 3 ? word.replace(/[sx]$/, "") : word))
    .join(" ");
}

const groups: SearchAlternative[][] = synonymGroups.map((group) => [
  ...group.fr.map((phrase) => ({ phrase: normalizePhrase(phrase), lang: "fr" as const })),
  ...group.en.map((phrase) => ({ phrase: normalizePhrase(phrase), lang: "en" as const })),
]);
const groupsByPhrase = new Map<string, number[]>();
groups.forEach((group, index) => {
  const keys = [
    ...group.map(({ phrase }) => phrase),
    ...(synonymGroups[index]?.keys ?? []).map(normalizePhrase),
  ];
  for (const key of new Set(keys.flatMap((phrase) => [phrase, singular(phrase)]))) {
    groupsByPhrase.set(key, [...(groupsByPhrase.get(key) ?? []), index]);
  }
});
const longestPhrase = Math.max(...groups.flat().map(({ phrase }) => phrase.split(" ").length));

function synonymsOf(phrase: string): SearchAlternative[] | null {
  const indexes = groupsByPhrase.get(phrase) ?? groupsByPhrase.get(singular(phrase));
  return indexes ? indexes.flatMap((index) => groups[index] ?? []) : null;
}

/**
 * The concepts of a search, every one of which a course must match (in any order). A run of
 * words that is a synonym entry ("premiers secours") is one concept with its whole group; the
 * longest run wins.
 */
export function searchConcepts(words: readonly SearchWord[]): SearchConcept[] {
  const folded = words.map((word) => word.folded);
  const concepts: SearchConcept[] = [];
  let start = 0;
  while (start < folded.length) {
    let matched: { length: number; synonyms: SearchAlternative[] } | null = null;
    for (let length = Math.min(longestPhrase, folded.length - start); length > 0 && !matched; length--) {
      const synonyms = synonymsOf(folded.slice(start, start + length).join(" "));
      if (synonyms) matched = { length, synonyms };
    }
    const length = matched?.length ?? 1;
    const typed = folded.slice(start, start + length).join(" ");
    const isLast = start + length === folded.length;
    const typedAlternative: SearchAlternative = { phrase: typed, lang: null };
    concepts.push({
      alternatives: [typedAlternative, ...(matched?.synonyms ?? []).filter(({ phrase }) => phrase !== typed)],
      prefix: isLast && length === 1 && canBePrefix(typed) ? typed : null,
    });
    start += length;
  }
  return concepts;
}

/** Prefixes go through to_tsquery's syntax: plain ASCII letters and digits only, so no operator. */
function canBePrefix(word: string): boolean {
  return word.length >= MIN_PREFIX_LENGTH && /^[a-z0-9]+$/.test(word);
}

/**
 * The single words of the synonym list, folded and as written: "Did you mean" may correct a
 * typo towards them even when no course uses that very word ("secoursime" -> "secourisme").
 */
export const synonymVocabulary: readonly SearchWord[] = (() => {
  const byFolded = new Map<string, SearchWord>();
  const phrases = synonymGroups.flatMap((group) => [...group.fr, ...group.en, ...(group.keys ?? [])]);
  for (const word of phrases.flatMap((phrase) => searchWords(phrase))) {
    if (word.folded.length >= MIN_PREFIX_LENGTH && !byFolded.has(word.folded))
      byFolded.set(word.folded, word);
  }
  return [...byFolded.values()];
})();
