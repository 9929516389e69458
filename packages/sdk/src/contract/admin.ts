/** Admin moderation lists (API.md: Enterprises, Job posts): the review states and the list queries. */
import * as z from 'zod/mini';
import { REPORT_STATUSES } from './employer';
import { PageQuerySchema } from './envelope';
import { emptyMeansUnset } from './query-input';

/** Review states of an enterprise: waiting, approved (public), rejected. */
export const ENTERPRISE_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type EnterpriseReviewStatus = (typeof ENTERPRISE_REVIEW_STATUSES)[number];

const MSG_BAD_STATUS = 'Trạng thái không hợp lệ';

/** Query of the enterprise review list: pages of one review state (default 'pending'). */
export const AdminEnterpriseQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z._default(z.enum(ENTERPRISE_REVIEW_STATUSES, { error: MSG_BAD_STATUS }), 'pending'),
  }),
);

/** Query of the report list: pages of one report state (default 'open'). */
export const AdminReportQuerySchema = /* @__PURE__ */ emptyMeansUnset(
  /* @__PURE__ */ z.extend(PageQuerySchema, {
    status: z._default(z.enum(REPORT_STATUSES, { error: MSG_BAD_STATUS }), 'open'),
  }),
);
