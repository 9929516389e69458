-- Issue 29: a signed-in candidate's search puts the posts matching their criteria first, and finds
-- them with a probe of filters ∧ criteria. Through the full-text index's tags that probe decoded
-- the whole posting list of every tag ('c:Hồ Chí Minh' & 'f:8' & 'x:1-2 năm' & 't:Bán thời gian'…),
-- 10-18 ms at 1,000,000 posts. Keyed on field, city and position and covering the other filter
-- columns, this index gives the same posts as one range checked in the index (0.4-5 ms).
-- drizzle cannot express INCLUDE: the keys in schema/catalogue.ts match.
CREATE INDEX "post_search_public_criteria_idx" ON "post_search" USING btree ("field_id","city","position_id")
  INCLUDE ("post_id", "is_premium", "created_at", "enterprise_id", "experience", "level", "type_working", "scale",
    "salary_min", "salary_max", "is_salary_negotiable", "deadline")
  WHERE "post_search"."is_public";
