import { describe, expect, it } from 'vitest';
import { createFixedClock } from '../lib/clock';
import type { Db } from '../db/client';
import { ACCESS_TTL_S, createAuthService, createVerifiedTokenCache } from './auth';

const SECRET = 'auth-test-secret-auth-test-secret-0123456789';
const subject = (id: number) => ({ id, username: `u${id}`, fullname: `User ${id}`, role: 'candidate', is_active: true, is_banned: false });

describe('verified token cache', () => {
  it('refuses a cached token once the clock passes its exp', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const cache = createVerifiedTokenCache();
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache);
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
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache);
    const other = createAuthService(undefined as unknown as Db, `${SECRET}-other`, clock, createVerifiedTokenCache());
    const forged = await other.signAccess(subject(2));
    expect(await auth.verifyAccess(forged)).toBeNull();
    expect(await auth.verifyAccess('not-a-jwt')).toBeNull();
    expect(cache.size()).toBe(0);
  });

  it('stays within its capacity, dropping the least recently used token', async () => {
    const clock = createFixedClock('2026-01-01T00:00:00Z');
    const cache = createVerifiedTokenCache(2);
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock, cache);
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
    const auth = createAuthService(undefined as unknown as Db, SECRET, clock);
    const token = await auth.signAccess(subject(4));
    const first = (await auth.verifyAccess(token))!;
    first.role = 'admin';
    expect((await auth.verifyAccess(token))?.role).toBe('candidate');
  });
});
