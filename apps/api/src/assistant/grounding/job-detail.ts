import { findPostDetail } from '../../repositories/post-detail';
import { toJobSummary, type GroundingContext, type JobSummary } from './types';

/** Longest excerpt of a post's own text (description, requirements, benefits) an answer carries. */
export const JOB_TEXT_EXCERPT_CHARS = 600;

/** A job's details as an answer may show them. The texts are the employer's: untrusted content. */
export interface JobDetail extends JobSummary {
  address: string | null;
  time_working: string | null;
  quantity: number;
  description: string;
  required: string;
  interest: string;
}

/**
 * The start of a post's text, cut at `max` characters. The detail's texts are plain already (the
 * richTextToPlain of @jobhub/sdk/rich-text, post-detail.ts); blank lines close up to keep the excerpt short.
 */
function excerpt(text: string, max = JOB_TEXT_EXCERPT_CHARS): string {
  const compact = text.replace(/\n{2,}/g, '\n');
  return compact.length > max ? `${compact.slice(0, max - 1).trimEnd()}…` : compact;
}

/**
 * One job by id, when the asker may see it: open to the public (post-visibility.ts, as the detail
 * page decides), or their own post. Undefined otherwise, so a closed or hidden post is "not found".
 *
 * @example await jobDetail(ctx, 42) // { id: 42, link: '/job/42', title: 'Kế toán tổng hợp', ... }
 */
export async function jobDetail(ctx: GroundingContext, id: number): Promise<JobDetail | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0 || id > 2_147_483_647) return undefined;
  const found = await findPostDetail(ctx.db, id, ctx.clock.now());
  if (!found || (!found.isPublic && found.ownerId !== ctx.userId)) return undefined;
  const detail = found.detail;
  return {
    ...toJobSummary({ ...detail, is_saved: false, matches_criteria: false }),
    address: [detail.detail_address, detail.district].filter(Boolean).join(', ') || null,
    time_working: detail.time_working,
    quantity: detail.quantity,
    description: excerpt(detail.description),
    required: excerpt(detail.required),
    interest: excerpt(detail.interest),
  };
}
