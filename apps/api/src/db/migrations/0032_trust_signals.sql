CREATE TABLE "enterprise_response_stats" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"applications" integer NOT NULL,
	"answered" integer NOT NULL,
	"median_hours" integer,
	"is_shown" boolean NOT NULL,
	"is_responsive" boolean NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "response_hours" integer;--> statement-breakpoint
ALTER TABLE "post_search" ADD COLUMN "is_responsive" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "confirmed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "confirm_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "posts" ADD COLUMN "paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "applications" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "enterprise_response_stats" ADD CONSTRAINT "enterprise_response_stats_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "posts_live_confirmed_idx" ON "posts" USING btree ("confirmed_at") WHERE "posts"."is_active" and not "posts"."is_removed";--> statement-breakpoint
-- Hand-written part (like 0016): issue 30's trust signals in the search projection.
--
-- 1. The statement trigger of posts (0016's function): a paused post (posts.paused_at, no
--    confirmation for POST_PAUSE_DAYS) is not live, so it leaves search, recommendations, the
--    sitemap and job alerts like a hidden one; and each row copies its company's response figures
--    (enterprise_response_stats, computed by the response-stats job with the contract's thresholds).
CREATE OR REPLACE FUNCTION jh_post_search_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_search AS s (
    post_id, enterprise_id, field_id, position_id, city, experience, level, type_working,
    salary_min, salary_max, is_salary_negotiable, deadline, is_live, is_public, created_at,
    scale, is_premium, premium_until, search, title_search, response_hours, is_responsive
  )
  SELECT n.id, n.enterprise_id, n.field_id, n.position_id, n.city, n.experience, n.level, n.type_working,
    n.salary_min, n.salary_max, n.is_salary_negotiable, n.deadline,
    n.is_active AND NOT n.is_removed AND n.paused_at IS NULL,
    n.is_active AND NOT n.is_removed AND n.paused_at IS NULL AND e.is_active,
    n.created_at, e.scale,
    coalesce(u.is_premium AND u.premium_expiry > now(), false),
    CASE WHEN u.is_premium THEN u.premium_expiry END,
    jh_search_vector(n.title || ' ' || n.description || ' ' || n.required || ' ' || e.company_name)
      || jh_post_tags(n.city, n.field_id, n.position_id, n.enterprise_id, n.experience, n.level, n.type_working, e.scale),
    jh_search_vector(n.title),
    CASE WHEN r.is_shown THEN r.median_hours END,
    coalesce(r.is_responsive, false)
  FROM new_rows n
  JOIN enterprises e ON e.id = n.enterprise_id
  LEFT JOIN users u ON u.id = e.user_id
  LEFT JOIN enterprise_response_stats r ON r.enterprise_id = n.enterprise_id
  FOR SHARE OF e
  ON CONFLICT (post_id) DO UPDATE SET
    enterprise_id = EXCLUDED.enterprise_id, field_id = EXCLUDED.field_id,
    position_id = EXCLUDED.position_id, city = EXCLUDED.city, experience = EXCLUDED.experience,
    level = EXCLUDED.level, type_working = EXCLUDED.type_working, salary_min = EXCLUDED.salary_min,
    salary_max = EXCLUDED.salary_max, is_salary_negotiable = EXCLUDED.is_salary_negotiable,
    deadline = EXCLUDED.deadline, is_live = EXCLUDED.is_live, is_public = EXCLUDED.is_public,
    created_at = EXCLUDED.created_at, scale = EXCLUDED.scale, is_premium = EXCLUDED.is_premium,
    premium_until = EXCLUDED.premium_until, search = EXCLUDED.search, title_search = EXCLUDED.title_search,
    response_hours = EXCLUDED.response_hours, is_responsive = EXCLUDED.is_responsive;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 2. Backfill. A post counts as confirmed when it was posted (posts keep no edit date); the
--    freshness job reminds before it pauses, so no existing post is paused without a notice.
UPDATE posts SET confirmed_at = created_at;
--> statement-breakpoint
-- An application's first answer: the earlier of its first interview and, for one no longer
-- pending, its last update (the only trace of a status change kept until now; the system never
-- changes a status by itself, so every such change was the employer's).
UPDATE applications a SET first_response_at = least(
  CASE WHEN a.status <> 'pending' THEN a.updated_at END,
  (SELECT min(i.created_at) FROM interviews i WHERE i.application_id = a.id)
)
WHERE a.status <> 'pending' OR EXISTS (SELECT 1 FROM interviews i WHERE i.application_id = a.id);
