-- Covering versions of the page-order indexes of post_search (same names, same keys, so the
-- drizzle snapshot is unchanged): every filter column is INCLUDEd, so a search without keywords
-- is answered by an index-only scan, page and capped count alike, without touching the heap
-- (whose rows carry the ~600-byte tsvector).
DROP INDEX IF EXISTS post_search_public_premium_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_premium_idx ON post_search
  USING btree (is_premium DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_created_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_created_idx ON post_search
  USING btree (created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (is_premium, city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_salary_max_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_salary_max_idx ON post_search
  USING btree (coalesce(salary_max, -1) DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable)
  WHERE is_public;
--> statement-breakpoint
DROP INDEX IF EXISTS post_search_public_salary_min_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_salary_min_idx ON post_search
  USING btree (coalesce(salary_min, -1) DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable)
  WHERE is_public;
