import { atom, type ReadableAtom } from 'nanostores';
import type { TokenStore } from '../http/token-store';
import { sameSession, sessionFromToken, type Session } from '../rules/session';

/**
 * Creates `$session`, derived from the stored tokens. It is initialised synchronously from
 * storage, so an app can read it before mounting (SPEC §4), and follows every token change
 * (login, refresh, role change, logout, expiry).
 *
 * @param tokens - The client's token store.
 * @example
 * const $session = createSessionStore(tokens);
 * $session.get().status; // 'anonymous' | 'authenticated'
 */
export function createSessionStore(tokens: TokenStore): ReadableAtom<Session> {
  const read = () => sessionFromToken(tokens.getAccess(), tokens.getUsername());
  const $session = atom<Session>(read());
  tokens.subscribe(() => {
    const next = read();
    if (!sameSession($session.get(), next)) $session.set(next);
  });
  return $session;
}
