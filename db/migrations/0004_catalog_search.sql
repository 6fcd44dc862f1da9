-- Catalogue full-text search (docs/decisions/1501, 1503). Hand-written around what
-- drizzle-kit generated: the extensions and functions the generated column needs come first,
-- the triggers that keep the vocabulary of "Did you mean" after. Both extensions are
-- "trusted": a database owner may create them on managed PostgreSQL; PGlite loads them
-- itself (db/database.ts).
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
-- unaccent() is only STABLE (its dictionary could be edited), and an indexed or generated
-- expression must be IMMUTABLE: the usual wrapper names the dictionary and promises that.
-- A SQL-standard body is bound when created, so neither depends on the caller's search_path
-- (pg_dump restores with an empty one).
CREATE FUNCTION public.catalog_unaccent(value text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  RETURN unaccent('unaccent'::regdictionary, value);
--> statement-breakpoint
-- A localised value's text in one language; English falls back to French, as on the pages.
CREATE FUNCTION public.catalog_text(value jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN coalesce(nullif(value ->> lang, ''), value ->> 'fr', '');
--> statement-breakpoint
-- A list of localised values (objectives, topics) in one language.
CREATE FUNCTION public.catalog_list_text(list jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(public.catalog_text(item, lang), ' '), '')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(list) = 'array' THEN list ELSE '[]'::jsonb END) AS item
  );
--> statement-breakpoint
-- The programme in one language: each module's title and topics.
CREATE FUNCTION public.catalog_programme_text(modules jsonb, lang text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN (
    SELECT coalesce(string_agg(public.catalog_text(module -> 'title', lang) || ' ' || public.catalog_list_text(module -> 'topics', lang), ' '), '')
    FROM jsonb_array_elements(CASE WHEN jsonb_typeof(modules) = 'array' THEN modules ELSE '[]'::jsonb END) AS module
  );
--> statement-breakpoint
-- French text through the French stemmer, English through the English one, accents removed
-- first (as they are from the query). The query tries both stemmers on every word, so either
-- language's words find the course on either language's page.
CREATE FUNCTION public.catalog_weighted_vector(french text, english text, weight "char") RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN setweight(
    to_tsvector('french'::regconfig, public.catalog_unaccent(french))
      || to_tsvector('english'::regconfig, public.catalog_unaccent(english)),
    weight
  );
--> statement-breakpoint
-- The generated column courses.search_rank_vector: title A, subcategory B, description and
-- objectives C. What ranks a match (ts_rank weighs A highest); small enough to stay in the row.
CREATE FUNCTION public.course_search_rank_vector(title jsonb, subcategory jsonb, description jsonb, objectives jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN public.catalog_weighted_vector(public.catalog_text(title, 'fr'), public.catalog_text(title, 'en'), 'A')
    || public.catalog_weighted_vector(public.catalog_text(subcategory, 'fr'), public.catalog_text(subcategory, 'en'), 'B')
    || public.catalog_weighted_vector(
      public.catalog_text(description, 'fr') || ' ' || public.catalog_list_text(objectives, 'fr'),
      public.catalog_text(description, 'en') || ' ' || public.catalog_list_text(objectives, 'en'),
      'C');
--> statement-breakpoint
-- The generated column courses.search_vector, what a search matches (GIN index): the above and
-- the programme, D.
CREATE FUNCTION public.course_search_vector(title jsonb, subcategory jsonb, description jsonb, objectives jsonb, modules jsonb) RETURNS tsvector
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN public.course_search_rank_vector(title, subcategory, description, objectives)
    || public.catalog_weighted_vector(public.catalog_programme_text(modules, 'fr'), public.catalog_programme_text(modules, 'en'), 'D');
--> statement-breakpoint
-- The same text in both languages, unstemmed, for the vocabulary of suggestions.
CREATE FUNCTION public.course_search_text(title jsonb, subcategory jsonb, description jsonb, objectives jsonb, modules jsonb) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN concat_ws(' ',
    public.catalog_text(title, 'fr'), public.catalog_text(title, 'en'),
    public.catalog_text(subcategory, 'fr'), public.catalog_text(subcategory, 'en'),
    public.catalog_text(description, 'fr'), public.catalog_text(description, 'en'),
    public.catalog_list_text(objectives, 'fr'), public.catalog_list_text(objectives, 'en'),
    public.catalog_programme_text(modules, 'fr'), public.catalog_programme_text(modules, 'en'));
--> statement-breakpoint
CREATE TABLE "course_search_words" (
	"word" text PRIMARY KEY NOT NULL,
	"spelling" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (public.course_search_vector(title, subcategory, description, objectives, modules)) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "search_rank_vector" "tsvector" GENERATED ALWAYS AS (public.course_search_rank_vector(title, subcategory, description, objectives)) STORED NOT NULL;--> statement-breakpoint
-- Ranking reads this vector for every match: keep it in the row (compressed if need be) and let
-- the texts move out to TOAST instead (docs/decisions/1504). Drizzle does not model storage.
ALTER TABLE "courses" ALTER COLUMN "search_rank_vector" SET STORAGE MAIN;--> statement-breakpoint
CREATE INDEX "course_search_words_trgm_idx" ON "course_search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courses_search_idx" ON "courses" USING gin ("search_vector");--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "search_text";
--> statement-breakpoint
-- The vocabulary only grows: a word of a deleted course may stay, which is harmless because a
-- suggestion is shown only once the corrected search is known to find a course (1503).
-- Statement-level, with the transition table: one insert per statement, however many rows.
CREATE FUNCTION public.course_search_words_collect() RETURNS trigger
  LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.course_search_words (word, spelling)
  SELECT DISTINCT ON (word) word, lexeme
  FROM (
    SELECT public.catalog_unaccent(lexeme) AS word, lexeme
    FROM changed_courses,
      unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.course_search_text(
        changed_courses.title, changed_courses.subcategory, changed_courses.description,
        changed_courses.objectives, changed_courses.modules)))) AS lexeme
  ) AS words
  WHERE length(word) >= 3 AND word ~ '[[:alpha:]]'
  -- The accented spelling when the text has both ("securite", "sécurité").
  ORDER BY word, lexeme = word, lexeme
  ON CONFLICT (word) DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER courses_search_words_on_insert AFTER INSERT ON "courses"
  REFERENCING NEW TABLE AS changed_courses
  FOR EACH STATEMENT EXECUTE FUNCTION public.course_search_words_collect();
--> statement-breakpoint
CREATE TRIGGER courses_search_words_on_update AFTER UPDATE ON "courses"
  REFERENCING NEW TABLE AS changed_courses
  FOR EACH STATEMENT EXECUTE FUNCTION public.course_search_words_collect();
--> statement-breakpoint
-- Courses that exist already (a deployed database) give their words once; this touches no
-- row of courses, so the triggers stay out of it.
INSERT INTO "course_search_words" (word, spelling)
SELECT DISTINCT ON (word) word, lexeme
FROM (
  SELECT public.catalog_unaccent(lexeme) AS word, lexeme
  FROM "courses",
    unnest(tsvector_to_array(to_tsvector('simple'::regconfig, public.course_search_text(
      title, subcategory, description, objectives, modules)))) AS lexeme
) AS words
WHERE length(word) >= 3 AND word ~ '[[:alpha:]]'
ORDER BY word, lexeme = word, lexeme
ON CONFLICT (word) DO NOTHING;
