import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { editDistance } from "./edit-distance";
import { MAX_QUERY_LENGTH } from "./filters";
import { synonymVocabulary, type SearchWord } from "./search-terms";

/**
 * "Did you mean …": when a search finds nothing, each of its words that is neither in the
 * catalogue's vocabulary (course_search_words) nor in the synonym list is replaced by the
 * closest word of either. Candidates come from trigram similarity (pg_trgm's `%`, 0.3 or more)
 * and, because trigrams judge swapped letters in short words harshly ("saftey" and "safety"
 * share 3 of 11), from words of about the same length with the same first three letters;
 * both use the trigram GIN index. The fewest edits wins. One query for all the words; the
 * caller then checks that the corrected search finds a course (docs/decisions/1503).
 */

/** How many candidates each path gives per word. */
const CANDIDATES = 5;
/** Candidates that are not trigram-similar must be this close (edits). */
const MAX_EDITS_WITHOUT_TRIGRAMS = 2;
/** Shorter words are left as typed: too short to correct with any confidence. */
const MIN_CORRECTED_LENGTH = 3;

interface WordRow {
  position: number;
  known: boolean;
  /** Candidate words (folded), their spellings, and whether trigrams found them; null when known. */
  words: string[] | null;
  spellings: string[] | null;
  trigram: boolean[] | null;
}

/** Rows of a raw query, from PGlite's and node-postgres's result shapes alike. */
async function rowsOf<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** The synonym list's words, as one JSON parameter, and as a set for the words known here. */
const synonymWordsJson = JSON.stringify(
  synonymVocabulary.map(({ folded, text }) => ({ word: folded, spelling: text })),
);
const synonymWords = new Set(synonymVocabulary.map(({ folded }) => folded));

/** Words of about the same length starting with the same three letters (LIKE: letters and digits only). */
const sameStart = (column: SQL) =>
  sql`(length(typed.word) >= 4 and ${column} like left(typed.word, 3) || '%'
    and abs(length(${column}) - length(typed.word)) <= ${MAX_EDITS_WITHOUT_TRIGRAMS})`;

/**
 * Whether each word is known (in the vocabulary, the synonym list, too short or a number:
 * nothing to correct), and when it is not, candidates to replace it.
 */
function wordRowsQuery(words: readonly SearchWord[]) {
  const rows = words.map((word, position) => {
    const knownHere =
      word.folded.length < MIN_CORRECTED_LENGTH || /^\d+$/.test(word.folded) || synonymWords.has(word.folded);
    return sql`select ${position}::int as position, ${word.folded}::text as word, ${knownHere}::boolean as known_here`;
  });
  const vocabulary = sql`course_search_words.word`;
  const synonym = sql`synonym.word`;
  return sql`
    select typed.position, typed.known, closest.words, closest.spellings, closest.trigram
    from (
      select listed.position, listed.word,
        listed.known_here or exists (select 1 from course_search_words where course_search_words.word = listed.word) as known
      from (${sql.join(rows, sql` union all `)}) as listed
    ) as typed
    left join lateral (
      select array_agg(candidate.word order by candidate.score desc, candidate.word) as words,
        array_agg(candidate.spelling order by candidate.score desc, candidate.word) as spellings,
        array_agg(candidate.trigram order by candidate.score desc, candidate.word) as trigram
      from (
        (select word, spelling, true as trigram, similarity(word, typed.word) as score
          from course_search_words where ${vocabulary} % typed.word
          order by score desc, word limit ${CANDIDATES})
        union all
        (select word, spelling, false, similarity(word, typed.word) as score
          from course_search_words where ${sameStart(vocabulary)}
          order by score desc, word limit ${CANDIDATES})
        union all
        select word, spelling, word % typed.word, similarity(word, typed.word)
          from json_to_recordset(${synonymWordsJson}::json) as synonym(word text, spelling text)
          where ${synonym} % typed.word or ${sameStart(synonym)}
      ) as candidate
    ) as closest on not typed.known
    order by typed.position`;
}

/** The candidate fewest edits away (the most similar of equals); a candidate only of the same start must be close. */
function closestSpelling(word: SearchWord, row: WordRow): string | null {
  let best: { spelling: string; distance: number } | null = null;
  (row.words ?? []).forEach((candidate, index) => {
    const spelling = row.spellings?.[index];
    const distance = editDistance(word.folded, candidate);
    if (spelling === undefined || (!row.trigram?.[index] && distance > MAX_EDITS_WITHOUT_TRIGRAMS)) return;
    if (best === null || distance < best.distance) best = { spelling, distance };
  });
  return (best as { spelling: string } | null)?.spelling ?? null;
}

/**
 * The corrected search, or null when nothing changed (every word is known: right words whose
 * combination finds nothing, or unknown words with nothing close). An unknown word with
 * nothing close is kept: its stem may still find courses, which the caller's check decides.
 */
export async function correctedSearch(db: Database, words: readonly SearchWord[]): Promise<string | null> {
  if (words.length === 0) return null;
  const rows = await rowsOf<WordRow>(db, wordRowsQuery(words));
  let changed = false;
  const corrected: string[] = [];
  for (const row of rows) {
    const word = words[row.position];
    if (!word) return null;
    if (row.known) {
      corrected.push(word.text);
      continue;
    }
    const closest = closestSpelling(word, row) ?? word.text;
    if (closest !== word.text) changed = true;
    corrected.push(closest);
  }
  const suggestion = corrected.join(" ").slice(0, MAX_QUERY_LENGTH).trim();
  return changed && suggestion !== "" ? suggestion : null;
}
