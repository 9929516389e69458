import { cancelPremium } from '../contract/endpoints/premium';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';

/** The signed-in user's Premium (API.md, Premium and payments). */
export interface PremiumApi {
  /** Cancels the user's Premium (nothing changes without one); resolves with the server message. */
  cancel(): Promise<string>;
}

/**
 * Creates the Premium calls.
 *
 * @param client - A `createClient()` client (or a session client).
 * @example
 * if (premiumState(profile, client.now()) === 'expired') await createPremiumApi(client).cancel();
 */
export function createPremiumApi(client: { http: RequestClient }): PremiumApi {
  const { http } = client;
  return {
    cancel: async () => (await callEndpoint(http, cancelPremium, {})).message,
  };
}
