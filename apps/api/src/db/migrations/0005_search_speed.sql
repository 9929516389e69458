-- Search speed (hand-written; see src/db/schema/catalogue.ts and src/repositories/posts.ts).
-- post_search now carries every filter and sort column (is_public, scale, is_premium) and two
-- tsvectors built by jh_search_vector from our own word splitting (no text-search parser, so the
-- query side can build the same lexemes). It is kept current by STATEMENT-level triggers with
-- transition tables: a bulk INSERT of 1,000 posts fills post_search with one INSERT ... SELECT.
CREATE OR REPLACE FUNCTION jh_search_vector(text) RETURNS tsvector LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT array_to_tsvector(coalesce(array_agg(w), '{}'::text[]))
  FROM regexp_split_to_table(jh_unaccent(lower(regexp_replace($1, '<[^>]*>', ' ', 'g'))), '[\s.,;:!?()\[\]{}"'']+') AS w
  WHERE w <> '' AND octet_length(w) <= 200
$$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS posts_search_sync ON posts;
--> statement-breakpoint
DROP FUNCTION IF EXISTS jh_posts_search_sync();
--> statement-breakpoint
DROP FUNCTION IF EXISTS jh_search_words(text);
--> statement-breakpoint
ALTER TABLE post_search DROP COLUMN IF EXISTS words, DROP COLUMN IF EXISTS title_words;
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
    jh_search_vector(n.title || ' ' || n.description || ' ' || n.required || ' ' || e.company_name),
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
CREATE TRIGGER posts_search_insert AFTER INSERT ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jh_post_search_sync_rows();
--> statement-breakpoint
CREATE TRIGGER posts_search_update AFTER UPDATE ON posts REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION jh_post_search_sync_rows();
--> statement-breakpoint
DROP TRIGGER IF EXISTS enterprises_rename_posts ON enterprises;
--> statement-breakpoint
DROP FUNCTION IF EXISTS jh_enterprises_rename_posts();
--> statement-breakpoint
-- A renamed company re-indexes its posts; a new scale or owner only touches the flag columns.
CREATE OR REPLACE FUNCTION jh_enterprises_sync_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_name IS DISTINCT FROM OLD.company_name THEN
    UPDATE posts SET title = title WHERE enterprise_id = NEW.id;
  ELSIF NEW.scale IS DISTINCT FROM OLD.scale OR NEW.user_id IS DISTINCT FROM OLD.user_id THEN
    UPDATE post_search SET
      scale = NEW.scale,
      is_premium = coalesce((SELECT u.is_premium AND u.premium_expiry > now() FROM users u WHERE u.id = NEW.user_id), false),
      premium_until = (SELECT CASE WHEN u.is_premium THEN u.premium_expiry END FROM users u WHERE u.id = NEW.user_id)
    WHERE enterprise_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enterprises_sync_post_search AFTER UPDATE OF company_name, scale, user_id ON enterprises
  FOR EACH ROW EXECUTE FUNCTION jh_enterprises_sync_post_search();
--> statement-breakpoint
-- Premium bought, extended or cancelled: the owner's posts change rank at once.
CREATE OR REPLACE FUNCTION jh_users_premium_post_search() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE post_search SET
    is_premium = coalesce(NEW.is_premium AND NEW.premium_expiry > now(), false),
    premium_until = CASE WHEN NEW.is_premium THEN NEW.premium_expiry END
  WHERE enterprise_id IN (SELECT e.id FROM enterprises e WHERE e.user_id = NEW.id);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_premium_post_search AFTER UPDATE OF is_premium, premium_expiry ON users
  FOR EACH ROW
  WHEN (OLD.is_premium IS DISTINCT FROM NEW.is_premium OR OLD.premium_expiry IS DISTINCT FROM NEW.premium_expiry)
  EXECUTE FUNCTION jh_users_premium_post_search();
--> statement-breakpoint
-- What time alone changes: deadlines that passed and Premium that ran out. Cheap when there is
-- nothing to do (two partial-index look-ups); the search runs it at most once a minute.
CREATE OR REPLACE FUNCTION jh_post_search_refresh() RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  expired integer;
  lapsed integer;
BEGIN
  UPDATE post_search SET is_public = false WHERE is_public AND deadline < current_date;
  GET DIAGNOSTICS expired = ROW_COUNT;
  UPDATE post_search SET is_premium = false WHERE is_premium AND premium_until <= now();
  GET DIAGNOSTICS lapsed = ROW_COUNT;
  RETURN expired + lapsed;
END
$$;
--> statement-breakpoint
-- Keep the big tsvector out of line so the heap scanned by filters and counts stays small.
ALTER TABLE post_search ALTER COLUMN search SET STORAGE EXTERNAL;
--> statement-breakpoint
ALTER TABLE post_search ALTER COLUMN title_search SET STORAGE MAIN;
--> statement-breakpoint
ALTER TABLE post_search SET (toast_tuple_target = 128);
--> statement-breakpoint
-- Existing data: one UPDATE fires the statement trigger once for every post.
UPDATE posts SET title = title;
