/**
 * Per-account backoff on password checks (login, change-password), on top of the per-IP limit, so
 * spreading guesses over many addresses does not help. Every check counts as an attempt before the
 * password is verified (concurrent guesses cannot all slip in before the first failure is stored);
 * a correct password clears the account's record.
 *
 * The numbers: LOGIN_FREE_ATTEMPTS attempts in a row are free; from then on each attempt makes the
 * account wait before the next one, 30 s after the 5th, doubling each time (1, 2, 4, 8 min) up to
 * LOGIN_BACKOFF_CAP_MS = 15 min. Attempts refused while waiting do not count. A record is forgotten
 * LOGIN_ATTEMPT_MEMORY_MS (1 h) after its last attempt. So a guesser gets 5 tries, then about 4 an
 * hour, while the owner is never kept out longer than 15 minutes past the last wrong password.
 *
 * Shared by every API process in Redis when REDIS_URL is set (one atomic script per attempt), in
 * memory otherwise, like the real-time fan-out (realtime/fanout.ts). Times come from the app's
 * clock, so tests move them; Redis only expires idle keys.
 */
import { Redis } from 'ioredis';
import type { Env } from '../env';
import { HOUR_MS, MINUTE_MS } from '../lib/clock';
import { sha256Hex } from '../lib/crypto';
import { REDIS_CONNECT_TIMEOUT_MS } from '../realtime/fanout';

/** Attempts in a row before the account has to wait. */
export const LOGIN_FREE_ATTEMPTS = 5;
/** The first wait (after the LOGIN_FREE_ATTEMPTS-th attempt); it doubles with each further attempt. */
export const LOGIN_BACKOFF_BASE_MS = 30_000;
/** The longest wait, so an attacker cannot keep the owner out for long. */
export const LOGIN_BACKOFF_CAP_MS = 15 * MINUTE_MS;
/** A record is dropped this long after its last attempt. */
export const LOGIN_ATTEMPT_MEMORY_MS = HOUR_MS;
/** Accounts remembered by the in-memory store; the oldest records go first. */
export const LOGIN_BACKOFF_MEMORY_CAPACITY = 50_000;

/** Outcome of {@link LoginBackoff.attempt}: go on, or wait `retryAfterMs`. */
export type AttemptResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface LoginBackoff {
  readonly kind: 'memory' | 'redis';
  /** Counts an attempt on the account, unless it must still wait. */
  attempt(account: string, nowMs: number): Promise<AttemptResult>;
  /** Clears the account's record (correct password). */
  succeeded(account: string): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the `attempts`-th attempt in a row (0 while attempts are free). */
export function backoffDelayMs(attempts: number): number {
  if (attempts < LOGIN_FREE_ATTEMPTS) return 0;
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** (attempts - LOGIN_FREE_ATTEMPTS), LOGIN_BACKOFF_CAP_MS);
}

/**
 * The key of an account: the user id when the login names one, else the login as typed
 * (lower-cased), so unknown logins are limited exactly like real ones and reveal nothing.
 * Hashed, so stores never hold e-mail addresses.
 * @example backoffAccountKey(user?.id ?? body.username)
 */
export function backoffAccountKey(userIdOrLogin: number | string): string {
  return sha256Hex(typeof userIdOrLogin === 'number' ? `user:${userIdOrLogin}` : `login:${userIdOrLogin.trim().toLowerCase()}`);
}

interface AttemptRecord {
  attempts: number;
  lockedUntilMs: number;
  lastMs: number;
}

/**
 * @example const backoff = createMemoryLoginBackoff(); await backoff.attempt(key, Date.now());
 */
export function createMemoryLoginBackoff(capacity = LOGIN_BACKOFF_MEMORY_CAPACITY): LoginBackoff {
  const records = new Map<string, AttemptRecord>();
  return {
    kind: 'memory',
    async attempt(account, nowMs) {
      let record = records.get(account);
      if (record && nowMs - record.lastMs >= LOGIN_ATTEMPT_MEMORY_MS) record = undefined;
      if (record && record.lockedUntilMs > nowMs) return { allowed: false, retryAfterMs: record.lockedUntilMs - nowMs };
      const attempts = (record?.attempts ?? 0) + 1;
      records.delete(account); // re-inserted last: the map stays ordered by last attempt
      records.set(account, { attempts, lockedUntilMs: nowMs + backoffDelayMs(attempts), lastMs: nowMs });
      if (records.size > capacity) records.delete(records.keys().next().value!);
      return { allowed: true };
    },
    async succeeded(account) {
      records.delete(account);
    },
    async close() {
      records.clear();
    },
  };
}

/** The same rules as the memory store, run atomically in Redis (KEYS[1]; ARGV: now, free, base, cap, memory). */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local free, base, cap, memory = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5])
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
local locked = tonumber(redis.call('HGET', KEYS[1], 'locked') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if now - last >= memory then attempts = 0; locked = 0 end
if locked > now then return locked - now end
attempts = attempts + 1
local delay = 0
if attempts >= free then delay = math.min(base * 2 ^ (attempts - free), cap) end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'locked', now + delay, 'last', now)
redis.call('PEXPIRE', KEYS[1], memory + cap)
return 0
`;

const KEY_PREFIX = 'jobhub:login-backoff:';
/** Longest wait for one Redis command before the attempt is judged in memory. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * @param onError - Told when Redis fails; the attempt is then judged by a per-process memory store
 *   (so a Redis outage neither locks everyone out nor lifts the limit).
 * @example const backoff = createRedisLoginBackoff('redis://127.0.0.1:6379');
 */
export function createRedisLoginBackoff(url: string, options: { prefix?: string; onError?: (error: unknown) => void } = {}): LoginBackoff {
  const prefix = options.prefix ?? KEY_PREFIX;
  const onError = options.onError ?? (() => {});
  // While Redis is unreachable a command fails fast (no retry, bounded wait) and the fallback
  // judges the attempt, rather than every login waiting for reconnects.
  const redis = new Redis(url, {
    lazyConnect: true,
    connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
    maxRetriesPerRequest: 0,
    connectionName: 'jobhub-login-backoff',
  });
  redis.on('error', onError);
  const fallback = createMemoryLoginBackoff();
  return {
    kind: 'redis',
    async attempt(account, nowMs) {
      try {
        const args = [nowMs, LOGIN_FREE_ATTEMPTS, LOGIN_BACKOFF_BASE_MS, LOGIN_BACKOFF_CAP_MS, LOGIN_ATTEMPT_MEMORY_MS];
        const wait = Number(await redis.eval(ATTEMPT_SCRIPT, 1, prefix + account, ...args));
        return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
      } catch (error) {
        onError(error);
        return fallback.attempt(account, nowMs);
      }
    },
    async succeeded(account) {
      await fallback.succeeded(account);
      try {
        await redis.del(prefix + account);
      } catch (error) {
        onError(error);
      }
    },
    async close() {
      if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
      else redis.disconnect();
    },
  };
}

/**
 * The store the environment asks for: Redis when REDIS_URL is set, else in memory.
 * @example const backoff = createLoginBackoff(app.env, { onError: (err) => app.log.warn({ err }) });
 */
export function createLoginBackoff(env: Pick<Env, 'REDIS_URL'>, options: { prefix?: string; onError?: (error: unknown) => void } = {}): LoginBackoff {
  return env.REDIS_URL ? createRedisLoginBackoff(env.REDIS_URL, options) : createMemoryLoginBackoff();
}
