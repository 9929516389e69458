CREATE TABLE "cv_contact_views" (
	"employer_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"day" date NOT NULL,
	CONSTRAINT "cv_contact_views_employer_id_day_application_id_pk" PRIMARY KEY("employer_id","day","application_id")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"txn_ref" varchar(100) NOT NULL,
	"user_id" integer NOT NULL,
	"package_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"response_code" varchar(16),
	"transaction_no" varchar(100),
	"bank_code" varchar(16),
	"premium_until" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	CONSTRAINT "payments_status_check" CHECK ("payments"."status" in ('pending', 'paid', 'failed', 'cancelled', 'refunded'))
);
--> statement-breakpoint
CREATE TABLE "premium_packages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" varchar(100) NOT NULL,
	"role" varchar(16) NOT NULL,
	"price" integer NOT NULL,
	"duration_days" integer NOT NULL,
	"max_job_posts" integer DEFAULT 0 NOT NULL,
	"max_cv_views_per_day" integer DEFAULT 0 NOT NULL,
	"daily_job_application_limit" integer DEFAULT 0 NOT NULL,
	"can_view_submitted_cvs" boolean DEFAULT false NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "premium_packages_role_check" CHECK ("premium_packages"."role" in ('candidate', 'employer')),
	CONSTRAINT "premium_packages_price_check" CHECK ("premium_packages"."price" > 0 and "premium_packages"."duration_days" > 0)
);
--> statement-breakpoint
ALTER TABLE "premium_history" ADD COLUMN "package_id" integer;--> statement-breakpoint
ALTER TABLE "premium_history" ADD COLUMN "payment_id" integer;--> statement-breakpoint
ALTER TABLE "premium_history" ADD COLUMN "price" integer;--> statement-breakpoint
ALTER TABLE "premium_history" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "cv_contact_views" ADD CONSTRAINT "cv_contact_views_employer_id_users_id_fk" FOREIGN KEY ("employer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cv_contact_views" ADD CONSTRAINT "cv_contact_views_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_package_id_premium_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."premium_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payments_txn_ref_uq" ON "payments" USING btree ("txn_ref");--> statement-breakpoint
CREATE INDEX "payments_user_created_idx" ON "payments" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payments_status_created_idx" ON "payments" USING btree ("status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "premium_packages_name_uq" ON "premium_packages" USING btree ("name");--> statement-breakpoint
ALTER TABLE "premium_history" ADD CONSTRAINT "premium_history_package_id_premium_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."premium_packages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "premium_history" ADD CONSTRAINT "premium_history_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
INSERT INTO "premium_packages" ("name", "role", "price", "duration_days", "max_job_posts", "max_cv_views_per_day", "daily_job_application_limit", "can_view_submitted_cvs", "priority", "features", "sort_order") VALUES
('Gói Premium Tháng', 'candidate', 99000, 30, 0, 0, 30, false, 0, '["Nhắn tin trực tiếp với nhà tuyển dụng", "Ứng tuyển tối đa 30 việc mỗi ngày", "Xem số người đã ứng tuyển mỗi tin", "Huy hiệu Premium trên hồ sơ"]'::jsonb, 1),
('Gói Premium Quý', 'candidate', 269000, 90, 0, 0, 50, false, 0, '["Nhắn tin trực tiếp với nhà tuyển dụng", "Ứng tuyển tối đa 50 việc mỗi ngày", "Xem số người đã ứng tuyển mỗi tin", "Tiết kiệm 9% so với gói tháng"]'::jsonb, 2),
('Gói Premium Năm', 'candidate', 999000, 365, 0, 0, 100, false, 0, '["Nhắn tin trực tiếp với nhà tuyển dụng", "Ứng tuyển tối đa 100 việc mỗi ngày", "Xem số người đã ứng tuyển mỗi tin", "Tiết kiệm 16% so với gói tháng"]'::jsonb, 3),
('Gói Sinh Viên', 'candidate', 79000, 30, 0, 0, 20, false, 0, '["Nhắn tin trực tiếp với nhà tuyển dụng", "Ứng tuyển tối đa 20 việc mỗi ngày", "Xem số người đã ứng tuyển mỗi tin", "Giá ưu đãi cho sinh viên"]'::jsonb, 0),
('Gói Doanh Nghiệp Starter', 'employer', 199000, 30, 10, 20, 0, true, 1, '["Tối đa 10 tin tuyển dụng đang hiển thị", "Xem liên hệ của 20 hồ sơ mỗi ngày", "Công ty được ưu tiên trong kết quả tìm kiếm"]'::jsonb, 4),
('Gói Doanh Nghiệp Pro', 'employer', 599000, 30, 30, 100, 0, true, 2, '["Tối đa 30 tin tuyển dụng đang hiển thị", "Xem liên hệ của 100 hồ sơ mỗi ngày", "Ưu tiên cao hơn trong kết quả tìm kiếm", "Có mặt trong danh sách công ty Premium"]'::jsonb, 5),
('Gói Chuyên Gia', 'employer', 1499000, 365, 100, 500, 0, true, 3, '["Tối đa 100 tin tuyển dụng đang hiển thị", "Xem liên hệ của 500 hồ sơ mỗi ngày", "Ưu tiên cao nhất trong kết quả tìm kiếm", "Có mặt trong danh sách công ty Premium", "Hiệu lực cả năm"]'::jsonb, 6);
