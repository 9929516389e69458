import { describe, expect, it } from 'vitest';
import { accessToken, fakeJwt } from '../testing/fake-jwt';
import { decodeTokenClaims } from './token-claims';
import { TOKEN_CHECK_INTERVAL_MS, TOKEN_REFRESH_THRESHOLD_S, earlyTokenCheckAt, tokenCheckDecision } from './token-check';

const NOW = Date.UTC(2026, 2, 5, 10);

describe('tokenCheckDecision', () => {
  it('uses the SPEC §9 constants', () => {
    expect(TOKEN_REFRESH_THRESHOLD_S).toBe(300);
    expect(TOKEN_CHECK_INTERVAL_MS).toBe(900_000);
  });

  it.each([
    ['expires in 301 s', accessToken({}, NOW, 301), 'ok'],
    ['expires in 300 s', accessToken({}, NOW, 300), 'ok'],
    ['expires in 299 s', accessToken({}, NOW, 299), 'refresh'],
    ['expires in 1 day', accessToken({}, NOW, 86_400), 'ok'],
    ['expires right now', accessToken({}, NOW, 0), 'refresh'],
    ['expired an hour ago', accessToken({}, NOW, -3600), 'refresh'],
    ['has no exp', accessToken({ exp: undefined }, NOW), 'logout'],
    ['is garbage', 'not-a-jwt', 'logout'],
    ['has an unreadable payload', 'a.%%%.c', 'logout'],
    ['has claims off the contract', fakeJwt({ user_id: 'x', exp: 9e9 }), 'logout'],
    ['is missing', null, 'logout'],
  ] as const)('a token that %s → %s', (_name, token, expected) => {
    expect(tokenCheckDecision(token, NOW)).toBe(expected);
  });

  it('treats 300 s as the boundary even with sub-second clocks', () => {
    expect(tokenCheckDecision(accessToken({}, NOW, 300), NOW + 1)).toBe('refresh');
  });
});

describe('earlyTokenCheckAt', () => {
  const next = NOW + TOKEN_CHECK_INTERVAL_MS;
  const windowStart = (expInS: number) => NOW + (expInS - TOKEN_REFRESH_THRESHOLD_S) * 1000 + 1;

  it.each([
    ['a 15-minute token (expires at the next check)', accessToken({}, NOW, 900), windowStart(900)],
    ['a token expiring before the next check', accessToken({}, NOW, 600), windowStart(600)],
    ['a token already in the refresh window', accessToken({}, NOW, 100), windowStart(100)],
    ['a token expiring 1 s after the next check', accessToken({}, NOW, 901), null],
    ['a 1-day token', accessToken({}, NOW, 86_400), null],
    ['a token without exp', accessToken({ exp: undefined }, NOW), null],
    ['no token', null, null],
  ] as const)('%s → %s', (_name, token, expected) => {
    expect(earlyTokenCheckAt(token, next)).toBe(expected);
  });

  it('points at the first moment the check decides to refresh', () => {
    const token = accessToken({}, NOW, 900);
    const at = earlyTokenCheckAt(token, next)!;
    expect(tokenCheckDecision(token, at - 1)).toBe('ok');
    expect(tokenCheckDecision(token, at)).toBe('refresh');
  });
});

describe('decodeTokenClaims', () => {
  it('reads claims, including Vietnamese text', () => {
    expect(decodeTokenClaims(accessToken({ fullname: 'Nguyễn Văn An', role: 'employer' }, NOW))).toMatchObject({
      user_id: 7,
      role: 'employer',
      fullname: 'Nguyễn Văn An',
    });
  });

  it.each([[undefined], [''], ['only-one-part'], [`x.${Buffer.from('not json').toString('base64url')}.y`]])(
    'gives null for %j',
    (token) => expect(decodeTokenClaims(token)).toBeNull(),
  );
});
