import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../../db/database";
import { courses } from "../../../db/schema";
import type { SearchAlternative, SearchConcept } from "./search-terms";

/**
 * A search's concepts as one PostgreSQL tsquery, and the conditions and ranking built on it.
 * Every word is a bound parameter handed to phraseto_tsquery, which accepts any text and has
 * no operators, so no input can change the query's structure or make it fail; the one
 * to_tsquery call takes a prefix of ASCII letters and digits only (search-terms.ts).
 * The text goes through the same accent removal as the indexed column (migration 0003).
 */

const french = sql.raw(`'french'::regconfig`);
const english = sql.raw(`'english'::regconfig`);

function stemmed(config: SQL, text: string): SQL {
  return sql`phraseto_tsquery(${config}, public.catalog_unaccent(${text}))`;
}

/**
 * One way of saying a concept. The visitor's own words go through both stemmers (the column
 * holds French text French-stemmed and English text English-stemmed), and the word being
 * typed also matches any word it begins; a word that either language ignores ("de", "au",
 * "the") asks for nothing. A synonym goes through its own language's stemmer only.
 */
function alternativeQuery({ phrase, lang }: SearchAlternative, prefix: string | null): SQL {
  if (lang !== null) return stemmed(lang === "fr" ? french : english, phrase);
  const fr = stemmed(french, phrase);
  const en = stemmed(english, phrase);
  const begins = prefix === null ? sql`` : sql` || to_tsquery('simple'::regconfig, ${`${prefix}:*`})`;
  return sql`(case when numnode(${fr}) = 0 or numnode(${en}) = 0 then ''::tsquery else ${fr} || ${en}${begins} end)`;
}

function conceptQuery(concept: SearchConcept): SQL {
  const alternatives = concept.alternatives.map((alternative, index) =>
    alternativeQuery(alternative, index === 0 ? concept.prefix : null),
  );
  return sql`(${sql.join(alternatives, sql` || `)})`;
}

/** Every concept must match (any order), each in any of its ways. An empty tsquery matches nothing. */
export function searchTsquery(concepts: readonly SearchConcept[]): SQL {
  if (concepts.length === 0) return sql`''::tsquery`;
  return sql`(${sql.join(concepts.map(conceptQuery), sql` && `)})`;
}

/**
 * The course matches. `numnode` first: a query of stopwords only is empty, and comparing with
 * an empty tsquery is false anyway but makes PostgreSQL log a notice for every row.
 */
export function matchesSearch(query: SQL): SQL {
  return sql`(numnode(${query}) > 0 and ${courses.searchVector} @@ ${query})`;
}

/**
 * Ranking: courses whose title answers the whole search first, then ts_rank over the rank
 * vector (title A > subcategory B > description and objectives C); courses found by their
 * programme alone come after those. The rank vector stays in the row (docs/decisions/1504).
 */
export function searchOrder(query: SQL): SQL[] {
  return [
    sql`(ts_filter(${courses.searchRankVector}, '{a}') @@ ${query}) desc`,
    sql`ts_rank(${courses.searchRankVector}, ${query}) desc`,
  ];
}

/**
 * Runs a search's queries with the GIN index. The planner prices a sequential scan without the
 * cost of reading each course's large tsvector back from TOAST, so it often judges the scan and
 * the index equal when the index is ten times faster (docs/decisions/1504). `SET LOCAL` lasts
 * for this read-only transaction only.
 */
export async function withSearchIndex<T>(db: Database, run: (db: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_seqscan = off`);
    return run(tx as unknown as Database);
  });
}
