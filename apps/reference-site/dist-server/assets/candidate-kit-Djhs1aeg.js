import { a as useClient, q as oncePer } from "../entry-server.js";
import { c as createSavedCvsApi } from "./sdk-candidate-B4drHGnx.js";
import { aK as createReportsApi, aL as createProfileApi, aM as createInterviewsApi, aN as createRecommendationsApi, aO as createCriteriaApi, aP as createSavedPostsStore, aQ as createApplicationsApi } from "./sdk-CEZq98YD.js";
function composeCandidateApis(client) {
  return {
    applications: createApplicationsApi(client),
    /** One saved state per post for every save toggle and the saved-jobs page. */
    savedPosts: createSavedPostsStore(client),
    criteria: createCriteriaApi(client),
    recommendations: createRecommendationsApi(client),
    interviews: createInterviewsApi(client),
    profile: createProfileApi(client),
    reports: createReportsApi(client),
    /** The CV library of /profile and the apply form. */
    savedCvs: createSavedCvsApi(client)
  };
}
const candidateApis = oncePer(composeCandidateApis);
function useCandidateApis() {
  return candidateApis(useClient());
}
export {
  useCandidateApis as u
};
