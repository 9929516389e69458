CREATE TABLE "oidc_records" (
	"model" varchar(40) NOT NULL,
	"id" varchar(255) NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" varchar(255),
	"uid" varchar(255),
	"account_id" integer,
	"client_id" varchar(64),
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "oidc_records_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "partner_apps" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" varchar(64) NOT NULL,
	"name" varchar(100) NOT NULL,
	"allowed_origins" text[] NOT NULL,
	"redirect_uris" text[] NOT NULL,
	"scopes" text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "partner_apps" ADD CONSTRAINT "partner_apps_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "oidc_records_grant_id_idx" ON "oidc_records" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "oidc_records_uid_idx" ON "oidc_records" USING btree ("uid") WHERE "oidc_records"."uid" is not null;--> statement-breakpoint
CREATE INDEX "oidc_records_account_idx" ON "oidc_records" USING btree ("account_id","client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "partner_apps_client_id_unique" ON "partner_apps" USING btree ("client_id");