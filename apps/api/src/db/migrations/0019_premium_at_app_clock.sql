-- One "now" for Premium: the app's clock (repositories/users.ts `premiumAtSql`). Until now the
-- search-flag refresh switched off the ranking flag of Premium that ran out by the database's
-- now(), while every read compared expiries with the app's clock; a fixed test clock moved past
-- an expiry (or two clocks apart) left search ranking a company first whose Premium every other
-- answer had already ended. (Hand-written like 0016.)
--
-- The write-time triggers (0005, 0016) still set post_search.is_premium by the database's now():
-- a trigger has no other clock. The refresh below (jobs/search-flags.ts, every minute) corrects
-- them by the app's clock.
--
-- 1. The refresh takes the instant as well as the Vietnamese date from the caller (the app's clock).
CREATE OR REPLACE FUNCTION jh_post_search_refresh(today date, app_now timestamptz) RETURNS integer LANGUAGE plpgsql AS $$
DECLARE
  expired integer;
  lapsed integer;
BEGIN
  UPDATE post_search SET is_public = false WHERE is_public AND deadline < today;
  GET DIAGNOSTICS expired = ROW_COUNT;
  UPDATE post_search SET is_premium = false WHERE is_premium AND premium_until <= app_now;
  GET DIAGNOSTICS lapsed = ROW_COUNT;
  RETURN expired + lapsed;
END
$$;
--> statement-breakpoint
-- 2. The previous release calls the refresh with the date only; during a rolling deploy its
--    Premium runs out by the database's clock. Nothing in this release calls it.
CREATE OR REPLACE FUNCTION jh_post_search_refresh(today date) RETURNS integer LANGUAGE sql AS $$
  SELECT jh_post_search_refresh(today, now())
$$;
