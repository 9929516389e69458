-- Employer dashboard (GET /api/statistics/, repositories/statistics.ts) without reading every
-- application of the company: triggers keep (hand-written like 0005 and 0007; not in the drizzle schema)
--
-- 1. application_month_counts: applications per company, status and Vietnamese calendar month
--    (first day of the month, UTC+7 like the dashboard's 'MM/YYYY' labels). Statement triggers with
--    transition tables, so a bulk insert (seed, bench fixtures) costs one grouped upsert. Insert adds,
--    delete (withdraw) subtracts, an update that changes status, created_at or post_id moves the
--    count. Deleting a post subtracts its applications before the cascade removes them (by then the
--    post is gone and the applications' delete trigger can no longer find the company; it then
--    skips them, so nothing is subtracted twice).
-- 2. enterprise_interviews: each interview with its company, status and date (one row per
--    interview, deleted with it by the foreign key), so the interview figures read the company's
--    interviews from one index instead of joining all its applications.
CREATE FUNCTION jh_vn_month(ts timestamptz) RETURNS date LANGUAGE sql IMMUTABLE PARALLEL SAFE AS
$$ SELECT date_trunc('month', timezone(interval '+07:00', ts))::date $$;
--> statement-breakpoint
CREATE TABLE "application_month_counts" (
	"enterprise_id" integer NOT NULL REFERENCES "enterprises"("id") ON DELETE CASCADE,
	"month" date NOT NULL,
	"status" varchar(16) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "application_month_counts_pk" PRIMARY KEY ("enterprise_id", "month", "status")
);
--> statement-breakpoint
INSERT INTO application_month_counts (enterprise_id, month, status, n)
SELECT p.enterprise_id, jh_vn_month(a.created_at), a.status, count(*)::int
FROM applications a JOIN posts p ON p.id = a.post_id
GROUP BY 1, 2, 3;
--> statement-breakpoint
-- Net change per (company, month, status) of one statement; rows locked in key order (no deadlock
-- between two bulk statements).
CREATE FUNCTION jh_application_counts_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO application_month_counts AS c (enterprise_id, month, status, n)
    SELECT p.enterprise_id, jh_vn_month(r.created_at), r.status, count(*)::int
    FROM new_rows r JOIN posts p ON p.id = r.post_id
    GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
    ON CONFLICT (enterprise_id, month, status) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE application_month_counts c SET n = c.n - d.n
    FROM (
      SELECT p.enterprise_id, jh_vn_month(r.created_at) AS month, r.status, count(*)::int AS n
      FROM old_rows r JOIN posts p ON p.id = r.post_id
      GROUP BY 1, 2, 3
    ) d
    WHERE c.enterprise_id = d.enterprise_id AND c.month = d.month AND c.status = d.status;
  ELSE
    INSERT INTO application_month_counts AS c (enterprise_id, month, status, n)
    SELECT p.enterprise_id, jh_vn_month(x.created_at), x.status, sum(x.delta)::int
    FROM (
      SELECT o.post_id, o.created_at, o.status, -1 AS delta
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.post_id, o.created_at, o.status) IS DISTINCT FROM (n.post_id, n.created_at, n.status)
      UNION ALL
      SELECT n.post_id, n.created_at, n.status, 1
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE (o.post_id, o.created_at, o.status) IS DISTINCT FROM (n.post_id, n.created_at, n.status)
    ) x JOIN posts p ON p.id = x.post_id
    GROUP BY 1, 2, 3 HAVING sum(x.delta) <> 0 ORDER BY 1, 2, 3
    ON CONFLICT (enterprise_id, month, status) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_insert AFTER INSERT ON applications
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_application_counts_sync();
--> statement-breakpoint
CREATE TRIGGER applications_counts_delete AFTER DELETE ON applications
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_application_counts_sync();
--> statement-breakpoint
CREATE TRIGGER applications_counts_update AFTER UPDATE ON applications
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION jh_application_counts_sync();
--> statement-breakpoint
CREATE FUNCTION jh_post_application_counts_remove() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_month_counts c SET n = c.n - d.n
  FROM (
    SELECT jh_vn_month(a.created_at) AS month, a.status, count(*)::int AS n
    FROM applications a WHERE a.post_id = OLD.id GROUP BY 1, 2
  ) d
  WHERE c.enterprise_id = OLD.enterprise_id AND c.month = d.month AND c.status = d.status;
  RETURN OLD;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_application_counts_delete BEFORE DELETE ON posts
  FOR EACH ROW EXECUTE FUNCTION jh_post_application_counts_remove();
--> statement-breakpoint
-- A post moved to another company (no route does it today) takes its applications' counts along.
CREATE FUNCTION jh_post_application_counts_move() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE application_month_counts c SET n = c.n - d.n
  FROM (
    SELECT jh_vn_month(a.created_at) AS month, a.status, count(*)::int AS n
    FROM applications a WHERE a.post_id = NEW.id GROUP BY 1, 2
  ) d
  WHERE c.enterprise_id = OLD.enterprise_id AND c.month = d.month AND c.status = d.status;
  INSERT INTO application_month_counts AS c (enterprise_id, month, status, n)
  SELECT NEW.enterprise_id, jh_vn_month(a.created_at), a.status, count(*)::int
  FROM applications a WHERE a.post_id = NEW.id
  GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (enterprise_id, month, status) DO UPDATE SET n = c.n + excluded.n;
  UPDATE enterprise_interviews e SET enterprise_id = NEW.enterprise_id
  FROM interviews i JOIN applications a ON a.id = i.application_id
  WHERE a.post_id = NEW.id AND e.interview_id = i.id;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER posts_application_counts_move AFTER UPDATE OF enterprise_id ON posts
  FOR EACH ROW WHEN (OLD.enterprise_id IS DISTINCT FROM NEW.enterprise_id) EXECUTE FUNCTION jh_post_application_counts_move();
--> statement-breakpoint
CREATE FUNCTION jh_application_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM application_month_counts;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER applications_counts_truncate AFTER TRUNCATE ON applications
  FOR EACH STATEMENT EXECUTE FUNCTION jh_application_counts_truncate();
--> statement-breakpoint
CREATE TABLE "enterprise_interviews" (
	"interview_id" integer PRIMARY KEY NOT NULL REFERENCES "interviews"("id") ON DELETE CASCADE,
	"enterprise_id" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"interview_date" timestamp with time zone NOT NULL
);
--> statement-breakpoint
INSERT INTO enterprise_interviews (interview_id, enterprise_id, status, interview_date)
SELECT i.id, p.enterprise_id, i.status, i.interview_date
FROM interviews i JOIN applications a ON a.id = i.application_id JOIN posts p ON p.id = a.post_id;
--> statement-breakpoint
CREATE INDEX "enterprise_interviews_stats_idx" ON "enterprise_interviews" USING btree ("enterprise_id", "status", "interview_date");
--> statement-breakpoint
CREATE FUNCTION jh_enterprise_interviews_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO enterprise_interviews AS e (interview_id, enterprise_id, status, interview_date)
  SELECT NEW.id, p.enterprise_id, NEW.status, NEW.interview_date
  FROM applications a JOIN posts p ON p.id = a.post_id
  WHERE a.id = NEW.application_id
  ON CONFLICT (interview_id) DO UPDATE
    SET enterprise_id = excluded.enterprise_id, status = excluded.status, interview_date = excluded.interview_date;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER interviews_enterprise_sync AFTER INSERT OR UPDATE OF application_id, status, interview_date ON interviews
  FOR EACH ROW EXECUTE FUNCTION jh_enterprise_interviews_sync();
