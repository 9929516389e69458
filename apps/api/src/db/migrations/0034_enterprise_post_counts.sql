CREATE TABLE "enterprise_post_counts" (
	"enterprise_id" integer PRIMARY KEY NOT NULL,
	"listed_posts" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "enterprise_post_counts" ADD CONSTRAINT "enterprise_post_counts_enterprise_id_enterprises_id_fk" FOREIGN KEY ("enterprise_id") REFERENCES "public"."enterprises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "post_search_public_enterprise_deadline_idx" ON "post_search" USING btree ("enterprise_id","deadline") WHERE "post_search"."is_public";--> statement-breakpoint
-- Hand-written part (like 0016, 0032): company lists read each company's open posts from a kept
-- count instead of counting post_search per company on every request (issue 29: 28.8 ms at 1M).
--
-- enterprise_post_counts.listed_posts is the number of post_search rows with is_public, kept by
-- the statement triggers below on every write (posting, hiding, removing, pausing, deleting,
-- approving or rejecting the company, the search-flags refresh). The deadline is left out on
-- purpose: "open" also needs deadline >= today, and today changes with no write, so a counter of
-- open posts would drift at every midnight. A read subtracts the listed posts already past their
-- deadline (repositories/enterprises.ts): jh_post_search_refresh switches those off every
-- minute, so they are a handful, found through post_search_public_enterprise_deadline_idx.
-- The result is exact at any hour, on either clock, with no recount job.
--
-- 1. One function for the three statement triggers (a transition table serves one event only).
--    Deltas per company, in company order (two writers lock the counts rows in the same order);
--    a delete only lowers existing rows, so a company deleted with its posts is not re-created.
CREATE OR REPLACE FUNCTION jh_enterprise_post_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO enterprise_post_counts AS c (enterprise_id, listed_posts)
    SELECT enterprise_id, count(*) FROM new_rows WHERE is_public GROUP BY enterprise_id ORDER BY enterprise_id
    ON CONFLICT (enterprise_id) DO UPDATE SET listed_posts = c.listed_posts + EXCLUDED.listed_posts;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO enterprise_post_counts AS c (enterprise_id, listed_posts)
    SELECT enterprise_id, sum(delta) FROM (
      SELECT enterprise_id, 1 AS delta FROM new_rows WHERE is_public
      UNION ALL
      SELECT enterprise_id, -1 AS delta FROM old_rows WHERE is_public
    ) d
    GROUP BY enterprise_id HAVING sum(delta) <> 0 ORDER BY enterprise_id
    ON CONFLICT (enterprise_id) DO UPDATE SET listed_posts = c.listed_posts + EXCLUDED.listed_posts;
  ELSE
    UPDATE enterprise_post_counts c SET listed_posts = c.listed_posts - d.n
    FROM (SELECT enterprise_id, count(*)::int AS n FROM old_rows WHERE is_public GROUP BY enterprise_id) d
    WHERE c.enterprise_id = d.enterprise_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER post_search_counts_insert AFTER INSERT ON post_search
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_enterprise_post_counts_sync();
--> statement-breakpoint
CREATE TRIGGER post_search_counts_update AFTER UPDATE ON post_search
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_enterprise_post_counts_sync();
--> statement-breakpoint
CREATE TRIGGER post_search_counts_delete AFTER DELETE ON post_search
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_enterprise_post_counts_sync();
--> statement-breakpoint
-- 2. Backfill from the projection as it stands.
INSERT INTO enterprise_post_counts (enterprise_id, listed_posts)
SELECT enterprise_id, count(*) FROM post_search WHERE is_public GROUP BY enterprise_id;
