CREATE TABLE "live_removals" (
	"session_id" integer NOT NULL,
	"user_id" text NOT NULL,
	"removed_by" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "live_removals_session_id_user_id_pk" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "training_sessions" ADD COLUMN "trainer_user_id" text;--> statement-breakpoint
ALTER TABLE "live_removals" ADD CONSTRAINT "live_removals_session_id_training_sessions_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."training_sessions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_removals" ADD CONSTRAINT "live_removals_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_removals" ADD CONSTRAINT "live_removals_removed_by_user_id_fk" FOREIGN KEY ("removed_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_removals_user_idx" ON "live_removals" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "training_sessions" ADD CONSTRAINT "training_sessions_trainer_user_id_user_id_fk" FOREIGN KEY ("trainer_user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;