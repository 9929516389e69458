CREATE TABLE "enterprises" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"company_name" varchar(255) NOT NULL,
	"address" varchar(255),
	"business_certificate" text,
	"description" text,
	"email_company" varchar(254),
	"field_of_activity" varchar(100),
	"link_web_site" varchar(500),
	"logo" text,
	"background_image" text,
	"phone_number" varchar(20),
	"scale" varchar(20),
	"tax" varchar(14),
	"city" varchar(50),
	"is_active" boolean DEFAULT false NOT NULL,
	"search_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enterprises_user_id_unique" UNIQUE("user_id")
);
--> statement-breakpoint
CREATE TABLE "fields" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "fields_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(150) NOT NULL,
	"field_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "post_search" (
	"post_id" integer PRIMARY KEY NOT NULL,
	"enterprise_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"city" varchar(50) NOT NULL,
	"experience" varchar(30) NOT NULL,
	"level" varchar(20) NOT NULL,
	"type_working" varchar(30) NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"is_salary_negotiable" boolean NOT NULL,
	"deadline" date NOT NULL,
	"is_live" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"words" text NOT NULL,
	"title_words" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" varchar(255) NOT NULL,
	"enterprise_id" integer NOT NULL,
	"position_id" integer NOT NULL,
	"field_id" integer NOT NULL,
	"city" varchar(50) NOT NULL,
	"district" varchar(100),
	"detail_address" varchar(255),
	"experience" varchar(30) NOT NULL,
	"level" varchar(20) NOT NULL,
	"type_working" varchar(30) NOT NULL,
	"time_working" varchar(100),
	"quantity" integer DEFAULT 1 NOT NULL,
	"salary_min" bigint,
	"salary_max" bigint,
	"is_salary_negotiable" boolean DEFAULT false NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" text DEFAULT '' NOT NULL,
	"interest" text DEFAULT '' NOT NULL,
	"deadline" date NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"is_removed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "post_search" ADD CONSTRAINT "post_search_post_id_posts_id_fk" FOREIGN KEY ("post_id") REFERENCES "public"."posts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_position_id_positions_id_fk" FOREIGN KEY ("position_id") REFERENCES "public"."positions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "posts" ADD CONSTRAINT "posts_field_id_fields_id_fk" FOREIGN KEY ("field_id") REFERENCES "public"."fields"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enterprises_city_idx" ON "enterprises" USING btree ("city");--> statement-breakpoint
CREATE INDEX "enterprises_created_at_idx" ON "enterprises" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "enterprises_search_name_trgm_idx" ON "enterprises" USING gin ("search_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "positions_field_id_idx" ON "positions" USING btree ("field_id");--> statement-breakpoint
CREATE UNIQUE INDEX "positions_field_name_uq" ON "positions" USING btree ("field_id","name");--> statement-breakpoint
CREATE INDEX "post_search_words_trgm_idx" ON "post_search" USING gin ("words" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "post_search_created_idx" ON "post_search" USING btree ("created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "post_search_city_idx" ON "post_search" USING btree ("city","created_at" DESC NULLS LAST) WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "post_search_field_idx" ON "post_search" USING btree ("field_id","created_at" DESC NULLS LAST) WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "post_search_position_idx" ON "post_search" USING btree ("position_id") WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "post_search_enterprise_idx" ON "post_search" USING btree ("enterprise_id","created_at" DESC NULLS LAST) WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "post_search_salary_idx" ON "post_search" USING btree ("salary_max") WHERE "post_search"."is_live";--> statement-breakpoint
CREATE INDEX "posts_enterprise_id_idx" ON "posts" USING btree ("enterprise_id");--> statement-breakpoint
CREATE INDEX "posts_position_id_idx" ON "posts" USING btree ("position_id");--> statement-breakpoint
CREATE INDEX "posts_field_id_idx" ON "posts" USING btree ("field_id");--> statement-breakpoint
CREATE INDEX "posts_city_idx" ON "posts" USING btree ("city");--> statement-breakpoint
CREATE INDEX "posts_deadline_idx" ON "posts" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "posts_created_at_idx" ON "posts" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "posts_public_created_idx" ON "posts" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "posts"."is_active" and not "posts"."is_removed";