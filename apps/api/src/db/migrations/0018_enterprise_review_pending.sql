-- An approved company that changes its name, tax code or business certificate goes back to the
-- admin's pending queue (routes/enterprises) while staying approved, so its posts stay up.
ALTER TABLE "enterprises" ADD COLUMN "review_pending" boolean DEFAULT false NOT NULL;