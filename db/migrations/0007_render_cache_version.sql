CREATE TABLE "render_cache_version" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL
);
--> statement-breakpoint
INSERT INTO "render_cache_version" ("id", "version") VALUES (1, 0) ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- Deferred to the commit: the version row is locked last, after every lock the writing transaction
-- takes (no deadlock with transactions that lock sessions), and moves exactly when the change
-- becomes visible to other processes.
CREATE OR REPLACE FUNCTION "render_cache_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	UPDATE "render_cache_version" SET "version" = "version" + 1 WHERE "id" = 1;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "courses_render_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "courses" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "render_cache_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "trainers_render_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "trainers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "render_cache_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "course_trainers_render_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "course_trainers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "render_cache_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "training_sessions_render_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "training_sessions" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "render_cache_version_bump"();
--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "registrations_render_cache_version" AFTER INSERT OR UPDATE OR DELETE ON "registrations" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "render_cache_version_bump"();
