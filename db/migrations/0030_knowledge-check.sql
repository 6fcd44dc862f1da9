ALTER TABLE "courses" DROP CONSTRAINT "courses_satisfaction_check";--> statement-breakpoint
ALTER TABLE "questionnaires" DROP CONSTRAINT "questionnaires_kind_check";--> statement-breakpoint
ALTER TABLE "survey_invitations" DROP CONSTRAINT "survey_invitations_kind_check";--> statement-breakpoint
DROP INDEX "survey_invitations_trainee_idx";--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "knowledge_on_certificate" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "pass_mark_percent" integer DEFAULT 70 NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD COLUMN "phase" text DEFAULT 'once' NOT NULL;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "score" smallint;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_invitations_trainee_idx" ON "survey_invitations" USING btree ("registration_id","kind","phase") WHERE respondent = 'trainee';--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "satisfaction_rate";--> statement-breakpoint
ALTER TABLE "courses" DROP COLUMN "satisfaction_period";--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_pass_mark_check" CHECK ("courses"."pass_mark_percent" BETWEEN 1 AND 100);--> statement-breakpoint
ALTER TABLE "questionnaires" ADD CONSTRAINT "questionnaires_kind_check" CHECK (kind IN ('positioning', 'end', 'follow-up', 'employer', 'knowledge'));--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_phase_check" CHECK (phase IN ('once', 'before', 'after'));--> statement-breakpoint
ALTER TABLE "survey_invitations" ADD CONSTRAINT "survey_invitations_kind_check" CHECK (kind IN ('positioning', 'end', 'follow-up', 'employer', 'knowledge'));--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_score_check" CHECK ("survey_responses"."score" BETWEEN 0 AND 100);