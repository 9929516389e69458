-- A post is public only while its company is approved (enterprises.is_active), besides being
-- active, not removed and open (deadline today or later). post_search.is_public carries the whole
-- rule, so every list that reads post_search (search, related posts, a company's posts,
-- recommendations, job counts) hides the posts of pending and rejected companies with the same
-- partial indexes as before (no query or plan changes; hand-written like 0005 and 0007).
--
-- 1. The statement trigger of posts (0007's function, plus `AND e.is_active`). The company row is
--    read FOR SHARE: a post written while an admin approves or rejects its company waits for that
--    decision and sees it, so the two cannot leave a stale flag behind (read committed).
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
    n.is_active AND NOT n.is_removed AND n.deadline >= current_date AND e.is_active,
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
-- 2. Approving or rejecting a company (admin.ts: UPDATE enterprises SET is_active) shows or hides
--    its posts in the same statement: only the flag changes (no re-indexing), through
--    post_search_enterprise_idx.
CREATE OR REPLACE FUNCTION jh_enterprises_approval_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_search SET is_public = (is_live AND deadline >= current_date AND NEW.is_active)
  WHERE enterprise_id = NEW.id
    AND is_public IS DISTINCT FROM (is_live AND deadline >= current_date AND NEW.is_active);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enterprises_approval_post_search AFTER UPDATE OF is_active ON enterprises
  FOR EACH ROW
  WHEN (OLD.is_active IS DISTINCT FROM NEW.is_active)
  EXECUTE FUNCTION jh_enterprises_approval_post_search();
--> statement-breakpoint
-- 3. Existing data: hide what pending or rejected companies had published.
UPDATE post_search s SET is_public = false
FROM enterprises e
WHERE e.id = s.enterprise_id AND s.is_public AND NOT e.is_active;
