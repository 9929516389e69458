-- Per-user token version, stamped into access tokens and checked on each request (plugins/auth.ts):
-- bumping it ends every earlier access token of the user at once.
ALTER TABLE "users" ADD COLUMN "token_version" integer DEFAULT 0 NOT NULL;