import { atom, computed, type ReadableAtom } from 'nanostores';
import { fetchOwnEnterprise } from '../api/enterprises';
import type { Enterprise } from '../contract/enterprise';
import type { RequestClient } from '../http/client';
import type { Session } from '../rules/session';

/**
 * Whether the signed-in employer has a company profile (SPEC §6: an employer without one is sent
 * to create it). Owned by the client, so the guards, `login` and the enterprise resource share it.
 */
export interface EnterpriseOwnership {
  /**
   * `undefined` until known, then kept in step by `own` and `markCreated`; an answer belongs to
   * the session it was asked in, so it reads `undefined` again after a sign-out, another sign-in
   * or a change of role (a token refresh keeps the session).
   */
  readonly $hasEnterprise: ReadableAtom<boolean | undefined>;
  /** GET /api/enterprises/user/ — the employer's own company, or `null` when it has none (404). */
  own(): Promise<Enterprise | null>;
  /** The cached answer of `$hasEnterprise`, or a lookup through `own()` when unknown. */
  hasEnterprise(): Promise<boolean>;
  /** Records that the signed-in employer now has a company (after creating it). */
  markCreated(): void;
  /** Forgets the answer. */
  reset(): void;
}

/**
 * Creates the company-ownership state of one client. Each answer is kept with the session it was
 * asked in (`$session` keeps its value while the same user stays signed in, and takes a new one
 * at every sign-in) and read only while that session lasts, so nothing has to listen to the
 * session to forget it: `$hasEnterprise` follows the session only while someone reads it.
 *
 * @param http - The client's HTTP client.
 * @param $session - The client's session.
 * @example
 * const ownership = createEnterpriseOwnership(http, $session);
 * if (!(await ownership.hasEnterprise())) navigate('/create-enterprise');
 */
export function createEnterpriseOwnership(http: RequestClient, $session: ReadableAtom<Session>): EnterpriseOwnership {
  const $answer = atom<{ session: Session; has: boolean } | undefined>(undefined);
  const $hasEnterprise = computed([$answer, $session], (answer, session) => (answer?.session === session ? answer.has : undefined));

  async function own(): Promise<Enterprise | null> {
    const session = $session.get();
    const enterprise = await fetchOwnEnterprise(http);
    $answer.set({ session, has: enterprise !== null });
    return enterprise;
  }

  return {
    $hasEnterprise,
    own,
    async hasEnterprise() {
      const known = $hasEnterprise.get();
      return known ?? (await own()) !== null;
    },
    markCreated: () => $answer.set({ session: $session.get(), has: true }),
    reset: () => $answer.set(undefined),
  };
}
