-- Column lengths come from the contract's text limits (packages/sdk/src/contract/text-limits.ts).
-- time_working accepted 255 characters in the contract but was varchar(100): 101-255 answered 500.
ALTER TABLE "posts" ALTER COLUMN "time_working" SET DATA TYPE varchar(255);
--> statement-breakpoint
-- An approved company that changes its name, tax code or business certificate goes back to the
-- admin's pending queue (routes/enterprises) while staying approved, so its posts stay up.
ALTER TABLE "enterprises" ADD COLUMN "review_pending" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- Notification links are same-site paths (contract isSameSitePath); older rows may hold whatever
-- an admin typed ('javascript:…', '//host', '/\host'). Hand-written: clears them.
UPDATE "notifications" SET "link" = NULL
WHERE "link" IS NOT NULL AND NOT ("link" = '/' OR ("link" ~ '^/[^/\\]' AND "link" !~ '[\x01-\x1f\x7f]'));
