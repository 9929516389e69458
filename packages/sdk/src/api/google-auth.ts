import type { GoogleLinkStatus } from '../contract/endpoints/google-auth';
import { getGoogleLink, googleLogin, startGoogleLink, unlinkGoogle } from '../contract/endpoints/google-auth';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** Google on the signed-in user's account (API.md, Accounts: GET/POST/DELETE /api/auth/google/link/). */
export interface GoogleLinkApi {
  status(): Promise<GoogleLinkStatus>;
  /**
   * Starts linking: resolves with the provider URL to navigate to. The answer also sets a cookie
   * binding the flow to this browser, so call it from the API's own origin (the reference site).
   */
  start(): Promise<string>;
  /** Removes Google; refused (`ApiError` 400) for an account without a password. Resolves with the message. */
  unlink(): Promise<string>;
}

/**
 * Where the browser goes to sign in with Google (SPEC §6: a navigation, not a request).
 * @example window.location.assign(googleLoginUrl(client));
 */
export function googleLoginUrl(client: { baseUrl: string }): string {
  return `${client.baseUrl.replace(/\/+$/, '')}${googleLogin.path}`;
}

/**
 * @param client - A `createClient()` client (the calls send the stored token).
 * @example const url = await createGoogleLinkApi(client).start(); window.location.assign(url);
 */
export function createGoogleLinkApi(client: { http: RequestClient }): GoogleLinkApi {
  const { http } = client;
  return {
    status: async () => (await callEndpoint(http, getGoogleLink, {})).data,
    start: async () => (await callEndpoint(http, startGoogleLink, {})).data.url,
    unlink: async () => (await callEndpoint(http, unlinkGoogle, {})).message,
  };
}
