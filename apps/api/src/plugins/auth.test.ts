import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../lib/clock';
import type { Db } from '../db/client';
import { TOKEN_STATE_TTL_MS, createTokenVersions, type TokenState } from '../services/token-versions';
import { ACCESS_TTL_S, createAuthService, createVerifiedTokenCache } from './auth';

const SECRET = 'auth-test-secret-auth-test-secret-0123456789';
const subject = (id: number, token_version = 0) => ({ id, username: `u${id}`, fullname: `User ${id}`, role: 'candidate', is_active: true, is_banned: false, token_version });
/** Every user at version 0, active and not banned (the cache tests need no database). */
const allCurrent = () => createTokenVersions(async () => ({ token_version: 0, is_banned: false, is_active: true }), createFixedClock());

describe('verified token cache', () => {
  it('refuses a cached token once the clock passes its exp', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const cache = createVerifiedTokenCache();
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache, allCurrent());
    const token = await auth.signAccess(subject(1));
    expect((await auth.verifyAccess(token))?.user_id).toBe(1);
    expect(cache.size()).toBe(1);
    clock.advance(ACCESS_TTL_S * 1000 - 1);
    expect((await auth.verifyAccess(token))?.user_id).toBe(1);
    clock.advance(1);
    expect(await auth.verifyAccess(token)).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('never caches a token that fails verification', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const cache = createVerifiedTokenCache();
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache, allCurrent());
    const other = createAuthService(undefined as unknown as Db, `${SECRET}-other`, clock, createVerifiedTokenCache(), allCurrent());
    const forged = await other.signAccess(subject(2));
    expect(await auth.verifyAccess(forged)).toBeNull();
    expect(await auth.verifyAccess('not-a-jwt')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('stays within its capacity, dropping the least recently used token', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const cache = createVerifiedTokenCache(2);
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache, allCurrent());
    const [a, b, c] = await Promise.all([1, 2, 3].map((id) => auth.signAccess(subject(id))));
    await auth.verifyAccess(a!);
    await auth.verifyAccess(b!);
    await auth.verifyAccess(a!); // a is now the most recent
    await auth.verifyAccess(c!);
    expect(cache.size()).toBe(2);
    const now = clock.now().getTime();
    expect(cache.get(b!, now)).toBeNull();
    expect(cache.get(a!, now)?.user_id).toBe(1);
    expect(cache.get(c!, now)?.user_id).toBe(3);
  });

  it('hands out copies, so a caller cannot alter the cached claims', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, createVerifiedTokenCache(), allCurrent());
    const token = await auth.signAccess(subject(4));
    const first = (await auth.verifyAccess(token))!;
    first.role = 'admin';
    expect((await auth.verifyAccess(token))?.role).toBe('candidate');
  });
});

describe('token version check', () => {
  function setup() {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const states = new Map<number, TokenState>();
    let reads = 0;
    const versions = createTokenVersions(async (userId) => {
      reads += 1;
      return states.get(userId);
    }, clock);
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, createVerifiedTokenCache(), versions);
    return { clock, states, auth, versions, reads: () => reads };
  }

  it('accepts a token of the current version only, and none of a deleted user', async () => {
    const { states, auth, versions } = setup();
    states.set(1, { token_version: 2, is_banned: false, is_active: true });
    const [old, current, ahead] = await Promise.all([1, 2, 3].map((version) => auth.signAccess(subject(1, version))));
    expect(await auth.verifyAccess(old!)).toBeNull();
    expect(await auth.verifyAccess(current!)).toMatchObject({ user_id: 1, token_version: 2, session_id: null });
    expect(await auth.verifyAccess(ahead!)).toBeNull();
    states.delete(1);
    versions.forget(1);
    expect(await auth.verifyAccess(current!)).toBeNull();
  });

  it('reports the live ban and activation, not the claims', async () => {
    const { states, auth } = setup();
    states.set(5, { token_version: 0, is_banned: true, is_active: false });
    expect(await auth.verifyAccess(await auth.signAccess(subject(5)))).toMatchObject({ is_banned: true, is_active: false });
  });

  it('refuses a token without a version (signed before versions existed)', async () => {
    const { states, auth } = setup();
    states.set(6, { token_version: 0, is_banned: false, is_active: true });
    const { SignJWT } = await import('jose');
    const legacy = await new SignJWT({ user_id: 6, role: 'candidate', is_active: true, is_banned: false })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(1767225600)
      .setExpirationTime(1767225600 + 600)
      .sign(new TextEncoder().encode(SECRET));
    expect(await auth.verifyAccess(legacy)).toBeNull();
  });

  it('reads the database once per user within the TTL, again after it or after forget', async () => {
    const { clock, states, auth, versions, reads } = setup();
    states.set(7, { token_version: 0, is_banned: false, is_active: true });
    const token = await auth.signAccess(subject(7));
    await Promise.all([auth.verifyAccess(token), auth.verifyAccess(token)]);
    await auth.verifyAccess(token);
    expect(reads()).toBe(1);
    clock.advance(TOKEN_STATE_TTL_MS);
    await auth.verifyAccess(token);
    expect(reads()).toBe(2);
    states.set(7, { token_version: 1, is_banned: false, is_active: true });
    expect(await auth.verifyAccess(token)).not.toBeNull(); // still cached: another process changed it
    versions.forget(7);
    expect(await auth.verifyAccess(token)).toBeNull();
    expect(reads()).toBe(3);
  });

  it('does not remember a failed look-up', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    let fail = true;
    const versions = createTokenVersions(async () => {
      if (fail) throw new Error('database down');
      return { token_version: 0, is_banned: false, is_active: true };
    }, clock);
    await expect(versions.get(1)).rejects.toThrow('database down');
    fail = false;
    expect(await versions.get(1)).toEqual({ token_version: 0, is_banned: false, is_active: true });
  });

  it('stays within its capacity', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const loaded: number[] = [];
    const versions = createTokenVersions(async (userId) => (loaded.push(userId), { token_version: 0, is_banned: false, is_active: true }), clock, { capacity: 2 });
    for (const userId of [1, 2, 1, 3, 1, 2]) await versions.get(userId);
    expect(loaded).toEqual([1, 2, 3, 2]);
  });
});
