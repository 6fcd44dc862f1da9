ALTER TABLE "certificates" ADD COLUMN "emailed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "renewal_reminder_sent_at" timestamp with time zone;