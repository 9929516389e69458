/**
 * Backoff on password checks (login, change-password), on top of the per-IP limit. It stops
 * guessing without letting a guesser keep the owner out (issue #24, finding 2), so it is keyed on
 * the account AND the client address:
 *
 * - Per (account, address): LOGIN_FREE_ATTEMPTS attempts in a row are free; from then on each
 *   attempt makes that address wait before its next one on that account, 30 s after the 5th,
 *   doubling each time (1, 2, 4, 8 min) up to LOGIN_BACKOFF_CAP_MS = 15 min. A guesser's address
 *   waits; the owner, from their own address, does not.
 * - Per account, a ceiling that slows, never blocks: once the account saw
 *   LOGIN_ACCOUNT_CEILING attempts (from any addresses, an hour's memory), an address that never
 *   signed in successfully to it gets one free attempt instead of five before its waits start, so
 *   guesses spread over many addresses slow down. Every address still gets its first attempt, and
 *   an address that signed in to the account within LOGIN_KNOWN_ADDRESS_MS keeps its five.
 *
 * Every check counts as an attempt before the password is verified (concurrent guesses cannot all
 * slip in before the first failure is stored); a correct password clears that address's record
 * and remembers the address as the owner's. Attempts refused while waiting do not count. Records
 * are forgotten LOGIN_ATTEMPT_MEMORY_MS (1 h) after their last attempt.
 *
 * Shared by every API process in Redis when REDIS_URL is set (one atomic script per attempt), in
 * memory otherwise, like the real-time fan-out (realtime/fanout.ts). Times come from the app's
 * clock, so tests move them; Redis only expires idle keys. The address is `request.ip`, which
 * follows X-Forwarded-For only when TRUST_PROXY names the proxies (app.ts).
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
/** Records remembered by the in-memory store (per map); the oldest go first. */
export const LOGIN_BACKOFF_MEMORY_CAPACITY = 50_000;
/**
 * Attempts on one account within the memory window after which unknown addresses get one free
 * attempt: four addresses' worth of free attempts, more than an owner's typos on a few devices.
 */
export const LOGIN_ACCOUNT_CEILING = 4 * LOGIN_FREE_ATTEMPTS;
/** An address that signed in to an account stays the owner's this long (a month). */
export const LOGIN_KNOWN_ADDRESS_MS = 30 * 24 * HOUR_MS;

/** Outcome of {@link LoginBackoff.attempt}: go on, or wait `retryAfterMs`. */
export type AttemptResult = { allowed: true } | { allowed: false; retryAfterMs: number };

export interface LoginBackoff {
  readonly kind: 'memory' | 'redis';
  /** Counts an attempt on the account from `address`, unless that address must still wait. */
  attempt(account: string, address: string, nowMs: number): Promise<AttemptResult>;
  /** A correct password from `address`: clears its record and remembers it as the owner's. */
  succeeded(account: string, address: string, nowMs: number): Promise<void>;
  close(): Promise<void>;
}

/** The wait after the `attempts`-th attempt in a row when `free` attempts are free (0 before). */
export function backoffDelayMs(attempts: number, free = LOGIN_FREE_ATTEMPTS): number {
  if (attempts < free) return 0;
  return Math.min(LOGIN_BACKOFF_BASE_MS * 2 ** (attempts - free), LOGIN_BACKOFF_CAP_MS);
}

/**
 * The key of an account: the user id when the login names one, else the login as typed
 * (lower-cased), so unknown logins are limited exactly like real ones and reveal nothing.
 * Hashed, so stores never hold e-mail addresses.
 * @example backoffAccountKey(user?.id ?? body.username)
 */
export function backoffAccountKey(userIdOrLogin: number | string): string {
  return sha256Hex(typeof userIdOrLogin === 'number' ? `user:${userIdOrLogin}` : `login:${normalizeLogin(userIdOrLogin).toLowerCase()}`);
}

/**
 * The login as the lookup and the backoff see it: trimmed, so spacing variants are one login.
 * (E-mails also match in any case; usernames are exact.)
 * @example findUserByLogin(db, normalizeLogin(body.username))
 */
export function normalizeLogin(login: string): string {
  return login.trim();
}

/** The key of an (account, address) pair; hashed like the account. */
function pairKey(account: string, address: string): string {
  return sha256Hex(`${account}|${address}`);
}

interface AttemptRecord {
  attempts: number;
  lockedUntilMs: number;
  lastMs: number;
}

/** A Map kept in insertion order by re-inserting on write, trimmed to `capacity` (oldest first). */
function setBounded<V>(map: Map<string, V>, key: string, value: V, capacity: number) {
  map.delete(key);
  map.set(key, value);
  if (map.size > capacity) map.delete(map.keys().next().value!);
}

/**
 * @example const backoff = createMemoryLoginBackoff(); await backoff.attempt(key, request.ip, Date.now());
 */
export function createMemoryLoginBackoff(capacity = LOGIN_BACKOFF_MEMORY_CAPACITY): LoginBackoff {
  const pairs = new Map<string, AttemptRecord>();
  const accounts = new Map<string, { attempts: number; lastMs: number }>();
  /** Pair key → when the address last signed in to the account. */
  const known = new Map<string, number>();
  return {
    kind: 'memory',
    async attempt(account, address, nowMs) {
      const key = pairKey(account, address);
      let record = pairs.get(key);
      if (record && nowMs - record.lastMs >= LOGIN_ATTEMPT_MEMORY_MS) record = undefined;
      if (record && record.lockedUntilMs > nowMs) return { allowed: false, retryAfterMs: record.lockedUntilMs - nowMs };
      let total = accounts.get(account);
      if (total && nowMs - total.lastMs >= LOGIN_ATTEMPT_MEMORY_MS) total = undefined;
      const signedInAt = known.get(key);
      const isKnown = signedInAt !== undefined && nowMs - signedInAt < LOGIN_KNOWN_ADDRESS_MS;
      const free = isKnown || (total?.attempts ?? 0) < LOGIN_ACCOUNT_CEILING ? LOGIN_FREE_ATTEMPTS : 1;
      const attempts = (record?.attempts ?? 0) + 1;
      // No wait is stored as 0, not as `now`: another process a little behind must not read it as one.
      const delay = backoffDelayMs(attempts, free);
      setBounded(pairs, key, { attempts, lockedUntilMs: delay > 0 ? nowMs + delay : 0, lastMs: nowMs }, capacity);
      setBounded(accounts, account, { attempts: (total?.attempts ?? 0) + 1, lastMs: nowMs }, capacity);
      return { allowed: true };
    },
    async succeeded(account, address, nowMs) {
      const key = pairKey(account, address);
      pairs.delete(key);
      setBounded(known, key, nowMs, capacity);
    },
    async close() {
      pairs.clear();
      accounts.clear();
      known.clear();
    },
  };
}

/**
 * The same rules as the memory store, run atomically in Redis. KEYS: the pair's record, the
 * account's count, the pair's "signed in" mark; ARGV: now, free, base, cap, memory, ceiling.
 */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local free, base, cap, memory, ceiling = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4]), tonumber(ARGV[5]), tonumber(ARGV[6])
local attempts = tonumber(redis.call('HGET', KEYS[1], 'attempts') or '0')
local locked = tonumber(redis.call('HGET', KEYS[1], 'locked') or '0')
local last = tonumber(redis.call('HGET', KEYS[1], 'last') or '0')
if now - last >= memory then attempts = 0; locked = 0 end
if locked > now then return locked - now end
local total = tonumber(redis.call('HGET', KEYS[2], 'attempts') or '0')
local totalLast = tonumber(redis.call('HGET', KEYS[2], 'last') or '0')
if now - totalLast >= memory then total = 0 end
if total >= ceiling and redis.call('EXISTS', KEYS[3]) == 0 then free = 1 end
attempts = attempts + 1
local locked = 0
if attempts >= free then locked = now + math.min(base * 2 ^ (attempts - free), cap) end
redis.call('HSET', KEYS[1], 'attempts', attempts, 'locked', locked, 'last', now)
redis.call('PEXPIRE', KEYS[1], memory + cap)
redis.call('HSET', KEYS[2], 'attempts', total + 1, 'last', now)
redis.call('PEXPIRE', KEYS[2], memory)
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
    async attempt(account, address, nowMs) {
      try {
        const pair = pairKey(account, address);
        const keys = [`${prefix}pair:${pair}`, `${prefix}account:${account}`, `${prefix}known:${pair}`];
        const args = [nowMs, LOGIN_FREE_ATTEMPTS, LOGIN_BACKOFF_BASE_MS, LOGIN_BACKOFF_CAP_MS, LOGIN_ATTEMPT_MEMORY_MS, LOGIN_ACCOUNT_CEILING];
        const wait = Number(await redis.eval(ATTEMPT_SCRIPT, keys.length, ...keys, ...args));
        return wait > 0 ? { allowed: false, retryAfterMs: wait } : { allowed: true };
      } catch (error) {
        onError(error);
        return fallback.attempt(account, address, nowMs);
      }
    },
    async succeeded(account, address, nowMs) {
      await fallback.succeeded(account, address, nowMs);
      const pair = pairKey(account, address);
      try {
        await redis.multi().del(`${prefix}pair:${pair}`).set(`${prefix}known:${pair}`, nowMs, 'PX', LOGIN_KNOWN_ADDRESS_MS).exec();
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
