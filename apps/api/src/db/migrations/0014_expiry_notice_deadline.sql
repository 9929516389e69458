-- post_expiry_notices remembers which deadline was announced, so a post reopened with a later
-- deadline gets a new position_expired notice when that one passes. Existing notices were about
-- the posts' current deadlines (hand-edited: add, backfill, then NOT NULL).
ALTER TABLE "post_expiry_notices" ADD COLUMN "deadline" date;--> statement-breakpoint
UPDATE "post_expiry_notices" n SET "deadline" = p."deadline" FROM "posts" p WHERE p."id" = n."post_id";--> statement-breakpoint
ALTER TABLE "post_expiry_notices" ALTER COLUMN "deadline" SET NOT NULL;
