-- Extensions used by accent-insensitive search, and an IMMUTABLE wrapper around unaccent so it can
-- be used in index expressions (unaccent itself is only STABLE). Works on PGlite and PostgreSQL 15.
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE OR REPLACE FUNCTION jh_unaccent(text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT public.unaccent('public.unaccent'::regdictionary, $1) $$;
