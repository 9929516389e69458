import * as z from 'zod/mini';

/** GET /api/enterprises/statistics/ and GET /api/statistics/ (API.md). */
export const EmployerStatisticsSchema = /* @__PURE__ */ z.object({
  total_posts: z.number(),
  active_posts: z.number(),
  expired_posts: z.number(),
  total_applicants: z.number(),
  pending_applicants: z.number(),
  approved_applicants: z.number(),
  rejected_applicants: z.number(),
  total_interviews: z.number(),
  upcoming_interviews: z.number(),
  completed_interviews: z.number(),
  monthly_stats: z.array(z.object({ month: z.string(), applicants: z.number(), posts: z.number() })),
  post_stats: z.array(
    z.object({
      id: z.number(),
      title: z.string(),
      applicants: z.number(),
      is_active: z.boolean(),
      deadline: z.string(),
      created_at: z.string(),
      /** The post's applications by status; `total_applicants` = `applicants`, the original API's name (issue 26). */
      total_applicants: z.optional(z.number()),
      pending_applicants: z.optional(z.number()),
      approved_applicants: z.optional(z.number()),
      rejected_applicants: z.optional(z.number()),
    }),
  ),
});
export type EmployerStatistics = z.infer<typeof EmployerStatisticsSchema>;
