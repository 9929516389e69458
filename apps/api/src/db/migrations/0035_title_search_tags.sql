-- Issue 29: the title vector carries the filter tags too (c:, f:, p:, e:, x:, l:, t:, s:; see
-- 0007_search_tags), like post_search.search, so a keyword search that puts title matches first
-- finds "title words AND city AND level" in one GIN lookup instead of reading every title match
-- from the table to check its city (4,029 rows read for 1,054 kept for `kế toán` + Hà Nội at
-- 100,000 posts; 1,015 with the tags). User words never hold ':' (search-text.ts), so a tag is
-- never a title word.
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
    jh_search_vector(n.title)
      || jh_post_tags(n.city, n.field_id, n.position_id, n.enterprise_id, n.experience, n.level, n.type_working, e.scale),
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
UPDATE post_search s SET title_search = jh_search_vector(p.title)
  || jh_post_tags(s.city, s.field_id, s.position_id, s.enterprise_id, s.experience, s.level, s.type_working, s.scale)
FROM posts p WHERE p.id = s.post_id;
--> statement-breakpoint
-- The relevance index also carries the title vector (about 45 bytes a post), so the dense
-- relevance page's walk for title matches (repositories/post-search.ts, denseIdsSql) checks each
-- title in the index, without reading the table: a walk that finds none costs its 4,000 index
-- entries, not 4,000 table rows. Same name and keys (0016): the snapshot is unchanged.
DROP INDEX IF EXISTS post_search_public_premium_idx;
--> statement-breakpoint
CREATE INDEX post_search_public_premium_idx ON post_search
  USING btree (is_premium DESC NULLS LAST, created_at DESC NULLS LAST, post_id DESC NULLS LAST)
  INCLUDE (city, field_id, position_id, enterprise_id, experience, level, type_working, scale,
    salary_min, salary_max, is_salary_negotiable, deadline, title_search)
  WHERE is_public;
