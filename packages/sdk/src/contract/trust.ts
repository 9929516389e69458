import * as z from 'zod/mini';

/**
 * Trust signals of issue 30: how a company answers applications, and how fresh a post is.
 */

/** Days of applications a company's response rate covers (issue 30: "over the last 90 days"). */
export const RESPONSE_WINDOW_DAYS = 90;
/**
 * Fewer applications than this in the window and the rate is not shown: with four applications one
 * answer moves the rate by 25 points, which says more about luck than about the company.
 */
export const RESPONSE_MIN_APPLICATIONS = 5;
/** The "Thường phản hồi" filter keeps companies answering at least this share (percent). */
export const RESPONSIVE_MIN_RATE = 70;

/**
 * A company's response rate over the last RESPONSE_WINDOW_DAYS, given only when it received at
 * least RESPONSE_MIN_APPLICATIONS applications (null otherwise): `rate` is the answered share in
 * whole percent, `median_hours` the median time to the first answer (null when none was answered).
 */
export const ResponseRateSchema = /* @__PURE__ */ z.object({
  rate: z.number(),
  median_hours: z.nullable(z.number()),
  applications: z.number(),
});
export type ResponseRate = z.infer<typeof ResponseRateSchema>;

/** The fields of a post's freshness that rows and the detail carry (optional: older answers lack them). */
export const PostFreshnessFields = {
  /** Last time the employer confirmed the post still hires (ISO 8601); the posting date at first. */
  confirmed_at: /* @__PURE__ */ z.optional(z.string()),
  /** The company's response rate, or null when too few applications to judge. */
  response_rate: /* @__PURE__ */ z.optional(/* @__PURE__ */ z.nullable(ResponseRateSchema)),
};
