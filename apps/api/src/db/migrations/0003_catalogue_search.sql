-- Catalogue search support (hand-written; see src/db/schema/catalogue.ts).
-- jh_search_words: distinct lower-case unaccented words of a text, HTML tags removed, surrounding
-- punctuation trimmed, as ' w1 w2 ... ' so that LIKE '% ab%' is a word-prefix match.
CREATE OR REPLACE FUNCTION jh_search_words(text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT AS $$
  SELECT ' ' || coalesce(string_agg(DISTINCT w, ' '), '') || ' '
  FROM (
    SELECT btrim(part, '.,;:!?()[]{}"''') AS w
    FROM regexp_split_to_table(jh_unaccent(lower(regexp_replace($1, '<[^>]*>', ' ', 'g'))), '\s+') AS part
  ) AS words
  WHERE w <> ''
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jh_enterprises_search_fill() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.search_name := jh_unaccent(lower(NEW.company_name));
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enterprises_search_fill BEFORE INSERT OR UPDATE OF company_name ON enterprises
  FOR EACH ROW EXECUTE FUNCTION jh_enterprises_search_fill();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jh_posts_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO post_search AS s (
    post_id, enterprise_id, field_id, position_id, city, experience, level, type_working,
    salary_min, salary_max, is_salary_negotiable, deadline, is_live, created_at, words, title_words
  )
  VALUES (
    NEW.id, NEW.enterprise_id, NEW.field_id, NEW.position_id, NEW.city, NEW.experience, NEW.level,
    NEW.type_working, NEW.salary_min, NEW.salary_max, NEW.is_salary_negotiable, NEW.deadline,
    NEW.is_active AND NOT NEW.is_removed, NEW.created_at,
    jh_search_words(
      NEW.title || ' ' || NEW.description || ' ' || NEW.required || ' ' ||
      coalesce((SELECT e.company_name FROM enterprises e WHERE e.id = NEW.enterprise_id), '')
    ),
    jh_search_words(NEW.title)
  )
  ON CONFLICT (post_id) DO UPDATE SET
    enterprise_id = EXCLUDED.enterprise_id, field_id = EXCLUDED.field_id,
    position_id = EXCLUDED.position_id, city = EXCLUDED.city, experience = EXCLUDED.experience,
    level = EXCLUDED.level, type_working = EXCLUDED.type_working, salary_min = EXCLUDED.salary_min,
    salary_max = EXCLUDED.salary_max, is_salary_negotiable = EXCLUDED.is_salary_negotiable,
    deadline = EXCLUDED.deadline, is_live = EXCLUDED.is_live, created_at = EXCLUDED.created_at,
    words = EXCLUDED.words, title_words = EXCLUDED.title_words;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER posts_search_sync AFTER INSERT OR UPDATE ON posts
  FOR EACH ROW EXECUTE FUNCTION jh_posts_search_sync();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION jh_enterprises_rename_posts() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.company_name IS DISTINCT FROM OLD.company_name THEN
    UPDATE posts SET title = title WHERE enterprise_id = NEW.id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER enterprises_rename_posts AFTER UPDATE OF company_name ON enterprises
  FOR EACH ROW EXECUTE FUNCTION jh_enterprises_rename_posts();
--> statement-breakpoint
ALTER TABLE enterprises ADD CONSTRAINT enterprises_user_id_users_id_fk FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE;
