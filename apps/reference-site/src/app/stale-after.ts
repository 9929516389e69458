/**
 * What each kind of write makes stale in the query cache: the resources (key prefixes, as the
 * pages name their keys) whose answers `QueryCache.write` invalidates once the write succeeded.
 * Stores on screen load again at once; the rest ask the API on their next read.
 */

/** The public lists and records every visitor sees: jobs, companies and their pages. */
const PUBLIC_LISTINGS = ['featured-jobs', 'job-search:', 'job:', 'premium-companies', 'enterprises:', 'enterprise:', 'enterprise-jobs:'] as const;

/** The employer's own view of their company: posts, applicants and counts. */
const EMPLOYER_VIEWS = ['posts:', 'post:', 'applicants:', 'recent-applicants', 'cv:', 'employer-statistics', 'enterprise-statistics', 'own-enterprise'] as const;

export const STALE_AFTER = {
  /** A job saved or unsaved (its cards follow the saved-jobs store). */
  savedJob: ['saved:', 'recommended:'],
  /** An application sent, withdrawn or confirmed, or an interview answered. */
  application: ['applications:', 'application:', 'timeline:', 'interviews:', 'recommended:', 'job:'],
  /** The job criteria saved or deleted: recommendations follow them (the page shows the saved criteria). */
  criteria: ['recommended:'],
  /** A post created, edited, hidden, confirmed or deleted; the company's profile saved. */
  employer: [...EMPLOYER_VIEWS, ...PUBLIC_LISTINGS],
  /** An applicant's status or notes changed (the applicant's own page shows the change it made). */
  applicant: ['applicants:', 'recent-applicants', 'employer-statistics', 'enterprise-statistics'],
  /** A company approved or rejected, a reported post taken down or its report dismissed. */
  moderation: ['admin-enterprises:', 'admin-reports:', ...PUBLIC_LISTINGS],
  /** A Premium payment refunded. */
  payments: ['admin-payments:'],
} satisfies Record<string, readonly string[]>;
