CREATE TABLE "saved_cvs" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"cv_path" text NOT NULL,
	"file_name" varchar(255) NOT NULL,
	"file_type" varchar(8) NOT NULL,
	"size" integer NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_cvs_file_type_check" CHECK ("saved_cvs"."file_type" in ('pdf', 'docx'))
);
--> statement-breakpoint
ALTER TABLE "saved_cvs" ADD CONSTRAINT "saved_cvs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "saved_cvs_user_idx" ON "saved_cvs" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cvs_one_default" ON "saved_cvs" USING btree ("user_id") WHERE "saved_cvs"."is_default";