-- Filter values as tag lexemes in post_search.search (c:<city>, f:<field id>, p:<position id>,
-- e:<enterprise id>, x:<experience>, l:<level>, t:<type_working>, s:<scale>), so a search with
-- keywords and filters, or with several filters, is one GIN intersection instead of a scan of
-- every keyword match checked against the filters. A tag holds ':', which never survives the
-- word splitting of user text (see jh_search_vector and search-text.ts), so words cannot match tags.
CREATE OR REPLACE FUNCTION jh_post_tags(city text, field_id integer, position_id integer, enterprise_id integer,
  experience text, level text, type_working text, scale text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_to_tsvector(array_remove(ARRAY[
    'c:' || city, 'f:' || field_id, 'p:' || position_id, 'e:' || enterprise_id,
    'x:' || experience, 'l:' || level, 't:' || type_working, 's:' || scale
  ], NULL))
$$;
--> statement-breakpoint
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
    n.is_active AND NOT n.is_removed AND n.deadline >= current_date,
    n.created_at, e.scale,
    coalesce(u.is_premium AND u.premium_expiry > now(), false),
    CASE WHEN u.is_premium THEN u.premium_expiry END,
    jh_search_vector(n.title || ' ' || n.description || ' ' || n.required || ' ' || e.company_name)
      || jh_post_tags(n.city, n.field_id, n.position_id, n.enterprise_id, n.experience, n.level, n.type_working, e.scale),
    jh_search_vector(n.title)
  FROM new_rows n
  JOIN enterprises e ON e.id = n.enterprise_id
  LEFT JOIN users u ON u.id = e.user_id
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
-- The scale is a tag now: a new name or scale re-indexes the company's posts.
CREATE OR REPLACE FUNCTION jh_enterprises_sync_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_name IS DISTINCT FROM OLD.company_name OR NEW.scale IS DISTINCT FROM OLD.scale THEN
    UPDATE posts SET title = title WHERE enterprise_id = NEW.id;
  ELSIF NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    UPDATE post_search SET
      is_premium = coalesce((SELECT u.is_premium AND u.premium_expiry > now() FROM users u WHERE u.id = NEW.user_id), false),
      premium_until = (SELECT CASE WHEN u.is_premium THEN u.premium_expiry END FROM users u WHERE u.id = NEW.user_id)
    WHERE enterprise_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
UPDATE posts SET title = title;
