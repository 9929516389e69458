-- One "today" for open posts: the Vietnamese date of the app's clock (src/lib/vietnam-date.ts).
-- Until now post_search.is_public compared deadlines with the database's current_date (UTC), while
-- applying used the Vietnamese date, so from 00:00 to 07:00 in Vietnam a post whose deadline was
-- yesterday still showed in search but refused applications. (Hand-written like 0005, 0007, 0012.)
--
-- is_public now means "listed": active, not removed and the company approved, as of the last
-- write. The deadline is compared at read time with a bound date (repositories/post-visibility.ts:
-- `s.is_public and s.deadline >= $today`), so no check depends on the database's clock or time
-- zone, or on when a refresh last ran. jh_post_search_refresh(today) still switches off the flags
-- of posts whose deadline passed (jobs/search-flags.ts, every minute, and the seed), which keeps
-- the partial indexes to the open posts.
--
-- 1. The statement trigger of posts (0012's function without the deadline test).
CREATE OR REPLACE FUNCTION jh_post_search_sync_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_search AS s (
    post_id, enterprise_id, field_id, position_id, city, experience, level, type_working,
    salary_min, salary_max, is_salary_negotiable, deadline, is_live, is_public, created_at,
    scale, is_premium, premium_until, search, title_search
  )
  SELECT n.id, n.enterprise_id, n.field_id, n.position_id, n.city, n.experience, n.level, n.type_working,
    n.salary_min, n.salary_max, n.is_salary_negotiable, n.deadline,
    n.is_active AND NOT n.is_removed,
    n.is_active AND NOT n.is_removed AND e.is_active,
    n.created_at, e.scale,
    coalesce(u.is_premium AND u.premium_expiry > now(), false),
    CASE WHEN u.is_premium THEN u.premium_expiry END,
    jh_search_vector(n.title || ' ' || n.description || ' ' || n.required || ' ' || e.company_name)
      || jh_post_tags(n.city, n.field_id, n.position_id, n.enterprise_id, n.experience, n.level, n.type_working, e.scale),
    jh_search_vector(n.title)
  FROM new_rows n
  JOIN enterprises e ON e.id = n.enterprise_id
  LEFT JOIN users u ON u.id = e.user_id
  FOR SHARE OF e
  ON CONFLICT (post_id) DO UPDATE SET
    enterprise_id = EXCLUDED.enterprise_id, field_id = EXCLUDED.field_id,
    position_id = EXCLUDED.position_id, city = EXCLUDED.city, experience = EXCLUDED.experience,
    level = EXCLUDED.level, type_working = EXCLUDED.type_working, salary_min = EXCLUDED.salary_min,
    salary_max = EXCLUDED.salary_max, is_salary_negotiable = EXCLUDED.is_salary_negotiable,
    deadline = EXCLUDED.deadline, is_live = EXCLUDED.is_live, is_public = EXCLUDED.is_public,
    created_at = EXCLUDED.created_at, scale = EXCLUDED.scale, is_premium = EXCLUDED.is_premium,
    premium_until = EXCLUDED.premium_until, search = EXCLUDED.search, title_search = EXCLUDED.title_search;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 2. Approving or rejecting a company (0012's function without the deadline test).
CREATE OR REPLACE FUNCTION jh_enterprises_approval_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_search SET is_public = (is_live AND NEW.is_active)
  WHERE enterprise_id = NEW.id
    AND is_public IS DISTINCT FROM (is_live AND NEW.is_active);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- 3. The refresh takes the Vietnamese date from the caller (the app's clock) instead of reading
--    current_date. Premium running out still compares with now(), as every Premium check does.
CREATE OR REPLACE FUNCTION jh_post_search_refresh(today date) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  expired integer;
  lapsed integer;
BEGIN
  UPDATE post_search SET is_public = false WHERE is_public AND deadline < today;
  GET DIAGNOSTICS expired = ROW_COUNT;
  UPDATE post_search SET is_premium = false WHERE is_premium AND premium_until <= now();
  GET DIAGNOSTICS lapsed = ROW_COUNT;
  RETURN expired + lapsed;
END
$$;
--> statement-breakpoint
-- The previous release calls the refresh without a date; during a rolling deploy it gets the
-- Vietnamese date of the database's clock. Nothing in this release calls it.
CREATE OR REPLACE FUNCTION jh_post_search_refresh() RETURNS integer LANGUAGE sql AS $$
  SELECT jh_post_search_refresh((now() AT TIME ZONE 'Asia/Ho_Chi_Minh')::date)
$$;
--> statement-breakpoint
-- 4. The covering indexes (0006, 0011) also carry the deadline, so the read-time deadline test
--    keeps searches and recommendations index-only (same names and keys: snapshot unchanged).
DROP INDEX IF EXISTS post_search_public_premium_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_premium_idx ON post_search
  USING btree (is_premium DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_created_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_created_idx ON post_search
  USING btree (created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (is_premium, city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_salary_max_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_salary_max_idx ON post_search
  USING btree (coalesce(salary_max, -1) DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_salary_min_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_salary_min_idx ON post_search
  USING btree (coalesce(salary_min, -1) DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_field_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_field_idx ON post_search
  USING btree (field_id, created_at DESC NULLS LAST)
  INCLUDE (post_id, is_premium, city, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline)
  WHERE is_public;
