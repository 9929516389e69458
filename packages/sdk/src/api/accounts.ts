import * as z from 'zod/mini';
import type { LoginBody, LoginData, RegisterBody, SelectableRole, TokenPair } from '../contract/auth';
import {
  activateAccount,
  loginWithPassword,
  registerAccount,
  requestPasswordReset,
  resendActivation,
  resetPassword,
  setRole,
} from '../contract/endpoints/accounts';
import { callEndpoint } from '../http/call-endpoint';
import type { RequestClient } from '../http/client';
import { SdkError } from '../http/errors';

/** The account calls of SPEC §7 / API.md (Accounts), without any session handling (see `createAuthApi`). */
export interface AccountsApi {
  /**
   * Signs in (e-mail trimmed). Resolves with the login data, or `null` when the answer carries no
   * access token (SPEC §4: 'Không nhận được token từ server'). Wrong credentials throw `ApiError`.
   */
  login(credentials: LoginBody): Promise<LoginData | null>;
  /** Creates an inactive account; resolves with the server message. */
  register(body: RegisterBody): Promise<string>;
  activate(token: string): Promise<string>;
  resendActivation(email: string): Promise<string>;
  forgotPassword(email: string): Promise<string>;
  resetPassword(token: string, password: string): Promise<string>;
  /** Picks the role of a user whose role is `none`; resolves with tokens carrying it. */
  setRole(role: SelectableRole): Promise<TokenPair>;
}

/**
 * Creates the account calls. They never send the stored token, except `setRole`.
 *
 * @param client - A `createClient()` client.
 * @example
 * const data = await createAccountsApi(client).login({ username: 'an@example.com', password });
 */
export function createAccountsApi(client: { http: RequestClient }): AccountsApi {
  const { http } = client;
  const anonymous = { auth: false } as const;
  return {
    async login(credentials) {
      // Read raw first: an answer without a token is an outcome of its own, not a broken answer.
      const body = { username: credentials.username.trim(), password: credentials.password };
      const raw = await http.requestRaw(loginWithPassword.path, { method: loginWithPassword.method, body, ...anonymous });
      const access = (raw as { data?: { access?: unknown } } | null)?.data?.access;
      if (typeof access !== 'string' || access === '') return null;
      const parsed = z.safeParse(loginWithPassword.responses[200], raw);
      if (!parsed.success) {
        throw new SdkError('invalid_response', `[POST] "${loginWithPassword.path}": unexpected response`, { cause: parsed.error });
      }
      return parsed.data.data;
    },
    register: async (body) => (await callEndpoint(http, registerAccount, { body }, anonymous)).message,
    activate: async (token) => (await callEndpoint(http, activateAccount, { params: { token } }, anonymous)).message,
    resendActivation: async (email) => (await callEndpoint(http, resendActivation, { body: { email } }, anonymous)).message,
    forgotPassword: async (email) => (await callEndpoint(http, requestPasswordReset, { body: { email } }, anonymous)).message,
    resetPassword: async (token, password) =>
      (await callEndpoint(http, resetPassword, { params: { token }, body: { password } }, anonymous)).message,
    setRole: async (role) => (await callEndpoint(http, setRole, { body: { role } })).data,
  };
}
