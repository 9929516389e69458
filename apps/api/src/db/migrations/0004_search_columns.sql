DROP INDEX "post_search_words_trgm_idx";--> statement-breakpoint
DROP INDEX "post_search_created_idx";--> statement-breakpoint
DROP INDEX "post_search_city_idx";--> statement-breakpoint
DROP INDEX "post_search_field_idx";--> statement-breakpoint
DROP INDEX "post_search_position_idx";--> statement-breakpoint
DROP INDEX "post_search_salary_idx";--> statement-breakpoint
DROP INDEX "post_search_enterprise_idx";--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "is_public" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "scale" varchar(20);--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "is_premium" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "premium_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "title_search" "tsvector" DEFAULT ''::tsvector NOT NULL;--> statement-breakpoint
CREATE INDEX "post_search_search_idx" ON "post_search" USING gin ("search") WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_title_search_idx" ON "post_search" USING gin ("title_search") WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_created_idx" ON "post_search" USING btree ("created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_premium_idx" ON "post_search" USING btree ("is_premium" DESC NULLS LAST,"created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_salary_max_idx" ON "post_search" USING btree (coalesce("salary_max", -1) desc nulls last,"created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_salary_min_idx" ON "post_search" USING btree (coalesce("salary_min", -1) desc nulls last,"created_at" DESC NULLS LAST,"post_id" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_city_idx" ON "post_search" USING btree ("city","created_at" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_field_idx" ON "post_search" USING btree ("field_id","created_at" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_position_idx" ON "post_search" USING btree ("position_id","created_at" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_public_enterprise_idx" ON "post_search" USING btree ("enterprise_id","created_at" DESC NULLS LAST) WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_expiring_idx" ON "post_search" USING btree ("deadline") WHERE "post_search"."is_public";--> statement-breakpoint
CREATE INDEX "post_search_premium_until_idx" ON "post_search" USING btree ("premium_until") WHERE "post_search"."is_premium";--> statement-breakpoint
CREATE INDEX "post_search_enterprise_idx" ON "post_search" USING btree ("enterprise_id");