/**
 * The endpoint table: every endpoint of the API, grouped by feature. apps/api registers exactly
 * these routes (a test compares them with what the server serves); the SDK's calls name them.
 * Endpoint names are unique across features.
 */
import type { EndpointDefinition } from './endpoint';
import { ACCOUNTS_ENDPOINTS } from './endpoints/accounts';
import { ADMIN_ENDPOINTS } from './endpoints/admin';
import { ASSISTANT_ENDPOINTS } from './endpoints/assistant';
import { CATALOGUE_ENDPOINTS } from './endpoints/catalogue';
import { PREMIUM_ENDPOINTS } from './endpoints/premium';
import { REPORTS_ENDPOINTS } from './endpoints/reports';
import { STATISTICS_ENDPOINTS } from './endpoints/statistics';
import { APPLICATIONS_ENDPOINTS } from './endpoints/applications';
import { APPLICATION_TIMELINE_ENDPOINTS } from './endpoints/application-timeline';
import { CHAT_ENDPOINTS } from './endpoints/chat';
import { CRITERIA_ENDPOINTS } from './endpoints/criteria';
import { EMPLOYER_POSTS_ENDPOINTS } from './endpoints/employer-posts';
import { FLAGGED_CONVERSATIONS_ENDPOINTS } from './endpoints/flagged-conversations';
import { ENTERPRISES_ENDPOINTS } from './endpoints/enterprises';
import { GOOGLE_AUTH_ENDPOINTS } from './endpoints/google-auth';
import { INTERVIEWS_ENDPOINTS } from './endpoints/interviews';
import { MAIL_ENDPOINTS } from './endpoints/mail';
import { NOTIFICATIONS_ENDPOINTS } from './endpoints/notifications';
import { PARTNER_APPS_ENDPOINTS } from './endpoints/partner-apps';
import { POSTS_ENDPOINTS } from './endpoints/posts';
import { RECOMMENDATIONS_ENDPOINTS } from './endpoints/recommendations';
import { SAVED_CVS_ENDPOINTS } from './endpoints/saved-cvs';
import { SAVED_JOBS_ENDPOINTS } from './endpoints/saved-jobs';

/**
 * Each feature module exports its endpoints as one object literal rather than being imported here
 * as a namespace: the npm build shares the endpoint modules between its two entries, and a
 * namespace object there is built by a call that a consumer's bundler must keep: it kept every
 * endpoint and its schemas in `import { createClient }` (18.1 kB gzip instead of 10.6 kB with six
 * features, size-limit).
 */
export const ENDPOINT_TABLE = {
  savedJobs: SAVED_JOBS_ENDPOINTS,
  posts: POSTS_ENDPOINTS,
  recommendations: RECOMMENDATIONS_ENDPOINTS,
  criteria: CRITERIA_ENDPOINTS,
  mail: MAIL_ENDPOINTS,
  enterprises: ENTERPRISES_ENDPOINTS,
  employerPosts: EMPLOYER_POSTS_ENDPOINTS,
  applications: APPLICATIONS_ENDPOINTS,
  savedCvs: SAVED_CVS_ENDPOINTS,
  applicationTimeline: APPLICATION_TIMELINE_ENDPOINTS,
  interviews: INTERVIEWS_ENDPOINTS,
  notifications: NOTIFICATIONS_ENDPOINTS,
  chat: CHAT_ENDPOINTS,
  accounts: ACCOUNTS_ENDPOINTS,
  googleAuth: GOOGLE_AUTH_ENDPOINTS,
  premium: PREMIUM_ENDPOINTS,
  catalogue: CATALOGUE_ENDPOINTS,
  admin: ADMIN_ENDPOINTS,
  flaggedConversations: FLAGGED_CONVERSATIONS_ENDPOINTS,
  reports: REPORTS_ENDPOINTS,
  statistics: STATISTICS_ENDPOINTS,
  assistant: ASSISTANT_ENDPOINTS,
  partnerApps: PARTNER_APPS_ENDPOINTS,
} as const;

/** Every endpoint as `[name, definition]`, in table order. */
export function listEndpoints(): [name: string, definition: EndpointDefinition][] {
  return Object.values(ENDPOINT_TABLE).flatMap((feature) => Object.entries(feature) as [string, EndpointDefinition][]);
}
