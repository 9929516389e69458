import { createAccountsApi } from '../api/accounts';
import { createProfileApi } from '../api/profile';
import type { ChangePasswordBody, LoginBody, Profile, RegisterBody, Role, SelectableRole, TokenPair } from '../contract/auth';
import { SdkError } from '../http/errors';
import { MSG_NO_TOKEN, MSG_NOT_ACTIVATED, MSG_REGISTER_ENTERPRISE_FAILED } from '../rules/error-catalogue';
import { CREATE_ENTERPRISE_PATH, homeForRole } from '../rules/role-redirects';
import type { JobHubClient } from './client';
import { createEnterprisesApi } from './enterprises';

/** How a login ended (errors such as wrong credentials throw `ApiError` with field errors). */
export type LoginOutcome =
  | { kind: 'ok'; role: Role; redirect: string }
  | { kind: 'not_activated'; email: string; redirect: string; message: string }
  | { kind: 'no_token'; message: string };

/** Options of `login`. */
export interface LoginOptions {
  /**
   * Where the user wanted to go (the guard's `redirect` query). Used instead of the role's home
   * when it is a same-site path, unless the user must first pick a role or create a company.
   */
  returnTo?: string | null;
}

/** Company data an employer may give at sign-up (SPEC §3). */
export interface RegisterEnterprise {
  company_name: string;
  address?: string | null;
}

/** Result of `register`. */
export interface RegisterResult {
  /** The server's success message. */
  message: string;
  /**
   * `true`/`false` when a company was given and its creation was tried; `undefined` otherwise.
   * On `false` show {@link RegisterResult.warning}; the account itself was created.
   */
  enterpriseCreated?: boolean;
  /** 'Đăng ký tài khoản thành công nhưng không thể tạo doanh nghiệp. Vui lòng tạo doanh nghiệp sau.' */
  warning?: string;
}

/** Account actions (SPEC §4). */
export interface AuthActions {
  login(credentials: LoginBody, options?: LoginOptions): Promise<LoginOutcome>;
  register(body: RegisterBody, enterprise?: RegisterEnterprise | null): Promise<RegisterResult>;
  logout(): void;
  activate(token: string): Promise<string>;
  resendActivation(email: string): Promise<string>;
  forgotPassword(email: string): Promise<string>;
  resetPassword(token: string, password: string): Promise<string>;
  setRole(role: SelectableRole): Promise<{ redirect: string }>;
  /**
   * Finishes a Google sign-in with the tokens the API's callback put in the site's URL
   * (/auth/google/callback): stores them and answers where the user goes, as `login` does by role
   * (role `none` → /select-role, an employer without a company → create-enterprise).
   */
  finishGoogleSignIn(tokens: TokenPair): Promise<{ role: Role; redirect: string }>;
  fetchProfile(): Promise<Profile>;
  changePassword(body: ChangePasswordBody): Promise<string>;
}

function safeReturnTo(path: string | null | undefined): string | null {
  if (!path || !path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return null;
  const pathname = path.split(/[?#]/)[0];
  return pathname === '/login' || pathname === '/register' ? null : path;
}

/**
 * Creates the account actions.
 *
 * Decisions beyond SPEC.md: a login answered with `is_active: false` stores the tokens (API.md:
 * the account still receives them) so the signed-in, not-activated banner of SPEC §2 shows, and
 * routes to /activate; activating refreshes the session so `is_active` turns true without a new
 * login. `register` with company data logs in silently with
 * a token held in memory only, creates the company, and leaves the user signed out, because a
 * new account is inactive until activated.
 *
 * @param client - A `createClient()` client: the actions read and write its session.
 * @example
 * const auth = createAuthApi(client);
 * const outcome = await auth.login({ username: 'an@example.com', password });
 * if (outcome.kind === 'ok') navigate(outcome.redirect);
 */
export function createAuthApi(client: JobHubClient): AuthActions {
  const { http, logger, ownership } = client;
  const accounts = createAccountsApi(client);
  const profile = createProfileApi(client);

  /** Where a signed-in user goes: by role, unless a company must be made first or `returnTo` is kept. */
  const landing = async (role: Role, returnTo?: string | null) => {
    if (role === 'none') return homeForRole(role);
    if (role === 'employer') {
      let hasEnterprise = true;
      try {
        hasEnterprise = await ownership.hasEnterprise();
      } catch (error) {
        logger.warn('own enterprise lookup failed after login; the employer guard will retry', error);
      }
      if (!hasEnterprise) return CREATE_ENTERPRISE_PATH;
    }
    return safeReturnTo(returnTo) ?? homeForRole(role);
  };

  return {
    async login(credentials, options = {}) {
      const data = await accounts.login(credentials);
      if (!data) return { kind: 'no_token', message: MSG_NO_TOKEN };
      const email = credentials.username.trim();
      http.tokens.setTokens({ access: data.access, refresh: data.refresh }, email);
      if (!data.is_active) {
        return {
          kind: 'not_activated',
          email,
          redirect: `/activate/${encodeURIComponent(email)}`,
          message: MSG_NOT_ACTIVATED,
        };
      }
      const role = http.tokens.getClaims()?.role ?? data.role;
      return { kind: 'ok', role, redirect: await landing(role, options.returnTo) };
    },

    async register(body, enterprise) {
      const message = await accounts.register(body);
      const companyName = enterprise?.company_name?.trim();
      if (body.role !== 'employer' || !enterprise || !companyName) return { message };
      try {
        const data = await accounts.login({ username: body.email, password: body.password });
        if (!data) throw new SdkError('auth', 'Silent login after sign-up returned no token');
        await createEnterprisesApi(client).create(
          { company_name: companyName, address: enterprise.address ?? undefined },
          undefined,
          { accessToken: data.access },
        );
        return { message, enterpriseCreated: true };
      } catch (error) {
        logger.warn('account created but the enterprise was not', error);
        return { message, enterpriseCreated: false, warning: MSG_REGISTER_ENTERPRISE_FAILED };
      }
    },

    logout: () => client.logout(),
    async activate(token) {
      const message = await accounts.activate(token);
      if (http.tokens.getRefresh()) {
        // A signed-in, not-yet-activated user: new tokens carry is_active true, so the banner goes.
        await http.refreshSession().catch((error: unknown) => logger.warn('session refresh after activation failed', error));
      }
      return message;
    },
    resendActivation: accounts.resendActivation,
    forgotPassword: accounts.forgotPassword,
    resetPassword: accounts.resetPassword,
    async setRole(role) {
      http.tokens.setTokens(await accounts.setRole(role));
      return { redirect: role === 'employer' ? CREATE_ENTERPRISE_PATH : homeForRole(role) };
    },
    async finishGoogleSignIn(tokens) {
      http.tokens.setTokens(tokens);
      const role = http.tokens.getClaims()?.role;
      if (!role) {
        client.logout();
        throw new SdkError('auth', 'Unreadable access token from the Google sign-in');
      }
      return { role, redirect: await landing(role) };
    },
    fetchProfile: profile.get,
    changePassword: profile.changePassword,
  };
}
