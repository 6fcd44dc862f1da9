CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_course_created_idx" ON "registrations" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_payment_created_idx" ON "registrations" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_name_idx" ON "registrations" USING btree ("last_name","first_name","id");--> statement-breakpoint
-- hand-written:
-- The back-office's search by name or e-mail (registrations.server.ts, the same expression):
-- a substring in any case, answered by trigrams (pg_trgm, migration 0004) over 30,000 rows.
CREATE INDEX "registrations_search_trgm_idx" ON "registrations" USING gin ((first_name || ' ' || last_name || ' ' || first_name || ' ' || email) gin_trgm_ops);
