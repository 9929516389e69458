CREATE TABLE "premium_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"is_active" boolean DEFAULT true NOT NULL,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "premium_history" ADD CONSTRAINT "premium_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "premium_history_active_user_uq" ON "premium_history" USING btree ("user_id") WHERE "premium_history"."is_active";--> statement-breakpoint
CREATE INDEX "premium_history_user_created_idx" ON "premium_history" USING btree ("user_id","created_at" DESC NULLS LAST);