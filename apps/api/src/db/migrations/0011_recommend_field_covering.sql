-- Covering version of post_search_public_field_idx (same name, same keys, so the drizzle snapshot
-- is unchanged; like 0006). GET /api/posts/recommended/ scores every public post of the criteria's
-- field: without the INCLUDEd columns the planner preferred an index-only scan of ALL public posts
-- (post_search_public_created_idx, ~15× the rows, filtered by field_id); with them it reads only
-- the field's entries, index-only (bench/marketplace.ts: scored CTE ~12 ms → ~2.5 ms at 100,000 posts).
DROP INDEX IF EXISTS post_search_public_field_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_field_idx ON post_search
  USING btree (field_id, created_at DESC NULLS LAST)
  INCLUDE (post_id, is_premium, city, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable)
  WHERE is_public;
