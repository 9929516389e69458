import {
  ChangePasswordBodySchema,
  ProfileUpdateBodySchema,
  SetPasswordBodySchema,
  type ChangePasswordBody,
  type Profile,
  type ProfileUpdateBody,
  type SetPasswordBody,
} from '../contract/auth';
import { changePassword, setPassword, getMailPreferences, getProfile, MailPreferencesBodySchema, updateMailPreferences, updateProfile, type MailPreferences } from '../contract/endpoints/accounts';
import { callEndpoint } from '../http/call-endpoint';
import type { HttpClient, RequestClient } from '../http/client';
import { parseInput } from './parse-input';

/** The signed-in user's own account (API.md, Accounts). */
export interface ProfileApi {
  get(): Promise<Profile>;
  /** Updates `{fullname?, gender?, name_display?, phone_number?}` (checked with the contract first); resolves with the new profile. */
  update(body: ProfileUpdateBody): Promise<Profile>;
  /**
   * Changes the password (checked with the contract first: length, confirmation) and keeps this
   * session on the fresh tokens of the answer (the server ends every other session). Resolves
   * with the server message.
   */
  changePassword(body: ChangePasswordBody): Promise<string>;
  /**
   * Sets the first password of an account that has none (`has_password: false`, made through
   * Google sign-in): no current password. Keeps this session on the fresh tokens of the answer, as
   * `changePassword` does. Resolves with the server message.
   */
  setPassword(body: SetPasswordBody): Promise<string>;
  /** The e-mail preferences: one switch per mail type (MAIL_TYPES); account and payment mails are always sent. */
  mailPreferences(): Promise<MailPreferences>;
  /** Stores the switches given; resolves with the stored preferences and the server message. */
  updateMailPreferences(body: Partial<MailPreferences>): Promise<{ message: string; data: MailPreferences }>;
}

/**
 * Reads the signed-in user's profile: the one call a page needs to know, e.g., whether Premium is
 * on, without the update and password calls (and their form schemas) in its bundle.
 *
 * @param client - A `createClient()` client (or a session client).
 * @example
 * const premium = isPremiumActive(await readProfile(client), Date.now());
 */
export async function readProfile(client: { http: RequestClient }): Promise<Profile> {
  return (await callEndpoint(client.http, getProfile, {})).data;
}

/**
 * Creates the profile calls: read, update, change password.
 *
 * @param client - A `createClient()` client (or a session client).
 * @example
 * const profile = createProfileApi(client);
 * await profile.update({ fullname: 'Nguyễn Văn An', gender: 'male' });
 */
export function createProfileApi(client: { http: HttpClient }): ProfileApi {
  const { http } = client;
  return {
    get: () => readProfile(client),
    update: async (body) => (await callEndpoint(http, updateProfile, { body: parseInput(ProfileUpdateBodySchema, body) })).data,
    async changePassword(body) {
      const answer = await callEndpoint(http, changePassword, { body: parseInput(ChangePasswordBodySchema, body) });
      http.tokens.setTokens(answer.data);
      return answer.message;
    },
    async setPassword(body) {
      const answer = await callEndpoint(http, setPassword, { body: parseInput(SetPasswordBodySchema, body) });
      http.tokens.setTokens(answer.data);
      return answer.message;
    },
    mailPreferences: async () => (await callEndpoint(http, getMailPreferences, {})).data,
    async updateMailPreferences(body) {
      const answer = await callEndpoint(http, updateMailPreferences, { body: parseInput(MailPreferencesBodySchema, body) });
      return { message: answer.message ?? '', data: answer.data };
    },
  };
}
