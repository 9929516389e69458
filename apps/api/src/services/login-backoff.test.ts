import { randomBytes } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { readTestVariable } from '../env';
import { MINUTE_MS } from '../lib/clock';
import {
  LOGIN_ACCOUNT_CEILING,
  LOGIN_ATTEMPT_MEMORY_MS,
  LOGIN_FREE_ATTEMPTS,
  LOGIN_BACKOFF_CAP_MS,
  backoffAccountKey,
  backoffDelayMs,
  createMemoryLoginBackoff,
  createRedisLoginBackoff,
  type LoginBackoff,
} from './login-backoff';

const REDIS_URL = readTestVariable('JOBHUB_TEST_REDIS_URL');
const T0 = Date.UTC(2026, 0, 1);
const ATTACKER = '203.0.113.9';
const OWNER = '192.0.2.7';

describe('backoffDelayMs', () => {
  it.each([
    [1, 0],
    [4, 0],
    [5, 30_000],
    [6, 60_000],
    [7, 2 * MINUTE_MS],
    [8, 4 * MINUTE_MS],
    [9, 8 * MINUTE_MS],
    [10, 15 * MINUTE_MS],
    [50, 15 * MINUTE_MS],
  ])('waits %i attempts → %i ms', (attempts, delay) => {
    expect(backoffDelayMs(attempts)).toBe(delay);
  });
});

describe('backoffAccountKey', () => {
  it('keys a user by id and an unknown login by its lower-cased text, hashed', () => {
    expect(backoffAccountKey(7)).toBe(backoffAccountKey(7));
    expect(backoffAccountKey(7)).not.toBe(backoffAccountKey('7'));
    expect(backoffAccountKey(' An@Example.vn ')).toBe(backoffAccountKey('an@example.vn'));
    expect(backoffAccountKey('\tan@EXAMPLE.vn\n')).toBe(backoffAccountKey('an@example.vn'));
    expect(backoffAccountKey('an@example.vn')).toMatch(/^[0-9a-f]{64}$/);
  });
});

/** Errors the Redis store reported: any would mean the test ran on its memory fallback. */
const redisErrors: unknown[] = [];
afterEach(() => expect(redisErrors).toEqual([]));
const stores: Array<[string, () => LoginBackoff]> = [['memory', () => createMemoryLoginBackoff()]];
if (REDIS_URL) {
  const prefix = () => `jobhub:test:${randomBytes(6).toString('hex')}:`;
  stores.push(['redis', () => createRedisLoginBackoff(REDIS_URL, { prefix: prefix(), onError: (error) => redisErrors.push(error) })]);
}

describe.each(stores)('%s login backoff', (_kind, create) => {
  /** Attempts at `nowMs` until one is refused; returns how many were allowed and the wait. */
  async function untilRefused(backoff: LoginBackoff, account: string, nowMs: number, address = ATTACKER) {
    let allowed = 0;
    for (;;) {
      const result = await backoff.attempt(account, address, nowMs);
      if (!result.allowed) return { allowed, retryAfterMs: result.retryAfterMs };
      allowed += 1;
    }
  }

  it('allows five attempts, then doubles the wait up to 15 minutes', async () => {
    const backoff = create();
    const account = backoffAccountKey('guess@example.vn');
    let now = T0;
    expect(await untilRefused(backoff, account, now)).toEqual({ allowed: 5, retryAfterMs: 30_000 });
    const waits = [];
    for (let i = 0; i < 6; i++) {
      const { retryAfterMs } = await untilRefused(backoff, account, now);
      now += retryAfterMs - 1;
      expect((await backoff.attempt(account, ATTACKER, now)).allowed).toBe(false); // a refused attempt does not count
      now += 1;
      const next = await untilRefused(backoff, account, now);
      expect(next.allowed).toBe(1);
      waits.push(next.retryAfterMs);
    }
    expect(waits).toEqual([60_000, 2 * MINUTE_MS, 4 * MINUTE_MS, 8 * MINUTE_MS, LOGIN_BACKOFF_CAP_MS, LOGIN_BACKOFF_CAP_MS]);
    await backoff.close();
  });

  it('starts over after a success or an hour without attempts, and keeps accounts apart', async () => {
    const backoff = create();
    const [a, b] = [backoffAccountKey(1), backoffAccountKey(2)];
    expect((await untilRefused(backoff, a, T0)).allowed).toBe(5);
    expect((await untilRefused(backoff, b, T0)).allowed).toBe(5);
    await backoff.succeeded(a, ATTACKER, T0);
    expect((await untilRefused(backoff, a, T0)).allowed).toBe(5);
    expect((await untilRefused(backoff, b, T0 + LOGIN_ATTEMPT_MEMORY_MS)).allowed).toBe(5);
    await backoff.close();
  });

  it('lets only five of many concurrent attempts through', async () => {
    const backoff = create();
    const account = backoffAccountKey('burst@example.vn');
    const results = await Promise.all(Array.from({ length: 40 }, () => backoff.attempt(account, ATTACKER, T0)));
    expect(results.filter((result) => result.allowed)).toHaveLength(5);
    await backoff.close();
  });

  it("keeps the owner's address free while a guesser's address waits", async () => {
    const backoff = create();
    const account = backoffAccountKey(3);
    expect(await untilRefused(backoff, account, T0)).toEqual({ allowed: 5, retryAfterMs: 30_000 });
    expect((await backoff.attempt(account, OWNER, T0)).allowed).toBe(true);
    await backoff.succeeded(account, OWNER, T0);
    expect((await backoff.attempt(account, ATTACKER, T0)).allowed).toBe(false);
    await backoff.close();
  });

  it('past the account ceiling, gives unknown addresses one free attempt and known ones their five', async () => {
    const backoff = create();
    const account = backoffAccountKey(4);
    expect((await untilRefused(backoff, account, T0, OWNER)).allowed).toBe(5);
    await backoff.succeeded(account, OWNER, T0);
    // The owner's own attempts count towards the ceiling too.
    for (let i = 0; i < LOGIN_ACCOUNT_CEILING / LOGIN_FREE_ATTEMPTS - 1; i++) {
      expect((await untilRefused(backoff, account, T0, `198.51.100.${i}`)).allowed).toBe(LOGIN_FREE_ATTEMPTS);
    }
    // Slowed, not blocked: a new address still gets its first attempt at once, then waits.
    expect(await untilRefused(backoff, account, T0, '198.51.100.200')).toEqual({ allowed: 1, retryAfterMs: 30_000 });
    expect((await untilRefused(backoff, account, T0, OWNER)).allowed).toBe(LOGIN_FREE_ATTEMPTS);
    // The ceiling is forgotten with the account's last attempt.
    expect((await untilRefused(backoff, account, T0 + LOGIN_ATTEMPT_MEMORY_MS, '198.51.100.201')).allowed).toBe(LOGIN_FREE_ATTEMPTS);
    await backoff.close();
  });
});

describe('memory login backoff', () => {
  it('forgets the oldest accounts beyond its capacity', async () => {
    const backoff = createMemoryLoginBackoff(2);
    for (let i = 0; i < 5; i++) await backoff.attempt('a', ATTACKER, T0);
    await backoff.attempt('b', ATTACKER, T0);
    await backoff.attempt('c', ATTACKER, T0);
    expect((await backoff.attempt('a', ATTACKER, T0)).allowed).toBe(true);
  });
});

describe('redis login backoff', () => {
  it('falls back to a per-process store when Redis is unreachable', async () => {
    const errors: unknown[] = [];
    const backoff = createRedisLoginBackoff('redis://127.0.0.1:1', { onError: (error) => errors.push(error) });
    const results = [];
    for (let i = 0; i < 6; i++) results.push((await backoff.attempt('x', ATTACKER, T0)).allowed);
    expect(results).toEqual([true, true, true, true, true, false]);
    expect(errors.length).toBeGreaterThan(0);
    await backoff.close();
  });
});
