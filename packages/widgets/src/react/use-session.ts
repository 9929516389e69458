import type { Session, SessionUser, TokenPair } from '@jobhub/sdk';
import { useMemo } from 'react';
import { useJobHub } from './jobhub-context';

/** What {@link useSession} gives. */
export interface SessionView {
  /** `{ status: 'anonymous' }` or `{ status: 'authenticated', user }`. */
  session: Session;
  /** The signed-in user, or null. */
  user: SessionUser | null;
  /**
   * Signs the widgets in with the user's JobHub tokens (e.g. from "Sign in with JobHub" or the
   * partner's backend); the SDK refreshes and rotates them from then on.
   */
  signIn(tokens: TokenPair): void;
  /** Signs out: tells the server, clears the tokens, closes the socket, empties the stores. */
  signOut(): void;
}

/**
 * The signed-in user of the provider's client, with sign-in and sign-out. Re-renders when the
 * user changes (sign-in, refresh to another role, sign-out, expiry).
 *
 * @example
 * const { user, signOut } = useSession();
 * return user ? <button onClick={signOut}>Đăng xuất {user.username}</button> : <SignInButton />;
 */
export function useSession(): SessionView {
  const { session, client } = useJobHub();
  return useMemo(
    () => ({
      session,
      user: session.status === 'authenticated' ? session.user : null,
      signIn: (tokens: TokenPair) => client.http.tokens.setTokens(tokens),
      signOut: () => client.logout(),
    }),
    [session, client],
  );
}
