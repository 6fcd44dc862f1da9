import { sql } from "drizzle-orm";
import { customType, index, pgTable, text } from "drizzle-orm/pg-core";

/** PostgreSQL's full-text document type; Drizzle has none built in. */
export const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/**
 * The generated column's expression. `public.course_search_vector` and the functions it calls
 * are created by migration 0003 (hand-written there: Drizzle does not model functions).
 */
export const courseSearchVector = sql`public.course_search_vector(title, subcategory, description, objectives, modules)`;

/** The part of it that ranks: title, subcategory, description and objectives, without the programme. */
export const courseSearchRankVector = sql`public.course_search_rank_vector(title, subcategory, description, objectives)`;

/**
 * Every word of the searched course text, accents removed (`word`) and as written
 * (`spelling`): the vocabulary "Did you mean …" picks from by trigram similarity. Filled by
 * triggers on `courses` (migration 0003); see docs/decisions/1503.
 */
export const courseSearchWords = pgTable(
  "course_search_words",
  {
    word: text("word").primaryKey(),
    spelling: text("spelling").notNull(),
  },
  (table) => [index("course_search_words_trgm_idx").using("gin", table.word.op("gin_trgm_ops"))],
);
