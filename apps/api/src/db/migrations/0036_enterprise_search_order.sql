-- Issue 29: the company search's page in name order, whole, by city or by scale, read from an index
-- and stopped after the page (see schema/catalogue.ts).
CREATE INDEX "enterprises_approved_name_idx" ON "enterprises" USING btree ("company_name","id") WHERE "enterprises"."is_active";--> statement-breakpoint
CREATE INDEX "enterprises_approved_city_name_idx" ON "enterprises" USING btree ("city","company_name","id") WHERE "enterprises"."is_active";--> statement-breakpoint
CREATE INDEX "enterprises_approved_scale_name_idx" ON "enterprises" USING btree ("scale","company_name","id") WHERE "enterprises"."is_active";