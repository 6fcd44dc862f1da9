CREATE TABLE "survey_result_days" (
	"course_id" integer NOT NULL,
	"session_id" integer,
	"day" date NOT NULL,
	"invited" integer NOT NULL,
	"answered" integer NOT NULL,
	"satisfaction_answers" integer NOT NULL,
	"satisfaction_sum" integer NOT NULL,
	CONSTRAINT "survey_result_days_key" UNIQUE NULLS NOT DISTINCT("course_id","session_id","day")
);
--> statement-breakpoint
CREATE INDEX "survey_result_days_day_idx" ON "survey_result_days" USING btree ("day");--> statement-breakpoint
CREATE INDEX "survey_invitations_result_day_idx" ON "survey_invitations" USING btree ("course_id",coalesce("session_id", 0),"created_at");--> statement-breakpoint
CREATE INDEX "survey_invitations_created_idx" ON "survey_invitations" USING btree ("created_at");--> statement-breakpoint
-- hand-written: survey_result_days kept by the writes to invitations and answers (ADR 2801).
-- One day of one session's invitations recounted from its rows: a recount, not a running sum,
-- so the order in which a cascade deletes invitations and their answers does not matter. The
-- lock per day makes a second writer wait, then count again with the first one's rows, which
-- READ COMMITTED shows to its next statement.
CREATE FUNCTION "survey_result_days_recount"(p_course integer, p_session integer, p_day date) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
	PERFORM pg_advisory_xact_lock(hashtext('survey_result_days'), hashtext(p_course || '/' || coalesce(p_session, 0) || '/' || p_day));
	DELETE FROM "survey_result_days"
	WHERE "course_id" = p_course AND coalesce("session_id", 0) = coalesce(p_session, 0) AND "day" = p_day;
	INSERT INTO "survey_result_days" ("course_id", "session_id", "day", "invited", "answered", "satisfaction_answers", "satisfaction_sum")
	SELECT p_course, p_session, p_day,
		count(*) FILTER (WHERE i."sent_at" IS NOT NULL OR i."answered_at" IS NOT NULL),
		count(r."id"), count(r."satisfaction"), coalesce(sum(r."satisfaction"), 0)
	FROM "survey_invitations" i
	LEFT JOIN "survey_responses" r ON r."invitation_id" = i."id"
	WHERE i."course_id" = p_course AND coalesce(i."session_id", 0) = coalesce(p_session, 0)
		AND i."created_at" >= (p_day::timestamp AT TIME ZONE 'UTC')
		AND i."created_at" < ((p_day + 1)::timestamp AT TIME ZONE 'UTC')
	HAVING count(*) > 0;
END;
$$;
--> statement-breakpoint
-- The days an invitations statement touched: those of the rows inserted or deleted, and for an
-- update those whose counted columns changed (reminders alone change nothing), before and after.
CREATE FUNCTION "survey_invitations_result_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched record;
BEGIN
	IF TG_OP = 'INSERT' THEN
		FOR touched IN SELECT DISTINCT "course_id", "session_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day" FROM new_rows ORDER BY 1, 2, 3 LOOP
			PERFORM "survey_result_days_recount"(touched."course_id", touched."session_id", touched."day");
		END LOOP;
	ELSIF TG_OP = 'DELETE' THEN
		FOR touched IN SELECT DISTINCT "course_id", "session_id", ("created_at" AT TIME ZONE 'UTC')::date AS "day" FROM old_rows ORDER BY 1, 2, 3 LOOP
			PERFORM "survey_result_days_recount"(touched."course_id", touched."session_id", touched."day");
		END LOOP;
	ELSE
		FOR touched IN
			SELECT DISTINCT k."course_id", k."session_id", k."day" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
			CROSS JOIN LATERAL (VALUES
				(o."course_id", o."session_id", (o."created_at" AT TIME ZONE 'UTC')::date),
				(n."course_id", n."session_id", (n."created_at" AT TIME ZONE 'UTC')::date)
			) AS k("course_id", "session_id", "day")
			WHERE (o."sent_at" IS NULL) IS DISTINCT FROM (n."sent_at" IS NULL)
				OR (o."answered_at" IS NULL) IS DISTINCT FROM (n."answered_at" IS NULL)
				OR o."course_id" IS DISTINCT FROM n."course_id"
				OR o."session_id" IS DISTINCT FROM n."session_id"
				OR o."created_at" IS DISTINCT FROM n."created_at"
			ORDER BY 1, 2, 3
		LOOP
			PERFORM "survey_result_days_recount"(touched."course_id", touched."session_id", touched."day");
		END LOOP;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- The days of the invitations whose answers a statement wrote, changed or removed. An answer
-- removed with its invitation finds none: the invitation's own trigger recounts its day.
CREATE FUNCTION "survey_responses_result_days"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	touched record;
	invitations integer[];
BEGIN
	-- A trigger sees only the transition tables of its own event.
	IF TG_OP = 'INSERT' THEN
		SELECT array_agg("invitation_id") INTO invitations FROM new_rows;
	ELSIF TG_OP = 'DELETE' THEN
		SELECT array_agg("invitation_id") INTO invitations FROM old_rows;
	ELSE
		SELECT array_agg(touched_id) INTO invitations
		FROM (SELECT "invitation_id" FROM new_rows UNION SELECT "invitation_id" FROM old_rows) AS changed(touched_id);
	END IF;
	FOR touched IN
		SELECT DISTINCT i."course_id", i."session_id", (i."created_at" AT TIME ZONE 'UTC')::date AS "day"
		FROM "survey_invitations" i
		WHERE i."id" = ANY (invitations)
		ORDER BY 1, 2, 3
	LOOP
		PERFORM "survey_result_days_recount"(touched."course_id", touched."session_id", touched."day");
	END LOOP;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "survey_invitations_result_days_insert" AFTER INSERT ON "survey_invitations" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_invitations_result_days"();
--> statement-breakpoint
CREATE TRIGGER "survey_invitations_result_days_update" AFTER UPDATE ON "survey_invitations" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_invitations_result_days"();
--> statement-breakpoint
CREATE TRIGGER "survey_invitations_result_days_delete" AFTER DELETE ON "survey_invitations" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_invitations_result_days"();
--> statement-breakpoint
CREATE TRIGGER "survey_responses_result_days_insert" AFTER INSERT ON "survey_responses" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_responses_result_days"();
--> statement-breakpoint
CREATE TRIGGER "survey_responses_result_days_update" AFTER UPDATE ON "survey_responses" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_responses_result_days"();
--> statement-breakpoint
CREATE TRIGGER "survey_responses_result_days_delete" AFTER DELETE ON "survey_responses" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "survey_responses_result_days"();
--> statement-breakpoint
-- TRUNCATE fires no row or statement trigger of the others (a backup's export with --force uses it).
CREATE FUNCTION "survey_result_days_clear"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	DELETE FROM "survey_result_days";
	RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "survey_invitations_result_days_truncate" AFTER TRUNCATE ON "survey_invitations" FOR EACH STATEMENT EXECUTE FUNCTION "survey_result_days_clear"();
--> statement-breakpoint
-- The invitations and answers already written.
INSERT INTO "survey_result_days" ("course_id", "session_id", "day", "invited", "answered", "satisfaction_answers", "satisfaction_sum")
SELECT i."course_id", i."session_id", (i."created_at" AT TIME ZONE 'UTC')::date,
	count(*) FILTER (WHERE i."sent_at" IS NOT NULL OR i."answered_at" IS NOT NULL),
	count(r."id"), count(r."satisfaction"), coalesce(sum(r."satisfaction"), 0)
FROM "survey_invitations" i
LEFT JOIN "survey_responses" r ON r."invitation_id" = i."id"
GROUP BY 1, 2, 3;
