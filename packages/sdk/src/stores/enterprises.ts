import type { ReadableAtom } from 'nanostores';
import type { Enterprise } from '../contract/enterprise';
import type { CallOptions } from '../http/call-endpoint';
import { createEnterpriseCalls, type EnterpriseCalls, type EnterpriseFiles, type EnterpriseFormFields } from '../api/enterprises';
import type { JobHubClient } from './client';

/** Company profiles (API.md, Enterprises), kept in step with the client's company-ownership state. */
export interface Enterprises extends EnterpriseCalls {
  /** GET /api/enterprises/user/ — the employer's own company, or `null` (404); sets `$hasEnterprise`. */
  own(): Promise<Enterprise | null>;
  /**
   * POST /api/enterprises/create/ (multipart), as {@link EnterpriseCalls.create}. Sets
   * `$hasEnterprise` unless it was sent with another account's `accessToken` (right after sign-up).
   */
  create(fields: EnterpriseFormFields, files?: EnterpriseFiles, options?: Pick<CallOptions, 'accessToken'>): Promise<Enterprise>;
  /**
   * Whether the signed-in employer has a company: `undefined` until known, then kept in step
   * by `own`, `create` and the session (reset on login and logout). The client's
   * `ownership.$hasEnterprise`, shared by every enterprise resource of the client.
   */
  readonly $hasEnterprise: ReadableAtom<boolean | undefined>;
  /** The cached answer of `$hasEnterprise`, or a lookup through `own()` when unknown. */
  hasEnterprise(): Promise<boolean>;
  /** Forgets `$hasEnterprise` (the session changed). */
  resetOwnership(): void;
}

/**
 * Creates the enterprise resource. The company-ownership flag lives in the client
 * (`client.ownership`), so the route guards and `login` see what `own` and `create` learn.
 *
 * @param client - A `createClient()` client.
 * @example
 * const enterprises = createEnterprisesApi(client);
 * const mine = await enterprises.own(); // null → send the employer to create-enterprise
 */
export function createEnterprisesApi(client: Pick<JobHubClient, 'http' | 'ownership'>): Enterprises {
  const { ownership } = client;
  const calls = createEnterpriseCalls(client);
  return {
    ...calls,
    $hasEnterprise: ownership.$hasEnterprise,
    own: ownership.own,
    async create(fields, files, options = {}) {
      const enterprise = await calls.create(fields, files, options);
      if (options.accessToken === undefined) ownership.markCreated();
      return enterprise;
    },
    hasEnterprise: ownership.hasEnterprise,
    resetOwnership: ownership.reset,
  };
}
