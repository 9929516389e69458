import { atom, type ReadableAtom } from 'nanostores';
import { fetchOwnEnterprise } from '../api/enterprises';
import type { Enterprise } from '../contract/enterprise';
import type { RequestClient } from '../http/client';

/**
 * Whether the signed-in employer has a company profile (SPEC §6: an employer without one is sent
 * to create it). Owned by the client, so the guards, `login` and the enterprise resource share it.
 */
export interface EnterpriseOwnership {
  /** `undefined` until known, then kept in step by `own`, `markCreated` and the session. */
  readonly $hasEnterprise: ReadableAtom<boolean | undefined>;
  /** GET /api/enterprises/user/ — the employer's own company, or `null` when it has none (404). */
  own(): Promise<Enterprise | null>;
  /** The cached answer of `$hasEnterprise`, or a lookup through `own()` when unknown. */
  hasEnterprise(): Promise<boolean>;
  /** Records that the signed-in employer now has a company (after creating it). */
  markCreated(): void;
  /** Forgets the answer (the user or the role changed). */
  reset(): void;
}

/**
 * Creates the company-ownership state of one client.
 *
 * @param http - The client's HTTP client.
 * @example
 * const ownership = createEnterpriseOwnership(http);
 * if (!(await ownership.hasEnterprise())) navigate('/create-enterprise');
 */
export function createEnterpriseOwnership(http: RequestClient): EnterpriseOwnership {
  const $hasEnterprise = atom<boolean | undefined>(undefined);

  async function own(): Promise<Enterprise | null> {
    const enterprise = await fetchOwnEnterprise(http);
    $hasEnterprise.set(enterprise !== null);
    return enterprise;
  }

  return {
    $hasEnterprise,
    own,
    async hasEnterprise() {
      const known = $hasEnterprise.get();
      return known ?? (await own()) !== null;
    },
    markCreated: () => $hasEnterprise.set(true),
    reset: () => $hasEnterprise.set(undefined),
  };
}
