-- A payment reference (GMS-XXXXX-XXXXX, Crockford's base 32, 50 random bits) drawn by the database,
-- so that every path inserting a registration gets one, the rows already there included.
CREATE FUNCTION gms_payment_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT 'GMS-' || substr(chars, 1, 5) || '-' || substr(chars, 6, 5)
  FROM (
    SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ', 1 + floor(random() * 32)::int, 1), '') AS chars
    FROM generate_series(1, 10)
  ) AS drawn
$$;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_cents" integer;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_currency" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "price_source" text;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "payment_reference" text DEFAULT gms_payment_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_extended_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registrations" ADD COLUMN "hold_reminder_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payment_events" ADD COLUMN "processed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "checkout_url" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "next_check_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "check_attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- Prices frozen from now on: registrations made before keep the price their session (else course) has today.
UPDATE "registrations" AS r SET "price_cents" = p.cents, "price_currency" = p.currency, "price_source" = p.source
FROM (
  SELECT r2.id,
    CASE WHEN s.price_cents IS NOT NULL THEN s.price_cents ELSE c.price_cents END AS cents,
    CASE WHEN s.price_cents IS NOT NULL THEN s.currency ELSE c.currency END AS currency,
    CASE WHEN s.price_cents IS NOT NULL THEN 'session' ELSE 'course' END AS source
  FROM "registrations" r2
  JOIN "courses" c ON c.id = r2.course_id
  LEFT JOIN "training_sessions" s ON s.id = r2.session_id
) AS p
WHERE p.id = r.id AND p.cents IS NOT NULL;--> statement-breakpoint
-- Events recorded before this change were applied when they were recorded.
UPDATE "payment_events" SET "processed_at" = "received_at";--> statement-breakpoint
-- One live payment per registration: of several pending attempts, the latest stays pending; the
-- others expire (a provider's later word that one was paid still applies: expired may succeed).
UPDATE "payments" AS p SET "status" = 'expired', "settled_at" = now(), "updated_at" = now()
WHERE p.status = 'pending' AND p.registration_id IS NOT NULL
  AND p.id <> (SELECT max(q.id) FROM "payments" q WHERE q.registration_id = p.registration_id AND q.status = 'pending');--> statement-breakpoint
-- Every pending payment is asked about at the reconciliation job's first pass.
UPDATE "payments" SET "next_check_at" = now() WHERE "status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "registrations_payment_reference_idx" ON "registrations" USING btree ("payment_reference");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_pending_per_registration" ON "payments" USING btree ("registration_id") WHERE "payments"."status" = 'pending' AND "payments"."registration_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "payments_next_check_idx" ON "payments" USING btree ("next_check_at") WHERE "payments"."status" = 'pending';--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_price_check" CHECK (("registrations"."price_cents" IS NULL) = ("registrations"."price_currency" IS NULL) AND ("registrations"."price_currency" IS NULL OR "registrations"."price_currency" IN ('EUR', 'GNF')));--> statement-breakpoint
ALTER TABLE "registrations" ADD CONSTRAINT "registrations_price_source_check" CHECK ("registrations"."price_source" IS NULL OR "registrations"."price_source" IN ('session', 'course'));