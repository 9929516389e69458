/** Test helper: an unsigned JWT whose payload is `claims` (the SDK never verifies signatures). */
export function fakeJwt(claims: Record<string, unknown>): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** Test helper: a readable access token for a user, expiring `expInS` seconds after `nowMs`. */
export function accessToken(
  overrides: Record<string, unknown> = {},
  nowMs = Date.UTC(2026, 2, 5, 10),
  expInS = 86_400,
): string {
  return fakeJwt({
    user_id: 7,
    is_active: true,
    is_banned: false,
    role: 'candidate',
    exp: Math.floor(nowMs / 1000) + expInS,
    ...overrides,
  });
}
