CREATE TABLE "application_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"application_id" integer NOT NULL,
	"kind" varchar(24) NOT NULL,
	"actor" varchar(16) NOT NULL,
	"status" varchar(16),
	"message" text,
	"saved_cv_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "application_events_kind_check" CHECK ("application_events"."kind" in ('sent', 'cv_viewed', 'status_changed', 'interview_scheduled', 'employer_reminded', 'auto_closed')),
	CONSTRAINT "application_events_actor_check" CHECK ("application_events"."actor" in ('candidate', 'employer', 'system'))
);
--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "application_events" ADD CONSTRAINT "application_events_saved_cv_id_saved_cvs_id_fk" FOREIGN KEY ("saved_cv_id") REFERENCES "public"."saved_cvs"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "application_events_application_idx" ON "application_events" USING btree ("application_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "application_events_once" ON "application_events" USING btree ("application_id","kind") WHERE "application_events"."kind" in ('sent', 'cv_viewed', 'employer_reminded', 'auto_closed');--> statement-breakpoint
CREATE INDEX "application_events_saved_cv_idx" ON "application_events" USING btree ("saved_cv_id") WHERE "application_events"."saved_cv_id" is not null;--> statement-breakpoint
-- Backfill: every existing application gets its "sent" event, plus what its rows still tell: the
-- first view (viewed_at), the current status when reviewed (actor employer, at updated_at) and each
-- interview. Existing applications keep their follow-up days counted from when they were sent.
INSERT INTO "application_events" ("application_id", "kind", "actor", "created_at")
SELECT "id", 'sent', 'candidate', "created_at" FROM "applications";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "actor", "created_at")
SELECT "id", 'cv_viewed', 'employer', coalesce("viewed_at", "updated_at") FROM "applications" WHERE "is_viewed";--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "actor", "status", "created_at")
SELECT "id", 'status_changed', 'employer', "status", "updated_at" FROM "applications" WHERE "status" <> 'pending';--> statement-breakpoint
INSERT INTO "application_events" ("application_id", "kind", "actor", "created_at")
SELECT "application_id", 'interview_scheduled', 'employer', "created_at" FROM "interviews";
