import type { Role } from '../contract/auth';
import { decodeTokenClaims } from './token-claims';

/** The signed-in user as the client knows it (from the access token's claims). */
export interface SessionUser {
  user_id: number;
  /** Username claim, or the e-mail/username typed at login (storage key `username`). */
  username: string;
  role: Role;
  is_active: boolean;
  is_banned: boolean;
  fullname?: string;
}

/** Who is using the app: nobody, or a user read from the stored access token. */
export type Session = { status: 'anonymous' } | { status: 'authenticated'; user: SessionUser };

/** The anonymous session (shared constant so equal states compare equal). */
export const ANONYMOUS_SESSION: Session = Object.freeze({ status: 'anonymous' }) as Session;

/**
 * Derives the session from a stored access token. An unreadable token gives an anonymous session;
 * an expired but readable one stays authenticated until the token check refreshes or ends it.
 *
 * @param token - Stored access token.
 * @param storedUsername - The `username` storage entry (the e-mail typed at login).
 * @example
 * sessionFromToken(storage.getItem('token'), storage.getItem('username'));
 */
export function sessionFromToken(token: string | null | undefined, storedUsername?: string | null): Session {
  const claims = decodeTokenClaims(token);
  if (!claims) return ANONYMOUS_SESSION;
  const user: SessionUser = {
    user_id: claims.user_id,
    username: claims.username ?? storedUsername ?? '',
    role: claims.role,
    is_active: claims.is_active,
    is_banned: claims.is_banned ?? false,
  };
  if (claims.fullname !== undefined) user.fullname = claims.fullname;
  return { status: 'authenticated', user };
}

/**
 * True when two sessions describe the same user in the same state, so stores can skip
 * notifying subscribers after a token refresh that changed nothing visible.
 *
 * @example
 * sameSession(ANONYMOUS_SESSION, { status: 'anonymous' }); // true
 */
export function sameSession(a: Session, b: Session): boolean {
  if (a.status === 'anonymous' || b.status === 'anonymous') return a.status === b.status;
  const keys = new Set([...Object.keys(a.user), ...Object.keys(b.user)]) as Set<keyof SessionUser>;
  for (const key of keys) if (a.user[key] !== b.user[key]) return false;
  return true;
}
