CREATE TABLE "mail_deliveries" (
	"id" serial PRIMARY KEY NOT NULL,
	"key" varchar(200) NOT NULL,
	"category" varchar(32) NOT NULL,
	"user_id" integer,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text,
	"headers" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "mail_deliveries_status_check" CHECK ("mail_deliveries"."status" in ('pending', 'sent', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_job_alerts" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_application_updates" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_messages" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "mail_news" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "criteria" ADD COLUMN "alert_frequency" varchar(16) DEFAULT 'off' NOT NULL;--> statement-breakpoint
ALTER TABLE "criteria" ADD COLUMN "alert_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "criteria" ADD COLUMN "alert_period" varchar(16);--> statement-breakpoint
ALTER TABLE "mail_deliveries" ADD CONSTRAINT "mail_deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mail_deliveries_key_uq" ON "mail_deliveries" USING btree ("key");--> statement-breakpoint
CREATE INDEX "mail_deliveries_unsent_idx" ON "mail_deliveries" USING btree ("status","id") WHERE "mail_deliveries"."status" <> 'sent';--> statement-breakpoint
CREATE INDEX "criteria_alert_due_idx" ON "criteria" USING btree ("alert_frequency","user_id") WHERE "criteria"."alert_frequency" <> 'off';--> statement-breakpoint
ALTER TABLE "criteria" ADD CONSTRAINT "criteria_alert_frequency_check" CHECK ("criteria"."alert_frequency" in ('off', 'daily', 'weekly'));--> statement-breakpoint
-- The one global switch becomes one switch per mail type: whoever had turned it off keeps every
-- type off (0029 drops the old column).
UPDATE "users" SET "mail_job_alerts" = "notification_emails", "mail_application_updates" = "notification_emails",
  "mail_messages" = "notification_emails", "mail_news" = "notification_emails" WHERE NOT "notification_emails";
