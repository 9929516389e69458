import {
  createApplicationTimelineApi,
  createApplicationsApi,
  createCriteriaApi,
  createInterviewsApi,
  createProfileApi,
  createRecommendationsApi,
  createReportsApi,
  createSavedCvsApi,
  createSavedJobsStore,
} from '@jobhub/sdk';
import { useClient, type Client } from './client-context';
import { oncePer } from './once-per';

/** The candidate-side SDK resources of one client (applications, the saved-jobs store, criteria, ...). */
export type CandidateApis = ReturnType<typeof composeCandidateApis>;

function composeCandidateApis(client: Client) {
  return {
    applications: createApplicationsApi(client),
    /** One saved state per post for every save toggle and the saved-jobs page. */
    savedJobs: createSavedJobsStore(client),
    criteria: createCriteriaApi(client),
    recommendations: createRecommendationsApi(client),
    interviews: createInterviewsApi(client),
    profile: createProfileApi(client),
    reports: createReportsApi(client),
    /** The CV library of /profile and the apply form. */
    savedCvs: createSavedCvsApi(client),
    /** Each application's timeline (Việc đã ứng tuyển) and who viewed each saved CV. */
    history: createApplicationTimelineApi(client),
  };
}

/**
 * The candidate resources composed onto the site's client once per client. They live here, not in
 * `createSiteClient`, so that their code and contract schemas load with the (lazy) candidate pages
 * and the job detail page, never on a first visit to `/` (120 KiB budget).
 *
 * @example
 * const { savedJobs } = candidateApis(client);
 */
export const candidateApis: (client: Client) => CandidateApis = oncePer(composeCandidateApis);

/** The candidate resources of the nearest `ClientProvider`'s client. */
export function useCandidateApis(): CandidateApis {
  return candidateApis(useClient());
}
