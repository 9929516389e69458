ALTER TABLE "enterprises" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "warning_signals" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "messages_flagged_idx" ON "messages" USING btree ("id" DESC NULLS LAST) WHERE cardinality("messages"."warning_signals") > 0;