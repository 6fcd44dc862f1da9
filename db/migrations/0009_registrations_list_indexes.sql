CREATE INDEX "registrations_created_idx" ON "registrations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "registrations_course_created_idx" ON "registrations" USING btree ("course_id","created_at");--> statement-breakpoint
CREATE INDEX "registrations_status_created_idx" ON "registrations" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_payment_created_idx" ON "registrations" USING btree ("payment_status","created_at");--> statement-breakpoint
CREATE INDEX "registrations_name_idx" ON "registrations" USING btree ("last_name","first_name","id");