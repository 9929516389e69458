import { describe, expect, it } from 'vitest';
import { accessToken } from '../testing/fake-jwt';
import { ANONYMOUS_SESSION, sameSession, sessionFromToken } from './session';

describe('sessionFromToken', () => {
  it('is anonymous without a readable token', () => {
    expect(sessionFromToken(null)).toBe(ANONYMOUS_SESSION);
    expect(sessionFromToken('garbage', 'an@example.com')).toEqual({ status: 'anonymous' });
  });

  it('reads the user from the claims, falling back to the stored username', () => {
    expect(sessionFromToken(accessToken({ role: 'employer', is_banned: undefined }), 'an@example.com')).toEqual({
      status: 'authenticated',
      user: { user_id: 7, username: 'an@example.com', role: 'employer', is_active: true, is_banned: false },
    });
    expect(sessionFromToken(accessToken({ username: 'an', fullname: 'An' }), 'x')).toMatchObject({
      user: { username: 'an', fullname: 'An' },
    });
    expect(sessionFromToken(accessToken())).toMatchObject({ user: { username: '' } });
  });
});

describe('sameSession', () => {
  const a = sessionFromToken(accessToken({}, 0));
  it.each([
    [ANONYMOUS_SESSION, { status: 'anonymous' as const }, true],
    [ANONYMOUS_SESSION, a, false],
    [a, sessionFromToken(accessToken({}, 1000_000)), true],
    [a, sessionFromToken(accessToken({ role: 'none' })), false],
    [a, sessionFromToken(accessToken({ fullname: 'An' })), false],
  ])('compares by user fields (%#)', (left, right, expected) => expect(sameSession(left, right)).toBe(expected));
});
