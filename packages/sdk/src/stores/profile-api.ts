import {
  ChangePasswordBodySchema,
  ChangePasswordResponseSchema,
  ProfileResponseSchema,
  ProfileUpdateBodySchema,
  type ChangePasswordBody,
  type Profile,
  type ProfileUpdateBody,
} from '../contract/auth';
import type { JobHubClient } from './client';
import { parseInput } from '../api/parse-input';

/** The signed-in user's own account (API.md, Accounts). */
export interface ProfileApi {
  /** GET /api/profile/. */
  get(): Promise<Profile>;
  /** PUT /api/profile/update/ `{fullname?, gender?, name_display?}` (checked with the contract first); resolves with the new profile. */
  update(body: ProfileUpdateBody): Promise<Profile>;
  /**
   * POST /api/change-password/ (checked with the contract first: length, confirmation); resolves
   * with the server message. The server ends every session, this one included, and answers with a
   * fresh token pair, which is stored so the user stays signed in here.
   */
  changePassword(body: ChangePasswordBody): Promise<string>;
}

/**
 * Creates the profile calls: read, update, change password.
 *
 * @param client - A `createClient()` client.
 * @example
 * const profile = createProfileApi(client);
 * await profile.update({ fullname: 'Nguyễn Văn An', gender: 'male' });
 */
export function createProfileApi(client: Pick<JobHubClient, 'http'>): ProfileApi {
  const { http } = client;
  return {
    get: async () => (await http.request('/api/profile/', ProfileResponseSchema)).data,
    update: async (body) =>
      (await http.request('/api/profile/update/', ProfileResponseSchema, { method: 'PUT', body: parseInput(ProfileUpdateBodySchema, body) })).data,
    async changePassword(body) {
      const answer = await http.request('/api/change-password/', ChangePasswordResponseSchema, {
        method: 'POST',
        body: parseInput(ChangePasswordBodySchema, body),
      });
      if (answer.data) http.tokens.setTokens(answer.data);
      return answer.message;
    },
  };
}
