/**
 * The salary estimate of a negotiable post (issue 30, item 4): the median and interquartile range
 * of the salaries of similar open posts, widening position × province × level → position ×
 * province → position until SALARY_ESTIMATE_MIN_POSTS posts; none below that. It is JobHub's
 * figure, never the employer's: it never enters the JobPosting structured data, and the site
 * labels it 'Ước tính từ N tin tương tự' (apps/reference-site/src/pages/browse/salary-estimate.tsx).
 */
import * as z from 'zod/mini';

/** Fewest similar posts an estimate is made from (the product owner's threshold, issue 30). */
export const SALARY_ESTIMATE_MIN_POSTS = 20;

/** Which posts were similar enough, narrowest first. */
export const SALARY_ESTIMATE_BASES = ['position_city_level', 'position_city', 'position'] as const;
export type SalaryEstimateBasis = (typeof SALARY_ESTIMATE_BASES)[number];

export const SalaryEstimateSchema = /* @__PURE__ */ z.object({
  /** Median and quartiles of the similar posts' salaries (the middle of each range), VND. */
  median: z.number(),
  p25: z.number(),
  p75: z.number(),
  /** Similar posts with a salary the figures are over. */
  sample_size: z.number(),
  basis: /* @__PURE__ */ z.enum(SALARY_ESTIMATE_BASES),
});
export type SalaryEstimate = z.infer<typeof SalaryEstimateSchema>;
