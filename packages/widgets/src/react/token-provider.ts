/**
 * A partner's token provider: returns the user's JobHub access token (from the partner's own
 * backend), a fresh one when `forceRefresh` is true (after a 401), or null when nobody is signed in.
 *
 * TODO(#13) SEAM(partner-oidc): the same type as the SDK's `TokenProvider` of the partner sign-in
 * branch; once that branch is merged, re-export it from `@jobhub/sdk` here instead.
 *
 * @example
 * const getToken: TokenProvider = async ({ forceRefresh }) =>
 *   (await fetch(`/api/jobhub-token?refresh=${forceRefresh}`)).text();
 */
export type TokenProvider = (options: { forceRefresh: boolean }) => Promise<string | null>;
