import { describe, expectTypeOf, it } from 'vitest';
import type { AdminReport, ApplicationStatus, Interview, JobAlertFrequency, PaymentStatus } from '@jobhub/sdk/contract';
import type { ApplicationRecord, CvKind, InterviewRecord, savedCvs } from './schema/applications';
import type { CriteriaRecord, PostReportRecord } from './schema/marketplace';
import type { payments } from './schema/premium';

// Repositories type their rows from the schema (`$inferSelect`), so a column whose values a check
// constraint lists must carry them as its type, or every read would cast.
describe('row types inferred from the schema', () => {
  it('carry the values the check constraints allow', () => {
    expectTypeOf<ApplicationRecord['status']>().toEqualTypeOf<ApplicationStatus>();
    expectTypeOf<ApplicationRecord['cv_file_type']>().toEqualTypeOf<CvKind>();
    expectTypeOf<(typeof savedCvs.$inferSelect)['file_type']>().toEqualTypeOf<CvKind>();
    expectTypeOf<InterviewRecord['status']>().toEqualTypeOf<Interview['status']>();
    expectTypeOf<PostReportRecord['status']>().toEqualTypeOf<AdminReport['status']>();
    expectTypeOf<CriteriaRecord['alert_frequency']>().toEqualTypeOf<JobAlertFrequency>();
    expectTypeOf<(typeof payments.$inferSelect)['status']>().toEqualTypeOf<PaymentStatus>();
  });
});
